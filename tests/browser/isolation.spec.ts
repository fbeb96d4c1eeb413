import { expect, test } from '@playwright/test';

import { expectMoves, freshApp, newGame } from './gomoku-board.ts';

// The demo server (vite preview, as `npm start` runs it) isolates the page (issue 24 §2): its AI
// then runs the threaded wasm flavour, with 2 threads or more (createAi's default).
test('the demo page is cross-origin isolated, and its AI plays on the threaded flavour with 2 threads or more', async ({
  page,
}) => {
  const requests: string[] = [];
  const pthreads: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  // Emscripten's pthread Workers, one per helper thread, started from a blob: URL (load-core.ts).
  page.on('worker', (w) => {
    if (w.url().startsWith('blob:')) pthreads.push(w.url());
  });
  const response = await page.goto('./');
  expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin');
  expect(response?.headers()['cross-origin-embedder-policy']).toBe('require-corp');
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);

  await freshApp(page);
  await newGame(page, { mode: 'ai', level: 1, human: 'white' });
  await expectMoves(page, 1, 30_000); // the AI (black) opens
  expect(requests.some((u) => /\/assets\/pinqi_core_threaded-[\w-]+\.wasm$/.test(u))).toBe(true);
  // The main search thread and at least one helper.
  expect(pthreads.length + 1).toBeGreaterThanOrEqual(2);
});
