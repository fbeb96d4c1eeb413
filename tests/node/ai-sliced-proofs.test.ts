import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

// Without shared memory (a page that is not cross-origin isolated) the AI Worker searches in
// slices of 20,000 nodes (or 20 ms), so that a stop message is read between them. Gomoku's
// root threat proofs (the VCT, the defences that keep the opponent's threat win away) take
// their shares of the whole request's budget and go on from slice to slice: a sliced search
// finds the proven wins and only defences one search finds, and a stop still ends it between
// slices. The positions are those of the native test "engine: in slices ..."
// (tests/native/gomoku_ai/search_tests.cpp), which has the same figures.
import { loadPinqi } from '../../dist/lib/index.js';
import { createAi, type Ai } from '../../dist/lib/ai/index.js';
import { unsharedAi } from './unshared-ai.ts';

const pinqi = await loadPinqi();
type Gomoku = InstanceType<typeof pinqi.GomokuGame>;

const ABORT_BOUND_MS = 150; // issue 24 §3's figure is 30 ms; a margin for a loaded machine

function game(rule: 'freestyle' | 'renju', moves: string): Gomoku {
  const g = new pinqi.GomokuGame({ rule });
  for (const name of moves.split(' ')) g.place(g.pointAt(name));
  return g;
}

/** VCT mined 11006.11 (renju): white wins by threes and fours with m8 only. */
const VCT = (): Gomoku => game('renju', 'h8 j8 j10 k11 h10 k10 h7 h9 k9 l8 j6');
/**
 * A position of our own self-play games (freestyle, White to move): every move but the
 * counter-four e11 loses to Black's threats.
 */
const COUNTER = (): Gomoku => game('freestyle', 'h9 f11 f8 g11 g6 k5 f10 g8 h7 g9 g10 h11 i11 i8 h6');

/** A client whose Worker got no stop word: its searches run in slices. */
const unshared = (): Promise<Ai<'gomoku'>> =>
  unsharedAi('gomoku', async (ai) => {
    const g = new pinqi.GomokuGame();
    g.place({ x: 7, y: 7 });
    await ai.think(g, { nodes: 1000 });
    g.dispose();
  });

const answer = (r: Awaited<ReturnType<Ai<'gomoku'>['hint']>>) => ({
  move: r.move,
  score: r.score,
  depth: r.depth,
  pv: r.pv,
  reason: r.reason,
});

describe('without shared memory, the Gomoku root proofs take the whole request’s budget', () => {
  it('a VCT that takes four slices: the sliced hint and think prove it as one search does (1,000,000 nodes)', async () => {
    // One search proves m8 within its VCT share, a tenth of the budget, after 69,111 nodes
    // (99,392 with the second generation's weights, in five slices);
    // with a tenth of each slice (2,001 nodes) the slices never proved it (forced_win at depth 11).
    const position = VCT();
    const shared = createAi({ game: 'gomoku' });
    const sliced = await unshared();
    try {
      for (const ask of ['hint', 'think'] as const) {
        const one = await shared[ask](position, { nodes: 1_000_000 });
        assert.deepEqual(one.reason, { code: 'vct', moves: 0, lost: false }, ask);
        assert.equal(position.notation(one.move), 'm8');
        const slices = await sliced[ask](position, { nodes: 1_000_000 });
        assert.deepEqual(answer(slices), answer(one), ask);
        assert.equal(slices.cancelled, false);
        // It ends with the proof, in its fourth slice, as one search ends with it.
        assert.ok(slices.nodes <= 100_000, `${slices.nodes} nodes`);
      }
    } finally {
      position.dispose();
      shared.dispose();
      sliced.dispose();
    }
  });

  it('the only defence: the sliced hint keeps only the counter-four, as one search does (300,000 nodes)', async () => {
    // keep_defences proves that every other move loses within its share (a third; its last
    // round's move proven with 40,669 nodes of a 128,000-node cap) and one search answers e11
    // at once, not lost. The slices cut that proof twice and take it up again. With a third of
    // each slice the slices kept every move and searched on.
    const position = COUNTER();
    const shared = createAi({ game: 'gomoku' });
    const sliced = await unshared();
    try {
      const one = await shared.hint(position, { nodes: 300_000 });
      assert.equal(position.notation(one.move), 'e11');
      assert.equal(one.depth, 0);
      assert.deepEqual(answer(await sliced.hint(position, { nodes: 300_000 })), answer(one));
    } finally {
      position.dispose();
      shared.dispose();
      sliced.dispose();
    }
  });

  it('a review in slices: the search before the move proves the VCT as one search does (1,000,000 nodes a move)', async () => {
    // The VCT position set up, and white's m8 reviewed: the search before it is the hint's.
    const vct = VCT();
    const board = vct.toJSON().moves;
    const position = pinqi.GomokuGame.fromPosition({
      rule: 'renju',
      black: board.filter((_, i) => i % 2 === 0).map(([x, y]) => ({ x: x!, y: y! })),
      white: board.filter((_, i) => i % 2 === 1).map(([x, y]) => ({ x: x!, y: y! })),
    });
    position.place(vct.pointAt('m8'));
    const shared = createAi({ game: 'gomoku' });
    const sliced = await unshared();
    const before = (a: Awaited<ReturnType<Ai<'gomoku'>['analyze']>>) => {
      assert.equal(a.cancelled, false);
      const { scoreBefore, best, bestLine, classification } = a.moves[0]!;
      return { scoreBefore, best, bestLine, classification };
    };
    try {
      const one = before(await shared.analyze(position, { nodesPerMove: 1_000_000 }));
      // The VCT's line and score (a win in its 7 moves and 2 more), as the hint's.
      assert.equal(one.scoreBefore, 29_991, JSON.stringify(one));
      assert.equal(one.bestLine.length, 7);
      assert.deepEqual(before(await sliced.analyze(position, { nodesPerMove: 1_000_000 })), one);
    } finally {
      vct.dispose();
      position.dispose();
      shared.dispose();
      sliced.dispose();
    }
  });

  it('a stop during the proofs still ends the sliced think at once, on the same Worker', async () => {
    // VCT mined 11007.11 (renju): under a 60 s clock the root VCT's share is 7.2 s, and no
    // proof ends within it here: the think is stopped in the middle of its proofs.
    const position = game('renju', 'h8 f8 f10 e11 h10 e10 h7 h9 e9 d8 f6');
    const ai = await unshared();
    try {
      const aborts: number[] = [];
      for (let i = 0; i < 3; i++) {
        const controller = new AbortController();
        const pending = ai.think(position, { timeMs: 60_000, signal: controller.signal });
        await new Promise((r) => setTimeout(r, 150));
        const t0 = performance.now();
        controller.abort();
        const r = await pending;
        aborts.push(performance.now() - t0);
        assert.equal(r.cancelled, true);
        assert.ok(position.canPlace(r.move));
      }
      const median = [...aborts].sort((a, b) => a - b)[1]!;
      assert.ok(median < ABORT_BOUND_MS, `abort resolved in ${aborts.map((x) => x.toFixed(1))} ms`);
      // The Worker goes on serving: the VCT position's proof, in slices.
      const next = VCT();
      assert.equal((await ai.hint(next, { nodes: 1_000_000 })).reason?.code, 'vct');
      next.dispose();
    } finally {
      position.dispose();
      ai.dispose();
    }
  });
});
