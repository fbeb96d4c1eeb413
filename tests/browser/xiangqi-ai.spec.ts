import { expect, test, type Page } from '@playwright/test';

import { installAiStub } from './ai-stub.ts';
import { freshApp } from './gomoku-board.ts';
import { importRecord, newXiangqiGame, playerMove, savedXiangqiMoves } from './xiangqi-board.ts';

/**
 * Xiangqi against the AI, mirroring the Gomoku AI tests: first through the
 * app's AI seam with a scripted stand-in (known replies, a held "think"), then
 * end to end with the real engine (createAi → Worker → XiangqiAi in wasm).
 */

const moves = (page: Page, n: number, timeout?: number) =>
  expect(page.locator('body')).toHaveAttribute('data-moves', String(n), { timeout });
const thinking = (page: Page, on: boolean) => expect(page.locator('body')).toHaveAttribute('data-thinking', String(on));
const release = (page: Page) => page.evaluate(() => (window as unknown as { releaseAi: () => void }).releaseAi());

test.describe("through the app's AI seam", () => {
  test("the AI replies to Red's move, and undo takes back both plies", async ({ page }) => {
    await installAiStub(page, { xiangqiReplies: ['h9g7', 'b9c7'] });
    await freshApp(page);
    await newXiangqiGame(page, { mode: 'ai', level: 1, human: 'red' });
    await expect(page.locator('#confirm-black')).toHaveCount(0);
    await playerMove(page, 'h2', 'e2');
    await moves(page, 2);
    expect(await savedXiangqiMoves(page)).toEqual(['h2e2', 'h9g7']);
    await expect(page.locator('#announce')).toContainText('Black H8+7');
    await page.locator('#undo').click();
    await moves(page, 0);
    expect(await savedXiangqiMoves(page)).toEqual([]);
    await expect(page.locator('#status')).toContainText('Your move');
    await playerMove(page, 'b2', 'e2');
    await moves(page, 2);
    expect(await savedXiangqiMoves(page)).toEqual(['b2e2', 'b9c7']);
  });

  test('while the AI thinks only the board is locked, progress shows, and undo and restart cancel it safely', async ({
    page,
  }) => {
    await installAiStub(page, { hold: true, xiangqiReplies: ['h9g7', 'b9c7', 'c6c5'] });
    await freshApp(page);
    await newXiangqiGame(page, { mode: 'ai', level: 2, human: 'red' });
    await playerMove(page, 'h2', 'e2');
    await thinking(page, true);
    await expect(page.locator('#thinking')).toBeVisible();
    await expect(page.locator('#thinking-progress')).toHaveText('depth 3 · 1.5K positions');
    // The board ignores taps; the page does not.
    await page.locator('#board canvas').click();
    await expect(page.locator('body')).toHaveAttribute('data-selected', '');
    await expect(page.locator('#undo')).toBeEnabled();
    await expect(page.locator('#offer-draw')).toBeDisabled();

    await page.locator('#undo').click();
    await thinking(page, false);
    await moves(page, 0);
    await release(page); // a late answer to the cancelled search
    await moves(page, 0);
    await playerMove(page, 'b2', 'e2');
    await thinking(page, true);
    await release(page);
    await moves(page, 2);
    expect(await savedXiangqiMoves(page)).toEqual(['b2e2', 'b9c7']);

    await playerMove(page, 'h0', 'g2');
    await thinking(page, true);
    await page.locator('#restart').click();
    await page.locator('#ask-yes').click();
    await moves(page, 0);
    await thinking(page, false);
    await release(page);
    await moves(page, 0);
    expect(await savedXiangqiMoves(page)).toEqual([]);
  });

  test('hint shows the move, its line in Chinese and WXF, and the evaluation', async ({ page }) => {
    await installAiStub(page, { xiangqiHint: { reason: { verdict: 'slightly_better', side: 'red', moves: 0 } } });
    await freshApp(page);
    await newXiangqiGame(page, { mode: 'ai', level: 3, human: 'red' });
    await page.locator('#hint').click();
    await expect(page.locator('#hint-card .label').first()).toHaveText('Hint');
    const card = page.locator('#hint-card');
    await expect(card.locator('.hint-move')).toHaveText('C2.5');
    await expect(card.locator('[data-notation="chinese"] .pv')).toHaveText('炮二平五 马8进7 马二进三');
    await expect(card.locator('[data-notation="wxf"] .pv')).toHaveText('C2.5 H8+7 H2+3');
    await expect(card.locator('.hint-eval')).toHaveText('Red is slightly better');
    // Playing on clears it.
    await playerMove(page, 'h2', 'e2');
    await expect(card).toBeHidden();
  });

  test.describe('in Chinese', () => {
    test.use({ locale: 'zh-CN' });
    test('the hint names the move in Chinese and the evaluation in Chinese', async ({ page }) => {
      await installAiStub(page, { xiangqiHint: { reason: { verdict: 'can_mate', side: 'black', moves: 3 } } });
      await freshApp(page);
      await newXiangqiGame(page, { mode: 'ai', level: 3, human: 'red' });
      await page.locator('#hint').click();
      await expect(page.locator('#hint-card .hint-move')).toHaveText('炮二平五');
      await expect(page.locator('#hint-card .hint-eval')).toHaveText('黑方3 步可将死对方');
      await expect(page.locator('#hint-card [data-notation="wxf"] .pv')).toHaveText('C2.5 H8+7 H2+3');
    });
  });
});

test.describe('the real engine (createAi → Worker → XiangqiAi in wasm)', () => {
  test.setTimeout(120_000);

  test('the AI replies with a legal move, and undo takes back both plies', async ({ page }) => {
    await freshApp(page);
    await newXiangqiGame(page, { mode: 'ai', level: 1, human: 'red' });
    await playerMove(page, 'h2', 'e2');
    await moves(page, 2, 30_000);
    const saved = await savedXiangqiMoves(page);
    expect(saved[0]).toBe('h2e2');
    expect(saved[1]).toMatch(/^[a-i][5-9][a-i][0-9]$/); // Black moved one of its own pieces
    await expect(page.locator('#move-list [data-ply]')).toHaveCount(2);
    await expect(page.locator('#status')).toContainText('Your move (Red)');
    // The saved game replays through the engine on reload: the reply was legal.
    await page.reload();
    await moves(page, 2);
    await page.locator('#undo').click();
    await moves(page, 0);
    expect(await savedXiangqiMoves(page)).toEqual([]);
  });

  test('undo and restart while the engine thinks are safe: no late reply lands', async ({ page }) => {
    await freshApp(page);
    await newXiangqiGame(page, { mode: 'ai', level: 4, human: 'red' });
    await playerMove(page, 'h2', 'e2');
    await thinking(page, true);
    await page.locator('#undo').click();
    await thinking(page, false);
    await moves(page, 0);

    await playerMove(page, 'b2', 'e2');
    await thinking(page, true);
    await page.locator('#restart').click();
    await page.locator('#ask-yes').click();
    await moves(page, 0);
    await thinking(page, false);

    // A fresh search after the cancelled ones answers this position, once.
    await playerMove(page, 'e3', 'e4');
    await moves(page, 2, 60_000);
    await thinking(page, false);
    const saved = await savedXiangqiMoves(page);
    expect(saved).toHaveLength(2);
    expect(saved[0]).toBe('e3e4');
  });

  test("hint gives the engine's move with its line in Chinese and WXF, and the evaluation", async ({ page }) => {
    await freshApp(page);
    await newXiangqiGame(page, { mode: 'ai', level: 2, human: 'red' });
    await page.locator('#hint').click();
    const card = page.locator('#hint-card');
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.locator('[data-notation="chinese"] .pv')).toHaveText(
      /^[车马相仕帅炮兵][一二三四五六七八九前后中][进退平]/,
    );
    await expect(card.locator('[data-notation="wxf"] .pv')).toHaveText(/^[RHEAKCP][1-9+\-.][.+\-=][1-9]/);
    await expect(card.locator('.hint-eval')).toHaveText(/level|better|winning|mate/);
  });

  test('after a loss undo stays on to retry, and the loss is counted once', async ({ page }) => {
    await freshApp(page);
    await newXiangqiGame(page, { mode: 'ai', level: 4, human: 'black' });
    // Black's general has one move (to f9); then Red wins at once, by the chariot's mate along
    // the top rank or by a move that leaves Black none (both end the game, equally won).
    await importRecord(page, '[Game "Chinese Chess"]\n[FEN "4k4/R8/9/9/9/9/9/9/9/3K4R b - - 0 1"]\n\n*');
    await expect(page.locator('#record-dialog')).not.toBeVisible();
    await moves(page, 0);
    await playerMove(page, 'e9', 'f9', 'black');
    await expect(page.locator('#end-title')).toHaveText('You lose', { timeout: 60_000 });
    await expect(page.locator('#end-reason')).toHaveText(/^(Checkmate|Stalemate)$/);
    const saved = await savedXiangqiMoves(page);
    expect(saved).toHaveLength(2);
    expect(saved[0]).toBe('e9f9');
    const losses = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('pinqi:stats')!).buckets['xiangqi/ai/4'].loss);
    expect(await losses()).toBe(1);
    await expect(page.locator('#undo')).toBeEnabled();
    await page.locator('#undo').click();
    await moves(page, 0);
    await playerMove(page, 'e9', 'f9', 'black');
    await expect(page.locator('#end-title')).toHaveText('You lose', { timeout: 60_000 });
    expect(await losses()).toBe(1);
  });
});
