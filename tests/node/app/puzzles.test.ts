import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  emptyRecord,
  expectedScore,
  pickNext,
  PUZZLE_K,
  PUZZLE_START_RATING,
  ratedAfter,
  recordAttempt,
} from '../../../web/app/play/puzzle-rating.ts';
import { gomokuPuzzleRules, PuzzleSession, xiangqiPuzzleRules } from '../../../web/app/play/puzzle-session.ts';
import { createPuzzles } from '../../../web/src/puzzles/index.ts';
import { nextPuzzle, puzzleToShow, recordPuzzle } from '../../../web/app/play/puzzle-progress.ts';
import {
  checkPuzzleProgress,
  loadPuzzleProgress,
  PUZZLE_PROGRESS_KEY,
  puzzleProgressSlot,
} from '../../../web/app/store/puzzle-progress.ts';
import { setLang } from '../../../web/app/ui/i18n/index.ts';
import { puzzleTask } from '../../../web/app/ui/puzzle-words.ts';
import { adapters, freshStorage, pinqi } from './helpers.ts';

const puzzles = createPuzzles(pinqi);
const gomokuRules = gomokuPuzzleRules(pinqi.GomokuGame, adapters.gomoku);
const xiangqiRules = xiangqiPuzzleRules(pinqi.XiangqiGame, adapters.xiangqi);
const gomokuPuzzle = puzzles.gomoku.find((p) => p.firstMoves.length === 1 && p.length >= 3)!;

describe('puzzle rating (web/app/play/puzzle-rating.ts)', () => {
  it('an Elo update with K = 32 against the puzzle’s rating: equal ratings move by 16, a hint scores half', () => {
    assert.equal(PUZZLE_K, 32);
    assert.equal(expectedScore(1200, 1200), 0.5);
    assert.equal(ratedAfter(1200, 1200, 'solved'), 1216);
    assert.equal(ratedAfter(1200, 1200, 'failed'), 1184);
    assert.equal(ratedAfter(1200, 1200, 'hinted'), 1200);
    // A hard puzzle solved gains more than an easy one; an easy one failed costs more.
    assert.ok(ratedAfter(1000, 1400, 'solved') - 1000 > ratedAfter(1000, 600, 'solved') - 1000);
    assert.ok(1000 - ratedAfter(1000, 600, 'failed') > 1000 - ratedAfter(1000, 1400, 'failed'));
  });

  it('the streak counts clean solves in a row; a hint or a failure ends it; only the first attempt is rated', () => {
    let record = emptyRecord();
    assert.equal(record.rating, PUZZLE_START_RATING);
    record = recordAttempt(record, { id: 'a', rating: 1000 }, 'solved').record;
    record = recordAttempt(record, { id: 'b', rating: 1000 }, 'solved').record;
    assert.deepEqual([record.streak, record.best], [2, 2]);
    const again = recordAttempt(record, { id: 'a', rating: 1000 }, 'failed');
    assert.equal(again.rated, false);
    assert.equal(again.record, record);
    record = recordAttempt(record, { id: 'c', rating: 1000 }, 'hinted').record;
    assert.deepEqual([record.streak, record.best], [0, 2]);
    record = recordAttempt(record, { id: 'd', rating: 1000 }, 'solved').record;
    record = recordAttempt(record, { id: 'e', rating: 1000 }, 'failed').record;
    assert.deepEqual([record.streak, record.best], [0, 2]);
    assert.deepEqual(record.done, { a: 'solved', b: 'solved', c: 'hinted', d: 'solved', e: 'failed' });
  });

  it('the next puzzle is the untried one nearest the rating, then unsolved ones, deterministically', () => {
    const list = [
      { id: 'p1', rating: 800 },
      { id: 'p2', rating: 950 },
      { id: 'p3', rating: 1050 },
      { id: 'p4', rating: 1300 },
    ];
    const record = emptyRecord(); // 1000: p2 and p3 are 50 away, the easier wins
    assert.equal(pickNext(list, record)?.id, 'p2');
    assert.equal(pickNext(list, { ...record, done: { p2: 'solved' } })?.id, 'p3');
    assert.equal(pickNext(list, { ...record, rating: 1250 })?.id, 'p4');
    const allTried = { ...record, done: { p1: 'solved', p2: 'solved', p3: 'failed', p4: 'hinted' } } as const;
    assert.equal(pickNext(list, allTried)?.id, 'p3');
    assert.equal(pickNext(list, allTried, 'p3')?.id, 'p4');
    assert.equal(pickNext([], record), null);
    // On the shipped puzzles too: the same progress always gives the same puzzle.
    assert.equal(pickNext(puzzles.xiangqi, record)?.id, pickNext(puzzles.xiangqi, record)?.id);
  });
});

describe('a puzzle on the board (web/app/play/puzzle-session.ts)', () => {
  it('Gomoku: following the solution, the defender answers each move and the five solves it', () => {
    const session = new PuzzleSession(gomokuPuzzle, gomokuRules, puzzles);
    const start = session.game.moveCount;
    const mine = gomokuPuzzle.solution.filter((_, i) => i % 2 === 0);
    mine.forEach((p, i) => {
      session.select(p);
      assert.deepEqual(session.pending, p);
      const step = session.confirm();
      const last = i === mine.length - 1;
      assert.deepEqual(step, last ? { verdict: 'solved', outcome: 'solved' } : { verdict: 'correct', outcome: null });
    });
    assert.equal(session.state, 'solved');
    assert.equal(session.game.moveCount, start + gomokuPuzzle.solution.length);
    assert.equal(session.game.result?.winner, gomokuPuzzle.toMove);
    assert.equal(session.select(mine[0]!).refusal?.code, 'game_over');
    session.dispose();
  });

  it('Gomoku: a move off the win fails the puzzle; a hint marks a winning move and makes a solve a hinted one', () => {
    const session = new PuzzleSession(gomokuPuzzle, gomokuRules, puzzles);
    const wrong = [...Array(gomokuPuzzle.size ** 2).keys()]
      .map((i) => ({ x: i % gomokuPuzzle.size, y: Math.floor(i / gomokuPuzzle.size) }))
      .find((p) => session.game.check(p) === null && !gomokuPuzzle.firstMoves.some((q) => q.x === p.x && q.y === p.y))!;
    session.select(wrong);
    assert.deepEqual(session.confirm(), { verdict: 'wrong', outcome: 'failed' });
    assert.equal(session.state, 'failed');
    assert.equal(session.askHint(), null);

    session.retry();
    assert.equal(session.state, 'playing');
    assert.equal(session.line.length, 0);
    const hint = session.askHint();
    assert.deepEqual(hint, gomokuPuzzle.solution[0]);
    assert.deepEqual(session.hint?.move, hint);
    assert.equal(session.hinted, true);
    let step = null;
    while (session.state === 'playing') {
      session.select(session.askHint()!);
      step = session.confirm();
    }
    assert.deepEqual(step, { verdict: 'solved', outcome: 'hinted' });
    session.dispose();
  });

  it('show solution plays the whole line from the puzzle position and fails an unfinished puzzle', () => {
    const session = new PuzzleSession(gomokuPuzzle, gomokuRules, puzzles);
    const start = session.game.moveCount;
    session.select(gomokuPuzzle.solution[0]!);
    session.confirm();
    assert.equal(session.showSolution(), 'failed');
    assert.equal(session.state, 'failed');
    assert.equal(session.solutionShown, true);
    assert.equal(session.game.moveCount, start + gomokuPuzzle.solution.length);
    assert.deepEqual(session.line, gomokuPuzzle.solution);
    assert.equal(session.showSolution(), null, 'shown again: no second outcome');
    session.dispose();
  });

  it('Xiangqi: a piece, then a target, then Confirm; the mate solves it; an illegal pick is refused by the engine', () => {
    const puzzle = puzzles.xiangqi.find((p) => p.kind === 'mate' && p.length === 2)!;
    const session = new PuzzleSession(puzzle, xiangqiRules, puzzles);
    assert.equal(session.setup.human, puzzle.toMove);
    const mine = puzzle.solution.filter((_, i) => i % 2 === 0);
    let step = null;
    for (const move of mine) {
      session.select(move.slice(0, 2));
      assert.equal(session.pending, null);
      session.select(move.slice(2));
      assert.deepEqual(session.pending, { from: move.slice(0, 2), to: move.slice(2) });
      step = session.confirm();
    }
    assert.deepEqual(step, { verdict: 'solved', outcome: 'solved' });
    assert.equal(session.game.inCheck, true);
    session.dispose();
  });

  it('Xiangqi: the hinted move carries its Chinese and WXF names from the engine, so the hint is read in the chosen notation', () => {
    const puzzle = puzzles.xiangqi.find((p) => p.kind === 'mate')!;
    const session = new PuzzleSession(puzzle, xiangqiRules, puzzles);
    const hinted = session.askHint()!;
    const named = pinqi.XiangqiGame.fromJSON(session.game.toJSON());
    const played = named.move(hinted.from, hinted.to);
    assert.deepEqual(session.hint?.result.notations, { chinese: [played.chinese], wxf: [played.wxf] });
    assert.equal(session.game.history.length, 0, 'naming the move does not play it');
    named.dispose();
    session.dispose();
  });

  it('with the progress slot, the first finished attempt is rated and kept; a retry is not rated again', () => {
    freshStorage();
    const session = new PuzzleSession(gomokuPuzzle, gomokuRules, puzzles, puzzleProgressSlot);
    assert.equal(session.rated === null, true, 'nothing rated before the attempt ends');
    assert.equal(session.record.rating, PUZZLE_START_RATING);
    for (const move of gomokuPuzzle.solution.filter((_, i) => i % 2 === 0)) {
      session.select(move);
      session.confirm();
    }
    assert.equal(session.state, 'solved');
    const rated = session.rated!;
    assert.deepEqual([rated.rated, rated.saved, rated.from], [true, true, PUZZLE_START_RATING]);
    assert.ok(rated.record.rating > PUZZLE_START_RATING);
    assert.deepEqual(loadPuzzleProgress().gomoku, rated.record);
    assert.deepEqual(session.record, rated.record);
    session.retry();
    assert.equal(session.showSolution(), 'failed');
    assert.equal(session.rated?.rated, false, 'a second attempt is not rated');
    assert.deepEqual(loadPuzzleProgress().gomoku, rated.record);
    session.dispose();
  });

  it('the puzzle shown: the one named (remembering the game), or the next for the player; a missing id is said', () => {
    freshStorage();
    const list = puzzles.xiangqi;
    const named = puzzleToShow(puzzleProgressSlot, 'xiangqi', list, list[3]!.id);
    assert.deepEqual([named.puzzle?.id, named.missing], [list[3]!.id, false]);
    assert.equal(loadPuzzleProgress().game, 'xiangqi');
    const missing = puzzleToShow(puzzleProgressSlot, 'xiangqi', list, 'no-such-id');
    assert.equal(missing.missing, true);
    assert.equal(missing.puzzle?.id, pickNext(list, loadPuzzleProgress().xiangqi)?.id);
    const next = nextPuzzle(puzzleProgressSlot, 'xiangqi', list, missing.puzzle!.id);
    assert.notEqual(next?.id, missing.puzzle!.id);
  });
});

describe('puzzle progress (web/app/store/puzzle-progress.ts)', () => {
  it('an attempt is rated once and saved; it reads back with no “could not be read”', () => {
    const storage = freshStorage();
    const first = recordPuzzle(puzzleProgressSlot, 'gomoku', gomokuPuzzle, 'solved');
    assert.deepEqual([first.rated, first.saved], [true, true]);
    assert.equal(recordPuzzle(puzzleProgressSlot, 'gomoku', gomokuPuzzle, 'failed').rated, false);
    assert.equal(checkPuzzleProgress(), false);
    assert.equal(storage.getItem(`${PUZZLE_PROGRESS_KEY}:backup`), null);
    const progress = loadPuzzleProgress();
    assert.equal(progress.gomoku.rating, first.record.rating);
    assert.deepEqual(progress.gomoku.done, { [gomokuPuzzle.id]: 'solved' });
    assert.equal(progress.xiangqi.rating, PUZZLE_START_RATING);
  });

  it('corrupt or foreign data is backed up, the player is told, and play starts afresh', () => {
    for (const raw of ['{not json', JSON.stringify({ version: 9 }), JSON.stringify([1, 2])]) {
      const storage = freshStorage();
      storage.setItem(PUZZLE_PROGRESS_KEY, raw);
      assert.equal(checkPuzzleProgress(), true, raw);
      assert.equal(storage.getItem(`${PUZZLE_PROGRESS_KEY}:backup`), raw);
      assert.equal(storage.getItem(PUZZLE_PROGRESS_KEY), null);
      assert.equal(loadPuzzleProgress().gomoku.rating, PUZZLE_START_RATING);
    }
  });

  it('a bad field is repaired (the rest kept), the original backed up, and the repair written back', () => {
    const storage = freshStorage();
    const raw = JSON.stringify({
      version: 1,
      game: 'chess',
      gomoku: { rating: -5, streak: 3, best: 7, done: { a: 'solved', b: 'maybe' } },
      xiangqi: { rating: 1111, streak: 2, best: 1, done: {} },
    });
    storage.setItem(PUZZLE_PROGRESS_KEY, raw);
    assert.equal(checkPuzzleProgress(), true);
    assert.equal(storage.getItem(`${PUZZLE_PROGRESS_KEY}:backup`), raw);
    const progress = loadPuzzleProgress();
    assert.equal(progress.game, 'gomoku');
    assert.deepEqual(progress.gomoku, { rating: PUZZLE_START_RATING, streak: 3, best: 7, done: { a: 'solved' } });
    assert.deepEqual(progress.xiangqi, { rating: 1111, streak: 2, best: 2, done: {} });
    assert.equal(checkPuzzleProgress(), false, 'the repaired form reads clean');
  });

  it('a full storage refuses the save and says so, keeping what was stored', () => {
    const storage = freshStorage();
    storage.quota = 10;
    const result = recordPuzzle(puzzleProgressSlot, 'xiangqi', { id: 'x', rating: 900 }, 'solved');
    assert.deepEqual([result.rated, result.saved], [true, false]);
    assert.equal(storage.getItem(PUZZLE_PROGRESS_KEY), null);
  });
});

describe('the puzzle task in words (web/app/ui/puzzle-words.ts)', () => {
  it('says who plays and what wins, from the kind and length, in English and Chinese', () => {
    // setLang marks the page's language; Node has no page, so give it the one element it touches.
    (globalThis as { document?: unknown }).document ??= { documentElement: {} };
    const cases = [
      [
        { kind: 'vcf', toMove: 'black', length: 4 },
        'Black to play and win with fours: five in 4 moves.',
        '黑先，连续冲四取胜：4 手成五。',
      ],
      [
        { kind: 'vct', toMove: 'white', length: 6 },
        'White to play and win with threes and fours: five in 6 moves.',
        '白先，以活三、冲四连续进攻取胜：6 手成五。',
      ],
      [{ kind: 'mate', toMove: 'red', length: 3 }, 'Red to play and mate in 3.', '红先，3 步成杀。'],
      [{ kind: 'material', toMove: 'black', length: 2 }, 'Black to play and win material in 2.', '黑先，2 步得子。'],
    ] as const;
    try {
      for (const [puzzle, en, zh] of cases) {
        setLang('en');
        assert.equal(puzzleTask(puzzle), en);
        setLang('zh');
        assert.equal(puzzleTask(puzzle), zh);
      }
    } finally {
      setLang('en');
    }
  });
});
