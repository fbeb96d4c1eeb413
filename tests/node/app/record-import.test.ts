import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { readRecord } from '../../../web/app/play/record-import.ts';
import { pinqi } from './helpers.ts';

/** Importing a record finds its game by asking both engines (defect 5). */
describe('reading a record of either game', () => {
  it('a Xiangqi record is read as Xiangqi while Gomoku is on the table', () => {
    const loaded = readRecord('[Game "Chinese Chess"]\n\n1. h2e2 h9g7 *', pinqi, 'gomoku');
    assert.equal(loaded.kind, 'xiangqi');
    assert.equal(loaded.game.moveCount, 2);
    loaded.game.dispose();
  });

  it('a Chinese-notation record without a header is read as Xiangqi', () => {
    const loaded = readRecord('1. 炮二平五 马8进7\n2. 马二进三 车9平8\n*', pinqi, 'gomoku');
    assert.equal(loaded.kind, 'xiangqi');
    assert.equal(loaded.game.moveCount, 4);
    loaded.game.dispose();
  });

  it('a Gomoku record is read as Gomoku while Xiangqi is on the table', () => {
    const loaded = readRecord('[Game "Gomoku"]\n[Size "15"]\n[Rule "renju"]\n1. h8 h9', pinqi, 'xiangqi');
    assert.equal(loaded.kind, 'gomoku');
    assert.equal(loaded.game.moveCount, 2);
    loaded.game.dispose();
  });

  it('a record with an illegal move is refused with the engine’s reason for that game', () => {
    assert.throws(
      () => readRecord('[Game "Gomoku"]\n[Size "15"]\n[Rule "freestyle"]\n1. h8 h8', pinqi, 'xiangqi'),
      (e: Error) => /2|h8/.test(e.message),
    );
  });
});
