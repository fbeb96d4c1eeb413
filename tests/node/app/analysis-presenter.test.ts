import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { GameTypes } from '../../../web/app/play/adapter.ts';
import { Analysis, type AnalysisLine, type Evaluator } from '../../../web/app/play/analysis.ts';
import type { XiangqiTypes } from '../../../web/app/play/xiangqi-adapter.ts';
import { DEFAULT_PREFERENCES } from '../../../web/app/store/settings.ts';
import { evalBar, presentAnalysis, scoreText } from '../../../web/app/ui/analysis-presenter.ts';
import { xiangqiWords } from '../../../web/app/ui/xiangqi-words.ts';
import { adapters, pinqi, XIANGQI } from './helpers.ts';

/** The analysis board's words (ui/analysis-presenter.ts): the bar and the scores seen from the near side, the lines in the game's notation. */

const XQ = ['red', 'black'] as const;
const GO = ['black', 'white'] as const;
const line = (score: number, forced: 'win' | 'loss' | null = null, mate = 0) =>
  ({ first: null, moves: [], score, forced, mate }) as unknown as AnalysisLine<GameTypes>;

describe('the evaluation bar and the scores (ui/analysis-presenter.ts)', () => {
  it('a level score fills half the bar; a lead for the side to move is the near side’s when it moves, the far side’s when not', () => {
    assert.equal(evalBar('xiangqi', line(0), 'red', 'red', XQ).share, 0.5);
    const ahead = evalBar('xiangqi', line(200), 'red', 'red', XQ).share!;
    const behind = evalBar('xiangqi', line(200), 'black', 'red', XQ).share!;
    assert.ok(ahead > 0.5 && behind < 0.5);
    assert.ok(Math.abs(ahead + behind - 1) < 1e-9);
    assert.equal(scoreText('xiangqi', line(200), 'black', 'red', XQ), '−2.00');
    assert.equal(scoreText('xiangqi', line(35), 'red', 'red', XQ), '+0.35');
  });

  it('an unproven lead is clamped short of the end; only a forced win or mate pins the bar', () => {
    const huge = evalBar('xiangqi', line(5000), 'red', 'red', XQ);
    assert.equal(huge.share, 0.95);
    assert.equal(huge.pinned, false);
    const mate = evalBar('xiangqi', line(30000, 'win', 3), 'black', 'red', XQ);
    assert.deepEqual(mate, { share: 0, pinned: true, text: '−M3' });
    const gomoku = evalBar('gomoku', line(29500, 'win'), 'black', 'black', GO);
    assert.deepEqual(gomoku, { share: 1, pinned: true, text: 'Black wins' });
    assert.equal(scoreText('gomoku', line(-29500, 'loss'), 'white', 'black', GO), 'Black wins');
    assert.equal(scoreText('gomoku', line(-120), 'white', 'black', GO), '+120');
  });

  it('no line yet: no share and no words', () => {
    assert.deepEqual(evalBar('gomoku', null, 'black', 'black', GO), { share: null, pinned: false, text: '' });
  });

  it('the lines are written in the notation the player chose, the game’s own move words', () => {
    let send: (depth: number, lines: unknown[]) => void = () => {};
    const evaluate: Evaluator<XiangqiTypes> = (_position, options) => {
      send = (depth, lines) => options.onProgress({ depth, lines: lines as never });
      return new Promise(() => {});
    };
    const board = new Analysis<XiangqiTypes>({
      adapter: adapters.xiangqi,
      start: new pinqi.XiangqiGame().toJSON(),
      setup: XIANGQI,
      evaluate,
      tapToMove: () => false,
    });
    send(3, [{ move: 'h2e2', score: 20, mate: 0, depth: 3, pv: ['h2e2', 'h9g7'] }]);
    const prefs = { ...DEFAULT_PREFERENCES, lang: 'en' as const };
    const wxf = presentAnalysis(board, xiangqiWords, 'red', { ...prefs, notation: 'wxf' });
    assert.deepEqual(wxf.lines, [{ score: '+0.20', moves: 'C2.5 H8+7' }]);
    assert.equal(wxf.progress, 'Depth 3');
    assert.equal(wxf.status, 'Red to move · move 1 · variation');
    const chinese = presentAnalysis(board, xiangqiWords, 'black', { ...prefs, notation: 'chinese' });
    assert.deepEqual(chinese.lines, [{ score: '−0.20', moves: '炮二平五 马８进７' }]);
    assert.ok(chinese.bar.share! < 0.5);
    board.dispose();
  });
});
