import { expect, test } from '@playwright/test';

import { freshApp, newGame, play } from './gomoku-board.ts';

// The page's timers and performance.now() run on Playwright's controllable clock, so no test waits on real time.
const START = Date.parse('2025-01-01T00:00:00Z');

test.beforeEach(async ({ page }) => {
  // The page's clock stands still except when a test moves it: no step waits on, or is raced by, real time.
  await page.clock.install({ time: START });
  // Far enough ahead that real time cannot pass it before the pause on a loaded machine (at
  // START + 1 s a clean run failed: "Cannot fast-forward to the past"); the tests count only deltas.
  await page.clock.pauseAt(START + 60_000);
  await freshApp(page);
  await newGame(page, { clock: 3 });
});

const clock = (page: import('@playwright/test').Page, side: string) => page.locator(`[data-clock="${side}"]`);

test('per-side clocks run for the side to move, and undo restores the clock snapshot', async ({ page }) => {
  await expect(clock(page, 'black')).toHaveText('3:00');
  await page.clock.runFor(10_000);
  await expect(clock(page, 'black')).toHaveText('2:50');
  await play(page, { x: 7, y: 7 });
  await page.clock.runFor(20_000);
  await expect(clock(page, 'white')).toHaveText('2:40');
  await expect(clock(page, 'black')).toHaveText('2:50');
  await page.locator('#undo').click();
  await expect(clock(page, 'black')).toHaveText('3:00');
  await expect(clock(page, 'white')).toHaveText('3:00');
});

test('a flag fall ends the game on time, and the clocks survive a reload', async ({ page }) => {
  await page.clock.runFor(30_000);
  await play(page, { x: 7, y: 7 });
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(clock(page, 'black')).toHaveText('2:30');
  await page.clock.runFor(181_000);
  await expect(page.locator('#end-title')).toHaveText('Black wins');
  await expect(page.locator('#end-reason')).toContainText('White ran out of time');
});
