import { expect, test, type Page } from '@playwright/test';

import { installAiStub } from '../ai-stub.ts';
import { expectResult, NINE_MOVE_WIN, ready } from '../gomoku-board.ts';
import { expectGoodLayout } from '../layout.ts';

/**
 * Review (issue 15 §2): the engine goes through a finished game once; the
 * table shows the evaluation graph (a tap jumps there), the move list's marks,
 * the shown move's verdict in words and the best line on the board; the review
 * is kept with the archived game, so opening it again shows it at once.
 */

const body = (page: Page) => page.locator('body');
const graph = (page: Page) => page.locator('#eval-graph');

/** Taps the graph at the point of `ply` among `plies` points (play/review-graph.ts: 4 px margin). */
async function tapGraph(page: Page, ply: number, plies: number): Promise<void> {
  const box = (await graph(page).boundingBox())!;
  const x = 4 + (ply * (box.width - 8)) / (plies - 1);
  await graph(page).click({ position: { x, y: box.height / 2 } });
}

/** Opens the app with `items` in its storage (put there once: a reload keeps what the app wrote since). */
async function openWith(page: Page, url: string, items: Record<string, unknown>): Promise<void> {
  await page.addInitScript(
    (items) => {
      (window as unknown as { pinqiTestReviewMs: number }).pinqiTestReviewMs = 40;
      if (localStorage.getItem('pinqi:archive')) return;
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    },
    Object.fromEntries(Object.entries(items).map(([k, v]) => [k, JSON.stringify(v)])),
  );
  await page.goto(url);
  await ready(page);
}

const TWO_PLAYERS = { mode: 'two-player', level: 3, clockMinutes: 0 };

/** The nine-move win (Black's five) on the table, finished, and in the archive under the same id. */
const FINISHED_GOMOKU = {
  'pinqi:gomoku:current': {
    schema: 'pinqi-app/gomoku-current',
    version: 1,
    id: 'five',
    rev: 0,
    startedAt: 1_700_000_000_000,
    setup: { rule: 'freestyle', size: 15, human: 'black', ...TWO_PLAYERS },
    game: {
      schema: 'pinqi/gomoku',
      version: 1,
      size: 15,
      rule: 'freestyle',
      moves: NINE_MOVE_WIN.map((p) => [p.x, p.y]),
    },
    clocks: null,
    turnElapsedMs: 0,
    ending: null,
  },
  'pinqi:archive': {
    version: 1,
    games: [
      {
        id: 'five',
        game: 'gomoku',
        finishedAt: 1_700_000_000_000,
        setup: { rule: 'freestyle', size: 15, human: 'black', ...TWO_PLAYERS },
        moves: NINE_MOVE_WIN.map((p) => [p.x, p.y]),
        result: { winner: 'black', reason: 'five' },
      },
    ],
  },
};

async function openArchived(page: Page): Promise<void> {
  await page.locator('details.more summary').click();
  await page.locator('#open-archive').click();
  await page.locator('#archive-list button').first().click();
  await expect(body(page)).toHaveAttribute('data-reviewing', 'true');
}

test('Review of a finished game: progress and Cancel, then the graph, marks, words and best line; kept, so reopening it needs no analysis', async ({
  page,
}, info) => {
  await installAiStub(page);
  await openWith(page, './#gomoku', FINISHED_GOMOKU);
  await expectResult(page, 'Black wins');

  // The engine works in the Worker with its progress; Cancel keeps nothing.
  await page.evaluate(() => ((window as unknown as { holdAnalysis: boolean }).holdAnalysis = true));
  await page.locator('#review').click();
  await expect(page.locator('#review-status')).toHaveText('Analysing… 1/9');
  await page.locator('#review-cancel').click();
  await expect(body(page)).toHaveAttribute('data-review', 'none');
  await page.evaluate(() => ((window as unknown as { holdAnalysis: boolean }).holdAnalysis = false));
  await page.locator('#review-run').click();
  await expect(body(page)).toHaveAttribute('data-review', 'done');

  // The graph (one point per ply), the marks beside the moves, the words for the shown move.
  await expect(graph(page)).toHaveAttribute('data-points', '10');
  await expect(page.locator('#move-list .mark')).toHaveText(['??', '?!', '?']);
  await expect(page.locator('#move-list [data-ply="3"] .mark')).toHaveText('??');
  await page.locator('#move-list [data-ply="3"]').click();
  await expect(page.locator('#review-explain')).toHaveText(
    'Move 3, Black g8: a blunder. Best was a13. Missed a forced win by fours: a13 b13 c13.',
  );
  // The best line from the shown position: three ghost stones.
  await expect(page.locator('#board canvas')).toHaveAttribute('data-overlay', '3');
  await expect(page.locator('#review-line')).toHaveText('Best line from here: a12 b12 c12');
  await expectGoodLayout(page, {
    parts: ['.topbar', '#side-top', '#board', '#side-bottom', '.status-box', '#review-panel', '#controls', '.moves'],
  });
  await page.screenshot({ path: `tests/browser/artifacts/review-${info.project.name}.png` });

  // A tap on the graph jumps there; the last position has no line to draw.
  await tapGraph(page, 6, 10);
  await expect(body(page)).toHaveAttribute('data-shown-ply', '6');
  await expect(graph(page)).toHaveAttribute('data-shown', '6');
  await expect(page.locator('#review-explain')).toContainText('Move 6, White');
  await expect(page.locator('#review-explain')).toContainText('a mistake');
  await tapGraph(page, 9, 10);
  await expect(graph(page)).toHaveAttribute('data-shown', '9');
  await expect(page.locator('#board canvas')).toHaveAttribute('data-overlay', '0');

  // Kept with the archived game: after a reload it shows at once, with no second analysis.
  await page.reload();
  await ready(page);
  await openArchived(page);
  await expect(body(page)).toHaveAttribute('data-review', 'done');
  await expect(page.locator('#move-list .mark')).toHaveText(['??', '?!', '?']);
  await expect(page.locator('#board canvas')).toHaveAttribute('data-overlay', '3');
  expect(await page.evaluate(() => (window as unknown as { analyzeCalls: number }).analyzeCalls)).toBe(0);
});

test('the real engine reviews an archived Xiangqi game: the missed mate in one, in words and as an arrow on the board', async ({
  page,
}, info) => {
  // Red could mate with b5d5 and played e2e1 instead (the README's example), archived as resigned.
  await openWith(page, './#xiangqi', {
    'pinqi:archive': {
      version: 1,
      games: [
        {
          id: 'missed-mate',
          game: 'xiangqi',
          finishedAt: 1_700_000_000_000,
          setup: { human: 'red', ...TWO_PLAYERS },
          startFen: '1r7/3k5/9/9/1R7/9/7N1/4K4/9/9 w - - 0 1',
          moves: ['e2e1', 'b9b5'],
          result: { winner: 'black', reason: 'resign' },
        },
      ],
    },
  });
  await openArchived(page);
  await expect(body(page)).toHaveAttribute('data-review', 'none');
  await page.locator('#review-run').click();
  await expect(body(page)).toHaveAttribute('data-review', 'done', { timeout: 15_000 });
  await expect(page.locator('#move-list [data-ply="1"] .mark')).toHaveText('??');
  await page.locator('#move-list [data-ply="1"]').click();
  await expect(page.locator('#review-explain')).toContainText('a blunder');
  await expect(page.locator('#review-explain')).toContainText('Missed mate in 1: R8.6.');
  await page.locator('#step-first').click();
  await expect(body(page)).toHaveAttribute('data-shown-ply', '0');
  await expect(page.locator('#review-line')).toContainText('R8.6');
  await expect(page.locator('#board canvas')).toHaveAttribute('data-overlay', '1');
  await page.screenshot({ path: `tests/browser/artifacts/review-xiangqi-${info.project.name}.png` });
});
