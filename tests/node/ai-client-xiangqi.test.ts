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

// Issue 27 §1.1: the engine's rule (core/xiangqi/ai/draw.h) answers the offer, with a code saying why.
describe('ai.offerDraw(game): the engine answers a draw offer by its rule', () => {
  const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR';
  /** Red is a chariot down (its i0 chariot is gone): Black is clearly better. */
  const RED_DOWN = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN1';
  /** Black is a chariot down (its a9 chariot is gone): Red is clearly better. */
  const BLACK_DOWN = '1nbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR';
  /** A FEN whose move counter says `plies` plies were played (the side to move follows from it). */
  const at = (board: string, plies: number) =>
    `${board} ${plies % 2 === 0 ? 'w' : 'b'} - - 0 ${Math.floor(plies / 2) + 1}`;
  const answer = async (fen: string, nodes = 40_000) => {
    const game = new pinqi.XiangqiGame({ fen });
    try {
      return await ai.offerDraw(game, { nodes });
    } finally {
      game.dispose();
    }
  };

  it('after one real ply (h2e2, the issue’s example) it declines as too early, without a search', async () => {
    const game = new pinqi.XiangqiGame();
    game.move('h2e2');
    const a = await ai.offerDraw(game, { nodes: 40_000 });
    assert.deepEqual(a, { accept: false, code: 'too_early', evaluation: null, score: 0 });
    game.dispose();
  });

  it('after 1 to 29 plies it declines with too_early, even when the offering side is lost', async () => {
    for (const plies of [1, 2, 5, 12, 17, 24, 28, 29]) {
      for (const board of [START, RED_DOWN, BLACK_DOWN]) {
        const a = await answer(at(board, plies));
        assert.equal(a.accept, false, `${plies} plies, ${board}`);
        assert.equal(a.code, 'too_early', `${plies} plies, ${board}`);
      }
    }
  });

  it('never accepts when the AI is better, early or late, whichever side it plays', async () => {
    for (const plies of [3, 20, 30, 31, 60]) {
      // The side to move offers; the AI plays the other side. Make the AI the side with the extra chariot.
      const board = plies % 2 === 0 ? RED_DOWN : BLACK_DOWN;
      const a = await answer(at(board, plies));
      assert.equal(a.accept, false, `${plies} plies`);
      assert.equal(a.code, plies < 30 ? 'too_early' : 'better', `${plies} plies`);
      if (plies >= 30) {
        assert.equal(a.evaluation?.side, plies % 2 === 0 ? 'black' : 'red', 'the verdict is the AI’s edge');
        assert.ok(a.score <= -40, `the offering side's score ${a.score}`);
      }
    }
  });

  it('from the 30th ply it accepts when it is not better; a dead draw at once, even at move 1', async () => {
    const level = await answer(at(START, 30));
    assert.equal(level.code, 'accept');
    assert.equal(level.accept, true);
    assert.ok(level.evaluation !== null && level.score > -40, JSON.stringify(level));
    const lostForAi = await answer(at(BLACK_DOWN, 30)); // Red offers a chariot up: Black takes the draw
    assert.equal(lostForAi.code, 'accept');
    // Advisors and a soldier on the last rank: the rules play on, but nothing can mate.
    const dead = await answer('P2ak4/4a4/9/9/9/9/9/9/4A4/3AK4 w - - 0 1');
    assert.deepEqual(dead, { accept: true, code: 'accept', evaluation: null, score: 0 });
  });
});
