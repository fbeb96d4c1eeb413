import { expect, test } from '@playwright/test';

import { freshApp } from './gomoku-board.ts';
import { importRecord, move, newXiangqiGame, savedXiangqiMoves, XIANGQI_KEY } from './xiangqi-board.ts';

/** Xiangqi records: export in the chosen notation, import by paste or file, always through the engine. */

test.beforeEach(async ({ page }) => {
  await freshApp(page);
  await newXiangqiGame(page);
});

const CHINESE_RECORD = `[Game "Chinese Chess"]
[Format "Chinese"]

1. 炮二平五 马8进7
2. 马二进三 车9平8
*`;

test('a pasted record in Chinese notation is replayed through the engine', async ({ page }) => {
  await importRecord(page, CHINESE_RECORD);
  await expect(page.locator('#record-dialog')).not.toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-moves', '4');
  expect(await savedXiangqiMoves(page)).toEqual(['h2e2', 'h9g7', 'h0g2', 'i9h9']);
  await expect(page.locator('#move-list')).toContainText('R9.8');
  await expect(page.locator('#message')).toHaveText('Record loaded.');
  await move(page, 'i0', 'h0'); // and play goes on
});

test('a record with an illegal move is refused with the reason, and the game on the board is kept', async ({
  page,
}) => {
  await move(page, 'e3', 'e4');
  await importRecord(page, '[Game "Chinese Chess"]\n\n1. h2e2 h9g7 2. e2e9 *');
  await expect(page.locator('#record-note')).toContainText('Could not load the record');
  await expect(page.locator('#record-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await savedXiangqiMoves(page)).toEqual(['e3e4']);
});

test('the exported record (with its FEN start) loads back as the same game, also from a file', async ({ page }) => {
  await page.locator('details.more summary').click();
  await page.locator('#open-samples').click();
  await page.locator('[data-sample="xq-double-cannon"]').click();
  await move(page, 'b1', 'b9');
  await page.locator('details.more summary').click();
  await page.locator('#open-record').click();
  const text = await page.locator('#record-text').inputValue();
  expect(text).toContain('[FEN "3akab2/9/9/9/4C4/9/9/9/1C7/3K5 w');
  await page.keyboard.press('Escape');

  await newXiangqiGame(page);
  await page.locator('details.more summary').click();
  await page.locator('#open-record').click();
  await page
    .locator('#record-file')
    .setInputFiles({ name: 'game.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await expect(page.locator('#record-dialog')).not.toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-moves', '1');
  const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).game, XIANGQI_KEY);
  expect(saved.startFen).toContain('3akab2/9/9/9/4C4/9/9/9/1C7/3K5 w');
  expect(saved.moves).toEqual(['b1b9']);
});
