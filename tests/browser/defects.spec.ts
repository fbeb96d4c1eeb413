import { expect, test, type Browser, type Page } from '@playwright/test';

import { installAiStub } from './ai-stub.ts';
import {
  canvasBox,
  expectMoves,
  freshApp,
  newGame,
  NINE_MOVE_WIN,
  play,
  savedMoves,
  tapPoint,
  waitForFrame,
} from './gomoku-board.ts';
import { gomokuGeometry, pointToPixel } from '../../web/src/views/gomoku/geometry.ts';
import { layoutReport } from './layout.ts';
import { importRecord, loadSample, move, newXiangqiGame, playerMove, tapSquare } from './xiangqi-board.ts';

/**
 * Issue 14, part 2: the defects a player hit, one test each. Each was run
 * against the app before the fix and failed there (see the closing
 * note); the setups use only what both versions have (a Gomoku game at
 * '#gomoku', the New game form, the menu), so that check stays possible.
 */

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1440, height: 900 } } as const;

async function at(browser: Browser, size: typeof PHONE | typeof DESKTOP, locale = 'en-GB'): Promise<Page> {
  const context = await browser.newContext({ ...size, locale });
  return context.newPage();
}

const openMenu = async (page: Page, id: string) => {
  await page.locator('details.more summary').click();
  await page.locator(`#${id}`).click();
};

/** The app before the fix closed the board behind a modal end box; dismiss it there so the check reaches its point. */
async function dismissOldEndBox(page: Page): Promise<void> {
  const close = page.locator('#end-close');
  if (await close.isVisible()) await close.click();
}

const tally = (page: Page) => page.evaluate(() => localStorage.getItem('pinqi:stats'));
const archive = (page: Page) => page.evaluate(() => localStorage.getItem('pinqi:archive'));

test('1. when the AI accepts a draw, "The AI is considering…" goes with the end of the game', async ({ page }) => {
  await installAiStub(page, {
    xiangqiReplies: ['h9g7'],
    xiangqiHint: { score: 0, acceptsDraw: true, reason: { verdict: 'level', side: null, moves: 0 } },
  });
  await freshApp(page);
  await newXiangqiGame(page, { mode: 'ai', level: 2, human: 'red' });
  await playerMove(page, 'h2', 'e2');
  await expectMoves(page, 2);
  await page.locator('#offer-draw').click();
  await expect(page.locator('body')).toHaveAttribute('data-over', 'true');
  await expect(page.locator('#status')).toHaveText('Draw: both sides agreed.');
  await expect(page.locator('body')).not.toContainText('considering');
});

test('2. Restart asks before it throws away moves; resigning with no move by the player counts and archives nothing', async ({
  page,
}) => {
  await freshApp(page);
  await play(page, { x: 7, y: 7 });
  await page.locator('#restart').click();
  await expect(page.locator('#ask-dialog')).toBeVisible();
  await page.locator('#ask-no').click();
  await expectMoves(page, 1);
  await page.locator('#restart').click();
  await page.locator('#ask-yes').click();
  await expectMoves(page, 0);
  await page.locator('#resign').click();
  await page.locator('#ask-yes').click();
  await expect(page.locator('body')).toHaveAttribute('data-over', 'true');
  expect(await tally(page)).toBeNull();
  expect(await archive(page)).toBeNull();
});

test('2b. New game asks before it throws away the moves of the game in progress', async ({ page }) => {
  await freshApp(page);
  await play(page, { x: 7, y: 7 });
  await page.locator('#open-new').click();
  await page.locator('#new-start').click();
  await expect(page.locator('#ask-dialog')).toBeVisible();
  await expect(page.locator('#ask-dialog')).toContainText('moves played: 1');
  await page.locator('#ask-no').click();
  expect(await savedMoves(page)).toEqual([[7, 7]]);
  await page.locator('#new-start').click();
  await page.locator('#ask-yes').click();
  await expectMoves(page, 0);
  expect(await savedMoves(page)).toEqual([]);
});

test("3. only the mover's Confirm looks active; the other is idle, and both go at the end", async ({ browser }) => {
  for (const size of [PHONE, DESKTOP]) {
    const page = await at(browser, size);
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

test('4. the buttons never move when a message or the AI’s progress appears', async ({ browser }) => {
  for (const size of [PHONE, DESKTOP]) {
    const page = await at(browser, size);
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

test('5. a record of the other game is recognised and loaded into that game', async ({ page }) => {
  await freshApp(page);
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

test('6. undo after the end follows one rule in both modes, and Help says so', async ({ page }) => {
  await installAiStub(page);
  await freshApp(page);
  for (const p of NINE_MOVE_WIN) await play(page, p);
  await expect(page.locator('body')).toHaveAttribute('data-over', 'true');
  await dismissOldEndBox(page);
  const twoPlayer = await page.locator('#undo').isEnabled();
  await page.locator('#open-settings').click();
  await page.locator('#pref-aiDelay').uncheck();
  await page.keyboard.press('Escape');
  await newGame(page, { mode: 'ai', level: 1, human: 'black' });
  await tapPoint(page, { x: 7, y: 7 });
  await page.locator('#confirm-black').click();
  await expectMoves(page, 2);
  await page.locator('#resign').click();
  await page.locator('#ask-yes').click();
  await expect(page.locator('body')).toHaveAttribute('data-over', 'true');
  await dismissOldEndBox(page);
  const againstAi = await page.locator('#undo').isEnabled();
  expect(twoPlayer).toBe(againstAi);
  await openMenu(page, 'open-help');
  await expect(page.locator('#help-body')).toContainText('after its end');
});

test('7. the end of a game leaves the board in view, with the result beside it and Rematch and Review at hand', async ({
  browser,
}) => {
  for (const size of [PHONE, DESKTOP]) {
    const page = await at(browser, size);
    await freshApp(page);
    for (const p of NINE_MOVE_WIN) await play(page, p);
    await expect(page.locator('#status')).toContainText('Black wins');
    await expect(page.locator('#move-list')).toContainText('Black wins');
    const box = await canvasBox(page);
    for (const [fx, fy] of [
      [0.5, 0.5],
      [0.2, 0.5],
      [0.8, 0.5],
    ]) {
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.tagName,
        [box.x + box.width * fx!, box.y + box.height * fy!],
      );
      expect(hit).toBe('CANVAS');
    }
    await expect(page.locator('#rematch')).toBeInViewport();
    await expect(page.locator('#review')).toBeInViewport();
    await page.context().close();
  }
});

test('8. screen readers: the menu is named as a menu, the cursor and a choice are spoken, the board label follows the game', async ({
  page,
}) => {
  await freshApp(page);
  await expect(page.locator('details.more summary')).toHaveAttribute('aria-label', 'Menu');
  const label = () => page.locator('#board canvas').getAttribute('aria-label');
  const first = await label();
  await page.locator('#board canvas').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('#announce')).toContainText('g8, empty');
  await page.keyboard.press('Enter');
  await expect(page.locator('#announce')).toContainText('g8 chosen');
  await page.keyboard.press('Enter');
  await expectMoves(page, 1);
  await expect.poll(label).not.toBe(first);
  expect(await label()).toContain('White to move');
});

test('9. a hint shows the same way in both games: marked on the board and spelled out without scrolling', async ({
  browser,
}) => {
  const page = await at(browser, PHONE);
  await installAiStub(page);
  await freshApp(page);
  await newGame(page, { mode: 'ai', level: 3, human: 'black' });
  await page.locator('#hint').click();
  await expect(page.locator('#hint-card')).toBeInViewport();
  await expect(page.locator('#hint-card .hint-move')).toHaveText('h8');
  await newXiangqiGame(page, { mode: 'ai', level: 3, human: 'red' });
  await page.locator('#hint').click();
  await expect(page.locator('#hint-card')).toBeInViewport();
  await expect(page.locator('#hint-card .hint-move')).toHaveText('C2.5');
  await page.context().close();
});

test('10. captured pieces are shown per side, with the material balance', async ({ page }) => {
  await freshApp(page);
  await newXiangqiGame(page);
  await move(page, 'h2', 'e2');
  await move(page, 'h9', 'g7');
  await move(page, 'e2', 'e6');
  const red = page.locator('[data-side="red"].side');
  const black = page.locator('[data-side="black"].side');
  await expect(red.locator('.taken')).toContainText('卒');
  await expect(red.locator('.ahead')).toHaveText('+1');
  await expect(black.locator('.taken .piece')).toHaveCount(0);
});

test('11. on a phone (390×844) Xiangqi fits without scrolling, with finger-sized targets and unwrapped labels', async ({
  browser,
}) => {
  const page = await at(browser, PHONE, 'en-GB');
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

test('12. on a desktop (1440×900) the board takes the height, with the panel beside it, and nothing scrolls', async ({
  browser,
}) => {
  const page = await at(browser, DESKTOP);
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

test('12b. on a desktop the AI’s thinking line fits the panel beside the board, on one line', async ({ browser }) => {
  const page = await at(browser, DESKTOP);
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

test('13a. the game-info line reads at 4.5:1 or better, and Copy is the Record panel’s main button', async ({
  page,
}) => {
  await freshApp(page);
  const report = await layoutReport(page);
  expect(report.lowContrast.filter((l) => l.includes('game-info'))).toEqual([]);
  expect(report.lowContrast).toEqual([]);
  await openMenu(page, 'open-record');
  await expect(page.locator('#record-copy')).toHaveClass(/primary/);
  await expect(page.locator('#record-body button.primary')).toHaveCount(1);
});

test('13b. stepping through a finished game, ▶ is off on the last move', async ({ page }) => {
  await freshApp(page);
  await loadSample(page, 'xq-two-chariots');
  await move(page, 'i0', 'i9');
  await dismissOldEndBox(page);
  await openMenu(page, 'open-archive');
  await page.locator('#archive-list button').first().click();
  await page.getByRole('button', { name: 'Next move' }).click();
  await expect(page.getByRole('button', { name: 'Next move' })).toBeDisabled();
});

test('14. a tap in the first frame after the board comes back from the home screen selects its point', async ({
  page,
}) => {
  await freshApp(page);
  // Where the centre point is, measured while the board is in view (the layout is the same when it comes back).
  const box = await canvasBox(page);
  const g = gomokuGeometry(15, box.width, box.height, true);
  const { px, py } = pointToPixel(g, { x: 7, y: 7 });
  await page.locator('#open-new').click();
  await expect(page.locator('#new-form')).toBeVisible();
  await waitForFrame(page); // the hidden board has been measured as 0 × 0
  // Start and tap in one task, before the browser has told the board its new size.
  await page.evaluate(
    ([x, y]) => {
      document.querySelector<HTMLButtonElement>('#new-start')!.click();
      const canvas = document.querySelector<HTMLCanvasElement>('#board canvas')!;
      const init = { bubbles: true, clientX: x, clientY: y, pointerId: 1, isPrimary: true, pointerType: 'mouse' };
      canvas.dispatchEvent(new PointerEvent('pointerdown', { ...init, button: 0 }));
      canvas.dispatchEvent(new PointerEvent('pointerup', { ...init, button: 0 }));
    },
    [box.x + px, box.y + py] as const,
  );
  await expect(page.locator('button.confirm[data-ready="true"]')).toHaveCount(1);
  await page.locator('button.confirm[data-ready="true"]').click();
  await expectMoves(page, 1);
  expect(await savedMoves(page)).toEqual([[7, 7]]);
});
