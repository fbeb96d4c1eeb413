import { expect, test, type Page } from '@playwright/test';

import { gomokuGeometry, pointToPixel } from '../../web/src/views/gomoku/geometry.ts';
import { squareToPixel, xiangqiGeometry } from '../../web/src/views/xiangqi/geometry.ts';
import { installAiStub } from './ai-stub.ts';
import { canvasBox, canvasPixel, freshApp, isDark, pixelAt, play, waitForFrame } from './gomoku-board.ts';
import { loadSample, move, newXiangqiGame, playerMove, tapSquare } from './xiangqi-board.ts';

const brightness = ([r, g, b]: number[]) => r! + g! + b!;

/**
 * Checks the board pixels: the canvas is not blank, each of the 15 grid lines
 * is drawn between its intersections, the cells between lines are background,
 * and there is no 16th line.
 */
async function expectGomokuGridDrawn(page: Page): Promise<void> {
  await waitForFrame(page);
  const box = await canvasBox(page);
  const g = gomokuGeometry(15, box.width, box.height, true);
  const background = brightness(await canvasPixel(page, g.originX + g.cell * 0.5, g.originY + g.cell * 1.5));
  const distinct = await page.evaluate(() => {
    const canvas = document.querySelector('#board canvas') as HTMLCanvasElement;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 97) seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return seen.size;
  });
  expect(distinct).toBeGreaterThan(20);
  for (let i = 0; i < 15; i++) {
    // Halfway between two intersections on row i (skipping row 7 where stones lie) and on column i.
    const onRow = pointToPixel(g, { x: 0, y: i });
    const onCol = pointToPixel(g, { x: i, y: 0 });
    // A line differs from the board colour (darker on wood, lighter on the dark theme).
    expect(
      Math.abs(brightness(await canvasPixel(page, onRow.px + g.cell * 0.5, onRow.py)) - background),
    ).toBeGreaterThan(60);
    expect(
      Math.abs(brightness(await canvasPixel(page, onCol.px, onCol.py + g.cell * 0.5)) - background),
    ).toBeGreaterThan(60);
  }
  // Beyond the last line there is board, not another line.
  const last = pointToPixel(g, { x: 14, y: 14 });
  expect(
    Math.abs(brightness(await canvasPixel(page, last.px + g.cell * 0.5, last.py - g.cell * 0.5)) - background),
  ).toBeLessThan(60);
}

async function playOpening(page: Page): Promise<void> {
  for (const p of [
    { x: 7, y: 7 },
    { x: 8, y: 6 },
    { x: 8, y: 8 },
    { x: 6, y: 6 },
    { x: 9, y: 9 },
  ])
    await play(page, p);
  await waitForFrame(page);
  expect(isDark(await pixelAt(page, { x: 9, y: 9 }))).toBe(true);
  expect(brightness(await pixelAt(page, { x: 8, y: 6 }))).toBeGreaterThan(600);
}

test('phone (390×844): the board is drawn sharp at the device pixel ratio, with the full grid', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    hasTouch: true,
  });
  const page = await context.newPage();
  await freshApp(page);
  const ratio = await page.evaluate(() => {
    const canvas = document.querySelector('#board canvas') as HTMLCanvasElement;
    return canvas.width / canvas.getBoundingClientRect().width;
  });
  expect(ratio).toBeCloseTo(3, 1);
  await expectGomokuGridDrawn(page);
  await playOpening(page);
  await page.screenshot({ path: 'tests/browser/artifacts/gomoku-phone.png' });
  await context.close();
});

test('desktop (1280×800): the board and the side panel fit, with the full grid', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await freshApp(page);
  await expectGomokuGridDrawn(page);
  await playOpening(page);
  const board = await canvasBox(page);
  expect(board.y + board.height).toBeLessThanOrEqual(800);
  await page.screenshot({ path: 'tests/browser/artifacts/gomoku-desktop.png' });

  await page.locator('#open-settings').click();
  await page.locator('#pref-theme').selectOption('dark');
  await page.locator('#pref-moveNumbers').check();
  await page.keyboard.press('Escape');
  await expectGomokuGridDrawn(page);
  await page.screenshot({ path: 'tests/browser/artifacts/gomoku-desktop-dark.png' });
  await context.close();
});

/**
 * Xiangqi pixels: all 10 ranks and 9 files are drawn, the inner files stop at
 * the river, and the edge files cross it. Checked on the two-chariot puzzle,
 * whose few pieces leave the lines in view.
 */
async function expectXiangqiGridDrawn(page: Page): Promise<void> {
  await waitForFrame(page);
  const box = await canvasBox(page);
  const g = xiangqiGeometry(box.width, box.height, true, 'red');
  const at = async (file: number, rank: number, dx: number, dy: number) => {
    const { px, py } = squareToPixel(g, rank * 9 + file);
    return brightness(await canvasPixel(page, px + dx * g.cell, py + dy * g.cell));
  };
  const background = await at(6, 6, 0.5, -0.5); // inside a cell (screen y grows downwards)
  const isLine = (value: number) => Math.abs(value - background) > 60;
  for (let rank = 0; rank < 10; rank++) expect(isLine(await at(5, rank, 0.5, 0)), `rank ${rank}`).toBe(true);
  for (let file = 0; file < 9; file++) expect(isLine(await at(file, 2, 0, -0.5)), `file ${file}`).toBe(true);
  expect(isLine(await at(2, 4, 0, -0.5))).toBe(false); // the river interrupts inner files
  expect(isLine(await at(0, 4, 0, -0.5))).toBe(true); // but not the edges
}

for (const [name, viewport, scale] of [
  ['phone', { width: 390, height: 844 }, 3],
  ['desktop', { width: 1280, height: 800 }, 1],
] as const) {
  test(`Xiangqi on ${name} (${viewport.width}×${viewport.height}): the board and its grid are drawn`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport, deviceScaleFactor: scale, locale: 'zh-CN' });
    const page = await context.newPage();
    await freshApp(page);
    await newXiangqiGame(page);
    await loadSample(page, 'xq-two-chariots');
    await expectXiangqiGridDrawn(page);
    const board = await canvasBox(page);
    expect(board.y + board.height).toBeLessThanOrEqual(viewport.height);
    await newXiangqiGame(page);
    await move(page, 'h2', 'e2');
    await move(page, 'h9', 'g7');
    await tapSquare(page, 'b0');
    await waitForFrame(page);
    await page.screenshot({ path: `tests/browser/artifacts/xiangqi-${name}.png` });
    await context.close();
  });
}

/**
 * The states a player sees most, at phone and desktop sizes, in both
 * languages: the AI thinking (its indicator and progress), a hint, and the
 * end of the game (Gomoku's are in features/ and layout.spec.ts). Saved as artifacts for a look; the checks say the parts are there
 * and fit on the screen.
 */
for (const [name, viewport, scale, hasTouch] of [
  ['phone', { width: 390, height: 844 }, 3, true],
  ['desktop', { width: 1280, height: 800 }, 1, false],
] as const) {
  for (const locale of ['zh-CN', 'en-GB'] as const) {
    const lang = locale.slice(0, 2);
    test(`Xiangqi vs AI on ${name} in ${lang}: thinking, hint and the end panel`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, deviceScaleFactor: scale, hasTouch, locale });
      const page = await context.newPage();
      await installAiStub(page, {
        hold: true,
        xiangqiReplies: ['h9g7', 'b9c7'],
        xiangqiHint: { reason: { verdict: 'slightly_better', side: 'red', moves: 0 } },
      });
      await freshApp(page);
      await newXiangqiGame(page, { mode: 'ai', level: 3, human: 'red' });
      await page.locator('#hint').click();
      await expect(page.locator('#hint-card')).toBeVisible();
      await waitForFrame(page);
      await page.screenshot({ path: `tests/browser/artifacts/xiangqi-hint-${name}-${lang}.png` });

      await playerMove(page, 'h2', 'e2');
      await expect(page.locator('#thinking')).toBeVisible();
      await expect(page.locator('#thinking-progress')).not.toBeEmpty();
      await expect(page.locator('#thinking')).toBeInViewport();
      await waitForFrame(page);
      await page.screenshot({ path: `tests/browser/artifacts/xiangqi-ai-thinking-${name}-${lang}.png` });

      await page.evaluate(() => (window as unknown as { releaseAi: () => void }).releaseAi());
      await expect(page.locator('body')).toHaveAttribute('data-moves', '2');
      await page.locator('#resign').click();
      await page.locator('#ask-yes').click();
      await expect(page.locator('#result')).toBeInViewport();
      await expect(page.locator('#rematch')).toBeInViewport();
      await waitForFrame(page);
      await page.screenshot({ path: `tests/browser/artifacts/xiangqi-end-${name}-${lang}.png` });
      await context.close();
    });
  }
}

test('Xiangqi two players on a phone: both Confirm buttons and the draw offer fit', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    hasTouch: true,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  await freshApp(page);
  await newXiangqiGame(page, { clock: 5 });
  await move(page, 'h2', 'e2');
  await tapSquare(page, 'h9');
  await tapSquare(page, 'g7');
  for (const id of ['#confirm-red', '#confirm-black', '#offer-draw', '#undo']) {
    const box = (await page.locator(id).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(44); // a finger-sized target
  }
  await waitForFrame(page);
  await page.screenshot({ path: 'tests/browser/artifacts/xiangqi-two-player-phone-zh.png', fullPage: true });
  await context.close();
});
