import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

import { loadPinqi } from '../../web/src/index.ts';

const cli = fileURLToPath(new URL('../../build/native/bin/pinqi', import.meta.url));
const pinqi = await loadPinqi();

interface NativeState {
  ok: boolean;
  moves: number;
  turn: string;
  winner: string;
  reason: string;
  line: [number, number][];
  forbidden: [number, number][];
  record: string;
}

function native(record: string): NativeState {
  return JSON.parse(execFileSync(cli, ['gomoku-replay'], { input: record }).toString()) as NativeState;
}

// A scripted Renju game that passes through forbidden points and ends in a five.
const SCRIPT: [number, number][] = [
  [7, 7],
  [7, 8],
  [8, 7],
  [6, 7],
  [9, 5],
  [10, 4],
  [9, 6],
  [9, 7],
  [6, 6],
  [5, 5],
  [8, 8],
  [9, 9],
  [8, 6],
  [8, 5],
  [10, 6],
  [11, 6],
  [7, 6],
  [5, 6],
  [7, 5],
];

describe('wasm and native engines agree', () => {
  it('on every position of a scripted Renju game', () => {
    const game = new pinqi.GomokuGame({ rule: 'renju' });
    for (const [x, y] of SCRIPT) {
      if (game.isOver || !game.canPlace({ x, y })) break;
      game.place({ x, y });
      const n = native(game.toRecord());
      assert.equal(n.ok, true);
      assert.equal(n.moves, game.moveCount);
      assert.equal(n.turn, game.turn);
      assert.equal(n.record, game.toRecord());
      assert.deepEqual(
        n.forbidden.map(([fx, fy]) => ({ x: fx, y: fy })),
        game.forbiddenPoints(),
      );
      const result = game.result;
      assert.equal(n.winner === 'empty' ? null : n.winner, result ? result.winner : null);
      assert.deepEqual(
        n.line.map(([lx, ly]) => ({ x: lx, y: ly })),
        result?.line ?? [],
      );
    }
    assert.ok(game.moveCount >= 10, `the script ran ${game.moveCount} moves`);
    game.dispose();
  });
});
