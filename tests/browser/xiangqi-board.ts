import { expect, type Page } from '@playwright/test';

import {
  squareToPixel,
  toIndex,
  xiangqiGeometry,
  type XiangqiOrientation,
} from '../../web/src/views/xiangqi/geometry.ts';
import { acceptIfAsked, canvasBox } from './gomoku-board.ts';

/** Page helpers for the Xiangqi board, using the view's own geometry. */

export const XIANGQI_KEY = 'pinqi:xiangqi:current';

/** Which side the board shows at the bottom now. */
export async function orientationOf(page: Page): Promise<XiangqiOrientation> {
  return ((await page.locator('body').getAttribute('data-near')) as XiangqiOrientation | null) ?? 'red';
}

export async function squarePixel(page: Page, square: string, orientation?: XiangqiOrientation) {
  orientation ??= await orientationOf(page);
  const box = await canvasBox(page);
  const g = xiangqiGeometry(box.width, box.height, true, orientation);
  const { px, py } = squareToPixel(g, toIndex(square)!);
  return { x: box.x + px, y: box.y + py, g, box };
}

export async function tapSquare(page: Page, square: string, orientation?: XiangqiOrientation): Promise<void> {
  const { x, y } = await squarePixel(page, square, orientation);
  await page.mouse.click(x, y);
}

/** Starts a Xiangqi game from the home screen (two players unless told otherwise), confirming if moves would be lost. */
export async function newXiangqiGame(
  page: Page,
  choices: { mode?: string; level?: number; human?: string; clock?: number } = {},
): Promise<void> {
  await page.locator('#open-new').click();
  const form = page.locator('#new-form');
  await expect(form).toBeVisible();
  await form.locator('input[name="game"][value="xiangqi"]').check({ force: true });
  await expect(form.locator('input[name="human"][value="red"]')).toHaveCount(1);
  for (const [name, value] of Object.entries(choices))
    await form.locator(`input[name="${name}"][value="${value}"]`).check({ force: true });
  if (!choices.mode) await form.locator('input[name="mode"][value="two-player"]').check({ force: true });
  await page.locator('#new-start').click();
  await acceptIfAsked(page);
  await expect(page.locator('body')).toHaveAttribute('data-game', 'xiangqi');
  await expect(form).toBeHidden();
}

/** Taps the piece, then its target, then the mover's Confirm. */
export async function move(page: Page, from: string, to: string): Promise<void> {
  const side = await page.locator('body').getAttribute('data-turn');
  const before = Number(await page.locator('body').getAttribute('data-moves'));
  await tapSquare(page, from);
  await expect(page.locator('body')).toHaveAttribute('data-selected', from);
  await tapSquare(page, to);
  await page.locator(`#confirm-${side}`).click();
  // The AI may already have answered: the player's move is in when the count went up.
  await expect
    .poll(async () => Number(await page.locator('body').getAttribute('data-moves')))
    .toBeGreaterThanOrEqual(before + 1);
}

export async function loadSample(page: Page, id: string): Promise<void> {
  await page.locator('#open-samples').evaluate((el) => (el as HTMLButtonElement).click());
  await page.locator(`[data-sample="${id}"]`).click();
  await expect(page.locator('#samples-dialog')).not.toBeVisible();
}

export const savedXiangqiMoves = (page: Page): Promise<string[]> =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw).game.moves as string[]) : [];
  }, XIANGQI_KEY);

/** Opens the Record dialog from the menu and loads the pasted text. */
export async function importRecord(page: Page, text: string): Promise<void> {
  await page.locator('details.more summary').click();
  await page.locator('#open-record').click();
  await page.locator('#record-text').fill(text);
  await page.locator('#record-load').click();
}

/** Like move(), against the AI: only the player's own Confirm exists. */
export async function playerMove(page: Page, from: string, to: string, side: 'red' | 'black' = 'red'): Promise<void> {
  const before = Number(await page.locator('body').getAttribute('data-moves'));
  await tapSquare(page, from);
  await expect(page.locator('body')).toHaveAttribute('data-selected', from);
  await tapSquare(page, to);
  await page.locator(`#confirm-${side}`).click();
  // The AI may already have answered: the player's move is in when the count went up.
  await expect
    .poll(async () => Number(await page.locator('body').getAttribute('data-moves')))
    .toBeGreaterThanOrEqual(before + 1);
}
