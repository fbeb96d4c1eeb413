import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { loadPinqi, PinqiError } from '../../web/src/index.ts';

const pinqi = await loadPinqi();
const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';

function expectCode(fn: () => unknown, code: string): void {
  assert.throws(fn, (e: unknown) => e instanceof PinqiError && e.code === code, `expected ${code}`);
}

describe('XiangqiGame over the real wasm module', () => {
  it('starts from the standard position with Red to move and 44 legal moves', () => {
    const game = new pinqi.XiangqiGame();
    assert.equal(game.turn, 'red');
    assert.equal(game.fen(), START);
    assert.equal(game.legalMoves().length, 44);
    assert.equal(game.pieceAt('e0'), 'K');
    assert.equal(game.pieceAt('e9'), 'k');
    assert.equal(game.pieceAt('e4'), null);
    assert.equal(game.pieces().length, 32);
    game.dispose();
  });

  it('the central soldier e3-e4, then undo restores the start', () => {
    const game = new pinqi.XiangqiGame();
    assert.deepEqual(game.legalTargets('e3'), ['e4']);
    const move = game.move('e3', 'e4');
    assert.deepEqual(
      {
        from: move.from,
        to: move.to,
        piece: move.piece,
        captured: move.captured,
        player: move.player,
        iccs: move.iccs,
      },
      { from: 'e3', to: 'e4', piece: 'P', captured: null, player: 'red', iccs: 'e3e4' },
    );
    assert.equal(game.turn, 'black');
    game.undo();
    assert.equal(game.fen(), START);
    assert.equal(game.moveCount, 0);
    assert.equal(game.turn, 'red');
    game.dispose();
  });

  it('accepts ICCS, WXF and Chinese and records all three notations', () => {
    const game = new pinqi.XiangqiGame();
    const a = game.move('h2e2');
    const b = game.move('H8+7');
    const c = game.move('马二进三');
    assert.deepEqual([a.wxf, a.chinese], ['C2.5', '炮二平五']);
    assert.equal(b.iccs, 'h9g7');
    assert.equal(c.iccs, 'h0g2');
    assert.equal(game.history.length, 3);
    game.dispose();
  });

  it('refusals throw a PinqiError and change nothing', () => {
    const game = new pinqi.XiangqiGame();
    const before = game.fen();
    expectCode(() => game.move('h2', 'h8'), 'illegal_move'); // the cannon cannot pass its screen
    expectCode(() => game.move('e3', 'e5'), 'illegal_move');
    expectCode(() => game.move('zz'), 'bad_notation');
    expectCode(() => game.move('x1', 'e2'), 'bad_point');
    expectCode(() => game.undo(1), 'nothing_to_undo');
    assert.equal(game.fen(), before);
    assert.equal(game.moveCount, 0);
    game.dispose();
  });

  it('a malformed or impossible FEN is refused with bad_fen naming the problem', () => {
    expectCode(() => new pinqi.XiangqiGame({ fen: 'not a fen' }), 'bad_fen');
    assert.throws(
      () => new pinqi.XiangqiGame({ fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w - - 0 1' }),
      (e: unknown) => e instanceof PinqiError && e.code === 'bad_fen' && /general/i.test(e.message),
    );
  });

  it('checkmate ends the game for the side to move', () => {
    // The a8 chariot holds rank 8, the red general holds file d: Rb7-b9 is mate.
    const game = new pinqi.XiangqiGame({ fen: '4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1' });
    game.move('b7b9');
    assert.deepEqual(game.result, { winner: 'red', reason: 'checkmate' });
    assert.equal(game.inCheck, true);
    expectCode(() => game.move('e9', 'e8'), 'game_over');
    game.dispose();
  });

  it('resign gives the other side the win; undo and restart reopen the game', () => {
    const game = new pinqi.XiangqiGame();
    game.move('h2e2');
    game.resign('black');
    assert.deepEqual(game.result, { winner: 'red', reason: 'resign' });
    const saved = game.toJSON();
    assert.deepEqual(saved.ending, { type: 'resign', loser: 'black' });
    const back = pinqi.XiangqiGame.fromJSON(JSON.parse(JSON.stringify(saved)));
    assert.deepEqual(back.result, { winner: 'red', reason: 'resign' });
    game.restart();
    assert.equal(game.result, null);
    assert.equal(game.moveCount, 0);
    back.dispose();
    game.dispose();
  });

  it('records round-trip, and a bad record is refused with bad_record naming the move', () => {
    const game = new pinqi.XiangqiGame();
    for (const m of ['h2e2', 'h9g7', 'h0g2', 'i9h9']) game.move(m);
    for (const notation of ['iccs', 'wxf'] as const) {
      const copy = pinqi.XiangqiGame.fromRecord(game.toRecord(notation));
      assert.deepEqual(copy.history, game.history);
      copy.dispose();
    }
    assert.throws(
      () => pinqi.XiangqiGame.fromRecord('[FEN "' + START + '"]\n1. h2e2 h9g7 2. h2e2'),
      (e: unknown) => e instanceof PinqiError && e.code === 'bad_record',
    );
    game.dispose();
  });

  it('toJSON/fromJSON replay the moves and refuse unknown versions', () => {
    const game = new pinqi.XiangqiGame();
    for (const m of ['b2e2', 'b9c7', 'b0c2']) game.move(m);
    const saved = game.toJSON();
    assert.equal(saved.version, 1);
    const back = pinqi.XiangqiGame.fromJSON(saved);
    assert.equal(back.fen(), game.fen());
    assert.deepEqual(back.history, game.history);
    expectCode(() => pinqi.XiangqiGame.fromJSON({ ...saved, version: 2 }), 'bad_record');
    expectCode(() => pinqi.XiangqiGame.fromJSON({ ...saved, moves: ['b2e2', 'zz'] }), 'bad_record');
    expectCode(() => pinqi.XiangqiGame.fromJSON('[1,'), 'bad_record');
    back.dispose();
    game.dispose();
  });
});
