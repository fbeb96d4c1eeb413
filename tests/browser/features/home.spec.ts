import { expect, test } from '@playwright/test';

import { installAiStub } from '../ai-stub.ts';
import { expectMoves, freshHome, play } from '../gomoku-board.ts';
import { expectGoodLayout } from '../layout.ts';
import { move } from '../xiangqi-board.ts';

/** The home screen (issue 14, part 3), on a phone and on a desktop (the projects 'phone' and 'desktop'). */

test('home: continue cards for the saved games; both games, both opponents, every AI level named and described', async ({
  page,
}, info) => {
  await installAiStub(page);
  await freshHome(page);
  await expect(page.locator('[data-continue]')).toHaveCount(0);
  await page.locator('#new-form input[name="mode"][value="two-player"]').check({ force: true });
  await page.locator('#new-start').click(); // Gomoku, two players
  await play(page, { x: 7, y: 7 });
  await page.locator('#open-new').click();
  // The form must be open before its radios can be checked (a check before it opens fails).
  await expect(page.locator('#new-form')).toBeVisible();
  await page.locator('#new-form input[name="game"][value="xiangqi"]').check({ force: true });
  await page.locator('#new-start').click();
  await move(page, 'h2', 'e2');
  await move(page, 'h9', 'g7');

  // A returning player: one card per saved game with moves.
  await page.goto('./');
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'home');
  await expect(page.locator('[data-continue]')).toHaveCount(2);
  await expect(page.locator('[data-continue="gomoku"]')).toContainText('move 2');
  await expect(page.locator('[data-continue="xiangqi"]')).toContainText('move 3');

  const form = page.locator('#new-form');
  await expect(form.locator('input[name="game"]')).toHaveCount(2);
  await expect(form.locator('[data-name="mode"]')).toContainText('Against the AI');
  await expect(form.locator('[data-name="mode"]')).toContainText('Two players');
  await form.locator('input[name="mode"][value="ai"]').check({ force: true });
  const levels = form.locator('[data-name="level"] label');
  await expect(levels).toHaveCount(4);
  await expect(levels.nth(0)).toContainText('Beginner');
  await expect(levels.nth(0)).toContainText('misses threats');
  await expect(levels.nth(3)).toContainText('Master');
  await expectGoodLayout(page, { scrolls: true, parts: ['.topbar', '#home'] });
  await page.screenshot({ path: `tests/browser/artifacts/home-${info.project.name}.png` });

  // Starting over a game in progress asks first.
  await form.locator('input[name="level"][value="1"]').check({ force: true });
  await page.locator('#new-start').click();
  await expect(page.locator('#ask-text')).toContainText('Start a new game?');
  await page.locator('#ask-no').click();
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'home');

  await page.locator('[data-continue="gomoku"]').click();
  await expect(page.locator('body')).toHaveAttribute('data-game', 'gomoku');
  await expectMoves(page, 1);

  await page.locator('#open-new').click();
  await form.locator('input[name="game"][value="xiangqi"]').check({ force: true });
  await form.locator('input[name="mode"][value="ai"]').check({ force: true });
  await form.locator('input[name="level"][value="1"]').check({ force: true });
  await page.locator('#new-start').click();
  await page.locator('#ask-yes').click();
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'play');
  await expect(page.locator('body')).toHaveAttribute('data-game', 'xiangqi');
  await expect(page.locator('#game-info')).toContainText('vs AI · Beginner');
  await expect(page.locator('#side-top .name')).toHaveText('AI · Beginner · Black');
});

test('the very first visit preselects the AI at the level a new player can beat; later visits, the last choice', async ({
  page,
}) => {
  await freshHome(page);
  const form = page.locator('#new-form');
  await expect(form.locator('input[name="mode"][value="ai"]')).toBeChecked();
  await expect(form.locator('input[name="level"][value="1"]')).toBeChecked();
  await expect(form.locator('[data-name="level"] label').nth(0)).toContainText('Beginner');
  await page.locator('#new-start').click();
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'play');
  await expect(page.locator('#game-info')).toContainText('vs AI · Beginner');
  // Back home, the choice kept is offered again; once two players are chosen, so are they.
  await page.goto('./');
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'home');
  await expect(form.locator('input[name="mode"][value="ai"]')).toBeChecked();
  await form.locator('input[name="mode"][value="two-player"]').check({ force: true });
  await page.locator('#new-start').click();
  await expect(page.locator('#game-info')).toContainText('Two players');
  await page.goto('./');
  await expect(form.locator('input[name="mode"][value="two-player"]')).toBeChecked();
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('home: the choices keep 44 px targets even as one character (黑, 白), and read at 4.5:1', async ({
    page,
  }, info) => {
    await freshHome(page);
    const form = page.locator('#new-form');
    await form.locator('input[name="mode"][value="ai"]').check({ force: true });
    await expect(form.locator('[data-name="level"] label').nth(0)).toContainText('入门');
    await expect(form.locator('[data-name="human"]')).toContainText('黑');
    await expectGoodLayout(page, { scrolls: true, parts: ['.topbar', '#home'] });
    await page.screenshot({ path: `tests/browser/artifacts/home-zh-${info.project.name}.png` });
  });
});
