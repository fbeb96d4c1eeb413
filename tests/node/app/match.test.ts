import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';

import { AI_TIME_MS } from '../../../web/app/play/match.ts';
import { LEVELS } from '../../../web/app/play/setup.ts';
import { keepFinished } from '../../../web/app/store/results.ts';
import { listArchive } from '../../../web/app/store/archive.ts';
import { allTallies } from '../../../web/app/store/stats.ts';
import { GOMOKU, harness, savedMoves, ScriptedAi, settle, XIANGQI } from './helpers.ts';

/**
 * The match (web/app/play/match.ts) over the real engine, in Node: no DOM.
 * Every committed move is saved before it is announced, the AI plays through
 * the package's AI seam, and the end of a game is handed to the store once.
 */

describe('select, then confirm', () => {
  it('a tap only selects; only the side to move can confirm, and the move is saved before it is announced', () => {
    const { match, changes, storage } = harness('gomoku');
    match.start(GOMOKU);
    match.select({ x: 7, y: 7 });
    assert.equal(match.game.moveCount, 0);
    assert.deepEqual(savedMoves(storage, 'gomoku'), []);
    assert.equal(match.canConfirm('black'), true);
    assert.equal(match.canConfirm('white'), false, "the other side's Confirm is idle");
    match.confirm('white');
    assert.equal(match.game.moveCount, 0);
    const saved: unknown[][] = [];
    match.subscribe((change) => {
      if (change.type === 'moved') saved.push(savedMoves(storage, 'gomoku'));
    });
    match.confirm('black');
    assert.equal(match.game.moveCount, 1);
    assert.deepEqual(saved, [[[7, 7]]], 'saved when the move is announced');
    assert.equal(changes.filter((c) => c.type === 'moved').length, 1);
  });

  it('a refused tap names the engine’s reason as a code (Renju double-three)', () => {
    const { match, changes } = harness('gomoku');
    match.start({ ...GOMOKU, rule: 'renju' });
    for (const [x, y] of [
      [6, 7],
      [0, 0],
      [7, 7],
      [0, 2],
      [8, 5],
      [0, 4],
      [8, 6],
      [0, 6],
    ] as const) {
      match.select({ x, y });
      match.confirmFromBoard();
    }
    match.select({ x: 8, y: 7 });
    assert.deepEqual(changes.filter((c) => c.type === 'refused').at(-1), {
      type: 'refused',
      refusal: { code: 'forbidden', cell: 'i8', kind: 'double_three' },
    });
    assert.equal(match.pending, null);
  });

  it('Xiangqi: a piece, then one of its legal targets, then Confirm; a dragged piece does the same', () => {
    const { match } = harness('xiangqi');
    match.start(XIANGQI);
    match.select('b0');
    assert.deepEqual(match.selection.targets, ['a2', 'c2']);
    match.select('c2');
    assert.deepEqual(match.pending, { from: 'b0', to: 'c2' });
    match.confirm('red');
    assert.equal(match.game.lastMove?.iccs, 'b0c2');
    match.drop('h9', 'g7');
    assert.deepEqual(match.pending, { from: 'h9', to: 'g7' });
    match.confirm('black');
    assert.equal(match.game.lastMove?.iccs, 'h9g7');
  });
});

describe('one undo rule, during and after the game (defect 6)', () => {
  it('two players: undo after the end takes back the final move and the game goes on', () => {
    const { match, finished } = harness('gomoku');
    match.start(GOMOKU);
    const moves = [
      [5, 7],
      [5, 9],
      [6, 7],
      [7, 9],
      [7, 7],
      [9, 9],
      [8, 7],
      [11, 9],
      [9, 7],
    ] as const;
    for (const [x, y] of moves) {
      match.select({ x, y });
      match.confirmFromBoard();
    }
    assert.equal(match.over, true);
    assert.equal(finished.length, 1);
    assert.equal(match.undoCount(), 1);
    match.undo();
    assert.equal(match.over, false);
    assert.equal(match.game.moveCount, 8);
  });

  it('against the AI: undo after a loss takes back the AI’s reply and the player’s move', async () => {
    const ai = new ScriptedAi<string>(['a9a8']);
    const { match } = harness('xiangqi', { ai });
    match.start({ ...XIANGQI, mode: 'ai', human: 'red' });
    match.select('h2');
    match.select('e2');
    match.confirm('red');
    await settle();
    assert.equal(match.game.moveCount, 2);
    match.resign();
    assert.equal(match.over, true);
    assert.equal(match.undoCount(), 2);
    match.undo();
    assert.equal(match.game.moveCount, 0);
    assert.equal(match.over, false);
  });
});

describe('a game with no move by the player is never counted (defect 2)', () => {
  it('resigning an empty game ends it, but it is neither counted nor archived', () => {
    const { match, finished, storage } = harness('gomoku');
    match.start(GOMOKU);
    match.resign();
    assert.equal(match.over, true);
    assert.equal(finished.length, 1);
    assert.equal(finished[0]!.played, false);
    keepFinished(finished[0]!);
    assert.deepEqual(allTallies(), []);
    assert.deepEqual(listArchive(), []);
    void storage;
  });

  it('two players: a game with a move is counted, once, however often it ends', () => {
    const { match, finished } = harness('xiangqi');
    match.start(XIANGQI);
    match.drop('h2', 'e2');
    match.confirm('red');
    match.resign(); // Black resigns
    const last = finished.at(-1)!;
    assert.equal(last.played, true);
    keepFinished(last);
    match.undo(); // takes back Red's move and the resignation with it
    match.drop('h2', 'e2');
    match.confirm('red');
    match.resign();
    keepFinished(finished.at(-1)!);
    assert.deepEqual(allTallies(), [['xiangqi/two-player', { win: 1, loss: 0, draw: 0 }]]);
    assert.equal(listArchive().length, 1);
  });

  it('against the AI, a game where only the AI moved is not counted', async () => {
    const ai = new ScriptedAi<{ x: number; y: number }>([{ x: 7, y: 7 }]);
    const { match, finished } = harness('gomoku', { ai });
    match.start({ ...GOMOKU, mode: 'ai', human: 'white' });
    await settle();
    assert.equal(match.game.moveCount, 1);
    match.resign();
    assert.equal(finished.at(-1)!.played, false);
  });
});

describe('the AI seam (the package’s own AI types)', () => {
  it('the AI answers through the same commit path, and a cancelled search never lands', async () => {
    const ai = new ScriptedAi<{ x: number; y: number }>([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
    ]);
    ai.hold = true;
    const { match, storage } = harness('gomoku', { ai });
    match.start({ ...GOMOKU, mode: 'ai', human: 'black' });
    match.select({ x: 7, y: 7 });
    match.confirm('black');
    assert.ok(match.thinking);
    assert.equal(match.accepting, false, 'the board is locked while the AI thinks');
    match.undo(); // aborts: the stand-in resolves with its move, marked cancelled
    await settle();
    assert.equal(match.thinking, null);
    assert.deepEqual(savedMoves(storage, 'gomoku'), []);
    ai.release();
    await settle();
    assert.equal(match.game.moveCount, 0, 'the late answer is dropped');
    match.select({ x: 8, y: 8 });
    match.confirm('black');
    ai.release();
    await settle();
    assert.deepEqual(savedMoves(storage, 'gomoku'), [
      [8, 8],
      [1, 0],
    ]);
  });

  it('the AI thinks for the time of its level, one time for each of the engine’s levels and no other', async () => {
    assert.deepEqual(Object.keys(AI_TIME_MS).map(Number), [...LEVELS]);
    for (const level of LEVELS) {
      const ai = new ScriptedAi<{ x: number; y: number }>([{ x: 7, y: 7 }]);
      const times: (number | undefined)[] = [];
      const think = ai.think.bind(ai);
      ai.think = (position, options) => {
        times.push(options?.timeMs);
        return think(position, options);
      };
      const { match } = harness('gomoku', { ai });
      match.start({ ...GOMOKU, mode: 'ai', human: 'white', level });
      await settle();
      assert.deepEqual(times, [AI_TIME_MS[level]], `level ${level}`);
      assert.equal(match.game.moveCount, 1);
      match.dispose();
    }
  });

  it('a hint is the engine’s suggestion, the same for both games, and goes when the position changes', async () => {
    const gomokuAi = new ScriptedAi<{ x: number; y: number }>([], {
      move: { x: 7, y: 7 },
      reason: { code: 'opening', moves: 0, lost: false },
    });
    const g = harness('gomoku', { ai: gomokuAi });
    g.match.start({ ...GOMOKU, mode: 'ai' });
    await g.match.askHint();
    assert.deepEqual(g.match.hint?.move, { x: 7, y: 7 });
    g.match.select({ x: 7, y: 7 });
    assert.equal(g.match.hint, null);

    const xiangqiAi = new ScriptedAi<string>([], {
      move: 'h2e2',
      reason: { verdict: 'level', side: null, moves: 0 },
    });
    const x = harness('xiangqi', { ai: xiangqiAi });
    x.match.start({ ...XIANGQI, mode: 'ai' });
    await x.match.askHint();
    assert.deepEqual(x.match.hint?.move, { from: 'h2', to: 'e2' });
  });
});

describe('draw offers (defect 1: the end clears the AI’s consideration)', () => {
  it('when the AI accepts, the game ends agreed and nothing says it is still considering', async () => {
    const level = { verdict: 'level', side: null, moves: 0 } as const;
    const ai = new ScriptedAi<string>(['h9g7'], null, { accept: true, code: 'accept', evaluation: level, score: 10 });
    ai.hold = true;
    const { match, finished } = harness('xiangqi', { ai });
    match.start({ ...XIANGQI, mode: 'ai', human: 'red' });
    const offer = match.offerDraw(async () => true);
    assert.equal(match.weighingDraw, true);
    ai.release();
    await offer;
    assert.equal(match.over, true);
    assert.deepEqual(match.finish, { winner: null, reason: 'agreement' });
    assert.equal(match.weighingDraw, false);
    assert.equal(finished.length, 1);
    assert.equal(ai.drawOffers, 1, 'the engine is asked (ai.offerDraw), not the app');
  });

  it('the AI weighs a draw offer for the package’s own time (AI_DEFAULTS.drawTimeMs), not one the app repeats', async () => {
    const level = { verdict: 'level', side: null, moves: 0 } as const;
    const ai = new ScriptedAi<string>([], null, { accept: true, code: 'accept', evaluation: level, score: 0 });
    const asked: object[] = [];
    const offerDraw = ai.offerDraw.bind(ai);
    ai.offerDraw = (position, options) => {
      asked.push({ ...options });
      return offerDraw(position, options);
    };
    const { match } = harness('xiangqi', { ai });
    match.start({ ...XIANGQI, mode: 'ai', human: 'red' });
    await match.offerDraw(async () => true);
    assert.equal(asked.length, 1);
    assert.equal('timeMs' in asked[0]!, false);
    assert.equal(match.over, true);
  });

  it('when the engine declines for the AI, play goes on and its verdict is passed on as codes', async () => {
    const better = { verdict: 'better', side: 'black', moves: 0 } as const;
    // The score says nothing to the app: only the engine's decision counts.
    const ai = new ScriptedAi<string>(
      [],
      { move: 'h2e2', score: 0 },
      { accept: false, code: 'better', evaluation: better, score: 500 },
    );
    const { match, changes } = harness('xiangqi', { ai });
    match.start({ ...XIANGQI, mode: 'ai', human: 'red' });
    await match.offerDraw(async () => true);
    assert.equal(match.over, false);
    assert.equal(match.weighingDraw, false);
    const notice = changes.find((c) => c.type === 'notice');
    assert.ok(notice && notice.type === 'notice' && notice.notice.code === 'draw_declined');
    assert.equal(notice.notice.why, 'better');
    assert.deepEqual(notice.notice.evaluation, better);
  });

  it('at move 2 of an even opening the AI takes the engine’s word: a level game is a draw only if the engine accepts', async () => {
    // A hint would call the game level (score 0): the app no longer judges from it; the engine declines, too early.
    const ai = new ScriptedAi<string>(
      ['h9g7'],
      { move: 'h2e2', score: 0 },
      { accept: false, code: 'too_early', evaluation: null, score: 0 },
    );
    const { match, changes } = harness('xiangqi', { ai });
    match.start({ ...XIANGQI, mode: 'ai', human: 'red' });
    match.select('h2');
    match.select('e2');
    match.confirm('red');
    await settle();
    await match.offerDraw(async () => true);
    assert.equal(match.over, false, 'the app never accepts on the AI’s behalf');
    const notice = changes.find((c) => c.type === 'notice');
    assert.ok(notice?.type === 'notice' && notice.notice.code === 'draw_declined');
    assert.equal(notice.notice.why, 'too_early');
  });
});

describe('new games', () => {
  it('rematch swaps the colours; restart keeps the setup and the clock', () => {
    const { match } = harness('xiangqi');
    match.start({ ...XIANGQI, clockMinutes: 5 });
    match.select('h2');
    match.select('e2');
    match.confirm('red');
    match.restart();
    assert.equal(match.game.moveCount, 0);
    assert.equal(match.setup.clockMinutes, 5);
    assert.equal(match.timeLeft('red'), 300_000);
    match.rematch();
    assert.equal(match.setup.human, 'black');
    match.dispose();
  });

  it('a loaded position with moves starts without a clock (there is no time for moves already made)', () => {
    const { match } = harness('gomoku');
    match.start({ ...GOMOKU, clockMinutes: 3 });
    const game = new (match.game.constructor as typeof import('../../../web/src/index.ts').GomokuGame)();
    game.place({ x: 7, y: 7 });
    match.newGame(match.setup, game);
    assert.equal(match.setup.clockMinutes, 0);
    assert.equal(match.timeLeft('black'), null);
  });
});

describe('clocks', () => {
  it('the side to move’s clock runs; a flag fall ends the game on time', () => {
    mock.timers.enable({ apis: ['setInterval'] });
    try {
      const { match, time } = harness('gomoku');
      match.start({ ...GOMOKU, clockMinutes: 3 });
      time.now = 10_000;
      assert.equal(match.timeLeft('black'), 170_000);
      assert.equal(match.timeLeft('white'), 180_000);
      time.now = 181_000;
      mock.timers.tick(250);
      assert.deepEqual(match.finish, { winner: 'white', reason: 'time' });
      match.dispose();
    } finally {
      mock.timers.reset();
    }
  });
});

describe('storage and other tabs', () => {
  it('when storage is full the move is taken back and the player told', () => {
    const { match, changes, storage } = harness('gomoku');
    match.start(GOMOKU);
    storage.quota = (storage.getItem('pinqi:gomoku:current') ?? '').length;
    match.select({ x: 7, y: 7 });
    match.confirm('black');
    assert.equal(match.game.moveCount, 0);
    assert.ok(changes.some((c) => c.type === 'notice' && c.notice.code === 'storage_full'));
  });

  it('another tab’s newer state is taken, and our write never overwrites it blindly', () => {
    const a = harness('gomoku');
    a.match.start(GOMOKU);
    const b = harness('gomoku', { storage: a.storage });
    b.match.start(GOMOKU);
    b.match.select({ x: 7, y: 7 });
    b.match.confirm('black');
    a.match.select({ x: 3, y: 3 });
    a.match.confirm('black'); // a's copy is stale: it takes b's game instead
    assert.equal(a.match.game.moveCount, 1);
    assert.deepEqual(a.match.game.lastMove && [a.match.game.lastMove.x, a.match.game.lastMove.y], [7, 7]);
    assert.ok(a.changes.some((c) => c.type === 'notice' && c.notice.code === 'other_tab'));
  });

  it('a reload restores the game by replaying it; unreadable data is set aside, not lost', () => {
    const first = harness('xiangqi');
    first.match.start(XIANGQI);
    first.match.select('e3');
    first.match.select('e4');
    first.match.confirm('red');
    const again = harness('xiangqi', { storage: first.storage });
    assert.deepEqual(again.match.start(XIANGQI), { recovered: false });
    assert.equal(again.match.game.lastMove?.iccs, 'e3e4');
    first.storage.setItem('pinqi:xiangqi:current', '{"schema":"pinqi-app/xiangqi-current"');
    const third = harness('xiangqi', { storage: first.storage });
    assert.deepEqual(third.match.start(XIANGQI), { recovered: true });
    assert.equal(first.storage.getItem('pinqi:xiangqi:current:backup'), '{"schema":"pinqi-app/xiangqi-current"');
  });
});
