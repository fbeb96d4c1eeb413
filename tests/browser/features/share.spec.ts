import { expect, test, type Download, type Page } from '@playwright/test';

import { expectMoves, freshApp, NINE_MOVE_WIN, openMenu, play } from '../gomoku-board.ts';
import { expectGoodLayout } from '../layout.ts';
import { move } from '../xiangqi-board.ts';

/** Share and export (issue 27 §3): a game as a link, opened in the step-through view; a PNG; an animated GIF. */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Opens the share dialog (☰ → Share) and gives the link it shows. */
async function shareLink(page: Page): Promise<string> {
  await openMenu(page, 'open-share');
  await expect(page.locator('#share-dialog')).toBeVisible();
  return page.locator('#share-url').inputValue();
}

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The number of images in a GIF, by walking its blocks. */
function gifFrames(gif: Buffer): number {
  const subBlocks = (at: number): number => {
    while (gif[at]! !== 0) at += gif[at]! + 1;
    return at + 1;
  };
  const table = (flags: number): number => (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  let at = 13 + table(gif[10]!);
  let frames = 0;
  for (;;) {
    const block = gif[at]!;
    if (block === 0x3b) return frames;
    if (block === 0x21) at = subBlocks(at + 2);
    else if (block === 0x2c) {
      frames++;
      at = subBlocks(at + 10 + table(gif[at + 9]!) + 1);
    } else throw new Error(`bad GIF block ${block} at ${at}`);
  }
}

test('a finished Gomoku game: the link opens in the step-through view; PNG and GIF downloads', async ({
  page,
  context,
}) => {
  await freshApp(page);
  for (const p of NINE_MOVE_WIN) await play(page, p);
  await expect(page.locator('body')).toHaveAttribute('data-over', 'true');
  const link = await shareLink(page);
  expect(link).toMatch(/#g=1\.[\w-]+$/);
  await expectGoodLayout(page);
  if ((await page.locator('#share-link').textContent()) === 'Copy link') {
    await page.locator('#share-link').click();
    await expect(page.locator('#share-note')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  }

  const png = page.waitForEvent('download');
  await page.locator('#share-png').click();
  const pngFile = await png;
  expect(pngFile.suggestedFilename()).toBe('pinqi-gomoku.png');
  expect((await bytesOf(pngFile)).subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');

  const gif = page.waitForEvent('download');
  await page.locator('#share-gif').click();
  const gifFile = await gif;
  expect(gifFile.suggestedFilename()).toBe('pinqi-gomoku.gif');
  const bytes = await bytesOf(gifFile);
  expect(bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
  expect(gifFrames(bytes)).toBe(NINE_MOVE_WIN.length + 1);
  expect(bytes.length).toBeLessThan(1_000_000);

  const other = await context.newPage();
  await other.goto(link);
  await expect(other.locator('body')).toHaveAttribute('data-reviewing', 'true');
  await expect(other.locator('body')).toHaveAttribute('data-game', 'gomoku');
  await expect(other.locator('body')).toHaveAttribute('data-moves', '9');
  await expect(other.locator('body')).toHaveAttribute('data-shown-ply', '9');
  await expect(other.locator('#status')).toContainText('Black wins');
  await expect(other).toHaveURL(/#gomoku$/);
});

test('a Xiangqi position shared from the step-through view opens at that move', async ({ page, context }) => {
  await freshApp(page, 'xiangqi');
  await move(page, 'h2', 'e2');
  await move(page, 'h9', 'g7');
  await page.locator('#move-list [data-ply="1"]').click();
  const link = await shareLink(page);
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.locator('body')).toHaveAttribute('data-reviewing', 'true');
  await expect(other.locator('body')).toHaveAttribute('data-game', 'xiangqi');
  await expect(other.locator('body')).toHaveAttribute('data-moves', '2');
  await expect(other.locator('body')).toHaveAttribute('data-shown-ply', '1');
  // The game in progress is under it, as it was.
  await other.locator('#back-to-game').click();
  await expect(other.locator('body')).toHaveAttribute('data-reviewing', 'false');
  await expectMoves(other, 2);
});

test('a bad link says so and keeps the game in progress', async ({ page, context }) => {
  await freshApp(page);
  await play(page, { x: 7, y: 7 });
  await play(page, { x: 8, y: 8 });
  await page.evaluate(() => (location.hash = 'g=1.AbCdEfGh'));
  await expect(page.locator('#notice')).toContainText('This link cannot be opened');
  await expect(page.locator('body')).toHaveAttribute('data-reviewing', 'false');
  await expectMoves(page, 2);
  await expect(page).toHaveURL(/#gomoku$/);

  const other = await context.newPage();
  await other.goto(`${page.url().replace(/#.*$/, '')}#g=1.${'A'.repeat(9000)}`);
  await expect(other.locator('#message')).toContainText('it is too long');
  await other.goto(other.url().replace(/#.*$/, '#gomoku'));
  await expectMoves(other, 2);
});

test('a puzzle shares its position: the link opens it in the step-through view', async ({ page, context }) => {
  await page.goto('./#puzzles/xiangqi');
  await expect(page.locator('#puzzles')).toHaveAttribute('data-state', 'playing');
  await openMenu(page, 'open-share');
  const link = await page.locator('#share-url').inputValue();
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.locator('body')).toHaveAttribute('data-reviewing', 'true');
  await expect(other.locator('body')).toHaveAttribute('data-game', 'xiangqi');
  await expect(other.locator('body')).toHaveAttribute('data-moves', '0');
});
