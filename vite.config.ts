import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { precompress } from './config/precompress'
import { pwaOptions } from './config/pwa-options'

// The SPA build. The API server serves dist/ from the same origin; in `npm run dev` Vite proxies /api to it.
export default defineConfig({
  plugins: [react(), VitePWA(pwaOptions), precompress()],
  build: { target: 'es2022', sourcemap: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
})
