// ai.analyze(): every move of a game judged in the AI Worker, with node budgets so the
// answers are the same on every machine. Runs the Worker from the compiled package (dist/lib).
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { refusal } from './ai-refusal.ts';

import { loadPinqi } from '../../dist/lib/index.js';
import { createAi } from '../../dist/lib/ai/index.js';

const pinqi = await loadPinqi();
const gomokuAi = createAi({ game: 'gomoku' });
const xiangqiAi = createAi({ game: 'xiangqi' });
after(() => {
  gomokuAi.dispose();
  xiangqiAi.dispose();
});

/** Black's closed four h8..k8 (five point l8), set up with fromPosition; Black to move. */
function closedFour() {
  return pinqi.GomokuGame.fromPosition({
    size: 15,
    rule: 'freestyle',
    black: [
      { x: 7, y: 7 },
      { x: 8, y: 7 },
      { x: 9, y: 7 },
      { x: 10, y: 7 },
    ],
    white: [
      { x: 6, y: 7 },
      { x: 0, y: 12 },
      { x: 2, y: 14 },
      { x: 14, y: 14 },
    ],
  });
}

/** Red mates in one with b5d5; Black's rook on b9 takes the rook on b5 otherwise. */
const mateFen = '1r7/3k5/9/9/1R7/9/7N1/4K4/9/9 w - - 0 1';

describe('ai.analyze', () => {
  it('judges every move of a set-up Gomoku game, reporting each, with the missed five and its line', async () => {
    const game = closedFour();
    game.place({ x: 0, y: 0 }); // misses the five at l8
    game.place({ x: 11, y: 7 }); // White blocks it
    const progress: { done: number; total: number; ply: number }[] = [];
    const review = await gomokuAi.analyze(game, {
      nodesPerMove: 20_000,
      onProgress: (p) => progress.push({ done: p.done, total: p.total, ply: p.review.ply }),
    });
    assert.equal(review.cancelled, false);
    assert.equal(review.moves.length, 2);
    assert.deepEqual(progress, [
      { done: 1, total: 2, ply: 0 },
      { done: 2, total: 2, ply: 1 },
    ]);
    const [miss, block] = review.moves;
    assert.deepEqual(miss!.move, { x: 0, y: 0 });
    assert.equal(miss!.side, 'black');
    assert.deepEqual(miss!.best, { x: 11, y: 7 });
    assert.equal(miss!.classification, 'blunder');
    assert.deepEqual(miss!.missedWin, { kind: 'vcf', line: [{ x: 11, y: 7 }] });
    assert.equal(miss!.allowedWin, null);
    assert.ok(miss!.scoreBefore > miss!.scoreAfter);
    assert.equal(block!.side, 'white');
    assert.equal(block!.classification, 'best');
    assert.equal(block!.missedWin, null);
    assert.equal(game.history.length, 2, 'the game is unchanged');
    game.dispose();
  });

  it('reviews a finished Gomoku game, the winning five included', async () => {
    const game = closedFour();
    game.place({ x: 11, y: 7 });
    assert.ok(game.isOver);
    const review = await gomokuAi.analyze(game.toJSON(), { nodesPerMove: 5000 });
    assert.equal(review.moves.length, 1);
    assert.equal(review.moves[0]!.classification, 'best');
    assert.ok(review.moves[0]!.scoreAfter > 29_000);
    game.dispose();
  });

  it('says when a Xiangqi move lets a mate in one go, and when it leaves one on the board', async () => {
    const missed = new pinqi.XiangqiGame({ fen: mateFen });
    missed.move('e2e1');
    missed.move('b9b5');
    const a = await xiangqiAi.analyze(missed, { nodesPerMove: 20_000 });
    assert.equal(a.moves.length, 2);
    assert.equal(a.moves[0]!.side, 'red');
    assert.equal(a.moves[0]!.move, 'e2e1');
    assert.equal(a.moves[0]!.missedMate?.moves, 1);
    assert.equal(a.moves[0]!.missedMate?.line[0], 'b5d5');
    assert.equal(a.moves[0]!.classification, 'blunder');
    assert.equal(a.moves[1]!.classification, 'best');

    const allowed = new pinqi.XiangqiGame({ fen: mateFen.replace(' w ', ' b ') });
    allowed.move('b9a9');
    const b = await xiangqiAi.analyze(allowed, { nodesPerMove: 20_000 });
    assert.equal(b.moves[0]!.best, 'b9b5');
    assert.deepEqual(b.moves[0]!.allowedMate?.moves, 1);
    assert.equal(b.moves[0]!.allowedMate?.line[0], 'b5d5');
    // Taking the rook also wins for Black, so a deep enough search calls b9a9 a missed mate too.
    assert.equal(b.moves[0]!.missedMate?.line[0] ?? 'b9b5', 'b9b5');
    missed.dispose();
    allowed.dispose();
  });

  it('a cancelled review resolves with the moves judged so far', async () => {
    const game = new pinqi.XiangqiGame();
    for (const m of ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'i0h0', 'b9c7']) game.move(m);
    const controller = new AbortController();
    const review = await xiangqiAi.analyze(game, {
      nodesPerMove: 30_000,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.done === 2) controller.abort();
      },
    });
    assert.equal(review.cancelled, true);
    assert.equal(review.moves.length, 2);
    assert.deepEqual(
      review.moves.map((m) => m.ply),
      [0, 1],
    );
    const early = await xiangqiAi.analyze(game, { signal: AbortSignal.abort() });
    assert.deepEqual(early, { moves: [], cancelled: true });
    // The AI still answers afterwards.
    assert.equal((await xiangqiAi.analyze(game, { nodesPerMove: 2000 })).moves.length, 6);
    game.dispose();
  });

  it("with multiPv, each move lists that many best lines before it, the engine's first", async () => {
    const gomoku = closedFour();
    gomoku.place({ x: 0, y: 0 }); // misses the five at l8
    const one = await gomokuAi.analyze(gomoku, { nodesPerMove: 20_000 });
    assert.equal(one.moves[0]!.lines.length, 1, 'one line by default');
    assert.deepEqual(one.moves[0]!.lines[0]!.move, one.moves[0]!.best);
    const { moves } = await gomokuAi.analyze(gomoku, { nodesPerMove: 20_000, multiPv: 3 });
    const lines = moves[0]!.lines;
    assert.equal(lines.length, 3);
    assert.deepEqual(lines[0]!.move, { x: 11, y: 7 }, 'the five first');
    assert.equal(new Set(lines.map((l) => `${l.move.x},${l.move.y}`)).size, 3, 'distinct moves');
    for (const l of lines) assert.deepEqual(l.pv[0], l.move);
    gomoku.dispose();

    const xiangqi = new pinqi.XiangqiGame({ fen: mateFen });
    xiangqi.move('e2e1'); // lets the mate in one go
    const review = await xiangqiAi.analyze(xiangqi, { nodesPerMove: 5_000, multiPv: 2 });
    const [first, second] = review.moves[0]!.lines;
    assert.equal(first?.move, 'b5d5');
    assert.equal(first?.mate, 1);
    assert.ok(second && second.move !== 'b5d5' && second.score <= first!.score);
    xiangqi.dispose();
  });

  it('refuses bad options, bad positions and a disposed game with a PinqiError, changing nothing', async () => {
    const game = new pinqi.GomokuGame();
    game.place({ x: 7, y: 7 });
    for (const options of [
      'fast',
      { timeMsPerMove: 0 },
      { timeMsPerMove: Number.NaN },
      { nodesPerMove: 1.5 },
      { nodesPerMove: -3 },
      { signal: 'stop' },
      { onProgress: 42 },
      { multiPv: 0 },
      { multiPv: 11 },
      { multiPv: 1.5 },
      { multiPv: '2' },
    ]) {
      const e = await refusal(gomokuAi.analyze(game, options as never), 'bad_settings');
      assert.match(e.message, /options|timeMsPerMove|nodesPerMove|multiPv|signal|onProgress/);
    }
    await refusal(gomokuAi.analyze(42 as never), 'bad_record');
    await refusal(xiangqiAi.analyze({ schema: 'pinqi/xiangqi', version: 1, moves: ['z9z9'] } as never), 'bad_record');
    assert.equal(game.history.length, 1, 'the game is unchanged');
    game.dispose();
    await refusal(gomokuAi.analyze(game), 'disposed');
    const ai = createAi({ game: 'gomoku' });
    ai.dispose();
    await refusal(ai.analyze(new pinqi.GomokuGame().toJSON()), 'disposed');
  });
});
