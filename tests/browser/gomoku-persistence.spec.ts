import { expect, test, type Page } from '@playwright/test';

import {
  CURRENT_KEY,
  expectMoves,
  freshApp,
  isDark,
  NINE_MOVE_WIN,
  pixelAt,
  play,
  ready,
  savedMoves,
  tapPoint,
  waitForFrame,
} from './gomoku-board.ts';

const tally = (page: Page) => page.evaluate(() => localStorage.getItem('pinqi:stats'));
const archive = (page: Page) => page.evaluate(() => localStorage.getItem('pinqi:archive'));

test.beforeEach(async ({ page }) => {
  await freshApp(page);
});

test('each committed move is saved, and a reload restores the game by replaying it', async ({ page }) => {
  await play(page, { x: 7, y: 7 });
  expect(await savedMoves(page)).toEqual([[7, 7]]);
  await play(page, { x: 8, y: 8 });
  await play(page, { x: 6, y: 7 });
  await page.reload();
  await ready(page);
  await expectMoves(page, 3);
  await expect(page.locator('#status')).toContainText('White to move');
  await waitForFrame(page);
  expect(isDark(await pixelAt(page, { x: 6, y: 7 }))).toBe(true);
  await play(page, { x: 9, y: 9 });
  expect(await savedMoves(page)).toEqual([
    [7, 7],
    [8, 8],
    [6, 7],
    [9, 9],
  ]);
});

const BROKEN: [string, string][] = [
  ['truncated JSON', '{"schema":"pinqi-app/gomoku-current","version":1,"game":{"moves":[[1,'],
  ['an unknown version', '{"schema":"pinqi-app/gomoku-current","version":99}'],
  ['a hand-edited illegal move', ''],
];

for (const [name, text] of BROKEN) {
  test(`saved data with ${name} is kept under the backup key, a notice shows and a fresh game starts`, async ({
    page,
  }) => {
    let broken = text;
    if (!broken) {
      // A real save, then the same point played twice by hand.
      await play(page, { x: 7, y: 7 });
      broken = await page.evaluate((key) => {
        const saved = JSON.parse(localStorage.getItem(key)!);
        saved.game.moves.push([7, 7]);
        return JSON.stringify(saved);
      }, CURRENT_KEY);
    }
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [CURRENT_KEY, broken]);
    await page.reload();
    await ready(page);
    await expect(page.locator('#message')).toContainText('could not be read');
    expect(await page.evaluate((key) => localStorage.getItem(`${key}:backup`), CURRENT_KEY)).toBe(broken);
    await expectMoves(page, 0);
    await play(page, { x: 7, y: 7 });
    expect(await savedMoves(page)).toEqual([[7, 7]]);
  });
}

test('two tabs on the same game stay consistent: a move in one appears in the other, none lost or doubled', async ({
  page,
  context,
}) => {
  await play(page, { x: 7, y: 7 });
  const other = await context.newPage();
  await other.goto(page.url());
  await ready(other);
  await expectMoves(other, 1);

  await play(other, { x: 8, y: 8 });
  await expectMoves(page, 2);
  await play(page, { x: 6, y: 6 });
  await expectMoves(other, 3);
  expect(await savedMoves(other)).toEqual([
    [7, 7],
    [8, 8],
    [6, 6],
  ]);
  await waitForFrame(other);
  expect(isDark(await pixelAt(other, { x: 6, y: 6 }))).toBe(true);
  await other.close();
});

test("a tab that missed another tab's move cannot overwrite it: its confirm adopts the newer game instead", async ({
  page,
}) => {
  // Another tab's write, as this tab has not heard of it yet (a page gets no storage event for its own writes).
  await page.evaluate((key) => {
    const saved = JSON.parse(localStorage.getItem(key)!);
    saved.game.moves.push([7, 7]);
    saved.clocks = null;
    saved.rev += 1;
    localStorage.setItem(key, JSON.stringify(saved));
  }, CURRENT_KEY);
  await expectMoves(page, 0);

  await tapPoint(page, { x: 3, y: 3 });
  await page.locator('#confirm-black').click();
  await expect(page.locator('#message')).toContainText('changed in another tab');
  await expectMoves(page, 1);
  expect(await savedMoves(page)).toEqual([[7, 7]]);
  await expect(page.locator('#status')).toContainText('White to move');
});

test('when storage is full, old finished games are pruned first and the current game is kept', async ({ page }) => {
  // Fill the archive with big finished games, then make the quota so tight that only pruning helps.
  await page.evaluate(() => {
    const games = Array.from({ length: 50 }, (_, i) => ({
      id: `old${i}`,
      game: 'gomoku',
      finishedAt: i,
      setup: { rule: 'freestyle', size: 15, mode: 'two-player', level: 3, human: 'black', clockMinutes: 0 },
      moves: Array.from({ length: 100 }, (_, k) => [k % 15, Math.floor(k / 15)]),
      result: { winner: 'black', reason: 'five' },
    }));
    localStorage.setItem('pinqi:archive', JSON.stringify({ version: 1, games }));
    const limit = 40_000;
    const real = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      let used = 0;
      for (let i = 0; i < this.length; i++) {
        const k = this.key(i)!;
        if (k !== key) used += k.length + (this.getItem(k)?.length ?? 0);
      }
      if (used + key.length + value.length > limit) throw new DOMException('full', 'QuotaExceededError');
      real.call(this, key, value);
    };
  });
  await play(page, { x: 7, y: 7 });
  expect(await savedMoves(page)).toEqual([[7, 7]]);
  const archived = await page.evaluate(
    () => JSON.parse(localStorage.getItem('pinqi:archive') ?? '{"games":[]}').games.length,
  );
  expect(archived).toBeLessThan(50);
  await expect(page.locator('#notice')).not.toContainText('full');
});

test('a finished game is counted once (not again after a reload), a restart mid-game counts nothing, and stats reset', async ({
  page,
}) => {
  const tally = () =>
    page.evaluate(
      () => JSON.parse(localStorage.getItem('pinqi:stats') ?? '{"buckets":{}}').buckets['gomoku/two-player'] ?? null,
    );
  // Restarting mid-game counts nothing.
  await play(page, { x: 0, y: 0 });
  await page.locator('#restart').click();
  await expect(page.locator('#ask-text')).toHaveText('Restart? The moves of this game (1) will be lost.');
  await page.locator('#ask-yes').click();
  await expectMoves(page, 0);
  expect(await tally()).toBeNull();

  for (const p of NINE_MOVE_WIN) await play(page, p);
  expect(await tally()).toEqual({ win: 1, loss: 0, draw: 0 });
  await page.reload();
  await ready(page);
  await expect(page.locator('body')).toHaveAttribute('data-over', 'true');
  expect(await tally()).toEqual({ win: 1, loss: 0, draw: 0 });

  await page.locator('#open-stats').evaluate((el) => (el as HTMLButtonElement).click());
  await expect(page.locator('#stats-table [data-bucket="gomoku/two-player"] [data-outcome="win"]')).toHaveText('1');
  await page.locator('#stats-reset').click();
  await page.locator('#ask-yes').click();
  await expect(page.locator('#stats-body')).toContainText('No finished games yet.');
});

test('Restart asks before it throws away moves; resigning with no move by the player counts and archives nothing', async ({
  page,
}) => {
  await play(page, { x: 7, y: 7 });
  await page.locator('#restart').click();
  await expect(page.locator('#ask-dialog')).toBeVisible();
  await page.locator('#ask-no').click();
  await expectMoves(page, 1);
  await page.locator('#restart').click();
  await page.locator('#ask-yes').click();
  await expectMoves(page, 0);
  await page.locator('#resign').click();
  await page.locator('#ask-yes').click();
  await expect(page.locator('body')).toHaveAttribute('data-over', 'true');
  expect(await tally(page)).toBeNull();
  expect(await archive(page)).toBeNull();
});

test('New game asks before it throws away the moves of the game in progress', async ({ page }) => {
  await play(page, { x: 7, y: 7 });
  await page.locator('#open-new').click();
  await page.locator('#new-start').click();
  await expect(page.locator('#ask-dialog')).toBeVisible();
  await expect(page.locator('#ask-dialog')).toContainText('moves played: 1');
  await page.locator('#ask-no').click();
  expect(await savedMoves(page)).toEqual([[7, 7]]);
  await page.locator('#new-start').click();
  await page.locator('#ask-yes').click();
  await expectMoves(page, 0);
  expect(await savedMoves(page)).toEqual([]);
});

test('finished games go to the archive and open on the board to step through', async ({ page }) => {
  for (const p of NINE_MOVE_WIN) await play(page, p);
  await page.locator('#open-archive').evaluate((el) => (el as HTMLButtonElement).click());
  await expect(page.locator('#archive-list li')).toHaveCount(1);
  await page.locator('#archive-list button').click();
  await expect(page.locator('body')).toHaveAttribute('data-reviewing', 'true');
  await expect(page.locator('#viewing')).toHaveText('Viewing the start position');
  await page.locator('#step-last').click();
  await expect(page.locator('body')).toHaveAttribute('data-shown-ply', '9');
  await page.getByRole('button', { name: 'Previous move' }).click();
  await expect(page.locator('#viewing')).toHaveText('Viewing move 8 of 9');
  await page.locator('#back-to-game').click();
  await expect(page.locator('body')).toHaveAttribute('data-reviewing', 'false');
});

test('when storage refuses even after pruning, the move is taken back and the player is told', async ({ page }) => {
  await play(page, { x: 7, y: 7 });
  await page.evaluate((key) => {
    const real = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k: string, v: string) {
      if (k === key) throw new DOMException('full', 'QuotaExceededError');
      real.call(this, k, v);
    };
  }, CURRENT_KEY);
  await tapPoint(page, { x: 8, y: 8 });
  await page.locator('#confirm-white').click();
  await expect(page.locator('#message')).toContainText('Storage is full');
  await expectMoves(page, 1);
  expect(await savedMoves(page)).toEqual([[7, 7]]);
});
