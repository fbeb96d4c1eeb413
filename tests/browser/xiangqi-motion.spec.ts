import { expect, test, type Page } from '@playwright/test';

import { canvasPixel, freshApp } from './gomoku-board.ts';
import { newXiangqiGame, squarePixel, tapSquare } from './xiangqi-board.ts';

/**
 * Xiangqi moves slide briefly, except when the player prefers reduced
 * motion: then the piece is drawn at its destination in the very first frame
 * and no frame ever shows it in flight. Time runs on Playwright's paused fake
 * clock, advanced one frame at a time; the view counts the frames it draws
 * with a piece in flight on the canvas (data-flight-frames), and the pixels
 * say where the piece is.
 */

const flightFrames = async (page: Page) =>
  Number(await page.locator('#board canvas').getAttribute('data-flight-frames'));

/** Whether a piece's face (ivory, unlike the wood or the lines) covers the square, sampled between its ring and rim. */
async function pieceOn(page: Page, square: string): Promise<boolean> {
  const { x, y, g, box } = await squarePixel(page, square);
  const r = g.cell * 0.45 * 0.9;
  const [red, green, blue] = await canvasPixel(page, x - box.x - r * 0.94, y - box.y - r * 0.34);
  return red! > 200 && green! > 180 && blue! > 150;
}

async function setUp(page: Page): Promise<void> {
  await page.clock.install();
  await freshApp(page);
  await newXiangqiGame(page);
  await page.clock.runFor(100);
  expect(await pieceOn(page, 'h2')).toBe(true);
  expect(await pieceOn(page, 'e2')).toBe(false);
  await tapSquare(page, 'h2');
  await tapSquare(page, 'e2');
  await page.clock.runFor(100);
  await page.clock.pauseAt(Date.now() + 60_000);
}

async function confirmAndStep(page: Page): Promise<{ frames: number[]; landed: boolean[]; origin: boolean[] }> {
  const start = await flightFrames(page);
  await page.locator('#confirm-red').click();
  await expect(page.locator('body')).toHaveAttribute('data-moves', '1');
  const frames: number[] = [];
  const landed: boolean[] = [];
  const origin: boolean[] = [];
  for (let i = 0; i < 16; i++) {
    await page.clock.runFor(16);
    frames.push((await flightFrames(page)) - start);
    landed.push(await pieceOn(page, 'e2'));
    origin.push(await pieceOn(page, 'h2'));
  }
  return { frames, landed, origin };
}

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the moved piece is drawn at its destination at once, with no frame in flight', async ({ page }) => {
    await setUp(page);
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    const { frames, landed, origin } = await confirmAndStep(page);
    expect(frames.every((n) => n === 0)).toBe(true);
    expect(landed.every(Boolean)).toBe(true); // from the first frame on
    expect(origin.some(Boolean)).toBe(false);
  });
});

test.describe('without a motion preference', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('the same move slides over several frames before it lands (the control)', async ({ page }) => {
    await setUp(page);
    const { frames, landed } = await confirmAndStep(page);
    expect(frames[0]).toBeGreaterThan(0);
    expect(frames[frames.length - 1]).toBeGreaterThan(3);
    expect(landed[0]).toBe(false); // still on its way in the first frame
    expect(landed[landed.length - 1]).toBe(true);
  });
});
