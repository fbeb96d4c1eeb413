import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { loadPinqi } from '../../web/src/index.ts';

// A separate instance, so other tests' games do not move the numbers.
const { readFile } = await import('node:fs/promises');
const wasmBinary = await readFile(new URL('../../web/src/generated/pinqi_core.wasm', import.meta.url));
const pinqi = await loadPinqi({ wasmBinary });

function shortGomokuGame(seed: number): void {
  const game = new pinqi.GomokuGame({ size: 9, rule: seed % 3 === 0 ? 'renju' : 'freestyle' });
  try {
    for (let i = 0; i < 12 && !game.isOver; i++) {
      const p = { x: (seed + i * 5) % 9, y: (seed * 3 + i * 7) % 9 };
      if (game.canPlace(p)) game.place(p);
    }
    game.forbiddenPoints();
    game.toRecord();
    if (game.moveCount > 0) game.undo(1);
  } finally {
    game.dispose();
  }
}

function shortXiangqiGame(seed: number): void {
  const game = new pinqi.XiangqiGame();
  try {
    for (let i = 0; i < 6 && !game.isOver; i++) {
      const moves = game.legalMoves();
      game.move(moves[(seed + i * 13) % moves.length]!);
    }
    game.history;
    game.toRecord('wxf');
    game.undo(2);
  } finally {
    game.dispose();
  }
}

describe('memory', () => {
  it('10 000 short games (create, play, dispose) leave the wasm heap where it was', () => {
    for (let i = 0; i < 200; i++) {
      shortGomokuGame(i);
      shortXiangqiGame(i);
    }
    const before = pinqi.memoryUsage();
    for (let i = 0; i < 5000; i++) {
      shortGomokuGame(i);
      shortXiangqiGame(i);
    }
    const after = pinqi.memoryUsage();
    assert.equal(after.heapBytes, before.heapBytes, 'the heap did not grow');
    assert.equal(after.inUseBytes, before.inUseBytes, 'every allocation was freed');
  });
});
