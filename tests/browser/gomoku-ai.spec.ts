import { expect, test } from '@playwright/test';

import { installAiStub } from './ai-stub.ts';
import { expectMoves, freshApp, NINE_MOVE_WIN, newGame, openMenu, play, savedMoves, tapPoint } from './gomoku-board.ts';
import { PHONE, pageAt } from './layout.ts';
import { newXiangqiGame } from './xiangqi-board.ts';

/** Against the AI only the player's own Confirm exists. */
async function playHuman(page: import('@playwright/test').Page, p: { x: number; y: number }, expected: number) {
  await tapPoint(page, p);
  await page.locator('#confirm-black').click();
  await expectMoves(page, expected);
}

test.describe("against the AI (through the app's AI seam)", () => {
  test("the AI replies after the player's move, and undo takes back both plies", async ({ page }) => {
    // The stand-in holds its answer until released: an immediate answer could land
    // before the check that the player's stone stands alone.
    await installAiStub(page, { hold: true });
    await freshApp(page);
    await newGame(page, { mode: 'ai', level: 1, human: 'black' });
    await expect(page.locator('#confirm-white')).toHaveCount(0);
    await playHuman(page, { x: 7, y: 7 }, 1);
    await expect(page.locator('body')).toHaveAttribute('data-thinking', 'true');
    await page.evaluate(() => (window as unknown as { releaseAi: () => void }).releaseAi());
    await expectMoves(page, 2);
    expect(await savedMoves(page)).toEqual([
      [7, 7],
      [0, 0],
    ]);
    await expect(page.locator('#announce')).toContainText('White a15');
    await page.locator('#undo').click();
    await expectMoves(page, 0);
    expect(await savedMoves(page)).toEqual([]);
    await expect(page.locator('#status')).toContainText('Your move');
  });

  test('while the AI thinks only the board is locked; undo and restart cancel it safely', async ({ page }) => {
    await installAiStub(page, { hold: true });
    await freshApp(page);
    await newGame(page, { mode: 'ai', level: 2, human: 'black' });
    await playHuman(page, { x: 7, y: 7 }, 1);
    await expect(page.locator('body')).toHaveAttribute('data-thinking', 'true');
    await expect(page.locator('#thinking')).toBeVisible();
    // The board ignores taps; the page does not.
    await tapPoint(page, { x: 3, y: 3 });
    await expect(page.locator('#confirm-black')).toBeDisabled();
    await expect(page.locator('#undo')).toBeEnabled();

    await page.locator('#undo').click();
    await expect(page.locator('body')).toHaveAttribute('data-thinking', 'false');
    await expectMoves(page, 0);
    await page.evaluate(() => (window as unknown as { releaseAi: () => void }).releaseAi()); // a late answer
    await playHuman(page, { x: 8, y: 8 }, 1);
    expect(await savedMoves(page)).toEqual([[8, 8]]);

    await page.locator('#restart').click();
    await page.locator('#ask-yes').click();
    await expectMoves(page, 0);
    await page.evaluate(() => (window as unknown as { releaseAi: () => void }).releaseAi());
    await expectMoves(page, 0);
    await expect(page.locator('body')).toHaveAttribute('data-thinking', 'false');
    expect(await savedMoves(page)).toEqual([]);
  });

  test('after a loss undo stays on to retry, and the loss is counted once', async ({ page }) => {
    await installAiStub(page);
    await freshApp(page);
    await page.locator('#open-settings').click();
    await page.locator('#pref-aiDelay').uncheck();
    await page.keyboard.press('Escape');
    await newGame(page, { mode: 'ai', level: 1, human: 'black' });
    // The stub fills row 15 from the left: a1…e15 is five in a row for White.
    const mine = [
      { x: 7, y: 7 },
      { x: 7, y: 8 },
      { x: 7, y: 9 },
      { x: 7, y: 10 },
      { x: 9, y: 9 },
    ];
    for (const [i, p] of mine.entries()) {
      await tapPoint(page, p);
      await page.locator('#confirm-black').click();
      await expectMoves(page, 2 * i + 2); // with no pause the reply comes at once
    }
    await expect(page.locator('#end-title')).toHaveText('You lose');
    await expect(page.locator('#end-reason')).toHaveText('Five in a row');
    const losses = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('pinqi:stats')!).buckets['gomoku/ai/1'].loss);
    expect(await losses()).toBe(1);
    await expect(page.locator('#undo')).toBeEnabled();
    await page.locator('#undo').click();
    await expectMoves(page, 8);
    // Lose the same game again: still one loss.
    await tapPoint(page, { x: 10, y: 10 });
    await page.locator('#confirm-black').click();
    await expectMoves(page, 10);
    await expect(page.locator('#end-title')).toHaveText('You lose');
    expect(await losses()).toBe(1);
  });

  test('undo after the end follows one rule in both modes, and Help says so', async ({ page }) => {
    await installAiStub(page);
    await freshApp(page);
    for (const p of NINE_MOVE_WIN) await play(page, p);
    await expect(page.locator('body')).toHaveAttribute('data-over', 'true');
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
    const againstAi = await page.locator('#undo').isEnabled();
    expect(twoPlayer).toBe(againstAi);
    await openMenu(page, 'open-help');
    await expect(page.locator('#help-body')).toContainText('after its end');
  });

  test('hint shows the suggested move and its reason', async ({ page }) => {
    await installAiStub(page);
    await freshApp(page);
    await newGame(page, { mode: 'ai', level: 3, human: 'black' });
    await page.locator('#hint').click();
    await expect(page.locator('#hint-card .hint-move')).toHaveText('h8');
    await expect(page.locator('#hint-card .hint-eval')).toHaveText('Take the centre.');
  });

  test('a hint shows the same way in both games: marked on the board and spelled out without scrolling', async ({
    browser,
  }) => {
    const page = await pageAt(browser, PHONE);
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
});

test('the real AI engine (createAi in a Worker) replies with a legal move, and gives hints', async ({ page }) => {
  await freshApp(page);
  await newGame(page, { mode: 'ai', level: 1, human: 'black' });
  await playHuman(page, { x: 7, y: 7 }, 1);
  await expect(page.locator('body')).toHaveAttribute('data-moves', '2', { timeout: 20_000 });
  const saved = await savedMoves(page);
  expect(saved[0]).toEqual([7, 7]);
  expect(saved[1]).not.toEqual([7, 7]);
  await expect(page.locator('#hint')).toBeEnabled();
  await page.locator('#hint').click();
  await expect(page.locator('#hint-card .hint-move')).toHaveText(/^[a-o]\d+$/, { timeout: 20_000 });
});
