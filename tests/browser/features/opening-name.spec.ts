import { expect, test } from '@playwright/test';

import { freshApp } from '../gomoku-board.ts';
import { expectGoodLayout } from '../layout.ts';
import { move } from '../xiangqi-board.ts';

/** The Xiangqi opening as players know it, named by the engine's table: at the head of the move list, in the archive and in a review. */
test('the move list, the archive and the review name the Xiangqi opening', async ({ page }) => {
  await freshApp(page, 'xiangqi');
  await expect(page.locator('#opening-name')).toHaveCount(0);
  await move(page, 'h2', 'e2');
  await expect(page.locator('#opening-name')).toHaveText('Central Cannon');
  await move(page, 'h7', 'e7');
  await expect(page.locator('#opening-name')).toHaveText('Same-Direction Cannons');
  await expectGoodLayout(page);

  await page.locator('#resign').click();
  await page.locator('#ask-yes').click();
  await page.locator('details.more summary').click();
  await page.locator('#open-archive').click();
  await expect(page.locator('#archive-list button').first()).toContainText('Xiangqi Same-Direction Cannons');
  await page.locator('#archive-list button').first().click();
  await expect(page.locator('body')).toHaveAttribute('data-reviewing', 'true');
  await expect(page.locator('#opening-name')).toHaveText('Same-Direction Cannons');
});
