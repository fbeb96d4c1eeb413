import { expect, test, type Page } from '@playwright/test';

import type { Point } from '../../../web/src/api/gomoku-types.ts';
import { gomokuPuzzles, xiangqiPuzzles } from '../../../web/src/puzzles/list.ts';
import { gomokuGeometry, pointToPixel } from '../../../web/src/views/gomoku/geometry.ts';
import {
  squareToPixel,
  toIndex,
  xiangqiGeometry,
  type XiangqiOrientation,
} from '../../../web/src/views/xiangqi/geometry.ts';
import { installAiStub } from '../ai-stub.ts';
import { expectGoodLayout } from '../layout.ts';

/** The puzzles (issue 15, part 3), on a phone and on a desktop (the projects 'phone' and 'desktop'). */

// Short free-style VCFs with one winning first move, picked from the shipped list (no forbidden points to dodge).
const short = gomokuPuzzles.filter(
  (p) => p.rule === 'freestyle' && p.kind === 'vcf' && p.length === 4 && p.firstMoves.length === 1,
);
const [solveMe, failMe, hintMe] = short as [(typeof short)[0], (typeof short)[0], (typeof short)[0]];
const mateInOne = xiangqiPuzzles.find((p) => p.kind === 'mate' && p.length === 1 && p.firstMoves.length === 1)!;

const screen = (page: Page) => page.locator('#puzzles');

async function open(page: Page, hash: string, id: string): Promise<void> {
  await page.goto(`./${hash}`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(screen(page)).toHaveAttribute('data-puzzle', id);
  await expect(screen(page)).toHaveAttribute('data-state', 'playing');
}

async function boardBox(page: Page) {
  const box = await page.locator('#puzzle-board canvas').boundingBox();
  if (!box) throw new Error('puzzle board not visible');
  return box;
}

/** Taps a point of the puzzle board and confirms it. */
async function playPoint(page: Page, p: Point, size: number): Promise<void> {
  const box = await boardBox(page);
  const { px, py } = pointToPixel(gomokuGeometry(size, box.width, box.height, true), p);
  await page.mouse.click(box.x + px, box.y + py);
  await page.locator('#puzzle-confirm').click();
}

async function tapSquare(page: Page, square: string): Promise<void> {
  const near = (await screen(page).getAttribute('data-near')) as XiangqiOrientation;
  const box = await boardBox(page);
  const { px, py } = squareToPixel(xiangqiGeometry(box.width, box.height, true, near), toIndex(square)!);
  await page.mouse.click(box.x + px, box.y + py);
}

const attr = async (page: Page, name: string) => Number(await screen(page).getAttribute(`data-${name}`));

const PARTS = ['.topbar', '.puzzle-head', '.puzzle-task-box', '#puzzle-board', '#puzzle-status', '#puzzle-controls'];

// One page for everything (the suite's time is tight): Gomoku, then Xiangqi.
test('puzzles: a solve raises rating and streak and survives a reload; a wrong move fails; hint, solution; Xiangqi mate', async ({
  page,
}) => {
  await installAiStub(page);
  // From the home screen's card: the next puzzle for a new player (rating 1000).
  await page.goto('./');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('[data-puzzles="gomoku"]')).toContainText('1000');
  await page.locator('[data-puzzles="gomoku"]').click();
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'puzzles');
  await expect(screen(page)).toHaveAttribute('data-game', 'gomoku');
  await expect(page).toHaveURL(/#puzzles\/gomoku\/gomoku-/);

  // A shared link opens that puzzle; following the solution (the defender answers) solves it.
  await open(page, `#puzzles/gomoku/${solveMe.id}`, solveMe.id);
  await expect(page.locator('#puzzle-task')).toContainText(`${solveMe.toMove === 'black' ? 'Black' : 'White'} to play`);
  await expect(page.locator('#puzzle-task')).toContainText(`five in ${solveMe.length} moves`);
  await expectGoodLayout(page, { parts: PARTS });
  expect(await attr(page, 'rating')).toBe(1000);
  const mine = solveMe.solution.filter((_, i) => i % 2 === 0);
  for (const [i, p] of mine.entries()) {
    await playPoint(page, p, solveMe.size);
    if (i < mine.length - 1) await expect(screen(page)).toHaveAttribute('data-line', String(2 * i + 2));
  }
  await expect(screen(page)).toHaveAttribute('data-state', 'solved');
  await expect(screen(page)).toHaveAttribute('data-streak', '1');
  const rating = await attr(page, 'rating');
  expect(rating).toBeGreaterThan(1000);
  await expect(page.locator('#puzzle-status')).toContainText(`1000 → ${rating}`);

  // Progress is kept: after a reload, the same rating and streak.
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(screen(page)).toHaveAttribute('data-puzzle', solveMe.id);
  expect(await attr(page, 'rating')).toBe(rating);
  expect(await attr(page, 'streak')).toBe(1);

  // A wrong move fails the puzzle: the streak ends, the rating drops; the solution then goes on the board.
  await open(page, `#puzzles/gomoku/${failMe.id}`, failMe.id);
  const taken = new Set(failMe.setup.map((p) => `${p.x},${p.y}`));
  const wrong = [
    { x: 0, y: 0 },
    { x: failMe.size - 1, y: 0 },
    { x: 0, y: failMe.size - 1 },
  ].find((p) => !taken.has(`${p.x},${p.y}`))!;
  await playPoint(page, wrong, failMe.size);
  await expect(screen(page)).toHaveAttribute('data-state', 'failed');
  await expect(screen(page)).toHaveAttribute('data-streak', '0');
  expect(await attr(page, 'rating')).toBeLessThan(rating);
  await expect(page.locator('#puzzle-hint')).toBeDisabled();
  await page.locator('#puzzle-solution').click();
  await expect(screen(page)).toHaveAttribute('data-line', String(failMe.solution.length));
  await expect(page.locator('#puzzle-solution')).toBeDisabled();

  // Next: another puzzle; a hint marks the solution's first move.
  await page.locator('#puzzle-next').click();
  await expect(screen(page)).not.toHaveAttribute('data-puzzle', failMe.id);
  await open(page, `#puzzles/gomoku/${hintMe.id}`, hintMe.id);
  await page.locator('#puzzle-hint').click();
  await expect(screen(page)).toHaveAttribute('data-hinted', 'true');
  expect(JSON.parse((await screen(page).getAttribute('data-hint'))!)).toEqual(hintMe.solution[0]);

  // Xiangqi: pick the piece, its target, Confirm: the mate solves it (its own rating and streak).
  await open(page, `#puzzles/xiangqi/${mateInOne.id}`, mateInOne.id);
  await expect(page.locator('#puzzle-task')).toContainText('mate in 1');
  await expectGoodLayout(page, { parts: PARTS });
  const move = mateInOne.solution[0]!;
  await tapSquare(page, move.slice(0, 2));
  await expect(screen(page)).toHaveAttribute('data-selected', move.slice(0, 2));
  await tapSquare(page, move.slice(2));
  await page.locator('#puzzle-confirm').click();
  await expect(screen(page)).toHaveAttribute('data-state', 'solved');
  await expect(screen(page)).toHaveAttribute('data-streak', '1');
  expect(await attr(page, 'rating')).toBeGreaterThan(1000);
});
