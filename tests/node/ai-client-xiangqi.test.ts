import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

// The AI client spawns its Worker from the compiled package (dist/lib), as users get it.
import { loadPinqi } from '../../dist/lib/index.js';
import { createAi } from '../../dist/lib/ai/index.js';

const pinqi = await loadPinqi();
const ai = createAi({ game: 'xiangqi' });
after(() => ai.dispose());

describe('createAi({game: "xiangqi"}) in worker_threads', () => {
  it('think() returns a legal ICCS move with its line in three notations and progress', async () => {
    const game = new pinqi.XiangqiGame();
    game.move('h2e2');
    let reports = 0;
    const r = await ai.think(game, { level: 2, nodes: 20000, seed: 3, onProgress: () => reports++ });
    assert.ok(game.legalMoves().includes(r.move), `${r.move} is legal`);
    assert.equal(r.pv[0], r.move);
    assert.equal(r.notations?.wxf.length, r.pv.length);
    assert.equal(r.notations?.chinese.length, r.pv.length);
    assert.ok(reports > 0);
    game.dispose();
  });

  it('every level wins at once when it can (mate, or stalemate, which also loses in Xiangqi)', async () => {
    const fen = '4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1';
    for (const level of [1, 2, 3, 4]) {
      const game = new pinqi.XiangqiGame({ fen });
      const r = await ai.think(game, { level, nodes: 5000, seed: 7 });
      game.move(r.move);
      assert.equal(game.result?.winner, 'red', `level ${level} played ${r.move}`);
      game.dispose();
    }
  });

  it('hint() gives the move and an evaluation a player understands', async () => {
    const game = new pinqi.XiangqiGame({ fen: '4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1' });
    const h = await ai.hint(game, { nodes: 20000 });
    assert.equal(h.move, 'b7b9');
    assert.deepEqual(h.reason, { verdict: 'can_mate', side: 'red', moves: 1 });
    game.dispose();
  });
});
