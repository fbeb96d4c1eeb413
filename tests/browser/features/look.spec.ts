import { expect, test, type Page } from '@playwright/test';

import { freshApp, waitForFrame } from '../gomoku-board.ts';
import { newXiangqiGame } from '../xiangqi-board.ts';

/** Two board styles for each game and two (three) Xiangqi piece sets, chosen in Settings and kept. */

/** A fingerprint of what the board canvas shows. */
const drawing = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const canvas = document.querySelector('#board canvas') as HTMLCanvasElement;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let hash = 0;
    for (let i = 0; i < data.length; i += 4 * 53)
      hash = (hash * 31 + data[i]! + data[i + 1]! * 7 + data[i + 2]! * 13) | 0;
    return hash;
  });

async function choose(page: Page, id: string, value: string): Promise<void> {
  await page.locator('#open-settings').click();
  await page.locator(id).selectOption(value);
  await page.keyboard.press('Escape');
  await waitForFrame(page);
}

test('board styles for Gomoku and Xiangqi, and a more legible piece set, change the drawing and are kept', async ({
  page,
}) => {
  await freshApp(page);
  const wood = await drawing(page);
  await choose(page, '#pref-gomokuBoard', 'paper');
  expect(await drawing(page)).not.toBe(wood);

  await newXiangqiGame(page);
  const traditional = await drawing(page);
  await choose(page, '#pref-xiangqiBoard', 'paper');
  const paper = await drawing(page);
  expect(paper).not.toBe(traditional);
  await choose(page, '#pref-pieces', 'letters');
  const letters = await drawing(page);
  expect(letters).not.toBe(paper);
  await choose(page, '#pref-pieces', 'simplified');
  expect(await drawing(page)).not.toBe(letters);

  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  const prefs = await page.evaluate(() => JSON.parse(localStorage.getItem('pinqi:settings')!).preferences);
  expect(prefs).toMatchObject({ gomokuBoard: 'paper', xiangqiBoard: 'paper', pieces: 'simplified' });
});
