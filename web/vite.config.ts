import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// Cross-origin isolation: the page and its Workers get shared memory, so the AI runs the
// threaded wasm flavour (issue 24 §2; docs/API.md, "Threads"). Every resource is same-origin.
const isolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

const src = (path: string): string => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

// The demo app. Its root is web/app; it imports the package by name (`pinqi`, `pinqi/ai`,
// `pinqi/views`, `pinqi/puzzles`), resolved to the sources in web/src as tsconfig.json's paths are.
export default defineConfig({
  root: fileURLToPath(new URL('./app', import.meta.url)),
  base: './',
  resolve: {
    alias: [
      { find: /^pinqi$/, replacement: src('index.ts') },
      { find: /^pinqi\/(ai|views|puzzles)$/, replacement: src('$1/index.ts') },
    ],
  },
  plugins: [
    // Installable and offline: a web app manifest, and a Workbox service worker (built, not in `vite` dev) that
    // precaches the whole build: the app, its Worker, the wasm module(s) and the puzzle data (bundled in the JS); the
    // Xiangqi network is cached when first fetched.
    // A new version waits until the player presses Reload (ui/update-notice.ts registers it).
    VitePWA({
      registerType: 'prompt',
      includeManifestIcons: false, // the globs take them
      injectRegister: false,
      manifest: {
        id: './',
        name: 'Pinqi: Gomoku and Xiangqi',
        short_name: 'Pinqi',
        description:
          'Gomoku (free-style, standard, Renju) and Xiangqi against a strong AI, with puzzles; works offline.',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#2f2418',
        background_color: '#2f2418',
        lang: 'en',
        categories: ['games'],
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // Globs, so that another wasm flavour (a threaded build) is precached too.
        globPatterns: ['**/*.{html,js,mjs,css,wasm,png,svg}'],
        // The wasm module is larger than Workbox's 2 MiB default.
        maximumFileSizeToCacheInBytes: 32 * 1024 * 1024,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The Xiangqi network (0.9 MB gzip) is not precached: only the top level uses it, and the AI fetches it when
        // that level plays. Once fetched it is kept (its name carries its hash), so the top level plays offline with it.
        runtimeCaching: [
          {
            urlPattern: /\.pqnn$/,
            handler: 'CacheFirst',
            options: { cacheName: 'pinqi-networks', expiration: { maxEntries: 2 } },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('../build/app', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: false, headers: isolation },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: isolation },
});
