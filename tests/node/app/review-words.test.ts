import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { Review } from '../../../web/app/play/review.ts';
import type { StoredMoveReview } from '../../../web/app/play/review-run.ts';
import { DEFAULT_PREFERENCES } from '../../../web/app/store/settings.ts';
import { setLang } from '../../../web/app/ui/i18n/index.ts';
import { bestLineText, lineNamer, moveVerdictText } from '../../../web/app/ui/review-words.ts';
import { adapters, GOMOKU, XIANGQI } from './helpers.ts';

/** A review in words (ui/review-words.ts): the engine's codes and moves, worded in English and Chinese. */

(globalThis as { document?: unknown }).document ??= { documentElement: {} };
const prefs = { ...DEFAULT_PREFERENCES };

function gomokuGame() {
  return new Review(
    adapters.gomoku,
    {
      schema: 'pinqi/gomoku',
      version: 1,
      size: 15,
      rule: 'freestyle',
      moves: [
        [7, 7],
        [8, 8],
      ],
    },
    GOMOKU,
    { winner: 'white', reason: 'resign' },
    'g1',
  );
}

const blunder = {
  ply: 0,
  move: { x: 7, y: 7 },
  side: 'black',
  scoreBefore: 0,
  scoreAfter: -30000,
  best: { x: 9, y: 9 },
  bestLine: [{ x: 9, y: 9 }],
  classification: 'blunder',
  missedWin: {
    kind: 'vcf',
    line: [
      { x: 9, y: 9 },
      { x: 9, y: 10 },
      { x: 10, y: 9 },
    ],
  },
  allowedWin: { kind: 'vct', line: [{ x: 1, y: 1 }] },
} as unknown as StoredMoveReview;

describe('a review in words', () => {
  it('Gomoku: the verdict, the best move, the missed and the allowed forced win with their points, in both languages', () => {
    const table = gomokuGame();
    try {
      setLang('en');
      const name = lineNamer(table, prefs);
      assert.equal(
        moveVerdictText(blunder, 'h8', name),
        'Move 1, Black h8: a blunder. Best was j6. Missed a forced win by fours: j6 j5 k6. ' +
          'Allowed a forced win by threes and fours: b14.',
      );
      assert.equal(
        bestLineText(
          0,
          [
            { x: 9, y: 9 },
            { x: 8, y: 7 },
          ],
          name,
        ),
        'Best line from here: j6 i8',
      );
      assert.equal(bestLineText(0, [], name), '');
      setLang('zh');
      assert.equal(
        moveVerdictText(blunder, 'h8', name),
        '第 1 手，黑 h8：败着。最佳为 j6。错过了连续冲四的必胜：j6 j5 k6。让对方有了活三冲四的必胜：b14。',
      );
      const good = { ...blunder, classification: 'good', missedWin: null, allowedWin: null } as StoredMoveReview;
      assert.equal(moveVerdictText(good, 'h8', name), '第 1 手，黑 h8：好棋。', 'no best move for a good one');
    } finally {
      setLang('en');
      table.dispose();
    }
  });

  it('Xiangqi: a missed mate in N with its line in the player’s notation, replayed from the position before the move', () => {
    const fen = '1r7/3k5/9/9/1R7/9/7N1/4K4/9/9 w - - 0 1';
    const table = new Review(
      adapters.xiangqi,
      { schema: 'pinqi/xiangqi', version: 1, startFen: fen, moves: ['e2e1', 'b9b5'] },
      XIANGQI,
      { winner: 'black', reason: 'resign' },
      'x1',
    );
    const missed = {
      ply: 0,
      move: 'e2e1',
      side: 'red',
      scoreBefore: 29999,
      scoreAfter: 0,
      best: 'b5d5',
      bestLine: ['b5d5'],
      classification: 'blunder',
      missedMate: { moves: 1, line: ['b5d5'] },
      allowedMate: null,
    } as unknown as StoredMoveReview;
    try {
      setLang('en');
      const wxf = moveVerdictText(missed, 'K5-1', lineNamer(table, { ...prefs, notation: 'wxf' }));
      assert.match(wxf, /^Move 1, Red K5-1: a blunder\. Best was R8\.6\. Missed mate in 1: R8\.6\.$/);
      const iccs = moveVerdictText(missed, 'e2e1', lineNamer(table, { ...prefs, notation: 'iccs' }));
      assert.match(iccs, /Missed mate in 1: b5d5\./);
      setLang('zh');
      assert.match(moveVerdictText(missed, '帅五退一', lineNamer(table, prefs)), /错过了 1 步杀：车八平六。/);
      assert.equal(
        lineNamer(table, { ...prefs, notation: 'wxf' })(0, ['a0a9']).join(),
        'a0a9',
        'a line that does not replay stays in ICCS',
      );
    } finally {
      setLang('en');
      table.dispose();
    }
  });
});
