import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import {
  expectMoves,
  freshApp,
  isDark,
  openMenu,
  pixelAt,
  play,
  ready,
  savedMoves,
  tapPoint,
  waitForFrame,
} from './gomoku-board.ts';
import { layoutReport } from './layout.ts';
import { importRecord, newXiangqiGame, XIANGQI_KEY } from './xiangqi-board.ts';

test.beforeEach(async ({ page }) => {
  await freshApp(page);
});

test('the record can be exported, and a pasted record is imported through the engine', async ({ page }) => {
  await play(page, { x: 7, y: 7 });
  await play(page, { x: 7, y: 6 });
  await openMenu(page, 'open-record');
  const text = page.locator('#record-text');
  await expect(text).toHaveValue(/\[Game "Gomoku"\][\s\S]*1\. h8 h9/);

  await text.fill('[Game "Gomoku"]\n[Size "15"]\n[Rule "freestyle"]\n1. h8 h8');
  await page.locator('#record-load').click();
  await expect(page.locator('#record-note')).toContainText('Could not load the record');
  await expect(page.locator('#record-note')).toContainText('2');

  await text.fill('[Game "Gomoku"]\n[Size "15"]\n[Rule "renju"]\n1. a1 b2 2. c3');
  await page.locator('#record-load').click();
  await expect(page.locator('#record-dialog')).not.toBeVisible();
  await expectMoves(page, 3);
  expect(await savedMoves(page)).toEqual([
    [0, 14],
    [1, 13],
    [2, 12],
  ]);
});

test('a record file can be imported', async ({ page }) => {
  await openMenu(page, 'open-record');
  await page.locator('#record-file').setInputFiles({
    name: 'game.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('[Game "Gomoku"]\n[Size "15"]\n[Rule "standard"]\n1. h8 i9'),
  });
  await expectMoves(page, 2);
  expect(await savedMoves(page)).toEqual([
    [7, 7],
    [8, 6],
  ]);
});

test('a record of the other game is recognised and loaded into that game', async ({ page }) => {
  await importRecord(page, '[Game "Chinese Chess"]\n\n1. h2e2 h9g7 *');
  await expect(page.locator('body')).toHaveAttribute('data-game', 'xiangqi');
  await expectMoves(page, 2);
  await importRecord(page, '1. 炮二平五 马8进7\n2. 马二进三 *');
  await expect(page.locator('body')).toHaveAttribute('data-game', 'xiangqi');
  await expectMoves(page, 3);
  await importRecord(page, '[Game "Gomoku"]\n[Size "15"]\n[Rule "renju"]\n1. h8 h9');
  await expect(page.locator('body')).toHaveAttribute('data-game', 'gomoku');
  await expectMoves(page, 2);
});

test('samples load a Renju opening and a Xiangqi puzzle', async ({ page }) => {
  await openMenu(page, 'open-samples');
  await page.locator('[data-sample="renju-kagetsu"]').click();
  await expectMoves(page, 3);
  await expect(page.locator('#message')).toContainText('Renju opening');
  await openMenu(page, 'open-help');
  await expect(page.locator('#help-body .in-force')).toHaveText('Rule in force: Renju, 15×15.');
  await expect(page.locator('#help-body')).toContainText('double-three');
  await page.keyboard.press('Escape');

  await openMenu(page, 'open-samples');
  await page.locator('[data-sample="xq-double-cannon"]').click();
  await expect(page.locator('body')).toHaveAttribute('data-game', 'xiangqi');
  const fen = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).game.startFen as string, XIANGQI_KEY);
  expect(fen).toContain('3akab2/9/9/9/4C4');
});

test('About names the version', async ({ page }) => {
  await openMenu(page, 'open-about');
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  await expect(page.locator('#app-version')).toHaveText(`Version ${version}`);
});

test('the game-info line reads at 4.5:1 or better, and Copy is the Record panel’s main button', async ({ page }) => {
  const report = await layoutReport(page);
  expect(report.lowContrast.filter((l) => l.includes('game-info'))).toEqual([]);
  expect(report.lowContrast).toEqual([]);
  await openMenu(page, 'open-record');
  await expect(page.locator('#record-copy')).toHaveClass(/primary/);
  await expect(page.locator('#record-body button.primary')).toHaveCount(1);
});

test('mute, theme and flip are saved; a flipped board maps taps to the turned points', async ({ page }) => {
  await page.locator('#open-settings').click();
  await page.locator('#pref-sound').uncheck();
  await page.locator('#pref-flipped').check();
  await page.keyboard.press('Escape');
  await page.reload();
  await ready(page);
  const prefs = await page.evaluate(() => JSON.parse(localStorage.getItem('pinqi:settings')!).preferences);
  expect(prefs.muted).toBe(true);
  expect(prefs.flipped).toBe(true);
  // Where (0, 0) sits on an unturned board is (14, 14) on the turned one.
  await tapPoint(page, { x: 0, y: 0 });
  await page.locator('#confirm-black').click();
  expect(await savedMoves(page)).toEqual([[14, 14]]);
  await waitForFrame(page);
  expect(isDark(await pixelAt(page, { x: 0, y: 0 }))).toBe(true);
});

test('a corrupt saved Xiangqi game is backed up and a fresh game starts', async ({ page }) => {
  await newXiangqiGame(page);
  await page.evaluate(
    (key) => localStorage.setItem(key, '{"schema":"pinqi-app/xiangqi-current","version":1,"game":{"moves":["e3e9"'),
    XIANGQI_KEY,
  );
  await page.reload();
  await ready(page);
  await expect(page.locator('body')).toHaveAttribute('data-game', 'xiangqi');
  await expect(page.locator('#message')).toContainText('could not be read');
  expect(await page.evaluate((key) => localStorage.getItem(`${key}:backup`), XIANGQI_KEY)).toContain('e3e9');
  await expect(page.locator('body')).toHaveAttribute('data-moves', '0');
});

for (const [id, plies, game] of [
  ['renju-kagetsu', 3, 'gomoku'],
  ['gomoku-midgame', 12, 'gomoku'],
  ['freestyle-defend', 9, 'gomoku'],
  ['xq-two-chariots', 0, 'xiangqi'],
  ['xq-double-cannon', 0, 'xiangqi'],
] as const) {
  test(`the sample ${id} loads through the engine`, async ({ page }) => {
    await openMenu(page, 'open-samples');
    await page.locator(`[data-sample="${id}"]`).click();
    await expect(page.locator('body')).toHaveAttribute('data-game', game);
    await expectMoves(page, plies);
    await expect(page.locator('#message')).toContainText('Sample loaded');
  });
}
