import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { familyFields } from './config/family-fields'
import { precompress } from './config/precompress'
import { pwaOptions } from './config/pwa-options'

// The SPA build. The API server serves dist/ from the same origin; in `npm run dev` Vite proxies /api to it.
export default defineConfig({
  plugins: [familyFields(), react(), VitePWA(pwaOptions), precompress()],
  // The manifest lets the e2e run check the areas' JavaScript budget (tests/e2e/bundle-budget.spec.ts).
  build: { target: 'es2022', sourcemap: true, manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
})
