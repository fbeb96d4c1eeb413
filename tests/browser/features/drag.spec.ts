import { expect, test } from '@playwright/test';

import { canvasBox, expectMoves, freshApp, newGame } from '../gomoku-board.ts';
import { drag, isTouch, touchPress } from '../pointer.ts';
import { newXiangqiGame, savedXiangqiMoves, squarePixel } from '../xiangqi-board.ts';
import { gomokuGeometry, pointToPixel } from '../../../web/src/views/gomoku/geometry.ts';

/** Drag and drop, and the magnifier for a finger on a big Gomoku board. */

test('a Xiangqi piece dragged to a target waits for Confirm; with tap-to-move the drop plays it', async ({ page }) => {
  await freshApp(page);
  await newXiangqiGame(page);
  const from = await squarePixel(page, 'h2');
  const to = await squarePixel(page, 'e2');
  await drag(page, from, to);
  await expect(page.locator('body')).toHaveAttribute('data-selected', 'h2');
  await expect(page.locator('#confirm-red')).toBeEnabled();
  await expectMoves(page, 0);
  await page.locator('#confirm-red').click();
  expect(await savedXiangqiMoves(page)).toEqual(['h2e2']);

  // Dropping somewhere it cannot go moves nothing.
  await drag(page, await squarePixel(page, 'h9'), await squarePixel(page, 'h5'));
  await expect(page.locator('#confirm-black')).toBeDisabled();

  await page.locator('#open-settings').click();
  await page.locator('#pref-tapToMove').check();
  await page.keyboard.press('Escape');
  await drag(page, await squarePixel(page, 'h9'), await squarePixel(page, 'g7'));
  await expectMoves(page, 2);
  expect(await savedXiangqiMoves(page)).toEqual(['h2e2', 'h9g7']);
});

test('on a 19×19 board a finger sees the points under it enlarged; the stone goes where it lifts', async ({ page }) => {
  await freshApp(page);
  await newGame(page, { size: 19 });
  const box = await canvasBox(page);
  const g = gomokuGeometry(19, box.width, box.height, true);
  const at = (p: { x: number; y: number }) => {
    const { px, py } = pointToPixel(g, p);
    return { x: box.x + px, y: box.y + py };
  };
  const magnifier = () => page.locator('#board canvas').getAttribute('data-magnifier');
  if (await isTouch(page)) {
    const finger = await touchPress(page, at({ x: 9, y: 12 }));
    await finger.moveTo(at({ x: 10, y: 11 }));
    await expect.poll(magnifier).toBe('on');
    await finger.lift();
    await expect.poll(magnifier).toBe('off');
    await expect(page.locator('#confirm-black')).toBeEnabled(); // k8 (10, 11) is picked, not yet played
    await expectMoves(page, 0);
    await page.locator('#confirm-black').click();
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('pinqi:gomoku:current')!).game.moves);
    expect(saved).toEqual([[10, 11]]);
  } else {
    // A mouse points precisely: no magnifier, a click picks the point.
    await page.mouse.move(at({ x: 10, y: 11 }).x, at({ x: 10, y: 11 }).y);
    await page.mouse.down();
    expect(await magnifier()).not.toBe('on');
    await page.mouse.up();
    await page.locator('#confirm-black').click();
    await expectMoves(page, 1);
  }
});
