import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The demo app. Its root is web/app; the library sources are imported from web/src.
export default defineConfig({
  root: fileURLToPath(new URL('./app', import.meta.url)),
  base: './',
  build: {
    outDir: fileURLToPath(new URL('../build/app', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
