import { expect, test, type Page } from '@playwright/test';

import type { Point } from '../../../web/src/api/gomoku-types.ts';
import { CURRENT_KEY, expectMoves, freshApp, newGame, tapPoint } from '../gomoku-board.ts';
import { expectGoodLayout } from '../layout.ts';

/** Fair openings (Swap2, the RIF rule): stones by select and Confirm, choices by buttons. */

/** Taps the point and presses the ready Confirm (the acting player's). */
async function place(page: Page, p: Point, moves: number): Promise<void> {
  await tapPoint(page, p);
  await page.locator('button.confirm[data-ready="true"]').click();
  await expectMoves(page, moves);
}

async function savedDecisions(page: Page): Promise<{ stones: number; kind: string }[]> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).game.opening.decisions, CURRENT_KEY);
}

test('Swap2 between two players to ordinary play with a reload mid-opening, then a RIF opening for Renju', async ({
  page,
}, info) => {
  await freshApp(page);
  await newGame(page, { mode: 'two-player', rule: 'freestyle', size: 15, opening: 'swap2' });
  await expect(page.locator('#status')).toHaveText('Swap2: Black places stone 1');
  await place(page, { x: 7, y: 7 }, 1);
  await place(page, { x: 8, y: 8 }, 2);
  await place(page, { x: 6, y: 8 }, 3);
  await expect(page.locator('#status')).toHaveText('Swap2: White chooses a colour or places two more stones');
  await expect(page.locator('#opening-choices button')).toHaveCount(3);
  await expectGoodLayout(page);
  await page.screenshot({ path: `tests/browser/artifacts/opening-choice-${info.project.name}.png` });
  // A reload replays the opening through the engine: the same step, the same choices.
  await page.reload();
  await expect(page.locator('#status')).toHaveText('Swap2: White chooses a colour or places two more stones');
  await page.locator('#opening-choices [data-choice="place-two"]').click();
  await place(page, { x: 9, y: 9 }, 4);
  await place(page, { x: 5, y: 9 }, 5);
  await expect(page.locator('#status')).toHaveText('Swap2: Black chooses a colour');
  await page.locator('#opening-choices [data-choice="white"]').click();
  await expect(page.locator('#status')).toHaveText('White to move · move 6');
  await place(page, { x: 10, y: 10 }, 6);
  expect(await savedDecisions(page)).toEqual([
    { stones: 3, kind: 'place-two' },
    { stones: 5, kind: 'white' },
  ]);

  // RIF opening for Renju, on the same page: central squares, a colour, two fifth moves offered, one picked.
  await newGame(page, { mode: 'two-player', opening: 'rif' });
  await expect(page.locator('#game-info')).toContainText('Renju');
  await place(page, { x: 7, y: 7 }, 1);
  // The second stone must lie in the central 3×3 square: the engine refuses another.
  await tapPoint(page, { x: 3, y: 3 });
  await expect(page.locator('#message')).toBeVisible();
  await place(page, { x: 7, y: 6 }, 2);
  await place(page, { x: 8, y: 8 }, 3);
  await page.locator('#opening-choices [data-choice="white"]').click();
  await place(page, { x: 6, y: 6 }, 4);
  await expect(page.locator('#status')).toHaveText('RIF opening: Black offers two fifth moves (Confirm each)');
  await place(page, { x: 9, y: 9 }, 4);
  await place(page, { x: 1, y: 1 }, 4);
  await expect(page.locator('#status')).toHaveText('RIF opening: White picks a fifth move: j6, b14');
  await place(page, { x: 1, y: 1 }, 5);
  await expect(page.locator('#status')).toHaveText('White to move · move 6');
  expect(await savedDecisions(page)).toEqual([
    { stones: 3, kind: 'white' },
    {
      stones: 4,
      kind: 'offer',
      points: [
        { x: 9, y: 9 },
        { x: 1, y: 1 },
      ],
    },
  ]);
});

test('Swap2 against the AI: the engine takes the second player’s decision', async ({ page }) => {
  await freshApp(page);
  await newGame(page, { mode: 'ai', level: 1, human: 'black', rule: 'freestyle', size: 15, opening: 'swap2' });
  await place(page, { x: 7, y: 7 }, 1);
  await place(page, { x: 7, y: 6 }, 2);
  await place(page, { x: 9, y: 7 }, 3);
  // The AI decides at three stones (a colour, or two more stones) and the player is to act again.
  await expect.poll(async () => (await savedDecisions(page)).map((d) => d.stones)).toContain(3);
  await expect(page.locator('body')).toHaveAttribute('data-thinking', 'false');
  // The player acts next: a move in the colour the AI left to the player, or the choice after two more stones.
  await expect(page.locator('#status')).toHaveText(
    /^(Your move \((Black|White)\) · move [45]|Swap2: Black chooses a colour)$/,
  );
});
