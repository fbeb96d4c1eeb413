// Xiangqi rules against Fairy-Stockfish (npm ffish) on positions from random
// playouts, half of them capture-biased so endgames are covered: the legal
// move sets, the in-check flag and mate/stalemate must agree 100%.
// `npm test` runs a subset; `npm run verify` sets PINQI_DIFF_POSITIONS higher.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { compareXiangqi } from './differential/compare.ts';
import { loadFfish } from './differential/ffish.ts';
import { playoutPositions } from './differential/playouts.ts';

const total = Number(process.env.PINQI_DIFF_POSITIONS ?? 600);
const seed = Number(process.env.PINQI_DIFF_SEED ?? 7);
const ff = await loadFfish();

function check(name: string, captureBias: number, count: number, salt: number) {
  it(`${name}: ${count} positions agree on legal moves, check and mate/stalemate`, () => {
    const fens = playoutPositions(ff, { count, seed: seed * 1000 + salt, captureBias });
    const c = compareXiangqi(ff, fens);
    console.log(
      `differential ${name}: ${c.positions} positions, ${c.agreeing} agree ` +
        `(${((100 * c.agreeing) / c.positions).toFixed(2)}%), ${c.moves} legal moves, ` +
        `${c.inCheck} in check, ${c.terminal} mate/stalemate`,
    );
    assert.deepEqual(c.mismatches.slice(0, 10), []);
    assert.equal(c.agreeing, c.positions);
  });
}

describe('Xiangqi against Fairy-Stockfish', () => {
  check('uniform playouts', 0, Math.ceil(total / 2), 1);
  check('capture-biased playouts', 0.8, Math.floor(total / 2), 2);
});
