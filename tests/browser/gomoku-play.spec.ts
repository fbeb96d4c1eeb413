import { expect, test, type Page } from '@playwright/test';

import { gomokuGeometry, pointToPixel } from '../../web/src/views/gomoku/geometry.ts';
import {
  canvasBox,
  expectMoves,
  expectResult,
  freshApp,
  isDark,
  newGame,
  NINE_MOVE_WIN,
  openMenu,
  pixelAt,
  play,
  savedMoves,
  tapPoint,
  waitForFrame,
} from './gomoku-board.ts';
import { ONLY_FORBIDDEN_MOVES, onlyForbiddenRecord } from '../node/renju-only-forbidden.ts';

test.beforeEach(async ({ page }) => {
  await freshApp(page);
});

test('a tap only selects; the Confirm of the side to move places the stone', async ({ page }) => {
  await tapPoint(page, { x: 7, y: 7 });
  await expectMoves(page, 0);
  expect(await savedMoves(page)).toEqual([]);
  await page.locator('#confirm-black').click();
  await expectMoves(page, 1);
  expect(await savedMoves(page)).toEqual([[7, 7]]);
  await waitForFrame(page);
  expect(isDark(await pixelAt(page, { x: 7, y: 7 }))).toBe(true);
  await expect(page.locator('#status')).toContainText('White to move');
  await expect(page.locator('#move-list')).toContainText('h8');
});

test('a tap elsewhere before confirm moves the pending stone', async ({ page }) => {
  await tapPoint(page, { x: 3, y: 3 });
  await tapPoint(page, { x: 10, y: 4 });
  await page.locator('#confirm-black').click();
  expect(await savedMoves(page)).toEqual([[10, 4]]);
  await waitForFrame(page);
  expect(isDark(await pixelAt(page, { x: 3, y: 3 }))).toBe(false);
  expect(isDark(await pixelAt(page, { x: 10, y: 4 }))).toBe(true);
});

test('a tap in the first frame after the board comes back from the home screen selects its point', async ({ page }) => {
  // Where the centre point is, measured while the board is in view (the layout is the same when it comes back).
  const box = await canvasBox(page);
  const g = gomokuGeometry(15, box.width, box.height, true);
  const { px, py } = pointToPixel(g, { x: 7, y: 7 });
  await page.locator('#open-new').click();
  await expect(page.locator('#new-form')).toBeVisible();
  await waitForFrame(page); // the hidden board has been measured as 0 × 0
  // Start and tap in one task, before the browser has told the board its new size.
  await page.evaluate(
    ([x, y]) => {
      document.querySelector<HTMLButtonElement>('#new-start')!.click();
      const canvas = document.querySelector<HTMLCanvasElement>('#board canvas')!;
      const init = { bubbles: true, clientX: x, clientY: y, pointerId: 1, isPrimary: true, pointerType: 'mouse' };
      canvas.dispatchEvent(new PointerEvent('pointerdown', { ...init, button: 0 }));
      canvas.dispatchEvent(new PointerEvent('pointerup', { ...init, button: 0 }));
    },
    [box.x + px, box.y + py] as const,
  );
  await expect(page.locator('button.confirm[data-ready="true"]')).toHaveCount(1);
  await page.locator('button.confirm[data-ready="true"]').click();
  await expectMoves(page, 1);
  expect(await savedMoves(page)).toEqual([[7, 7]]);
});

test("only the side to move's Confirm is active: the other side's is idle and does nothing", async ({ page }) => {
  await tapPoint(page, { x: 7, y: 7 });
  await expect(page.locator('#confirm-black')).toBeEnabled();
  await expect(page.locator('#confirm-white')).toBeDisabled();
  await expect(page.locator('#confirm-white')).toHaveAttribute('data-ready', 'false');
  await page.locator('#confirm-white').click({ force: true });
  await expectMoves(page, 0);
  await page.locator('#confirm-black').click();
  await expectMoves(page, 1);
  await expect(page.locator('#confirm-black')).toBeDisabled();
});

test('the nine-move win with select→confirm ends the game with the winner, the reason and a rematch', async ({
  page,
}) => {
  for (const p of NINE_MOVE_WIN) await play(page, p);
  await expectResult(page, 'Black wins', 'Five in a row');
  await expect(page.locator('#status')).toContainText('Black wins: five in a row.');
  await expect(page.locator('body')).toHaveAttribute('data-over', 'true');
  await page.locator('#rematch').click();
  await expectMoves(page, 0);
  await expect(page.locator('body')).toHaveAttribute('data-over', 'false');
});

test('after the end the board takes no stones; undo takes back the winning move, as during the game', async ({
  page,
}) => {
  for (const p of NINE_MOVE_WIN) await play(page, p);
  await tapPoint(page, { x: 0, y: 0 });
  await expectMoves(page, 9);
  await expect(page.locator('#confirm-black')).toHaveCount(0);
  await expect(page.locator('#undo')).toBeEnabled();
  await page.locator('#undo').click();
  await expectMoves(page, 8);
  await expect(page.locator('body')).toHaveAttribute('data-over', 'false');
  await expect(page.locator('#status')).toContainText('Black to move');
});

test('undo takes back exactly the last move: (5,13) then (10,0), undo removes (10,0)', async ({ page }) => {
  await play(page, { x: 5, y: 13 });
  await play(page, { x: 10, y: 0 });
  await page.locator('#undo').click();
  await expectMoves(page, 1);
  expect(await savedMoves(page)).toEqual([[5, 13]]);
  await waitForFrame(page);
  expect(isDark(await pixelAt(page, { x: 5, y: 13 }))).toBe(true);
  const [r, g, b] = await pixelAt(page, { x: 10, y: 0 });
  expect(r + g + b).toBeLessThan(700); // no white stone left there
  await expect(page.locator('#status')).toContainText('White to move');
});

test('a Renju forbidden point is refused for Black with a message', async ({ page }) => {
  await newGame(page, { rule: 'renju' });
  // Black builds a double-three at (8,7): (6,7),(7,7) across and (8,5),(8,6) down; White plays far away.
  const moves = [
    { x: 6, y: 7 },
    { x: 0, y: 0 },
    { x: 7, y: 7 },
    { x: 0, y: 2 },
    { x: 8, y: 5 },
    { x: 0, y: 4 },
    { x: 8, y: 6 },
    { x: 0, y: 6 },
  ];
  for (const p of moves) await play(page, p);
  await tapPoint(page, { x: 8, y: 7 });
  await expect(page.locator('#message')).toHaveText('i8 is forbidden for Black under Renju (double-three).');
  await expect(page.locator('#confirm-black')).toBeDisabled();
  await expectMoves(page, 8);
});

/** Loads the record of the Renju game one move (White's c6) before Black has only forbidden points. */
async function beforeOnlyForbidden(page: Page): Promise<void> {
  await openMenu(page, 'open-record');
  await page.locator('#record-text').fill(onlyForbiddenRecord(ONLY_FORBIDDEN_MOVES.length - 1));
  await page.locator('#record-load').click();
  await expect(page.locator('#record-dialog')).not.toBeVisible();
  await expectMoves(page, ONLY_FORBIDDEN_MOVES.length - 1);
}

test('Renju: when White leaves Black only forbidden points, the game is declared a draw', async ({ page }) => {
  await beforeOnlyForbidden(page);
  await play(page, { x: 2, y: 9 }); // c6
  await expectResult(page, 'Draw', 'Black has only forbidden points left');
  await expect(page.locator('#status')).toHaveText('Draw: Black has only forbidden points left.');
  await expect(page.locator('body')).toHaveAttribute('data-over', 'true');
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test("the forbidden point names the engine's reason: 三三禁手", async ({ page }) => {
    await newGame(page, { rule: 'renju' });
    for (const p of [
      { x: 6, y: 7 },
      { x: 0, y: 0 },
      { x: 7, y: 7 },
      { x: 0, y: 2 },
      { x: 8, y: 5 },
      { x: 0, y: 4 },
      { x: 8, y: 6 },
      { x: 0, y: 6 },
    ])
      await play(page, p);
    await tapPoint(page, { x: 8, y: 7 });
    await expect(page.locator('#message')).toHaveText('i8 是黑方禁手：三三禁手（连珠规则）。');
  });

  test('连珠: Black with only forbidden points left is a draw, in Chinese', async ({ page }) => {
    await beforeOnlyForbidden(page);
    await play(page, { x: 2, y: 9 }); // c6
    await expect(page.locator('#end-reason')).toHaveText('黑方只剩禁手点');
  });
});

test('tap-to-move from the settings places a stone with a single tap', async ({ page }) => {
  await page.locator('#open-settings').click();
  await page.locator('#pref-tapToMove').check();
  await page.keyboard.press('Escape');
  await expect(page.locator('#confirm-black')).toHaveCount(0);
  await tapPoint(page, { x: 7, y: 7 });
  await expectMoves(page, 1);
  await tapPoint(page, { x: 8, y: 8 });
  await expectMoves(page, 2);
  expect(await savedMoves(page)).toEqual([
    [7, 7],
    [8, 8],
  ]);
});

test('resign ends the game for the side to move, and New game begins a new one', async ({ page }) => {
  await play(page, { x: 7, y: 7 });
  await page.locator('#resign').click();
  await page.locator('#ask-yes').click();
  await expectResult(page, 'Black wins', /White resigned/);
  await page.locator('#new-game').click();
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'home');
  await page.locator('#new-start').click();
  await expectMoves(page, 0);
  await expect(page.locator('#status')).toContainText('Black to move');
});
