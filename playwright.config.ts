import { defineConfig } from '@playwright/test';

// Browser tests run in Debian's Chromium; Playwright never downloads a browser here.
export default defineConfig({
  testDir: 'tests/browser',
  outputDir: 'build/playwright-results',
  timeout: 60_000,
  workers: 2,
  reporter: 'list',
  use: {
    baseURL: 'http://127.0.0.1:4173/',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'npx vite preview --config web/vite.config.ts --port 4173 --strictPort',
    url: 'http://127.0.0.1:4173/',
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
