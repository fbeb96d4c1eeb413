import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { loadPinqi, PinqiError } from '../../web/src/index.ts';
import { refusal } from './refusal.ts';

const pinqi = await loadPinqi();
const { XiangqiGame } = pinqi;
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

  it('a Xiangqi game set up from a finished position is over at once, with the result (constructor and fromJSON)', () => {
    const finished: [string, { winner: string | null; reason: string }][] = [
      ['3k5/9/9/9/9/9/9/9/r8/1r2K4 w - - 0 1', { winner: 'black', reason: 'checkmate' }],
      ['3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1', { winner: null, reason: 'insufficient_material' }],
      ['3k5/9/9/9/9/9/9/9/9/R3K4 w - - 120 80', { winner: null, reason: 'move_limit' }],
      ['4k4/3P1P3/9/9/9/9/9/9/9/3K5 b - - 0 1', { winner: 'red', reason: 'stalemate' }],
    ];
    for (const [fen, result] of finished) {
      const game = new XiangqiGame({ fen });
      assert.deepEqual(game.result, result, fen);
      assert.equal(game.isOver, true);
      refusal(() => game.move(game.turn === 'red' ? 'e0e1' : 'e9e8'), 'game_over');
      const back = XiangqiGame.fromJSON(game.toJSON());
      assert.deepEqual(back.result, result);
      for (const g of [game, back]) g.dispose();
    }
  });

  it('undo(0) on a finished Xiangqi game keeps the result the engine still has', () => {
    const game = new XiangqiGame({ fen: '3k5/R8/1R7/9/9/9/9/9/9/4K4 w - - 0 1' });
    game.move('b7b9');
    assert.deepEqual(game.result, { winner: 'red', reason: 'checkmate' });
    game.undo(0);
    assert.deepEqual(game.result, { winner: 'red', reason: 'checkmate' });
    const resigned = new XiangqiGame();
    resigned.resign('black');
    resigned.undo(0);
    assert.deepEqual(resigned.result, { winner: 'red', reason: 'resign' });
    for (const g of [game, resigned]) g.dispose();
  });

  it('move counters beyond 16 bits round-trip: the library never refuses its own FEN', () => {
    const fen = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 32768';
    const game = new XiangqiGame({ fen });
    assert.equal(game.fen(), fen);
    game.move('h2e2');
    game.move('h9g7');
    assert.match(game.fen(), / 2 32769$/);
    const again = new XiangqiGame({ fen: game.fen() });
    const top = new XiangqiGame({ fen: fen.replace(' 0 32768', ' 0 999999999') });
    top.move('h2e2');
    top.move('h9g7');
    assert.match(top.fen(), / 999999999$/);
    new XiangqiGame({ fen: top.fen() }).dispose();
    refusal(() => new XiangqiGame({ fen: fen.replace(' 0 32768', ' 0 1000000000') }), 'bad_fen');
    for (const g of [game, again, top]) g.dispose();
  });

  it('Xiangqi fromJSON with a bad ending is a bad_record, not bad_settings or game_over', () => {
    const base = { schema: 'pinqi/xiangqi', version: 1, startFen: new XiangqiGame().fen(), moves: ['h2e2'] };
    refusal(() => XiangqiGame.fromJSON({ ...base, ending: { type: 'resign', loser: 'green' } }), 'bad_record');
    refusal(() => XiangqiGame.fromJSON({ ...base, ending: { type: 'resign' } }), 'bad_record');
    refusal(() => XiangqiGame.fromJSON({ ...base, ending: 'agreement' }), 'bad_record');
    // An ending on a game the moves already finished.
    const mate = new XiangqiGame({ fen: '3k5/R8/1R7/9/9/9/9/9/9/4K4 w - - 0 1' });
    mate.move('b7b9');
    const e = refusal(() => XiangqiGame.fromJSON({ ...mate.toJSON(), ending: { type: 'agreement' } }), 'bad_record');
    assert.equal(e.why, 'game_over');
    mate.dispose();
  });

  it("toRecord('WXF') is refused rather than silently written in ICCS", () => {
    const game = new XiangqiGame();
    game.move('h2e2');
    refusal(() => game.toRecord('WXF' as never), 'bad_argument');
    refusal(() => game.toRecord('pgn' as never), 'bad_argument');
    assert.match(game.toRecord('wxf'), /C2\.5/);
    game.dispose();
  });
});
