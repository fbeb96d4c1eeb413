// ai.evaluate(): the analysis board's stream of best lines, in the AI Worker, with depth
// limits so the answers are the same on every machine. Runs the compiled package (dist/lib).
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { refusal } from './ai-refusal.ts';

import { loadPinqi } from '../../dist/lib/index.js';
import { AI_LIMITS, createAi } from '../../dist/lib/ai/index.js';

const pinqi = await loadPinqi();
const gomokuAi = createAi({ game: 'gomoku' });
const xiangqiAi = createAi({ game: 'xiangqi' });
after(() => {
  gomokuAi.dispose();
  xiangqiAi.dispose();
});

describe('ai.evaluate', () => {
  it('streams three distinct best lines per depth, best first, for a Xiangqi FEN', async () => {
    const game = new pinqi.XiangqiGame({ fen: '1r7/3k5/9/9/1R7/9/7N1/4K4/9/9 w - - 0 1' });
    const depths: number[] = [];
    const result = await xiangqiAi.evaluate(game, {
      multiPv: 3,
      maxDepth: 4,
      onProgress: (l) => {
        depths.push(l.depth);
        assert.equal(l.lines.length, 3);
        assert.equal(new Set(l.lines.map((x) => x.move)).size, 3);
        for (let i = 1; i < l.lines.length; i++) assert.ok(l.lines[i - 1]!.score >= l.lines[i]!.score);
        for (const x of l.lines) assert.equal(x.pv[0], x.move);
      },
    });
    assert.deepEqual(depths, [1, 2, 3, 4]);
    assert.equal(result.cancelled, false);
    assert.equal(result.depth, 4);
    assert.equal(result.lines[0]!.move, 'b5d5');
    assert.equal(result.lines[0]!.mate, 1);
    assert.deepEqual(result.lines[0]!.evaluation, { verdict: 'can_mate', side: 'red', moves: 1 });
    game.dispose();
  });

  it('gives Gomoku lines for a fromPosition setup, the five first', async () => {
    const game = pinqi.GomokuGame.fromPosition({
      size: 15,
      rule: 'freestyle',
      black: [7, 8, 9, 10].map((x) => ({ x, y: 7 })),
      white: [
        { x: 6, y: 7 },
        { x: 0, y: 12 },
        { x: 2, y: 14 },
        { x: 14, y: 14 },
      ],
    });
    const result = await gomokuAi.evaluate(game, { multiPv: 2, maxDepth: 2 });
    assert.equal(result.depth, 2);
    assert.equal(result.lines.length, 2);
    assert.deepEqual(result.lines[0]!.move, { x: 11, y: 7 });
    assert.ok(result.lines[0]!.score > 29_000);
    assert.ok(result.lines[1]!.score < 29_000);
    game.dispose();
  });

  it(
    'gives the first depths of an opening at once without a node budget: the root proofs are capped',
    { timeout: 10_000 },
    async () => {
      // The fresh-Vite-app fixture's position (tests/fixtures/vite-app/ai.ts). Once the failure:
      // the root's threat proofs ran to their end, 13.6 million nodes, about 20 s in wasm.
      const game = new pinqi.GomokuGame();
      for (const [x, y] of [
        [7, 7],
        [8, 8],
        [6, 8],
        [8, 6],
        [7, 9],
      ] as const)
        game.place({ x, y });
      const result = await gomokuAi.evaluate(game, { multiPv: 2, maxDepth: 3 });
      assert.equal(result.depth, 3);
      assert.equal(result.lines.length, 2);
      for (const l of result.lines) assert.ok(game.canPlace(l.move));
      game.dispose();
    },
  );

  it('runs until stopped, then resolves with the last finished depth', async () => {
    const game = new pinqi.XiangqiGame();
    const controller = new AbortController();
    let seen = 0;
    const result = await xiangqiAi.evaluate(game, {
      signal: controller.signal,
      onProgress: (l) => {
        seen = l.depth;
        if (l.depth === 3) controller.abort();
      },
    });
    assert.equal(result.cancelled, true);
    // The Worker may finish depth 4 (a millisecond here) before the stop of depth 3's report
    // reaches it: the answer is the last depth reported.
    assert.ok(seen >= 3);
    assert.equal(result.depth, seen);
    assert.equal(result.lines.length, 3);
    const early = await xiangqiAi.evaluate(game, { signal: AbortSignal.abort() });
    assert.deepEqual(early, { depth: 0, lines: [], cancelled: true });
    game.dispose();
  });

  it('refuses bad options, a finished game and a disposed game with a PinqiError', async () => {
    const game = new pinqi.GomokuGame();
    for (const options of [
      7,
      { multiPv: 0 },
      { multiPv: AI_LIMITS.multiPv + 1 },
      { multiPv: 2.5 },
      { maxDepth: 0 },
      { maxDepth: AI_LIMITS.depth + 1 },
      { signal: {} },
      { onProgress: 'x' },
    ])
      await refusal(gomokuAi.evaluate(game, options as never), 'bad_settings');
    const mated = new pinqi.XiangqiGame({ fen: '1r7/3k5/9/9/1R7/9/7N1/4K4/9/9 w - - 0 1' });
    mated.move('b5d5');
    await refusal(xiangqiAi.evaluate(mated), 'game_over');
    mated.dispose();
    game.dispose();
    await refusal(gomokuAi.evaluate(game), 'disposed');
  });
});
