import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

// The AI client spawns its Worker from the compiled package (dist/lib), as users get it.
import { loadPinqi, PinqiError } from '../../dist/lib/index.js';
import { createAi } from '../../dist/lib/ai/index.js';

const pinqi = await loadPinqi();

// createAi({threads}) (issue 24 §2): Node has shared memory and worker_threads, so more than one
// thread runs the threaded wasm flavour there, its pthreads being worker_threads.
describe('createAi({threads}) in Node', () => {
  it('runs one thread by default, so that node budgets give the same moves', () => {
    const ai = createAi({ game: 'gomoku' });
    assert.equal(ai.threads, 1);
    ai.dispose();
  });

  it('reads back the count asked for, clamped to 16', () => {
    for (const [asked, kept] of [
      [1, 1],
      [2, 2],
      [16, 16],
      [100, 16],
    ]) {
      const ai = createAi({ game: 'xiangqi', threads: asked });
      assert.equal(ai.threads, kept);
      ai.dispose();
    }
  });

  it('refuses a count that is not a whole number from 1', () => {
    for (const bad of [0, -1, 1.5, '2', Number.NaN, null])
      assert.throws(
        () => createAi({ game: 'gomoku', threads: bad as number }),
        (e: unknown) => e instanceof PinqiError && e.code === 'bad_settings' && /threads/.test(e.message),
      );
  });

  it('two threads (the threaded flavour) find legal moves, in both games, and honour a cancel', async () => {
    const xiangqi = createAi({ game: 'xiangqi', threads: 2 });
    const gomoku = createAi({ game: 'gomoku', threads: 2 });
    try {
      const board = new pinqi.XiangqiGame();
      board.move('h2e2');
      const r = await xiangqi.think(board, { timeMs: 300 });
      assert.ok(board.legalMoves().includes(r.move), r.move);
      assert.ok(r.nodes > 0);

      const stones = new pinqi.GomokuGame();
      for (const [x, y] of [
        [7, 7],
        [8, 8],
        [7, 8],
      ] as const)
        stones.place({ x, y });
      const g = await gomoku.think(stones, { timeMs: 300 });
      assert.ok(stones.canPlace(g.move));

      const controller = new AbortController();
      const cancelled = xiangqi.think(board, {
        timeMs: 60_000,
        signal: controller.signal,
        onProgress: (p) => {
          if (p.depth >= 3) controller.abort();
        },
      });
      const c = await cancelled;
      assert.equal(c.cancelled, true);
      assert.ok(board.legalMoves().includes(c.move));
    } finally {
      xiangqi.dispose();
      gomoku.dispose();
    }
  });
});
