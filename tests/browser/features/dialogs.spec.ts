import { expect, test } from '@playwright/test';

import { freshApp, play } from '../gomoku-board.ts';
import { expectGoodLayout } from '../layout.ts';

/**
 * The menu and each panel it opens (and Settings), on a phone and on a
 * desktop: every touch target is 44 px or more (a switch counts with its
 * words: its whole row toggles it), all text reads at 4.5:1, nothing scrolls
 * the page sideways or down.
 */
test('the menu and every panel keep finger-sized targets and readable text', async ({ page }, info) => {
  await freshApp(page);
  await play(page, { x: 7, y: 7 });
  const menu = page.locator('details.more');
  await menu.locator('summary').click();
  await expectGoodLayout(page, { parts: [] });
  for (const id of ['open-samples', 'open-record', 'open-archive', 'open-stats', 'open-help', 'open-about']) {
    if (!(await page.locator(`#${id}`).isVisible())) await menu.locator('summary').click();
    await page.locator(`#${id}`).click();
    await expect(page.locator('dialog[open]')).toHaveCount(1);
    await expectGoodLayout(page, { parts: [] });
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  }
  await page.locator('#open-settings').click();
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await expectGoodLayout(page, { parts: [] });
  await page.screenshot({ path: `tests/browser/artifacts/settings-${info.project.name}.png` });
  // A switch toggles from its words, not only from its small box.
  const row = page.locator('label.toggle', { has: page.locator('#pref-coordinates') });
  const before = await page.locator('#pref-coordinates').isChecked();
  await row.locator('span').click();
  await expect(page.locator('#pref-coordinates')).toBeChecked({ checked: !before });
});
