import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { familyFields } from './config/family-fields'
import { precompress } from './config/precompress'
import { pwaOptions } from './config/pwa-options'

// The SPA build. The API server serves dist/ from the same origin; in `npm run dev` Vite proxies /api to it.
// `vite build --ssr` (the second half of `npm run build`) builds the server's renderer of the public pages
// (src/app/public-render.tsx, decision 0044) into dist-ssr/, outside what the server publishes; it resolves the
// CSS modules' class names as the browser build does, so the server's HTML carries the same classes.
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        plugins: [familyFields(), react()],
        // Bundled whole: some browser packages (workbox-window) are CommonJS that Node's ESM cannot name-import.
        ssr: { noExternal: true },
        build: {
          target: 'node20',
          outDir: 'dist-ssr',
          emptyOutDir: true,
          copyPublicDir: false,
          rollupOptions: { input: 'src/app/public-render.tsx' },
        },
      }
    : {
        plugins: [familyFields(), react(), VitePWA(pwaOptions), precompress()],
        // The manifest lets the e2e run check the areas' JavaScript budget (tests/e2e/bundle-budget.spec.ts).
        build: { target: 'es2022', sourcemap: true, manifest: true },
        server: { proxy: { '/api': 'http://localhost:3000' } },
      },
)
