import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

// The AI client spawns its Worker from the compiled package (dist/lib), as users get it.
import { loadPinqi, PinqiError, type Point } from '../../dist/lib/index.js';
import { createAi } from '../../dist/lib/ai/index.js';

const pinqi = await loadPinqi();
const ai = createAi({ game: 'gomoku' });
after(() => ai.dispose());

function gomoku(moves: [number, number][], rule: 'freestyle' | 'renju' = 'freestyle') {
  const game = new pinqi.GomokuGame({ rule });
  for (const [x, y] of moves) game.place({ x, y });
  return game;
}

describe('createAi({game: "gomoku"}) in worker_threads', () => {
  it('think() resolves with a legal move, a PV starting with it, and progress reports', async () => {
    const game = gomoku([
      [7, 7],
      [8, 8],
      [7, 8],
    ]);
    const depths: number[] = [];
    const r = await ai.think(game, { level: 4, nodes: 20000, onProgress: (p) => depths.push(p.depth) });
    assert.ok(game.canPlace(r.move), `move ${JSON.stringify(r.move)} is legal`);
    assert.deepEqual(r.pv[0], r.move);
    assert.equal(r.cancelled, false);
    assert.ok(r.nodes > 0 && r.depth > 0);
    assert.ok(depths.length > 0, 'progress was reported');
    assert.deepEqual(
      depths,
      [...depths].sort((a, b) => a - b),
    );
    game.dispose();
  });

  it('every level takes a win in one and blocks an open four', async () => {
    // Black has four in a row open at (3,7) and (8,7); Black to move.
    const win = gomoku([
      [4, 7],
      [0, 0],
      [5, 7],
      [0, 2],
      [6, 7],
      [0, 4],
      [7, 7],
      [0, 6],
    ]);
    // White to move must stop Black's open three turned four threat: (3,7)/(7,7) ends.
    const block = gomoku([
      [4, 7],
      [0, 0],
      [5, 7],
      [0, 2],
      [6, 7],
      [0, 4],
      [7, 7],
    ]);
    for (const level of [1, 2, 3, 4]) {
      const w = await ai.think(win, { level, nodes: 5000, seed: 1 });
      assert.ok([3, 8].includes(w.move.x) && w.move.y === 7, `level ${level} wins: ${JSON.stringify(w.move)}`);
      const b = await ai.think(block, { level, nodes: 5000, seed: 1 });
      assert.ok(
        (b.move.x === 3 || b.move.x === 8) && b.move.y === 7,
        `level ${level} blocks: ${JSON.stringify(b.move)}`,
      );
    }
    win.dispose();
    block.dispose();
  });

  it('the same position, level and seed give the same move', async () => {
    const game = gomoku([
      [7, 7],
      [8, 6],
      [6, 8],
    ]);
    const a = await ai.think(game, { level: 2, nodes: 8000, seed: 42 });
    const b = await ai.think(game.toJSON(), { level: 2, nodes: 8000, seed: 42 });
    assert.deepEqual(a.move, b.move);
    game.dispose();
  });

  it('an AbortSignal cancels the search and resolves with the best move so far', async () => {
    const game = gomoku([
      [7, 7],
      [8, 8],
      [6, 8],
      [8, 6],
    ]);
    const controller = new AbortController();
    let seen: Point | null = null;
    const r = await ai.think(game, {
      level: 4,
      timeMs: 60_000,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.depth >= 2 && !seen) {
          seen = p.move;
          controller.abort();
        }
      },
    });
    assert.equal(r.cancelled, true);
    assert.deepEqual(r.move, seen);
    assert.ok(game.canPlace(r.move));
    // The client is usable again after a cancel (a fresh Worker).
    const again = await ai.think(game, { level: 1, nodes: 2000 });
    assert.ok(game.canPlace(again.move));
    game.dispose();
  });

  it('a search aborted before it starts still answers with a legal move', async () => {
    const game = gomoku([[7, 7]]);
    const controller = new AbortController();
    controller.abort();
    const r = await ai.think(game, { signal: controller.signal });
    assert.equal(r.cancelled, true);
    assert.ok(game.canPlace(r.move));
    game.dispose();
  });

  it('hint() explains its move', async () => {
    const game = gomoku([
      [7, 7],
      [0, 0],
      [7, 8],
      [0, 14],
      [7, 9],
    ]);
    const h = await ai.hint(game, { nodes: 20000 });
    assert.ok(h.move.x === 7 && (h.move.y === 6 || h.move.y === 10), JSON.stringify(h.move));
    assert.deepEqual(h.reason, { code: 'stops_three', moves: 0, lost: false });
    game.dispose();
  });

  it('dispose() rejects pending requests with code disposed', async () => {
    const own = createAi({ game: 'gomoku' });
    const pending = own.think(
      gomoku([
        [7, 7],
        [8, 8],
      ]),
      { timeMs: 60_000 },
    );
    own.dispose();
    await assert.rejects(pending, (e: unknown) => e instanceof PinqiError && e.code === 'disposed');
  });
});
