import { expect, test } from '@playwright/test';

import { freshApp, ready } from './gomoku-board.ts';
import { move, newXiangqiGame, savedXiangqiMoves } from './xiangqi-board.ts';

// Xiangqi clocks on Playwright's fake clock: no test waits on real time.
const START = Date.parse('2025-01-01T00:00:00Z');

test.beforeEach(async ({ page }) => {
  // The page's clock stands still except when a test moves it: no step waits on, or is raced by, real time.
  await page.clock.install({ time: START });
  // Far enough ahead that real time cannot pass it before the pause on a loaded machine (at
  // START + 1 s a clean run failed: "Cannot fast-forward to the past"); the tests count only deltas.
  await page.clock.pauseAt(START + 60_000);
  await freshApp(page);
  await newXiangqiGame(page, { clock: 3 });
});

const clock = (page: import('@playwright/test').Page, side: string) => page.locator(`[data-clock="${side}"]`);

test("Red's clock runs first, each side's only on its turn, and undo restores the snapshot", async ({ page }) => {
  await expect(clock(page, 'red')).toHaveText('3:00');
  await expect(clock(page, 'black')).toHaveText('3:00');
  await page.clock.runFor(15_000);
  await expect(clock(page, 'red')).toHaveText('2:45');
  await expect(clock(page, 'black')).toHaveText('3:00');
  await move(page, 'h2', 'e2');
  await page.clock.runFor(40_000);
  await expect(clock(page, 'black')).toHaveText('2:20');
  await expect(clock(page, 'red')).toHaveText('2:45');
  await page.locator('#undo').click();
  await expect(clock(page, 'red')).toHaveText('3:00');
  await expect(clock(page, 'black')).toHaveText('3:00');
});

test('under 20 seconds the clock is marked low; a flag fall ends the game on time, counted and kept over a reload', async ({
  page,
}) => {
  await move(page, 'h2', 'e2');
  await page.clock.runFor(161_000);
  await expect(clock(page, 'black')).toHaveText('0:19');
  await expect(clock(page, 'black')).toHaveClass(/low/);
  await expect(clock(page, 'red')).not.toHaveClass(/low/);
  await page.clock.runFor(20_000);
  await expect(page.locator('#end-title')).toHaveText('Red wins');
  await expect(page.locator('#end-reason')).toHaveText('Black ran out of time');
  const tally = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('pinqi:stats')!).buckets['xiangqi/two-player']);
  expect(await tally()).toEqual({ win: 1, loss: 0, draw: 0 });
  await page.reload();
  await ready(page);
  await expect(page.locator('body')).toHaveAttribute('data-over', 'true');
  await expect(page.locator('#status')).toContainText('Black ran out of time');
  expect(await savedXiangqiMoves(page)).toEqual(['h2e2']);
  expect(await tally()).toEqual({ win: 1, loss: 0, draw: 0 });
});

test('the clocks survive a reload mid-game', async ({ page }) => {
  await page.clock.runFor(30_000);
  await move(page, 'e3', 'e4');
  await page.clock.runFor(10_000);
  await page.reload();
  await ready(page);
  await expect(clock(page, 'red')).toHaveText('2:30');
  await expect(clock(page, 'black')).toHaveText(/^2:5\d$/);
});
