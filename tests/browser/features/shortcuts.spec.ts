import { expect, test } from '@playwright/test';

import { installAiStub } from '../ai-stub.ts';
import { expectMoves, freshApp, newGame, tapPoint } from '../gomoku-board.ts';

/** Keyboard shortcuts, listed in Help: u undo, f flip, h hint, n new game, ← → Home End. */
test('the shortcuts do what Help lists', async ({ page }) => {
  await installAiStub(page);
  await freshApp(page);
  await page.locator('details.more summary').click();
  await page.locator('#open-help').click();
  const list = page.locator('#help-shortcuts');
  for (const key of ['u', 'f', 'h', 'n', '← →', 'Home End'])
    await expect(list.locator('kbd').getByText(key, { exact: true })).toHaveCount(1);
  await expect(list).toContainText('undo');
  await page.keyboard.press('Escape');

  await newGame(page, { mode: 'ai', level: 1, human: 'black' });
  await page.keyboard.press('h');
  await expect(page.locator('#hint-card .hint-move')).toHaveText('h8');
  await tapPoint(page, { x: 7, y: 7 });
  await page.locator('#confirm-black').click();
  await expectMoves(page, 2);
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('body')).toHaveAttribute('data-shown-ply', '1');
  await page.keyboard.press('End');
  await expect(page.locator('body')).toHaveAttribute('data-viewing', 'false');
  await page.keyboard.press('u');
  await expectMoves(page, 0);
  const flipped = () => page.evaluate(() => JSON.parse(localStorage.getItem('pinqi:settings')!).preferences.flipped);
  await page.keyboard.press('f');
  await expect.poll(flipped).toBe(true);
  await page.keyboard.press('f');
  await expect.poll(flipped).toBe(false);
  await page.keyboard.press('n');
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'home');
});
