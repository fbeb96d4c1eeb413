import { expect, test, type Page } from '@playwright/test';

import { xiangqiPuzzles } from '../../web/src/puzzles/list.ts';
import { expectMoves, freshApp, newGame, ready, savedMoves, tapPoint } from './gomoku-board.ts';
import { newXiangqiGame } from './xiangqi-board.ts';

/**
 * Installable and offline (issue 27 §2): the service worker precaches the whole app after the first visit, so the
 * app runs without a network; the web app manifest passes Chromium's installability basics; a new version waits
 * for the player's Reload and never reloads the page by itself.
 */

test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker is active (the precache is complete), then reloads so that it controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await ready(page);
  }
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

test('after the first visit the app works offline: a reload, then a game against the real AI', async ({
  page,
  context,
}) => {
  await freshApp(page);
  await controlled(page);

  await context.setOffline(true);
  // The network is really gone: what the service worker does not hold cannot be fetched.
  expect(
    await page.evaluate(() =>
      fetch(`./not-cached-${Date.now()}.txt`).then(
        () => 'fetched',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
  await page.reload();
  await ready(page);
  await expect(page.locator('#board canvas')).toBeVisible();

  // The engine (wasm), the AI's Worker and its own wasm instance all come from the cache.
  await newGame(page, { mode: 'ai', level: 1, human: 'black' });
  await tapPoint(page, { x: 7, y: 7 });
  await page.locator('#confirm-black').click();
  await expectMoves(page, 2, 30_000);
  const [mine, reply] = await savedMoves(page);
  expect(mine).toEqual([7, 7]);
  expect(reply).not.toEqual(mine);
  await expect(page.locator('#status')).toContainText('Your move');

  // The puzzles ride in the cached bundle.
  const puzzle = xiangqiPuzzles[0]!;
  await page.goto(`./#puzzles/xiangqi/${puzzle.id}`);
  await expect(page.locator('#puzzles')).toHaveAttribute('data-puzzle', puzzle.id);
  await expect(page.locator('#puzzles')).toHaveAttribute('data-state', 'playing');
  await expect(page.locator('#puzzle-board canvas')).toBeVisible();
});

test('the Xiangqi network, fetched when the top level first plays, is kept for offline play', async ({
  page,
  context,
}) => {
  await freshApp(page);
  await controlled(page);
  const fetched = page.waitForResponse((r) => r.url().endsWith('.pqnn') && r.ok());
  // The top level evaluates with the network: the AI (Red) moves first and the network is fetched meanwhile.
  await newXiangqiGame(page, { mode: 'ai', level: 4, human: 'black' });
  const url = (await fetched).url();
  await expect(page.locator('body')).toHaveAttribute('data-moves', '1', { timeout: 30_000 });

  await context.setOffline(true);
  const offline = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return { ok: res.ok, bytes: (await res.arrayBuffer()).byteLength };
  }, url);
  expect(offline.ok).toBe(true);
  expect(offline.bytes).toBeGreaterThan(1_000_000);
});

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('the manifest is linked and complete, and every icon loads at its size (Chromium’s installability basics)', async ({
  page,
}) => {
  await freshApp(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifestUrl = new URL(href!, page.url()).href;
  const response = await page.request.get(manifestUrl);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: ManifestIcon[];
  };
  expect(manifest.name).toContain('Pinqi');
  expect(manifest.short_name).toBe('Pinqi');
  expect(new URL(manifest.start_url, manifestUrl).href).toBe(new URL('./', page.url()).href);
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);

  // Each icon is served with its type and decodes at the size it claims.
  const found = [];
  for (const icon of manifest.icons) {
    const url = new URL(icon.src, manifestUrl).href;
    const loaded = await page.evaluate(async (url) => {
      const res = await fetch(url);
      const image = new Image();
      image.src = URL.createObjectURL(await res.blob());
      await image.decode();
      return { type: res.headers.get('content-type'), width: image.naturalWidth, height: image.naturalHeight };
    }, url);
    expect(loaded.type, icon.src).toContain(icon.type);
    if (icon.sizes !== 'any') expect(`${loaded.width}x${loaded.height}`, icon.src).toBe(icon.sizes);
    found.push(`${icon.type} ${icon.sizes} ${icon.purpose ?? 'any'}`);
  }
  expect(found).toEqual(
    expect.arrayContaining(['image/png 192x192 any', 'image/png 512x512 any', 'image/png 512x512 maskable']),
  );

  // Chromium reads the same manifest without errors, with the service worker controlling the start URL.
  await controlled(page);
  const cdp = await page.context().newCDPSession(page);
  const { errors, data } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data?: string };
  expect(errors).toEqual([]);
  expect(JSON.parse(data ?? '{}').short_name).toBe('Pinqi');
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Chromium's own installability check finds nothing wrong but the test's browser context (never a player's).
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument ?? false);

test('a new version waits for the player’s Reload: no page reloads by itself, mid-game or in another tab', async ({
  page,
  context,
}) => {
  await freshApp(page);
  await controlled(page);
  await tapPoint(page, { x: 7, y: 7 });
  await page.locator('#confirm-black').click();
  await expectMoves(page, 1);
  const other = await context.newPage();
  await other.goto(page.url());
  await ready(other);
  await mark(page);
  await mark(other);
  const notice = page.locator('#update-notice');
  await expect(notice).toBeHidden();

  // A new deployment, as the browser finds it: another service worker script for the app's scope installs
  // and waits (the preview server cannot change its files, so the next version is sw.js under another URL).
  await page.evaluate(() => navigator.serviceWorker.register('./sw.js?next', { scope: './' }).then(() => undefined));
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('A new version is ready');
  await expect(other.locator('#update-notice')).toBeVisible();
  // Nothing reloaded: the page and the game are as they were, and the board still takes moves.
  expect(await sameDocument(page)).toBe(true);
  await tapPoint(page, { x: 8, y: 8 });
  await page.locator('#confirm-white').click();
  await expectMoves(page, 2);

  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await ready(page);
  expect(await sameDocument(page)).toBe(false);
  await expectMoves(page, 2);
  expect(await savedMoves(page)).toEqual([
    [7, 7],
    [8, 8],
  ]);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/sw\.js\?next$/);
  // The other tab is served by the new version now, but keeps its page until its player reloads.
  await expect.poll(() => other.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/sw\.js\?next$/);
  expect(await sameDocument(other)).toBe(true);
  await expect(other.locator('#update-notice')).toBeVisible();
});
