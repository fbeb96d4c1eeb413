import type { LaunchOptions } from '@playwright/test';

/**
 * The Chromium features that Playwright (1.64) turns off by default. A second
 * --disable-features replaces the first, so the one below restates them
 * (tests/node/commands.test.ts checks the list against the installed Playwright's).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'DialMediaRouteProvider',
  'GlobalMediaControls',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'BlockOriginHeaderModificationOnRedirect',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'Translate',
  'AutoDeElevate',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
];

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
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
  ],
};
