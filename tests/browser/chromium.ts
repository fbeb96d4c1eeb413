import type { LaunchOptions } from '@playwright/test';

/**
 * How the browser tests and the browser benches start Chromium: Debian's, never a browser
 * that Playwright downloads, in its headless shell (the Debian package
 * chromium-headless-shell, which scripts/setup.sh installs), as Playwright itself runs
 * headless tests. The full browser's headless mode opens a window for every context, and
 * every test has a context of its own: the browser layer took twice the CPU there.
 * Playwright already passes --headless, --no-sandbox, --no-first-run and switches off
 * background networking, component updates and sync; these are the switches it does not.
 */
export const chromiumOptions: LaunchOptions = {
  executablePath: '/usr/bin/chromium-headless-shell',
  args: ['--disable-gpu', '--disable-quic'],
};
