import type { LaunchOptions } from '@playwright/test';

/**
 * How the browser tests and the browser benches start Chromium: Debian's, never a
 * browser that Playwright downloads, in its headless shell (the Debian package
 * chromium-headless-shell, which scripts/setup.sh installs), as Playwright itself runs
 * headless tests. The full browser's headless mode opens a browser window for every
 * context, and every test has a context of its own: the browser layer on one worker took
 * 1068 CPU-s there (712 with the window's omnibox popups, WebUI pages it preloaded, switched
 * off) and takes 502 in the shell, the same 176 tests passing.
 */
export const chromiumOptions: LaunchOptions = {
  executablePath: '/usr/bin/chromium-headless-shell',
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
};
