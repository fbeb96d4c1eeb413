import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { createAi } from '../../../dist/lib/ai/index.js';
import type { GameTypes } from '../../../web/app/play/adapter.ts';
import { Analysis, savedAtPly, type Evaluator } from '../../../web/app/play/analysis.ts';
import type { GomokuTypes } from '../../../web/app/play/gomoku-adapter.ts';
import type { XiangqiTypes } from '../../../web/app/play/xiangqi-adapter.ts';
import { CURRENT_KEYS } from '../../../web/app/store/saved-game.ts';
import { adapters, GOMOKU, harness, pinqi, XIANGQI } from './helpers.ts';

/** The analysis board (play/analysis.ts): a copy of a position, a variation on it, and the engine's lines streaming in. */

/** An evaluator that records each request and lets the test send its lines. */
function scriptedEvaluator<T extends GameTypes>() {
  const calls: {
    position: { moves: unknown[] };
    signal: AbortSignal;
    multiPv: number;
    send: (depth: number, lines: unknown[]) => void;
  }[] = [];
  const evaluate: Evaluator<T> = (position, options) => {
    calls.push({
      position: position as { moves: unknown[] },
      signal: options.signal,
      multiPv: options.multiPv,
      send: (depth, lines) => options.onProgress({ depth, lines: lines as never }),
    });
    return new Promise((resolve) => options.signal.addEventListener('abort', () => resolve(null)));
  };
  return { calls, evaluate };
}

function analysisOf<T extends GameTypes>(
  kind: T['kind'],
  start: T['saved'],
  setup: T['setup'],
  evaluate: Evaluator<T> | null,
): Analysis<T> {
  return new Analysis<T>({
    adapter: adapters[kind] as never,
    start,
    setup,
    evaluate,
    tapToMove: () => false,
  });
}

describe('the analysis board (play/)', () => {
  it('a variation played, undone and redone on a copy leaves the match, its history and its saved bytes as they were', () => {
    const { match, storage } = harness('gomoku');
    match.start(GOMOKU);
    for (const p of [
      { x: 7, y: 7 },
      { x: 8, y: 8 },
      { x: 6, y: 6 },
    ]) {
      match.select(p);
      match.confirmFromBoard();
    }
    const before = storage.getItem(CURRENT_KEYS.gomoku);
    const { evaluate } = scriptedEvaluator<GomokuTypes>();
    const board = analysisOf<GomokuTypes>('gomoku', savedAtPly(match.game.toJSON(), 2), match.setup, evaluate);
    assert.equal(board.game.moveCount, 2);
    board.select({ x: 0, y: 0 });
    assert.equal(board.game.moveCount, 2, 'a tap only selects');
    board.confirm();
    board.select({ x: 1, y: 0 });
    board.confirm();
    assert.deepEqual(board.game.toJSON().moves.slice(2), [
      [0, 0],
      [1, 0],
    ]);
    board.undo();
    board.undo();
    assert.equal(board.canUndo(), false, 'undo stops at the start of the variation');
    board.redo();
    assert.equal(board.game.moveCount, 3);
    assert.equal(storage.getItem(CURRENT_KEYS.gomoku), before);
    assert.equal(match.game.moveCount, 3);
    board.dispose();
    match.dispose();
  });

  it('a tap the engine refuses is a refusal code and plays nothing (an occupied point)', () => {
    const game = new pinqi.GomokuGame({ size: 15 });
    game.place({ x: 7, y: 7 });
    const board = analysisOf<GomokuTypes>('gomoku', game.toJSON(), GOMOKU, null);
    board.select({ x: 7, y: 7 });
    assert.deepEqual(board.refusal, { code: 'occupied', cell: 'h8' });
    assert.equal(board.pending, null);
    assert.deepEqual(board.analysis, { status: 'unavailable' });
    board.dispose();
    game.dispose();
  });

  it('every change of position aborts the previous stream and asks for three lines of the new one; dispose stops it', () => {
    const { calls, evaluate } = scriptedEvaluator<XiangqiTypes>();
    const start = new pinqi.XiangqiGame().toJSON();
    const board = analysisOf<XiangqiTypes>('xiangqi', start, XIANGQI, evaluate);
    assert.equal(calls.length, 1);
    assert.equal(calls[0]!.multiPv, 3);
    board.select('h2');
    assert.ok(board.selection.targets.includes('e2'), 'the engine gives the legal targets');
    board.select('e2');
    assert.equal(calls.length, 1, 'selecting does not change the position');
    board.confirm();
    assert.equal(calls.length, 2);
    assert.equal(calls[0]!.signal.aborted, true);
    assert.deepEqual(calls[1]!.position.moves, ['h2e2']);
    board.undo();
    assert.equal(calls[1]!.signal.aborted, true);
    assert.deepEqual(calls[2]!.position.moves, []);
    board.redo();
    assert.deepEqual(calls[3]!.position.moves, ['h2e2']);
    board.dispose();
    assert.equal(calls[3]!.signal.aborted, true);
  });

  it('the lines are replayed through the engine in its notations; a stale stream is ignored; mate is a forced win', () => {
    const { calls, evaluate } = scriptedEvaluator<XiangqiTypes>();
    const board = analysisOf<XiangqiTypes>('xiangqi', new pinqi.XiangqiGame().toJSON(), XIANGQI, evaluate);
    let changes = 0;
    board.subscribe(() => changes++);
    const line = (move: string, pv: string[], score: number, mate = 0) => ({ move, score, mate, depth: 4, pv });
    calls[0]!.send(4, [line('h2e2', ['h2e2', 'h9g7'], 35), line('b2e2', ['b2e2'], 20, 2)]);
    const state = board.analysis;
    assert.equal(state.status, 'running');
    if (state.status !== 'running') return;
    assert.equal(state.depth, 4);
    assert.equal(state.side, 'red');
    assert.deepEqual(
      state.lines[0]!.moves.map((m) => m.wxf),
      ['C2.5', 'H8+7'],
    );
    assert.equal(state.lines[0]!.moves[0]!.chinese, '炮二平五');
    assert.deepEqual(state.lines[0]!.first, { from: 'h2', to: 'e2' });
    assert.equal(state.lines[0]!.forced, null);
    assert.equal(state.lines[1]!.forced, 'win');
    assert.equal(changes, 1);
    board.select('h2');
    board.select('e2');
    board.confirm();
    const seen = changes;
    calls[0]!.send(5, [line('a0a1', ['a0a1'], 0)]);
    assert.equal(changes, seen, 'lines of the previous position are dropped');
    board.dispose();
  });

  it('Gomoku: a score beyond the forced-win bound is a forced win or loss; points are named by the engine', () => {
    const { calls, evaluate } = scriptedEvaluator<GomokuTypes>();
    const board = analysisOf<GomokuTypes>('gomoku', new pinqi.GomokuGame({ size: 15 }).toJSON(), GOMOKU, evaluate);
    const line = (x: number, score: number) => ({ move: { x, y: 7 }, score, depth: 0, pv: [{ x, y: 7 }] });
    calls[0]!.send(1, [line(7, 29500), line(8, -29500), line(9, 12)]);
    const state = board.analysis;
    assert.ok(state.status === 'running');
    if (state.status !== 'running') return;
    assert.deepEqual(
      state.lines.map((l) => [l.moves[0]!.notation, l.forced]),
      [
        ['h8', 'win'],
        ['i8', 'loss'],
        ['j8', null],
      ],
    );
    board.dispose();
  });

  it('a position that is over is not analysed, and takes no move', () => {
    const game = new pinqi.GomokuGame({ size: 15 });
    for (const [x, y] of [
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
      [2, 0],
      [2, 1],
      [3, 0],
      [3, 1],
      [4, 0],
    ])
      game.place({ x: x!, y: y! });
    game.undo(0);
    const { calls, evaluate } = scriptedEvaluator<GomokuTypes>();
    const board = analysisOf<GomokuTypes>('gomoku', game.toJSON(), GOMOKU, evaluate);
    assert.deepEqual(board.analysis, { status: 'over' });
    assert.equal(calls.length, 0);
    board.select({ x: 9, y: 9 });
    assert.deepEqual(board.refusal, { code: 'game_over' });
    board.dispose();
    game.dispose();
  });

  it('savedAtPly cuts the history and drops a later ending; the game it copies is unchanged', () => {
    const game = new pinqi.XiangqiGame();
    game.move('h2e2');
    game.move('h9g7');
    game.resign('black');
    const saved = game.toJSON();
    const cut = savedAtPly(saved, 1);
    assert.deepEqual(cut, { schema: 'pinqi/xiangqi', version: 1, startFen: saved.startFen, moves: ['h2e2'] });
    assert.equal(saved.moves.length, 2);
    assert.ok(saved.ending);
    game.dispose();
  });

  it('with the real AI client, the stream brings three lines for the position and its copy plays on', async () => {
    const ai = createAi({ game: 'xiangqi' });
    try {
      const evaluate: Evaluator<XiangqiTypes> = (position, options) =>
        ai.evaluate(position, { ...options, maxDepth: 3 });
      const start = new pinqi.XiangqiGame().toJSON();
      const board = analysisOf<XiangqiTypes>('xiangqi', start, XIANGQI, evaluate);
      const lines = await new Promise<number>((resolve) =>
        board.subscribe(() => {
          const state = board.analysis;
          if (state.status === 'running' && state.depth >= 2) resolve(state.lines.length);
        }),
      );
      assert.equal(lines, 3);
      const state = board.analysis;
      assert.ok(state.status === 'running' && state.lines.every((l) => l.moves.length >= 1));
      const copy = board.copy();
      assert.equal(copy.moveCount, 0);
      copy.dispose();
      board.dispose();
    } finally {
      ai.dispose();
    }
  });
});
