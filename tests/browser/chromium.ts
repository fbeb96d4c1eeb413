import type { LaunchOptions } from '@playwright/test';

/**
 * How the browser tests and the browser benches start Debian's Chromium: never a
 * browser that Playwright downloads.
 *
 * Chromium's headless mode opens a window per browser context, and each window preloads
 * the omnibox's two popups, WebUI pages in a renderer of their own: 1.9 CPU-s per context
 * (a context with an empty page: 2.6 -> 0.7 CPU-s; the app's load and its first 3 s:
 * 3.3 -> 1.4 CPU-s). Every test has a context of its own, so they are switched off.
 */
export const chromiumOptions: LaunchOptions = {
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
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  ],
};
