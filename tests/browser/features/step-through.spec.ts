import { expect, test } from '@playwright/test';

import { expectMoves, freshApp, isDark, pixelAt, play, tapPoint, waitForFrame } from '../gomoku-board.ts';
import { expectGoodLayout } from '../layout.ts';

/** Stepping through a game: earlier positions while the live game stays put; then the same for an archived game. */

const OPENING = [
  { x: 7, y: 7 },
  { x: 8, y: 8 },
  { x: 6, y: 6 },
  { x: 9, y: 9 },
];

test('a move in the list, or ← → Home End, shows an earlier position with input off; back to the game; also for an archived game', async ({
  page,
}, info) => {
  await freshApp(page);
  for (const p of OPENING) await play(page, p);
  await page.locator('#move-list [data-ply="2"]').click();
  await expect(page.locator('body')).toHaveAttribute('data-shown-ply', '2');
  await expect(page.locator('#viewing')).toHaveText('Viewing move 2 of 4');
  await expect(page.locator('#back-to-game')).toBeVisible();
  await waitForFrame(page);
  expect(isDark(await pixelAt(page, { x: 6, y: 6 }))).toBe(false); // move 3 is not on the board yet
  expect(await pixelAt(page, { x: 8, y: 8 })).not.toEqual(await pixelAt(page, { x: 3, y: 3 })); // move 2 is
  await expect(page.locator('#status')).toContainText('Black to move · move 5'); // the live game is where it was
  await expectGoodLayout(page);
  await page.screenshot({ path: `tests/browser/artifacts/step-through-${info.project.name}.png` });

  await tapPoint(page, { x: 0, y: 0 }); // no input while viewing
  await expectMoves(page, 4);
  await expect(page.locator('#confirm-black')).toBeDisabled();

  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('body')).toHaveAttribute('data-shown-ply', '1');
  await page.keyboard.press('Home');
  await expect(page.locator('body')).toHaveAttribute('data-shown-ply', '0');
  await expect(page.locator('#step-back')).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('body')).toHaveAttribute('data-shown-ply', '1');
  await page.keyboard.press('End');
  await expect(page.locator('body')).toHaveAttribute('data-viewing', 'false');

  await page.locator('#move-list [data-ply="1"]').click();
  await page.locator('#back-to-game').click();
  await expect(page.locator('body')).toHaveAttribute('data-viewing', 'false');
  await play(page, { x: 5, y: 5 });

  // The finished game, from the archive, on the same board.
  await page.locator('#resign').click();
  await page.locator('#ask-yes').click();
  await page.locator('details.more summary').click();
  await page.locator('#open-archive').click();
  await page.locator('#archive-list button').first().click();
  await expect(page.locator('body')).toHaveAttribute('data-reviewing', 'true');
  await expect(page.locator('body')).toHaveAttribute('data-shown-ply', '0');
  await page.keyboard.press('End');
  await expect(page.locator('body')).toHaveAttribute('data-shown-ply', '5');
  await expect(page.locator('#step-forward')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.locator('body')).toHaveAttribute('data-reviewing', 'false');
});
