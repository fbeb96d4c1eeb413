import { expect, test, type Page } from '@playwright/test';

import { squareToPixel, toIndex, xiangqiGeometry } from '../../../web/src/views/xiangqi/geometry.ts';
import { canvasBox, freshApp, ready } from '../gomoku-board.ts';
import { expectGoodLayout } from '../layout.ts';
import { move, XIANGQI_KEY } from '../xiangqi-board.ts';

/**
 * The analysis board: opened from a position being viewed, a variation with
 * undo and redo, three lines and a bar from the engine's stream, the saved
 * game untouched, then "play from here against the AI", which survives a reload.
 */

const ANALYSIS_PARTS = [
  '.topbar',
  '.analysis-head',
  '#eval-bar',
  '#analysis-board',
  '#analysis-status',
  '#analysis-notice',
  '.analysis-controls',
  '#analysis-lines',
  '#analysis-play',
];

/** Taps a square of the analysis board (Red at the bottom). */
async function tapAnalysis(page: Page, square: string): Promise<void> {
  const box = await canvasBox(page, '#analysis-board canvas');
  const g = xiangqiGeometry(box.width, box.height, true, 'red');
  const { px, py } = squareToPixel(g, toIndex(square)!);
  await page.mouse.click(box.x + px, box.y + py);
}

async function playAnalysis(page: Page, from: string, to: string, moves: number): Promise<void> {
  const board = page.locator('#analysis');
  await tapAnalysis(page, from);
  await expect(board).toHaveAttribute('data-selected', from);
  await tapAnalysis(page, to);
  await expect(board).toHaveAttribute('data-moves', String(moves - 1)); // a tap only selects
  await page.locator('#analysis-confirm').click();
  await expect(board).toHaveAttribute('data-moves', String(moves));
}

const savedGame = (page: Page): Promise<string | null> =>
  page.evaluate((key) => localStorage.getItem(key), XIANGQI_KEY);

test('analysis board: a variation from a viewed move with undo and redo, three lines and a bar, then play from here against the AI', async ({
  page,
}, info) => {
  // The stream ends at depth 4 here (the app's own deepens until the position changes), leaving the cores to the test.
  await page.addInitScript(() => (window.pinqiAnalysisMaxDepth = 4));
  await freshApp(page, 'xiangqi');
  await move(page, 'h2', 'e2');
  await move(page, 'h9', 'g7');
  const saved = await savedGame(page);

  // From the position after the first move, shown in the step-through view.
  await page.locator('#move-list [data-ply="1"]').click();
  await page.evaluate(() => {
    // Every depth the board shows, as the stream brings it.
    const seen: string[] = ((window as unknown as { depthsSeen: string[] }).depthsSeen = []);
    new MutationObserver(() => {
      const depth = document.getElementById('analysis')?.dataset.depth;
      if (depth && depth !== seen.at(-1)) seen.push(depth);
    }).observe(document.getElementById('analysis')!, { attributes: true, attributeFilter: ['data-depth'] });
  });
  await page.locator('details.more summary').click();
  await page.locator('#open-analysis').click();
  const board = page.locator('#analysis');
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'analysis');
  await expect(board).toHaveAttribute('data-moves', '1');
  await expect(board).toHaveAttribute('data-turn', 'black');

  // The engine's three best lines in the notation in use (WXF in English), deepening: the bar follows.
  await expect(board).toHaveAttribute('data-depth', '4');
  await expect(board).toHaveAttribute('data-lines', '3');
  const depths = await page.evaluate(() => (window as unknown as { depthsSeen: string[] }).depthsSeen);
  expect(depths.filter((d) => d !== '0').length, `depths shown: ${depths.join(' ')}`).toBeGreaterThanOrEqual(2);
  await expect(page.locator('#eval-bar')).toHaveAttribute('data-share', /^0\.\d+$/);
  await expect(page.locator('.analysis-line .line-moves').first()).toHaveText(/^[RHEACKP][1-9+\-.]/);
  await expect(page.locator('.analysis-line .line-score').first()).toHaveText(/^([+−]?\d+\.\d\d|−?M\d+)$/);

  // A variation, undone and redone: each move restarts the analysis of the new position.
  await playAnalysis(page, 'b9', 'c7', 2);
  await expect(board).toHaveAttribute('data-turn', 'red');
  await expect(board).toHaveAttribute('data-depth', '4');
  await expect(board).toHaveAttribute('data-lines', '3');
  await expectGoodLayout(page, { parts: ANALYSIS_PARTS });
  await page.screenshot({ path: `tests/browser/artifacts/analysis-${info.project.name}.png` });
  await page.locator('#analysis-undo').click();
  await expect(board).toHaveAttribute('data-moves', '1');
  await expect(page.locator('#analysis-undo')).toBeDisabled();
  await page.locator('#analysis-redo').click();
  await expect(board).toHaveAttribute('data-moves', '2');
  await expect(board).toHaveAttribute('data-cursor', '1');
  await expect(page.locator('#analysis-redo')).toBeDisabled();
  expect(await savedGame(page)).toBe(saved); // the saved game is untouched, byte for byte

  // Play from here: a new game against the AI from the analysis position, the player on the side to move.
  await page.locator('#analysis-play').click();
  await page.locator('#ask-yes').click(); // it replaces the unfinished game
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'play');
  await expect(page.locator('body')).toHaveAttribute('data-mode', 'ai');
  await expect(page.locator('body')).toHaveAttribute('data-moves', '2');
  await expect(page.locator('body')).toHaveAttribute('data-turn', 'red');
  const started = JSON.parse((await savedGame(page))!);
  expect(started.game.moves).toEqual(['h2e2', 'b9c7']);
  expect(started.setup).toMatchObject({ mode: 'ai', human: 'red' });

  await page.reload();
  await ready(page);
  await expect(page.locator('body')).toHaveAttribute('data-mode', 'ai');
  await expect(page.locator('body')).toHaveAttribute('data-moves', '2');
  expect(JSON.parse((await savedGame(page))!).game.moves).toEqual(['h2e2', 'b9c7']);
});
