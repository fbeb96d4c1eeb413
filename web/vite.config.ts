import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

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
  build: {
    outDir: fileURLToPath(new URL('../build/app', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
