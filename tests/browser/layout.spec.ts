import { expect, test } from '@playwright/test';

import { installAiStub } from './ai-stub.ts';
import {
  canvasBox,
  expectMoves,
  freshApp,
  newGame,
  NINE_MOVE_WIN,
  play,
  tapPoint,
  waitForFrame,
} from './gomoku-board.ts';
import { DESKTOP, expectBoardUncovered, layoutReport, pageAt, PHONE } from './layout.ts';
import { move, newXiangqiGame, tapSquare } from './xiangqi-board.ts';

/**
 * The play screen on a phone (390×844 at 3×, touch) and a desktop (1440×900):
 * the board and the result stay in view, nothing scrolls or moves when a message
 * or the AI's progress appears, labels stay on one line, and only the mover's
 * Confirm looks active. Each test opens its own page at the sizes it checks.
 */

test("only the mover's Confirm looks active; the other is idle, and both go at the end", async ({ browser }) => {
  for (const size of [PHONE, DESKTOP]) {
    const page = await pageAt(browser, size);
    await freshApp(page, 'xiangqi');
    await newXiangqiGame(page);
    await tapSquare(page, 'h2');
    await tapSquare(page, 'e2');
    const red = page.locator('#confirm-red');
    const black = page.locator('#confirm-black');
    await expect(red).toBeEnabled();
    await expect(black).toBeDisabled();
    const look = (id: string) =>
      page.locator(id).evaluate((el) => {
        const s = getComputedStyle(el);
        return { background: s.backgroundColor, border: s.borderStyle, opacity: Number(s.opacity) };
      });
    const live = await look('#confirm-red');
    const idle = await look('#confirm-black');
    expect(idle.background).toMatch(/rgba\(0, 0, 0, 0\)|transparent/); // no side colour
    expect(live.background).not.toEqual(idle.background);
    expect(idle.border).toBe('dashed');
    await page.locator('#confirm-red').click();
    await page.locator('#resign').click();
    await page.locator('#ask-yes').click();
    await expect(red).toHaveCount(0);
    await expect(black).toHaveCount(0);
    await page.context().close();
  }
});

test('the buttons never move when a message or the AI’s progress appears', async ({ browser }) => {
  for (const size of [PHONE, DESKTOP]) {
    const page = await pageAt(browser, size);
    await installAiStub(page, { hold: true });
    await freshApp(page);
    await newGame(page, { mode: 'ai', level: 2, human: 'black' });
    const boxes = () =>
      Promise.all(['#undo', '#hint', '#resign', '#board canvas'].map((id) => page.locator(id).boundingBox()));
    const before = await boxes();
    await tapPoint(page, { x: 7, y: 7 });
    await page.locator('#confirm-black').click();
    await expect(page.locator('body')).toHaveAttribute('data-thinking', 'true');
    await expect(page.locator('#thinking')).toBeVisible();
    expect(await boxes()).toEqual(before);
    await page.evaluate(() => (window as unknown as { releaseAi: () => void }).releaseAi());
    await expectMoves(page, 2);
    await tapPoint(page, { x: 7, y: 7 }); // occupied: a refusal message
    await expect(page.locator('#message')).toContainText('taken');
    expect(await boxes()).toEqual(before);
    await page.context().close();
  }
});

test('the end of a game leaves the board in view, with the result beside it and Rematch and Review at hand', async ({
  browser,
}) => {
  for (const size of [PHONE, DESKTOP]) {
    const page = await pageAt(browser, size);
    await freshApp(page);
    for (const p of NINE_MOVE_WIN) await play(page, p);
    await expect(page.locator('#status')).toContainText('Black wins');
    await expect(page.locator('#move-list')).toContainText('Black wins');
    await expectBoardUncovered(page, [
      [0.5, 0.5],
      [0.2, 0.5],
      [0.8, 0.5],
    ]);
    await page.context().close();
  }
});

test('on a phone (390×844) Xiangqi fits without scrolling, with finger-sized targets and unwrapped labels', async ({
  browser,
}) => {
  const page = await pageAt(browser, PHONE, 'en-GB');
  await freshApp(page);
  await newXiangqiGame(page, { clock: 5 });
  await move(page, 'h2', 'e2');
  await tapSquare(page, 'h9');
  await tapSquare(page, 'g7');
  for (const id of ['#board canvas', '#confirm-red', '#confirm-black', '#status', '#offer-draw'])
    await expect(page.locator(id)).toBeInViewport({ ratio: 1 });
  const report = await layoutReport(page);
  expect(report.scroll.height).toBeLessThanOrEqual(844);
  expect(report.smallTargets).toEqual([]);
  for (const id of ['#offer-draw', '#undo', '#resign']) {
    const lines = await page.locator(id).evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines, `${id} on one line`).toBeLessThanOrEqual(1);
  }
  await page.context().close();
});

test('on a desktop (1440×900) the board takes the height, with the panel beside it, and nothing scrolls', async ({
  browser,
}) => {
  const page = await pageAt(browser, DESKTOP);
  await freshApp(page);
  await waitForFrame(page);
  const board = await canvasBox(page);
  const bar = (await page.locator('.topbar').boundingBox())!;
  const panel = (await page.locator('.controls').boundingBox())!;
  expect(board.height).toBeGreaterThanOrEqual((900 - bar.height) * 0.9);
  expect(panel.x).toBeGreaterThanOrEqual(board.x + board.width);
  const report = await layoutReport(page);
  expect(report.scroll.height).toBeLessThanOrEqual(900);
  expect(report.overlaps).toEqual([]);
  await page.context().close();
});

test('on a desktop the AI’s thinking line fits the panel beside the board, on one line', async ({ browser }) => {
  const page = await pageAt(browser, DESKTOP);
  // A real search's progress at level 4: six-figure and seven-figure node counts.
  await installAiStub(page, { hold: true, progress: { depth: 12, nodes: 1_234_567 } });
  await freshApp(page);
  await newGame(page, { mode: 'ai', level: 2, human: 'black' });
  await tapPoint(page, { x: 7, y: 7 });
  await page.locator('#confirm-black').click();
  const line = page.locator('#thinking');
  await expect(line).toBeVisible();
  await expect(page.locator('#thinking-progress')).toContainText('1.2M');
  // The words and the progress each show in full (nothing cut to '…'), each on one line
  // (the old panel wrapped "AI is / thinking…" and "depth 6 · 113.4K / positions"), side by side.
  const parts = await line.locator('span:not(.spinner)').evaluateAll((spans) =>
    spans.map((el) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
      return {
        cut: el.scrollWidth - el.clientWidth,
        lines: Math.round(r.height / lineHeight),
        middle: Math.round(r.top + r.height / 2),
        width: r.width,
      };
    }),
  );
  expect(parts).toHaveLength(2);
  for (const part of parts) {
    expect(part.cut, 'nothing cut off').toBeLessThanOrEqual(0);
    expect(part.lines, 'not wrapped').toBe(1);
    expect(part.width).toBeGreaterThan(0);
  }
  expect(Math.abs(parts[0]!.middle - parts[1]!.middle), 'one line').toBeLessThanOrEqual(2);
  const board = await canvasBox(page);
  expect((await line.boundingBox())!.x).toBeGreaterThanOrEqual(board.x + board.width);
  await page.context().close();
});
