// One regression test per defect of issue 11 (sections 1 and 2, the games'
// side): each failed before its fix. The AI client's are in ai-client-boundary.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { loadPinqi, MAX_MESSAGE_LENGTH, PinqiError } from '../../web/src/index.ts';

const pinqi = await loadPinqi();
const { GomokuGame, XiangqiGame } = pinqi;

function refusal(fn: () => unknown, code: string): PinqiError {
  let caught: unknown;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  assert.ok(caught instanceof PinqiError, `expected a PinqiError ${code}, got ${String(caught)}`);
  assert.equal(caught.code, code, caught.message);
  assert.ok(caught.message.length <= MAX_MESSAGE_LENGTH, `message of ${caught.message.length} characters`);
  return caught;
}

function gomoku(moves: [number, number][], options = {}) {
  const game = new GomokuGame(options);
  for (const [x, y] of moves) game.place({ x, y });
  return game;
}

const FIVE: [number, number][] = [
  [5, 7],
  [5, 9],
  [6, 7],
  [7, 9],
  [7, 7],
  [9, 9],
  [8, 7],
  [11, 9],
  [9, 7],
];

describe('one boundary convention for both games', () => {
  it('a refused record is the same PinqiError shape for both games: bad_record, the move index and its refusal', () => {
    const g = refusal(() => GomokuGame.fromRecord('1. h8 h9 2. h8'), 'bad_record');
    assert.equal(g.index, 2);
    assert.equal(g.why, 'occupied');
    const x = refusal(() => XiangqiGame.fromRecord('1. h2e2 h9g7 2. e2e9'), 'bad_record');
    assert.equal(x.index, 2);
    assert.equal(x.why, 'illegal_move');
    const fen = refusal(() => XiangqiGame.fromRecord('[FEN "not a fen"]\n1. h2e2'), 'bad_record');
    assert.equal(fen.why, 'bad_fen');
    assert.equal(fen.index, undefined);
  });

  it('refusals carry a finer code a UI can translate: the Renju kind, why a Xiangqi move is illegal', () => {
    const renju = gomoku(
      [
        [7, 7],
        [0, 0],
        [8, 7],
        [14, 0],
        [9, 5],
        [0, 14],
        [9, 6],
        [14, 14],
      ],
      { rule: 'renju' },
    );
    assert.equal(refusal(() => renju.place({ x: 9, y: 7 }), 'forbidden').why, 'double_three');
    renju.dispose();
    const xq = new XiangqiGame();
    assert.equal(refusal(() => xq.move('e4', 'e5'), 'illegal_move').why, 'no_piece');
    assert.equal(refusal(() => xq.move('e6', 'e5'), 'illegal_move').why, 'not_your_piece');
    assert.equal(refusal(() => xq.move('a0', 'a3'), 'illegal_move').why, 'own_piece');
    assert.equal(refusal(() => xq.move('h2', 'g4'), 'illegal_move').why, 'cannot_move_there');
    xq.dispose();
    const pinned = new XiangqiGame({ fen: '4k4/9/9/9/9/9/9/4r4/4R4/4K4 w - - 0 1' });
    assert.equal(refusal(() => pinned.move('e1', 'd1'), 'illegal_move').why, 'self_check');
    pinned.dispose();
  });

  it('Gomoku has resign() in the engine: the result, the saved form and undo all follow it', () => {
    const game = gomoku([[7, 7]]);
    game.resign('white');
    assert.deepEqual(game.result, { winner: 'black', reason: 'resign' });
    assert.equal(game.isOver, true);
    refusal(() => game.place({ x: 0, y: 0 }), 'game_over');
    refusal(() => game.resign('black'), 'game_over');
    const saved = game.toJSON();
    assert.deepEqual(saved.ending, { type: 'resign', loser: 'white' });
    const back = GomokuGame.fromJSON(saved);
    assert.deepEqual(back.result, { winner: 'black', reason: 'resign' });
    game.undo(1);
    assert.equal(game.result, null);
    assert.equal(game.moveCount, 0);
    for (const g of [game, back]) g.dispose();
  });

  it('point names and board sizes come from the engine', () => {
    const game = new GomokuGame({ size: 15 });
    assert.equal(game.notation({ x: 7, y: 7 }), 'h8');
    assert.deepEqual(game.pointAt('h8'), { x: 7, y: 7 });
    refusal(() => game.pointAt('z99'), 'bad_notation');
    refusal(() => game.notation({ x: 15, y: 0 }), 'out_of_bounds');
    assert.deepEqual(GomokuGame.sizes, { min: 5, max: 20, default: 15 });
    game.dispose();
  });
});

describe('the API refuses everything it cannot honour, and changes nothing', () => {
  it('undo(n) with n ≥ 2³² is refused instead of undoing n mod 2³² moves (both games)', () => {
    const g = gomoku([[7, 7]]);
    refusal(() => g.undo(2 ** 32 + 1), 'nothing_to_undo');
    assert.equal(g.moveCount, 1);
    assert.equal(g.stoneAt({ x: 7, y: 7 }), 'black');
    const x = new XiangqiGame();
    x.move('h2e2');
    refusal(() => x.undo(2 ** 32 + 1), 'nothing_to_undo');
    assert.equal(x.moveCount, 1);
    assert.equal(x.pieceAt('e2'), 'C');
    refusal(() => x.undo(2.5), 'bad_argument');
    refusal(() => x.undo(-1), 'bad_argument');
    for (const game of [g, x]) game.dispose();
  });

  it('a coordinate beyond the 32-bit range is off the board, and a fraction is no point: neither is wrapped or cut onto the board', () => {
    const game = new GomokuGame();
    refusal(() => game.place({ x: 2 ** 32 + 3, y: 3 }), 'out_of_bounds');
    refusal(() => game.place({ x: 3, y: -(2 ** 32) + 3 }), 'out_of_bounds');
    refusal(() => game.stoneAt({ x: 2 ** 32 + 3, y: 3 }), 'out_of_bounds');
    refusal(() => game.place({ x: 3.5, y: 3 }), 'bad_point');
    refusal(() => game.place({ x: 3, y: 1e-9 }), 'bad_point');
    refusal(() => GomokuGame.fromPosition({ black: [{ x: 2 ** 32 + 3, y: 3 }], white: [] }), 'bad_position');
    assert.equal(game.check({ x: 2 ** 32 + 3, y: 3 }), 'out_of_bounds');
    assert.equal(game.moveCount, 0);
    assert.equal(game.stoneAt({ x: 3, y: 3 }), null);
    game.dispose();
  });

  it('a board size that is not a whole number, or beyond 32 bits, is refused', () => {
    refusal(() => new GomokuGame({ size: 7.5 }), 'bad_settings');
    refusal(() => new GomokuGame({ size: 2 ** 32 + 15 }), 'bad_settings');
    refusal(() => new GomokuGame({ size: NaN }), 'bad_settings');
  });

  it('fromJSON refuses saves with such sizes and coordinates', () => {
    const saved = { schema: 'pinqi/gomoku', version: 1, size: 15, rule: 'freestyle', moves: [] as number[][] };
    refusal(() => GomokuGame.fromJSON({ ...saved, size: 7.5 }), 'bad_record');
    refusal(() => GomokuGame.fromJSON({ ...saved, size: 2 ** 32 + 15 }), 'bad_record');
    const e = refusal(() => GomokuGame.fromJSON({ ...saved, moves: [[2 ** 32 + 3, 3]] }), 'bad_record');
    assert.equal(e.why, 'out_of_bounds');
    assert.equal(e.index, 0);
    refusal(() => GomokuGame.fromJSON({ ...saved, moves: [[7, 7, 1]] }), 'bad_record');
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

  it('wrong argument types are PinqiErrors, never TypeError or an embind BindingError', () => {
    refusal(() => new GomokuGame(null as never), 'bad_settings');
    refusal(() => new GomokuGame({ rule: 1 as never }), 'bad_settings');
    refusal(() => new GomokuGame({ size: '15' as never }), 'bad_settings');
    refusal(() => new XiangqiGame(null as never), 'bad_settings');
    refusal(() => new XiangqiGame({ fen: 5 as never }), 'bad_fen');
    const g = new GomokuGame();
    refusal(() => g.place({ x: 1n, y: 1 } as never), 'bad_point');
    refusal(() => g.place(null as never), 'bad_point');
    refusal(() => g.stoneAt({ x: 1n, y: 1n } as never), 'bad_point');
    refusal(() => g.resign(undefined as never), 'bad_argument');
    refusal(() => g.resign('red' as never), 'bad_argument');
    refusal(() => g.undo('1' as never), 'bad_argument');
    refusal(() => GomokuGame.fromRecord(null as never), 'bad_record');
    const x = new XiangqiGame();
    refusal(() => x.resign(undefined as never), 'bad_argument');
    refusal(() => x.toRecord(null as never), 'bad_argument');
    refusal(() => x.move(1n as never), 'bad_notation');
    refusal(() => x.move({} as never, 'e2'), 'bad_point');
    refusal(() => x.legalTargets(7 as never), 'bad_point');
    assert.equal(g.moveCount + x.moveCount, 0);
    for (const game of [g, x]) game.dispose();
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

  it('a disposed game throws disposed on every getter and method', () => {
    const g = gomoku([[7, 7]]);
    const x = new XiangqiGame();
    x.move('h2e2');
    g.dispose();
    x.dispose();
    for (const read of [
      () => g.history,
      () => g.moveCount,
      () => g.lastMove,
      () => g.result,
      () => g.isOver,
      () => g.size,
      () => g.turn,
      () => g.toJSON(),
      () => g.undo(0),
      () => x.history,
      () => x.moveCount,
      () => x.lastMove,
      () => x.result,
      () => x.isOver,
      () => x.captured,
      () => x.turn,
      () => x.fen(),
      () => x.toJSON(),
    ])
      refusal(read, 'disposed');
  });

  it('sparse move arrays are refused, not read with their holes skipped', () => {
    const moves: [number, number][] = [];
    moves[1] = [7, 7];
    const e = refusal(
      () => GomokuGame.fromJSON({ schema: 'pinqi/gomoku', version: 1, size: 15, rule: 'freestyle', moves }),
      'bad_record',
    );
    assert.equal(e.index, 0);
    const iccs: string[] = [];
    iccs[2] = 'h2e2';
    refusal(
      () =>
        XiangqiGame.fromJSON({ schema: 'pinqi/xiangqi', version: 1, startFen: new XiangqiGame().fen(), moves: iccs }),
      'bad_record',
    );
  });

  it("toRecord('WXF') is refused rather than silently written in ICCS", () => {
    const game = new XiangqiGame();
    game.move('h2e2');
    refusal(() => game.toRecord('WXF' as never), 'bad_argument');
    refusal(() => game.toRecord('pgn' as never), 'bad_argument');
    assert.match(game.toRecord('wxf'), /C2\.5/);
    game.dispose();
  });

  it('messages quote a short excerpt of the bad input, never all of it', () => {
    const huge = 'x'.repeat(10_000_000);
    const game = new XiangqiGame();
    refusal(() => game.move(huge), 'bad_notation');
    refusal(() => new XiangqiGame({ fen: huge }), 'bad_fen');
    refusal(() => XiangqiGame.fromRecord(`[FEN "${huge}"]`), 'bad_record');
    refusal(() => GomokuGame.fromRecord(`[Rule "${huge}"]`), 'bad_record');
    refusal(() => new GomokuGame({ rule: huge as never }), 'bad_settings');
    refusal(() => GomokuGame.fromJSON(huge), 'bad_record');
    refusal(() => game.toRecord(huge as never), 'bad_argument');
    refusal(() => new GomokuGame().place({ x: huge, y: 1 } as never), 'bad_point');
    game.dispose();
  });
});

describe('point names are defined once, in the engine', () => {
  it("the board view's axis labels are the engine's halves of each point name, for every size", async () => {
    const { gomokuAxisLabels } = await import('../../web/src/api/gomoku-game.ts');
    const { renderGomoku } = await import('../../web/src/views/gomoku/render.ts');
    const { gomokuGeometry } = await import('../../web/src/views/gomoku/geometry.ts');
    const { defaultGomokuState } = await import('../../web/src/views/gomoku/state.ts');
    const { THEMES } = await import('../../web/src/views/theme.ts');
    const { min, max } = GomokuGame.sizes;
    for (let size = min; size <= max; size++) {
      const labels = gomokuAxisLabels(size)!;
      const game = new GomokuGame({ size });
      for (let x = 0; x < size; x++)
        for (let y = 0; y < size; y++)
          assert.equal(labels.columns[x]! + labels.rows[y]!, game.notation({ x, y }), `size ${size}`);
      game.dispose();
      // The view draws exactly these labels, and no other text, on an empty board.
      const drawn: string[] = [];
      const ctx = new Proxy(
        {},
        {
          get: (_, key) =>
            key === 'fillText' ? (text: string) => drawn.push(text) : () => ({ addColorStop: () => undefined }),
          set: () => true,
        },
      ) as CanvasRenderingContext2D;
      const scene = { ...defaultGomokuState(), size };
      renderGomoku(ctx, 600, 600, gomokuGeometry(size, 600, 600, true, false), scene, THEMES.wood);
      assert.deepEqual(drawn.sort(), [...labels.columns, ...labels.rows].sort(), `size ${size}`);
    }
    assert.equal(gomokuAxisLabels(max + 1), null);
    assert.equal(gomokuAxisLabels(7.5), null);
  });
});
