import { defineConfig } from '@playwright/test';

import { chromiumOptions } from './tests/browser/chromium.ts';
import { previewPort } from './tests/browser/preview-port.ts';

const port = previewPort();
const url = `http://127.0.0.1:${port}/`;

// Browser tests run in Debian's Chromium (tests/browser/chromium.ts).
export default defineConfig({
  testDir: 'tests/browser',
  outputDir: 'build/playwright-results',
  timeout: 60_000,
  workers: 2,
  reporter: 'list',
  use: {
    baseURL: url,
    // The app's service worker precaches the whole build on every page load; only the
    // offline and update tests (pwa.spec.ts) want it.
    serviceWorkers: 'block',
    launchOptions: chromiumOptions,
  },
  // Most tests set their own page sizes. The player-facing features run on a phone; those whose
  // layout or input differs between the two (the screens, dialogs, board looks, drag, keys) run
  // on a desktop too. The rest (analysis, openings, puzzles, review, share) lay out with the
  // same screens, which the desktop runs already check.
  projects: [
    { name: 'app', testIgnore: /features\// },
    {
      name: 'phone',
      testMatch: /features\/.*\.spec\.ts/,
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true },
    },
    {
      name: 'desktop',
      testMatch: /features\/(home|screens|dialogs|look|drag|shortcuts|step-through|rematch)\.spec\.ts/,
      use: { viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    // The local vite (never an npx download), on the port chosen above.
    command: `node_modules/.bin/vite preview --config web/vite.config.ts --port ${port} --strictPort`,
    url,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
