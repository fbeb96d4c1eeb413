import { expect, test } from '@playwright/test';

import { freshApp, play, waitForFrame } from '../gomoku-board.ts';
import { expectBoardUncovered, expectGoodLayout } from '../layout.ts';
import { loadSample, move } from '../xiangqi-board.ts';

/**
 * The play screens kept as artefacts (tests/browser/artifacts), each checked: no
 * overlap, no scrolling, touch targets of 44 px or more, text at 4.5:1 or more.
 * (The home screen, the end of a Gomoku game and the step-through view are
 * kept by the home, rematch and step-through specs.)
 */
test('a Gomoku game in progress', async ({ page }, info) => {
  await freshApp(page);
  for (const p of [
    { x: 7, y: 7 },
    { x: 8, y: 6 },
    { x: 8, y: 8 },
    { x: 6, y: 6 },
  ])
    await play(page, p);
  await waitForFrame(page);
  await expectGoodLayout(page);
  await page.screenshot({ path: `tests/browser/artifacts/gomoku-game-${info.project.name}.png` });
  // The dark page colours read as well.
  await page.locator('#open-settings').click();
  await page.locator('#pref-theme').selectOption('dark');
  await page.keyboard.press('Escape');
  await expectGoodLayout(page);
  await page.screenshot({ path: `tests/browser/artifacts/gomoku-game-dark-${info.project.name}.png` });
});

test('a Xiangqi game in check', async ({ page }, info) => {
  await freshApp(page, 'xiangqi');
  await loadSample(page, 'xq-two-chariots');
  await move(page, 'a8', 'a9');
  await expect(page.locator('#status')).toContainText('Check');
  await waitForFrame(page);
  await expectGoodLayout(page);
  await page.screenshot({ path: `tests/browser/artifacts/xiangqi-check-${info.project.name}.png` });
});

test('the end of a Xiangqi game by checkmate: the mate stays in view, the result beside it', async ({ page }, info) => {
  await freshApp(page, 'xiangqi');
  await loadSample(page, 'xq-two-chariots');
  // A move by each side, so that Review is offered too; then the chariots mate on the back rank.
  await move(page, 'i0', 'i1');
  await move(page, 'e9', 'f9'); // forced: d9 would face Red's general
  await move(page, 'i1', 'i9');
  await expect(page.locator('body')).toHaveAttribute('data-over', 'true');
  await expect(page.locator('#end-title')).toHaveText('Red wins');
  await expect(page.locator('#status')).toContainText('Red wins');
  await expect(page.locator('#move-list')).toContainText('Red wins');
  // Nothing covers the board: the mated general's corner and the centre are the canvas itself.
  await expectBoardUncovered(page, [
    [0.5, 0.05],
    [0.5, 0.5],
    [0.9, 0.2],
  ]);
  await waitForFrame(page);
  await expectGoodLayout(page);
  await page.screenshot({ path: `tests/browser/artifacts/xiangqi-mate-${info.project.name}.png` });
});
