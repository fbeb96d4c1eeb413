import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';

import type { GomokuRule } from '../../../web/src/index.ts';
import {
  decodeShare,
  encodeShare,
  SHARE_MAX_LENGTH,
  SHARE_PREFIX,
  type SharedGame,
  type ShareRead,
} from '../../../web/app/play/share-link.ts';
import { RUNS, SEED } from '../properties/arbitraries.ts';
import { adapters, pinqi } from './helpers.ts';

/** A game or a position shared as a link (web/app/play/share-link.ts), read back through the engine. */

const params = { seed: SEED, numRuns: Math.max(20, Math.round(RUNS / 4)), endOnFailure: true };

/** A small deterministic PRNG, so each fast-check seed names one game. */
function rng(seed: number): (n: number) => number {
  let s = seed >>> 0 || 1;
  return (n) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

/** A random legal Gomoku game through the package: up to `plies` points the engine accepts. */
function randomGomoku(seed: number, size: number, rule: GomokuRule, plies: number): SharedGame {
  const pick = rng(seed);
  const game = new pinqi.GomokuGame({ size, rule });
  try {
    while (!game.isOver && game.moveCount < plies) {
      const free: { x: number; y: number }[] = [];
      for (let y = 0; y < size; y++)
        for (let x = 0; x < size; x++) if (game.check({ x, y }) === null) free.push({ x, y });
      if (free.length === 0) break;
      game.place(free[pick(free.length)]!);
    }
    return { kind: 'gomoku', saved: game.toJSON(), finish: null, ply: pick(game.moveCount + 1) };
  } finally {
    game.dispose();
  }
}

/** A random legal Xiangqi game through the package. */
function randomXiangqi(seed: number, plies: number): SharedGame {
  const pick = rng(seed);
  const game = new pinqi.XiangqiGame();
  try {
    while (!game.isOver && game.moveCount < plies) {
      const moves = game.legalMoves();
      game.move(moves[pick(moves.length)]!);
    }
    return { kind: 'xiangqi', saved: game.toJSON(), finish: null, ply: game.moveCount };
  } finally {
    game.dispose();
  }
}

function read(fragment: string): ShareRead {
  return decodeShare(fragment, adapters);
}

function refusalOf(fragment: string): string {
  const r = read(fragment);
  assert.equal(r.ok, false, `expected a refusal for ${fragment.slice(0, 60)}`);
  return r.ok ? '' : r.refusal.code;
}

/** The engine's saved form after replaying a shared game (history is the truth). */
function replayed(shared: SharedGame): unknown {
  const game = adapters[shared.kind].fromSaved(shared.saved);
  try {
    return game.toJSON();
  } finally {
    game.dispose();
  }
}

describe('share links', () => {
  it('round-trips random legal Gomoku games of every rule and size (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.constantFrom<GomokuRule>('freestyle', 'standard', 'renju'),
        fc.integer({ min: 5, max: 20 }),
        fc.integer({ min: 0, max: 80 }),
        (seed, rule, size, plies) => {
          const shared = randomGomoku(seed, size, rule, plies);
          const link = encodeShare(shared);
          assert.ok(link.startsWith(SHARE_PREFIX) && /^g=1\.[\w-]*$/.test(link));
          const back = read(`#${link}`);
          assert.ok(back.ok, JSON.stringify(back));
          assert.deepEqual(back.shared, shared);
          assert.deepEqual(replayed(back.shared), shared.saved);
        },
      ),
      params,
    );
  });

  it('round-trips random legal Xiangqi games (property)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 120 }), (seed, plies) => {
        const shared = randomXiangqi(seed, plies);
        const back = read(encodeShare(shared));
        assert.ok(back.ok, JSON.stringify(back));
        assert.deepEqual(back.shared, shared);
        assert.deepEqual(replayed(back.shared), shared.saved);
      }),
      params,
    );
  });

  it('carries a set-up position (a puzzle), a start FEN, the ply shown and an ending the engine does not keep', () => {
    const gomoku: SharedGame = {
      kind: 'gomoku',
      saved: {
        schema: 'pinqi/gomoku',
        version: 1,
        size: 15,
        rule: 'renju',
        moves: [[9, 9]],
        setup: {
          black: [
            [7, 7],
            [8, 8],
          ],
          white: [[7, 8]],
          toMove: 'white',
        },
      },
      finish: { winner: 'black', reason: 'resign' },
      ply: 1,
    };
    const back = read(encodeShare(gomoku));
    assert.ok(back.ok);
    assert.deepEqual(back.shared, gomoku);

    const fen = '4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1';
    const xiangqi: SharedGame = {
      kind: 'xiangqi',
      saved: { schema: 'pinqi/xiangqi', version: 1, startFen: fen, moves: ['a1a8'] },
      finish: null,
      ply: 0,
    };
    const x = read(encodeShare(xiangqi));
    assert.ok(x.ok);
    assert.deepEqual(x.shared, xiangqi);
    const agreed: SharedGame = { ...randomXiangqi(7, 10), finish: { winner: null, reason: 'agreement' } };
    const a = read(encodeShare(agreed));
    assert.ok(a.ok);
    assert.deepEqual(a.shared.finish, { winner: null, reason: 'agreement' });
  });

  it('is compact: a 60-move game fits a short link', () => {
    const x = encodeShare(randomXiangqi(11, 60));
    assert.ok(x.length < 180, `${x.length} characters`);
    const g = encodeShare(randomGomoku(11, 15, 'freestyle', 60));
    assert.ok(g.length < 120, `${g.length} characters`);
  });

  it('refuses what is not a link, a newer version, oversized input, with a code', () => {
    assert.equal(refusalOf(''), 'not_a_link');
    assert.equal(refusalOf('#gomoku'), 'not_a_link');
    assert.equal(refusalOf('g=2.AAAA'), 'unknown_version');
    assert.equal(refusalOf(`g=1.${'A'.repeat(SHARE_MAX_LENGTH)}`), 'too_long');
    assert.equal(refusalOf('g=1.'), 'truncated');
    assert.equal(refusalOf('g=1.ab+/'), 'corrupt');
    assert.equal(refusalOf('g=1.a b'), 'corrupt');
  });

  it('refuses every truncation of a link as truncated or corrupt (property)', () => {
    const links = [encodeShare(randomXiangqi(3, 40)), encodeShare(randomGomoku(3, 15, 'renju', 40))];
    for (const link of links)
      for (let cut = SHARE_PREFIX.length; cut < link.length; cut++)
        assert.match(refusalOf(link.slice(0, cut)), /^(truncated|corrupt)$/);
  });

  it('refuses hand-edited links: any changed character is caught (property)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(63), fc.boolean(), (seed, where, to, xiangqi) => {
        const link = encodeShare(xiangqi ? randomXiangqi(seed, 30) : randomGomoku(seed, 15, 'freestyle', 30));
        const at = SHARE_PREFIX.length + (where % (link.length - SHARE_PREFIX.length));
        const ch = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[to]!;
        fc.pre(ch !== link[at]);
        const edited = link.slice(0, at) + ch + link.slice(at + 1);
        const r = read(edited);
        assert.equal(r.ok, false, `an edited link was read: ${edited}`);
        assert.ok(!r.ok && ['corrupt', 'truncated'].includes(r.refusal.code), JSON.stringify(r));
      }),
      params,
    );
  });

  it('refuses a well-formed link whose move the engine does not play (history is the truth), naming it', () => {
    const shared = randomXiangqi(5, 6);
    // h0 to h9 is no move at the start: the checksum is right, the engine refuses it.
    const bad: SharedGame = {
      kind: 'xiangqi',
      saved: { ...shared.saved, moves: ['h2e2', 'h0h9'] } as never,
      finish: null,
      ply: 0,
    };
    const r = read(encodeShare(bad));
    assert.deepEqual(r, { ok: false, refusal: { code: 'illegal_move', index: 1 } });
    const twice: SharedGame = {
      kind: 'gomoku',
      // The same point twice.
      saved: { schema: 'pinqi/gomoku', version: 1, size: 15, rule: 'freestyle', moves: Array(2).fill([7, 7]) },
      finish: null,
      ply: 0,
    };
    assert.deepEqual(read(encodeShare(twice)), { ok: false, refusal: { code: 'illegal_move', index: 1 } });
    const fen: SharedGame = {
      kind: 'xiangqi',
      saved: { schema: 'pinqi/xiangqi', version: 1, startFen: 'not a fen', moves: [] },
      finish: null,
      ply: 0,
    };
    assert.equal(refusalOf(encodeShare(fen)), 'bad_position');
  });

  it('refuses an ending added to a game the engine already ended', () => {
    const game = new pinqi.GomokuGame({ size: 15, rule: 'freestyle' });
    for (let i = 0; i < 5; i++) {
      game.place({ x: i, y: 0 });
      if (i < 4) game.place({ x: i, y: 5 });
    }
    assert.ok(game.isOver);
    const saved = game.toJSON();
    game.dispose();
    const link = encodeShare({ kind: 'gomoku', saved, finish: { winner: 'white', reason: 'resign' }, ply: 9 });
    assert.equal(refusalOf(link), 'corrupt');
    assert.ok(read(encodeShare({ kind: 'gomoku', saved, finish: null, ply: 9 })).ok);
  });
});
