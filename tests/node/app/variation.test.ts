import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  canRedo,
  canUndo,
  lineOf,
  playMove,
  redoMove,
  undoMove,
  variationFrom,
} from '../../../web/app/play/variation.ts';

/** A variation on the analysis board (play/variation.ts): a start, a move list and a cursor. */

const a = { x: 1, y: 1 };
const b = { x: 2, y: 2 };
const c = { x: 3, y: 3 };

describe('a variation (play/variation.ts)', () => {
  it('starts empty at its start position, with nothing to undo or redo', () => {
    const v = variationFrom<string, typeof a>('start');
    assert.equal(v.start, 'start');
    assert.deepEqual(lineOf(v), []);
    assert.equal(canUndo(v), false);
    assert.equal(canRedo(v), false);
    assert.equal(undoMove(v), v);
    assert.equal(redoMove(v), v);
  });

  it('undo moves the cursor back and keeps the moves; redo plays them again', () => {
    let v = playMove(playMove(variationFrom<string, typeof a>('s'), a), b);
    assert.deepEqual(lineOf(v), [a, b]);
    v = undoMove(undoMove(v));
    assert.deepEqual(lineOf(v), []);
    assert.deepEqual(v.moves, [a, b]);
    assert.equal(canUndo(v), false);
    assert.equal(canRedo(v), true);
    v = redoMove(v);
    assert.deepEqual(lineOf(v), [a]);
    assert.equal(v.start, 's');
  });

  it('the next move of the variation played again keeps the rest for redo; another move replaces it', () => {
    const played = undoMove(undoMove(playMove(playMove(variationFrom<string, typeof a>('s'), a), b)));
    const same = playMove(played, { x: 1, y: 1 });
    assert.deepEqual(same.moves, [a, b]);
    assert.equal(same.cursor, 1);
    const other = playMove(played, c);
    assert.deepEqual(other.moves, [c]);
    assert.equal(canRedo(other), false);
  });

  it('never changes the variation it is given', () => {
    const v = playMove(variationFrom<string, typeof a>('s'), a);
    const frozen = JSON.stringify(v);
    playMove(v, b);
    undoMove(v);
    redoMove(undoMove(v));
    assert.equal(JSON.stringify(v), frozen);
  });
});
