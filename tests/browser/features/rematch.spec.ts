import { expect, test } from '@playwright/test';

import { installAiStub } from '../ai-stub.ts';
import { expectMoves, freshApp, newGame, tapPoint } from '../gomoku-board.ts';
import { expectGoodLayout } from '../layout.ts';

/** Rematch: one tap from the end of a game, with the colours swapped. */
test('Rematch starts the same game again with the colours swapped', async ({ page }, info) => {
  await installAiStub(page);
  await freshApp(page);
  await page.locator('#open-settings').click();
  await page.locator('#pref-aiDelay').uncheck();
  await page.keyboard.press('Escape');
  await newGame(page, { mode: 'ai', level: 2, human: 'black', rule: 'renju' });
  await tapPoint(page, { x: 7, y: 7 });
  await page.locator('#confirm-black').click();
  await expectMoves(page, 2);
  await page.locator('#resign').click();
  await page.locator('#ask-yes').click();
  await expect(page.locator('#end-title')).toHaveText('You lose');
  await expectGoodLayout(page);
  await page.screenshot({ path: `tests/browser/artifacts/end-of-game-${info.project.name}.png` });
  await expect(page.locator('#rematch')).toBeInViewport();
  await page.locator('#rematch').click();
  // Now the player has White: the AI (Black) opens.
  await expectMoves(page, 1);
  await expect(page.locator('#side-bottom')).toHaveAttribute('data-side', 'white');
  await expect(page.locator('#game-info')).toContainText('Renju');
});
