import { expect, test, type Page } from '@playwright/test';

import type { Point } from '../../web/src/api/gomoku-types.ts';
import { expectMoves, freshApp, NINE_MOVE_WIN, play, savedMoves } from './gomoku-board.ts';

test.beforeEach(async ({ page }) => {
  await freshApp(page);
});

/** Tabs through the page until the board has focus, as a keyboard user would. */
async function tabToBoard(page: Page): Promise<void> {
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.tagName === 'CANVAS')) return;
  }
  throw new Error('the board never took focus');
}

test('a full Gomoku game can be played with the keyboard only', async ({ page }) => {
  await tabToBoard(page);
  let cursor: Point = { x: 7, y: 7 }; // the cursor starts at the centre
  for (const [i, target] of NINE_MOVE_WIN.entries()) {
    const dx = target.x - cursor.x;
    const dy = target.y - cursor.y;
    for (let k = 0; k < Math.abs(dx); k++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
    for (let k = 0; k < Math.abs(dy); k++) await page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
    await page.keyboard.press('Enter'); // select
    await expectMoves(page, i);
    await page.keyboard.press('Enter'); // confirm
    await expectMoves(page, i + 1);
    cursor = target;
  }
  await expect(page.locator('#end-title')).toHaveText('Black wins');
  expect(await savedMoves(page)).toEqual(NINE_MOVE_WIN.map((p) => [p.x, p.y]));
});

test('Escape cancels the pending stone', async ({ page }) => {
  await tabToBoard(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('#confirm-black')).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(page.locator('#confirm-black')).toBeDisabled();
  await expectMoves(page, 0);
});

test('the aria-live region announces each move and the result', async ({ page }) => {
  const live = page.locator('#announce');
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await play(page, { x: 7, y: 7 });
  await expect(live).toContainText('Black h8');
  await play(page, { x: 7, y: 6 });
  await expect(live).toContainText('White h9');
  await page.locator('#resign').click();
  await page.locator('#ask-yes').click();
  await expect(live).toContainText('Game over. White wins: Black resigned.');
});

test('screen readers: the menu is named as a menu, the cursor and a choice are spoken, the board label follows the game', async ({
  page,
}) => {
  await expect(page.locator('details.more summary')).toHaveAttribute('aria-label', 'Menu');
  const label = () => page.locator('#board canvas').getAttribute('aria-label');
  const first = await label();
  await page.locator('#board canvas').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('#announce')).toContainText('g8, empty');
  await page.keyboard.press('Enter');
  await expect(page.locator('#announce')).toContainText('g8 chosen');
  await page.keyboard.press('Enter');
  await expectMoves(page, 1);
  await expect.poll(label).not.toBe(first);
  expect(await label()).toContain('White to move');
});

test.describe('in a browser that prefers Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the app speaks Chinese by default, announces "黑 h8", and the language switch is saved', async ({ page }) => {
    await expect(page.locator('#status')).toHaveText('轮到黑方 · 第 1 手');
    await play(page, { x: 7, y: 7 });
    await expect(page.locator('#announce')).toContainText('黑 h8');
    await expect(page.locator('#open-new')).toHaveText('新对局');

    await page.locator('#open-settings').click();
    await page.locator('#pref-lang').selectOption('en');
    await page.keyboard.press('Escape');
    await expect(page.locator('#status')).toHaveText('White to move · move 2');
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('#status')).toHaveText('White to move · move 2');
  });
});
