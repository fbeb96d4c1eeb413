import { expect, test } from '@playwright/test';

import { pixelAt, savedMoves, tapPoint, waitForFrame } from './gomoku-board.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('./');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
});

const isDark = ([r, g, b]: number[]) => r! + g! + b! < 200;

test('a tap selects a pending stone and confirm by the player to move places it', async ({ page }) => {
  await tapPoint(page, { x: 7, y: 7 });
  await waitForFrame(page);
  await expect(page.locator('body')).toHaveAttribute('data-moves', '0');
  expect(await savedMoves(page)).toEqual([]);
  await page.locator('#confirm-black').click();
  await expect(page.locator('body')).toHaveAttribute('data-moves', '1');
  expect(await savedMoves(page)).toEqual([[7, 7]]);
  await waitForFrame(page);
  expect(isDark(await pixelAt(page, { x: 7, y: 7 }))).toBe(true);
  await expect(page.locator('#status')).toContainText('White to move');
});

test('a second tap before confirm moves the pending stone', async ({ page }) => {
  await tapPoint(page, { x: 3, y: 3 });
  await tapPoint(page, { x: 10, y: 4 });
  await page.locator('#confirm-black').click();
  expect(await savedMoves(page)).toEqual([[10, 4]]);
  await waitForFrame(page);
  expect(isDark(await pixelAt(page, { x: 3, y: 3 }))).toBe(false);
  expect(isDark(await pixelAt(page, { x: 10, y: 4 }))).toBe(true);
});

test('a confirm from the wrong side is refused with a message', async ({ page }) => {
  await tapPoint(page, { x: 7, y: 7 });
  await page.locator('#confirm-white').click();
  await expect(page.locator('#message')).toContainText("Black's turn");
  await expect(page.locator('body')).toHaveAttribute('data-moves', '0');
});

test('a reload restores the game by replaying the saved history', async ({ page }) => {
  for (const [p, side] of [
    [{ x: 7, y: 7 }, 'black'],
    [{ x: 8, y: 8 }, 'white'],
    [{ x: 6, y: 7 }, 'black'],
  ] as const) {
    await tapPoint(page, p);
    await page.locator(`#confirm-${side}`).click();
  }
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('body')).toHaveAttribute('data-moves', '3');
  await expect(page.locator('#status')).toContainText('White to move');
  await waitForFrame(page);
  expect(isDark(await pixelAt(page, { x: 6, y: 7 }))).toBe(true);
});

test('the nine-move win ends the game and undo takes back the last move', async ({ page }) => {
  const black = [[5, 7], [6, 7], [7, 7], [8, 7], [9, 7]];
  const white = [[5, 9], [7, 9], [9, 9], [11, 9]];
  for (let i = 0; i < 9; i++) {
    const [x, y] = (i % 2 === 0 ? black[i / 2] : white[(i - 1) / 2])!;
    await tapPoint(page, { x: x!, y: y! });
    await page.locator(i % 2 === 0 ? '#confirm-black' : '#confirm-white').click();
  }
  await expect(page.locator('#status')).toContainText('Black wins');
  await page.locator('#undo').click();
  await expect(page.locator('body')).toHaveAttribute('data-moves', '8');
  await expect(page.locator('#status')).toContainText('Black to move');
});

test('corrupt saved data is kept under the backup key and a fresh game starts', async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('pinqi:gomoku:current', '{"schema":"pinqi/gomoku","version":1,"moves":[[1,'));
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('#message')).toContainText('could not be read');
  const backup = await page.evaluate(() => localStorage.getItem('pinqi:gomoku:current:backup'));
  expect(backup).toContain('"moves":[[1,');
  await tapPoint(page, { x: 7, y: 7 });
  await page.locator('#confirm-black').click();
  await expect(page.locator('body')).toHaveAttribute('data-moves', '1');
});

test('the board is drawn sharp at the device pixel ratio', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
  const page = await context.newPage();
  await page.goto('./');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  const ratio = await page.evaluate(() => {
    const canvas = document.querySelector('#board canvas') as HTMLCanvasElement;
    return canvas.width / canvas.getBoundingClientRect().width;
  });
  expect(ratio).toBeCloseTo(3, 1);
  await page.screenshot({ path: 'build/artifacts/gomoku-phone.png' });
  await context.close();
});
