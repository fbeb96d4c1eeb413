import { expect, test } from '@playwright/test';

import { freshApp, openMenu, ready } from './gomoku-board.ts';
import { loadSample, move, newXiangqiGame, tapSquare, XIANGQI_KEY } from './xiangqi-board.ts';

test.beforeEach(async ({ page }) => {
  await freshApp(page);
  await newXiangqiGame(page);
});

const savedXiangqiMoves = (page: import('@playwright/test').Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).game.moves as string[], XIANGQI_KEY);

test('the central soldier moves with select→confirm, and undo takes it back', async ({ page }) => {
  await tapSquare(page, 'e3');
  await expect(page.locator('body')).toHaveAttribute('data-targets', 'e4');
  await tapSquare(page, 'e4');
  await expect(page.locator('body')).toHaveAttribute('data-moves', '0');
  await expect(page.locator('#confirm-black')).toBeDisabled(); // Black's Confirm is idle on Red's turn
  await page.locator('#confirm-red').click();
  await expect(page.locator('body')).toHaveAttribute('data-moves', '1');
  expect(await savedXiangqiMoves(page)).toEqual(['e3e4']);
  await expect(page.locator('#move-list')).toContainText('P5+1');
  await expect(page.locator('#announce')).toContainText('Red P5+1');
  await page.locator('#undo').click();
  await expect(page.locator('body')).toHaveAttribute('data-moves', '0');
  expect(await savedXiangqiMoves(page)).toEqual([]);
});

test("only the engine's legal targets are offered, and a tap elsewhere clears the selection", async ({ page }) => {
  await tapSquare(page, 'b0');
  await expect(page.locator('body')).toHaveAttribute('data-targets', 'a2 c2');
  await tapSquare(page, 'b2'); // Red's own cannon: picks it instead
  await expect(page.locator('body')).toHaveAttribute('data-selected', 'b2');
  await expect(page.locator('body')).toHaveAttribute('data-targets', /b9/); // the cannon may take the horse
  await tapSquare(page, 'd5'); // not a target
  await expect(page.locator('body')).toHaveAttribute('data-selected', '');
  await expect(page.locator('#confirm-red')).toBeDisabled();
  await tapSquare(page, 'b9'); // a Black piece on Red's turn
  await expect(page.locator('#message')).toContainText('Pick one of your own pieces.');
  await tapSquare(page, 'd0'); // the advisor: its targets only
  await expect(page.locator('body')).toHaveAttribute('data-targets', 'e1');
});

test('check is shown and announced', async ({ page }) => {
  await loadSample(page, 'xq-two-chariots');
  await move(page, 'a8', 'a9');
  await expect(page.locator('body')).toHaveAttribute('data-check', 'true');
  await expect(page.locator('#status')).toContainText('Check');
  await expect(page.locator('#announce')).toContainText('Check');
});

test('checkmate ends the game with the winner and the reason', async ({ page }) => {
  await loadSample(page, 'xq-two-chariots');
  await move(page, 'i0', 'i9');
  await expect(page.locator('#end-title')).toHaveText('Red wins');
  await expect(page.locator('#end-reason')).toHaveText('Checkmate');
  await expect(page.locator('body')).toHaveAttribute('data-over', 'true');
  // The one undo rule: after the end, as during the game, undo takes back the last move.
  await page.locator('#undo').click();
  await expect(page.locator('body')).toHaveAttribute('data-over', 'false');
  await expect(page.locator('body')).toHaveAttribute('data-moves', '0');
});

test('resign ends the game; a rematch begins again from the start with the colours swapped', async ({ page }) => {
  await move(page, 'h2', 'e2');
  await page.locator('#resign').click();
  await page.locator('#ask-yes').click();
  await expect(page.locator('#end-title')).toHaveText('Red wins');
  await expect(page.locator('#end-reason')).toContainText('Black resigned');
  await expect(page.locator('#side-bottom')).toHaveAttribute('data-side', 'red');
  await page.locator('#rematch').click();
  await expect(page.locator('body')).toHaveAttribute('data-moves', '0');
  await expect(page.locator('body')).toHaveAttribute('data-over', 'false');
  // The player who had Black now sits at the near edge with Red's pieces across the board.
  await expect(page.locator('#side-bottom')).toHaveAttribute('data-side', 'black');
  await expect(page.locator('body')).toHaveAttribute('data-near', 'black');
  await move(page, 'e3', 'e4');
});

test('a reload mid-game restores the Xiangqi game, captures included', async ({ page }) => {
  await move(page, 'h2', 'e2');
  await move(page, 'h9', 'g7');
  await move(page, 'e2', 'e6'); // the cannon takes the central soldier
  await expect(page.locator('#side-bottom .taken')).toContainText('卒');
  await expect(page.locator('#side-bottom .ahead')).toHaveText('+1');
  await page.reload();
  await ready(page);
  await expect(page.locator('body')).toHaveAttribute('data-game', 'xiangqi');
  await expect(page.locator('body')).toHaveAttribute('data-moves', '3');
  await expect(page.locator('#side-bottom .taken')).toContainText('卒');
  await expect(page.locator('#side-top .taken')).toBeEmpty();
  expect(await savedXiangqiMoves(page)).toEqual(['h2e2', 'h9g7', 'e2e6']);
  await expect(page.locator('#status')).toContainText('Black to move');
});

test('captured pieces are shown per side, with the material balance', async ({ page }) => {
  await move(page, 'h2', 'e2');
  await move(page, 'h9', 'g7');
  await move(page, 'e2', 'e6');
  const red = page.locator('[data-side="red"].side');
  const black = page.locator('[data-side="black"].side');
  await expect(red.locator('.taken')).toContainText('卒');
  await expect(red.locator('.ahead')).toHaveText('+1');
  await expect(black.locator('.taken .piece')).toHaveCount(0);
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('moves are listed and announced in Chinese notation ("红 炮二平五")', async ({ page }) => {
    await move(page, 'h2', 'e2');
    await expect(page.locator('#move-list')).toContainText('炮二平五');
    await expect(page.locator('#announce')).toContainText('红 炮二平五');
  });
});

test('a Xiangqi move can be made with the keyboard only', async ({ page }) => {
  for (let i = 0; i < 20 && !(await page.evaluate(() => document.activeElement?.tagName === 'CANVAS')); i++)
    await page.keyboard.press('Tab');
  // The cursor starts on Red's side at e3 (the central soldier).
  await page.keyboard.press('Enter');
  await expect(page.locator('body')).toHaveAttribute('data-selected', 'e3');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter'); // e4: the pending move
  await expect(page.locator('#confirm-red')).toBeEnabled();
  await page.keyboard.press('Enter'); // confirm
  await expect(page.locator('body')).toHaveAttribute('data-moves', '1');
  expect(await savedXiangqiMoves(page)).toEqual(['e3e4']);
});

test('the move list follows the chosen notation', async ({ page }) => {
  await move(page, 'h2', 'e2');
  await page.locator('#open-settings').click();
  await page.locator('#pref-notation').selectOption('iccs');
  await page.keyboard.press('Escape');
  await expect(page.locator('#move-list')).toContainText('h2e2');
  await page.locator('#open-settings').click();
  await page.locator('#pref-notation').selectOption('chinese');
  await page.keyboard.press('Escape');
  await expect(page.locator('#move-list')).toContainText('炮二平五');
});

test('two tabs on one Xiangqi game stay consistent', async ({ page, context }) => {
  await move(page, 'e3', 'e4');
  const other = await context.newPage();
  await other.goto(page.url());
  await ready(other);
  await expect(other.locator('body')).toHaveAttribute('data-moves', '1');
  await move(other, 'e6', 'e5');
  await expect(page.locator('body')).toHaveAttribute('data-moves', '2');
  await expect(page.locator('#move-list')).toContainText('P5+1');
  expect(await savedXiangqiMoves(page)).toEqual(['e3e4', 'e6e5']);
  await other.close();
});

test('a finished Xiangqi game is archived and can be replayed', async ({ page }) => {
  await loadSample(page, 'xq-two-chariots');
  await move(page, 'i0', 'i9');
  await page.locator('#open-archive').evaluate((el) => (el as HTMLButtonElement).click());
  await page.locator('#archive-list button[data-game="xiangqi"]').click();
  await expect(page.locator('body')).toHaveAttribute('data-reviewing', 'true');
  await expect(page.locator('#viewing')).toHaveText('Viewing the start position');
  await expect(page.locator('#step-back')).toBeDisabled();
  await page.getByRole('button', { name: 'Next move' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-shown-ply', '1');
  await expect(page.locator('#step-forward')).toBeDisabled();
});

test('stepping through a finished game, ▶ is off on the last move', async ({ page }) => {
  await loadSample(page, 'xq-two-chariots');
  await move(page, 'i0', 'i9');
  await openMenu(page, 'open-archive');
  await page.locator('#archive-list button').first().click();
  await page.getByRole('button', { name: 'Next move' }).click();
  await expect(page.getByRole('button', { name: 'Next move' })).toBeDisabled();
});
