import { expect, type Page } from '@playwright/test';

import { gomokuGeometry, pointToPixel } from '../../web/src/views/gomoku/geometry.ts';
import type { Point } from '../../web/src/api/gomoku-types.ts';

/** Page helpers for the Gomoku app, using the board view's own geometry. */

export const CURRENT_KEY = 'pinqi:gomoku:current';

export async function canvasBox(page: Page, selector = '#board canvas') {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error('board canvas not visible');
  return box;
}

export async function tapPoint(page: Page, p: Point, size = 15): Promise<void> {
  const box = await canvasBox(page);
  const g = gomokuGeometry(size, box.width, box.height, true);
  const { px, py } = pointToPixel(g, p);
  await page.mouse.click(box.x + px, box.y + py);
}

/** Opens the app with empty storage on the table of a game (a fresh two-player game). */
export async function freshApp(page: Page, game: 'gomoku' | 'xiangqi' = 'gomoku'): Promise<void> {
  await openEmpty(page, `./#${game}`);
  await ready(page);
  await expect(page.locator('#board canvas')).toBeVisible();
}

/**
 * Loads `url` with empty storage. Every test has its own browser context, whose
 * storage starts empty, so a page that has not been anywhere yet loads once; a
 * page that has (a second fresh start in one test) is cleared and loaded again.
 */
async function openEmpty(page: Page, url: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(url);
    return;
  }
  await page.goto('about:blank');
  await page.goto(url);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
}

/** Opens the app with empty storage on its home screen. */
export async function freshHome(page: Page): Promise<void> {
  await openEmpty(page, './');
  await ready(page);
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'home');
}

/** Accepts the app's confirmation question if it asks one (e.g. before throwing away moves). */
export async function acceptIfAsked(page: Page): Promise<void> {
  const dialog = page.locator('#ask-dialog');
  if (await dialog.isVisible()) await page.locator('#ask-yes').click();
}

export async function ready(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
}

export async function moves(page: Page): Promise<number> {
  return Number(await page.locator('body').getAttribute('data-moves'));
}

export async function expectMoves(page: Page, n: number, timeout?: number): Promise<void> {
  await expect(page.locator('body')).toHaveAttribute('data-moves', String(n), { timeout });
}

/** Taps the point and presses the Confirm of the side to move. */
export async function play(page: Page, p: Point, size = 15): Promise<void> {
  const side = await page.locator('body').getAttribute('data-turn');
  const before = await moves(page);
  await tapPoint(page, p, size);
  await page.locator(`#confirm-${side}`).click();
  await expectMoves(page, before + 1);
}

/** The nine-move win: Black makes five along row y = 7 while White plays elsewhere. */
export const NINE_MOVE_WIN: Point[] = [
  { x: 5, y: 7 },
  { x: 5, y: 9 },
  { x: 6, y: 7 },
  { x: 7, y: 9 },
  { x: 7, y: 7 },
  { x: 9, y: 9 },
  { x: 8, y: 7 },
  { x: 11, y: 9 },
  { x: 9, y: 7 },
];

/**
 * RGBA of the canvas pixel a quarter cell below-right of a point's centre
 * (inside a stone, clear of the last-move dot at the centre).
 */
export async function pixelAt(page: Page, p: Point, size = 15): Promise<[number, number, number, number]> {
  const box = await canvasBox(page);
  const g = gomokuGeometry(size, box.width, box.height, true);
  const centre = pointToPixel(g, p);
  return canvasPixel(page, centre.px + g.cell / 4, centre.py + g.cell / 4);
}

/** RGBA at a CSS-pixel position of the board canvas. */
export async function canvasPixel(
  page: Page,
  x: number,
  y: number,
  selector = '#board canvas',
): Promise<[number, number, number, number]> {
  return page.evaluate(
    ([x, y, selector]) => {
      const canvas = document.querySelector(selector as string) as HTMLCanvasElement;
      const scale = canvas.width / canvas.getBoundingClientRect().width;
      const d = canvas
        .getContext('2d')!
        .getImageData(Math.round((x as number) * scale), Math.round((y as number) * scale), 1, 1).data;
      return [d[0]!, d[1]!, d[2]!, d[3]!] as [number, number, number, number];
    },
    [x, y, selector] as const,
  );
}

export const isDark = ([r, g, b]: number[]) => r! + g! + b! < 200;

export async function savedMoves(page: Page): Promise<[number, number][]> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw).game.moves as [number, number][]) : [];
  }, CURRENT_KEY);
}

export async function waitForFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Starts a new game from the home screen with the given choices (confirming if moves would be lost). */
export async function newGame(
  page: Page,
  choices: {
    rule?: string;
    size?: number;
    mode?: string;
    level?: number;
    human?: string;
    clock?: number;
    opening?: string;
  } = {},
): Promise<void> {
  await page.locator('#open-new').click();
  const form = page.locator('#new-form');
  await expect(form).toBeVisible();
  const pick = async (name: string, value: string | number | undefined) => {
    if (value !== undefined) await form.locator(`input[name="${name}"][value="${value}"]`).check({ force: true });
  };
  await pick('rule', choices.rule);
  await pick('size', choices.size);
  await pick('mode', choices.mode);
  await pick('level', choices.level);
  await pick('human', choices.human);
  await pick('clock', choices.clock);
  await pick('opening', choices.opening);
  await page.locator('#new-start').click();
  await acceptIfAsked(page);
  await expect(form).toBeHidden();
}

/** The result shown beside the board at the end of a game. */
export async function expectResult(page: Page, title: string, reason?: string | RegExp): Promise<void> {
  await expect(page.locator('#end-title')).toHaveText(title);
  if (reason !== undefined) await expect(page.locator('#end-reason')).toHaveText(reason);
}

/** Opens the menu, then its entry `id`. */
export async function openMenu(page: Page, id: string): Promise<void> {
  await page.locator('details.more summary').click();
  await page.locator(`#${id}`).click();
}
