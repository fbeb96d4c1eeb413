import { expect, test, type Page } from '@playwright/test';

import { installAiStub } from './ai-stub.ts';
import { freshApp, ready } from './gomoku-board.ts';
import { importRecord, move, newXiangqiGame, playerMove, savedXiangqiMoves, XIANGQI_KEY } from './xiangqi-board.ts';

/**
 * Draw offers in Xiangqi. Between two players the side to move offers and the
 * other side answers; against the AI, the engine answers: too early before the
 * 30th ply (unless a dead draw), and it declines when it is ahead. An agreed
 * draw ends the game with the reason "agreement", in the end panel, the saved
 * game and the stats (when the player made a move).
 */

const tally = (page: Page, bucket: string) =>
  page.evaluate((b) => JSON.parse(localStorage.getItem('pinqi:stats') ?? '{"buckets":{}}').buckets[b] ?? null, bucket);
const savedEnding = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).game.ending ?? null, XIANGQI_KEY);

test('two players: the other side declines, then accepts; the draw is saved, shown and counted once', async ({
  page,
}) => {
  await freshApp(page);
  await newXiangqiGame(page);
  await expect(page.locator('#offer-draw')).toBeVisible();
  await move(page, 'h2', 'e2');
  // Black is to move and offers; Red answers.
  await page.locator('#offer-draw').click();
  await expect(page.locator('#ask-text')).toHaveText('Black offers a draw. Red, do you accept?');
  await page.locator('#ask-no').click();
  await expect(page.locator('#message')).toHaveText('Red declined the draw. Play on.');
  await expect(page.locator('body')).toHaveAttribute('data-over', 'false');
  await move(page, 'h9', 'g7');

  await page.locator('#offer-draw').click();
  await expect(page.locator('#ask-text')).toHaveText('Red offers a draw. Black, do you accept?');
  await expect(page.locator('#ask-yes')).toHaveText('Accept the draw');
  await page.locator('#ask-yes').click();
  await expect(page.locator('#end-title')).toHaveText('Draw');
  await expect(page.locator('#end-reason')).toHaveText('Both sides agreed');
  expect(await savedEnding(page)).toEqual({ type: 'agreement' });
  expect(await tally(page, 'xiangqi/two-player')).toEqual({ win: 0, loss: 0, draw: 1 });
  await expect(page.locator('#status')).toHaveText('Draw: both sides agreed.');
  // The game is over: no more draw offers; Rematch and Review are at hand.
  await expect(page.locator('#offer-draw')).toBeHidden();
  await expect(page.locator('#rematch')).toBeVisible();
  await expect(page.locator('#review')).toBeVisible();

  await page.reload();
  await ready(page);
  await expect(page.locator('body')).toHaveAttribute('data-over', 'true');
  await expect(page.locator('#status')).toHaveText('Draw: both sides agreed.');
  expect(await savedXiangqiMoves(page)).toEqual(['h2e2', 'h9g7']);
  expect(await tally(page, 'xiangqi/two-player')).toEqual({ win: 0, loss: 0, draw: 1 });
});

test('Gomoku has no draw offer', async ({ page }) => {
  await freshApp(page);
  await expect(page.locator('#offer-draw')).toBeHidden();
});

/** The start position at move 16 (30 plies played), Red to move: the AI weighs an offer by its search from here on. */
const AT_PLY_30 =
  '[Game "Chinese Chess"]\n[FEN "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 16"]\n\n*';

/** Loads a record into the game against the AI (the record dialog). */
async function load(page: Page, record: string): Promise<void> {
  await importRecord(page, record);
  await expect(page.locator('#record-dialog')).not.toBeVisible();
}

test.describe('against the AI', () => {
  test('the AI declines when the engine says it is ahead, and says why', async ({ page }) => {
    await installAiStub(page, {
      xiangqiReplies: ['h9g7'],
      xiangqiDraw: { code: 'better', evaluation: { verdict: 'better', side: 'black', moves: 0 }, score: -300 },
    });
    await freshApp(page);
    await newXiangqiGame(page, { mode: 'ai', level: 2, human: 'red' });
    await load(page, AT_PLY_30);
    await playerMove(page, 'h2', 'e2');
    await expect(page.locator('body')).toHaveAttribute('data-moves', '2');
    await page.locator('#offer-draw').click();
    await expect(page.locator('#message')).toHaveText('The AI declines the draw: Black is better.');
    await expect(page.locator('body')).toHaveAttribute('data-over', 'false');
    expect(await savedEnding(page)).toBeNull();
    await playerMove(page, 'b2', 'c2'); // play goes on
  });

  test('the AI accepts when the engine calls the game level; the draw counts for its level', async ({ page }) => {
    await installAiStub(page, { xiangqiReplies: ['h9g7'] });
    await freshApp(page);
    await newXiangqiGame(page, { mode: 'ai', level: 2, human: 'red' });
    await load(page, AT_PLY_30);
    await playerMove(page, 'h2', 'e2');
    await expect(page.locator('body')).toHaveAttribute('data-moves', '2');
    await page.locator('#offer-draw').click();
    await expect(page.locator('#end-title')).toHaveText('Draw');
    await expect(page.locator('#end-reason')).toHaveText('Both sides agreed');
    expect(await savedEnding(page)).toEqual({ type: 'agreement' });
    expect(await tally(page, 'xiangqi/ai/2')).toEqual({ win: 0, loss: 0, draw: 1 });
    await expect(page.locator('#review')).toBeVisible(); // each side moved
  });

  test('the real engine: a draw offered at move 1 is declined as too early', async ({ page }) => {
    await freshApp(page);
    await newXiangqiGame(page, { mode: 'ai', level: 3, human: 'red' });
    await page.locator('#offer-draw').click();
    await expect(page.locator('#message')).toHaveText('The AI declines the draw: it is too early in the game.');
    await expect(page.locator('body')).toHaveAttribute('data-over', 'false');
    await expect(page.locator('#offer-draw')).toBeEnabled();
    expect(await savedEnding(page)).toBeNull();
  });

  test('the real engine accepts a dead draw at once; a game without a move is neither counted nor offered for review', async ({
    page,
  }) => {
    await freshApp(page);
    await newXiangqiGame(page, { mode: 'ai', level: 2, human: 'red' });
    // Generals, advisors and a soldier on the last rank: nothing can mate (the rules play on).
    await load(page, '[Game "Chinese Chess"]\n[FEN "P2ak4/4a4/9/9/9/9/9/9/4A4/3AK4 w - - 0 1"]\n\n*');
    await page.locator('#offer-draw').click();
    await expect(page.locator('body')).toHaveAttribute('data-over', 'true');
    await expect(page.locator('#status')).toHaveText('Draw: both sides agreed.');
    // "The AI is considering…" goes with the end of the game.
    await expect(page.locator('body')).not.toContainText('considering');
    expect(await tally(page, 'xiangqi/ai/2')).toBeNull();
    await expect(page.locator('#rematch')).toBeVisible();
    await expect(page.locator('#review')).toBeHidden();
  });

  test.describe('in Chinese', () => {
    test.use({ locale: 'zh-CN' });
    test("提和: the AI's refusal and its reason are given in Chinese", async ({ page }) => {
      await installAiStub(page, {
        xiangqiDraw: { code: 'better', evaluation: { verdict: 'better', side: 'black', moves: 0 }, score: -120 },
      });
      await freshApp(page);
      await newXiangqiGame(page, { mode: 'ai', level: 1, human: 'red' });
      await load(page, AT_PLY_30);
      await expect(page.locator('#offer-draw')).toHaveText('提和');
      await page.locator('#offer-draw').click();
      await expect(page.locator('#message')).toHaveText('电脑拒绝和棋：黑方占优。');
    });
  });
});

test("the real engine: a lost position for the player is declined with the engine's verdict", async ({ page }) => {
  test.setTimeout(90_000);
  await freshApp(page);
  await newXiangqiGame(page, { mode: 'ai', level: 1, human: 'red' });
  // Red's bare general against two black chariots, Red to move at move 16 (30 plies played).
  await load(page, '[Game "Chinese Chess"]\n[FEN "3k5/9/9/9/9/9/9/r8/r8/4K4 w - - 0 16"]\n\n*');
  await page.locator('#offer-draw').click();
  await expect(page.locator('#message')).toHaveText(
    /^The AI declines the draw: Black (is winning|can mate in \d+)\.$/,
    { timeout: 30_000 },
  );
  await expect(page.locator('body')).toHaveAttribute('data-over', 'false');
  await expect(page.locator('#offer-draw')).toBeEnabled();
});

test.describe('in Chinese, two players', () => {
  test.use({ locale: 'zh-CN' });
  test('an agreed draw reads 和棋 · 双方议和', async ({ page }) => {
    await freshApp(page);
    await newXiangqiGame(page);
    await page.locator('#offer-draw').click();
    await expect(page.locator('#ask-text')).toHaveText('红方提和。黑方，是否同意？');
    await page.locator('#ask-yes').click();
    await expect(page.locator('#end-title')).toHaveText('和棋');
    await expect(page.locator('#end-reason')).toHaveText('双方议和');
    // No move by either side: nothing to review, nothing counted.
    await expect(page.locator('#review')).toBeHidden();
    expect(await tally(page, 'xiangqi/two-player')).toBeNull();
  });
});
