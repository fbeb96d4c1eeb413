// Property-based tests of the promise at the edges (issue 11): every public
// method of both games, given arbitrary values (numbers at and beyond every
// integer boundary, wrong types, huge strings, sparse arrays, `__proto__`
// keys), either succeeds or throws a PinqiError with a documented code and a
// short message, and a refusal changes nothing: toJSON(), fen(), history and
// result are exactly as before. Fixed seed here; `npm run verify` runs more.
// After the properties, the same convention case by case for what both games
// share (each case failed before its fix); the cases of one game are in its
// own test file. The AI client's properties are in ai-client-properties.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';

import { loadPinqi, PinqiError, type GomokuGame, type XiangqiGame } from '../../web/src/index.ts';
import { anyNumber, moveList, point, RUNS, SEED, weird } from './properties/arbitraries.ts';
import { refusedOrDone, unchangedOnRefusal } from './properties/check.ts';
import { refusal } from './refusal.ts';

const pinqi = await loadPinqi();
const { GomokuGame: Gomoku, XiangqiGame: Xiangqi } = pinqi;
const params = { seed: SEED, numRuns: RUNS, endOnFailure: true };

/** What must not change on a refusal; 'disposed' once the game is gone. */
function gomokuSnapshot(g: GomokuGame): unknown {
  try {
    return {
      json: g.toJSON(),
      history: g.history,
      result: g.result,
      record: g.toRecord(),
      turn: g.turn,
      setup: g.setup,
    };
  } catch (e) {
    if (e instanceof PinqiError && e.code === 'disposed') return 'disposed';
    throw e;
  }
}

function xiangqiSnapshot(g: XiangqiGame): unknown {
  try {
    return { json: g.toJSON(), fen: g.fen(), history: g.history, result: g.result, check: g.inCheck };
  } catch (e) {
    if (e instanceof PinqiError && e.code === 'disposed') return 'disposed';
    throw e;
  }
}

interface Call<G> {
  name: string;
  run: (game: G) => unknown;
}

const call = <G>(name: string, run: (game: G) => unknown): Call<G> => ({ name, run });

const gomokuOptions = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      size: fc.integer({ min: 5, max: 20 }),
      rule: fc.constantFrom('freestyle', 'standard', 'renju'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record(
      { size: fc.oneof(anyNumber, weird), rule: fc.oneof(fc.constantFrom('freestyle', 'renju'), weird) },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: weird },
);

const gomokuCalls: fc.Arbitrary<Call<GomokuGame>> = fc.oneof(
  {
    weight: 6,
    arbitrary: point().map((p) =>
      call<GomokuGame>('place', (g) => {
        const move = g.place(p as never);
        // An accepted point is the point asked for: never wrapped or cut onto the board.
        const { x, y } = p as { x: unknown; y: unknown };
        assert.ok(move.x === x && move.y === y, `place(${String(x)}, ${String(y)}) played (${move.x}, ${move.y})`);
      }),
    ),
  },
  { weight: 2, arbitrary: point().map((p) => call<GomokuGame>('check', (g) => g.check(p as never))) },
  point().map((p) => call<GomokuGame>('canPlace', (g) => g.canPlace(p as never))),
  point().map((p) => call<GomokuGame>('stoneAt', (g) => g.stoneAt(p as never))),
  point().map((p) => call<GomokuGame>('forbiddenKind', (g) => g.forbiddenKind(p as never))),
  point().map((p) => call<GomokuGame>('notation', (g) => g.notation(p as never))),
  fc
    .oneof(fc.constantFrom('h8', 'a1', 'o15', 't20', 'A1', 'h0'), weird)
    .map((t) => call<GomokuGame>('pointAt', (g) => g.pointAt(t as never))),
  {
    weight: 2,
    arbitrary: fc
      .oneof(fc.integer({ min: 0, max: 3 }), anyNumber, weird)
      .map((n) => call<GomokuGame>('undo', (g) => g.undo(n as never))),
  },
  fc
    .oneof(fc.constantFrom('black', 'white'), weird)
    .map((s) => call<GomokuGame>('resign', (g) => g.resign(s as never))),
  fc.constant(call<GomokuGame>('restart', (g) => g.restart())),
  fc.constant(call<GomokuGame>('forbiddenPoints', (g) => g.forbiddenPoints())),
  fc.constant(
    call<GomokuGame>('getters', (g) => [
      g.size,
      g.rule,
      g.turn,
      g.history,
      g.moveCount,
      g.lastMove,
      g.result,
      g.isOver,
      g.setup,
    ]),
  ),
  fc.constant(call<GomokuGame>('toRecord', (g) => g.toRecord())),
  fc.constant(call<GomokuGame>('dispose', (g) => g.dispose())),
);

const iccs = fc
  .tuple(
    fc.constantFrom(...'abcdefghi'),
    fc.integer({ min: 0, max: 9 }),
    fc.constantFrom(...'abcdefghi'),
    fc.integer({ min: 0, max: 9 }),
  )
  .map(([a, b, c, d]) => `${a}${b}${c}${d}`);
const square = fc.tuple(fc.constantFrom(...'abcdefghij'), fc.integer({ min: 0, max: 10 })).map(([f, r]) => `${f}${r}`);
const moveText = fc.oneof(
  iccs,
  fc.constantFrom('C2.5', 'H8+7', '炮二平五', '马８进７', 'R+.3', '前车进一', 'h2e2', 'H2E2'),
  weird,
);

const xiangqiCalls: fc.Arbitrary<Call<XiangqiGame>> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.nat().map((i) =>
      call<XiangqiGame>('a legal move', (g) => {
        const moves = g.legalMoves();
        return g.move(moves.length ? moves[i % moves.length]! : 'a0a1');
      }),
    ),
  },
  { weight: 3, arbitrary: moveText.map((m) => call<XiangqiGame>('move(text)', (g) => g.move(m as never))) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.oneof(square, weird), fc.oneof(square, weird))
      .map(([a, b]) => call<XiangqiGame>('move(from, to)', (g) => g.move(a as never, b as never))),
  },
  fc.oneof(square, weird).map((s) => call<XiangqiGame>('legalTargets', (g) => g.legalTargets(s as never))),
  fc.oneof(square, weird).map((s) => call<XiangqiGame>('pieceAt', (g) => g.pieceAt(s as never))),
  {
    weight: 2,
    arbitrary: fc
      .oneof(fc.integer({ min: 0, max: 3 }), anyNumber, weird)
      .map((n) => call<XiangqiGame>('undo', (g) => g.undo(n as never))),
  },
  fc.oneof(fc.constantFrom('red', 'black'), weird).map((s) => call<XiangqiGame>('resign', (g) => g.resign(s as never))),
  fc.constant(call<XiangqiGame>('agreeDraw', (g) => g.agreeDraw())),
  fc.constant(call<XiangqiGame>('restart', (g) => g.restart())),
  fc
    .oneof(fc.constantFrom('iccs', 'wxf', 'chinese', 'WXF', undefined), weird)
    .map((n) => call<XiangqiGame>('toRecord', (g) => g.toRecord(n as never))),
  fc.constant(
    call<XiangqiGame>('getters', (g) => [
      g.turn,
      g.inCheck,
      g.history,
      g.moveCount,
      g.lastMove,
      g.result,
      g.isOver,
      g.captured,
      g.pieces(),
      g.legalMoves(),
    ]),
  ),
  fc.constant(call<XiangqiGame>('dispose', (g) => g.dispose())),
);

const FENS = [
  'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
  '3k5/R8/1R7/9/9/9/9/9/9/4K4 w - - 0 1',
  '4k4/3P1P3/9/9/9/9/9/9/9/3K5 b - - 0 1',
  '3k5/9/9/9/9/9/9/9/9/R3K4 w - - 119 32767',
  '2bak4/9/4b4/9/9/9/9/9/4A4/3AK1R2 w - - 0 999999999',
];
const xiangqiOptions = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...FENS).map((fen) => ({ fen })) },
  { weight: 1, arbitrary: fc.constantFrom(undefined, {}) },
  { weight: 1, arbitrary: fc.record({ fen: weird }) },
  { weight: 1, arbitrary: weird },
);

/** Plays the calls on one game, checking each; then the saved forms of what is left restore it. */
function playGomoku(options: unknown, calls: Call<GomokuGame>[]): void {
  let game: GomokuGame | undefined;
  refusedOrDone('new GomokuGame', () => (game = new Gomoku(options as never)));
  if (!game) return;
  for (const c of calls) unchangedOnRefusal(game, gomokuSnapshot, c.name, c.run);
  if (gomokuSnapshot(game) === 'disposed') return;
  const back = Gomoku.fromJSON(JSON.parse(JSON.stringify(game.toJSON())));
  assert.deepStrictEqual(gomokuSnapshot(back), gomokuSnapshot(game), 'toJSON/fromJSON restores the game');
  const replayed = Gomoku.fromRecord(game.toRecord());
  assert.deepStrictEqual(replayed.history, game.history, 'toRecord/fromRecord replays the moves');
  for (const g of [game, back, replayed]) g.dispose();
}

function playXiangqi(options: unknown, calls: Call<XiangqiGame>[]): void {
  let game: XiangqiGame | undefined;
  refusedOrDone('new XiangqiGame', () => (game = new Xiangqi(options as never)));
  if (!game) return;
  for (const c of calls) unchangedOnRefusal(game, xiangqiSnapshot, c.name, c.run);
  if (xiangqiSnapshot(game) === 'disposed') return;
  const back = Xiangqi.fromJSON(JSON.parse(JSON.stringify(game.toJSON())));
  assert.deepStrictEqual(xiangqiSnapshot(back), xiangqiSnapshot(game), 'toJSON/fromJSON restores the game');
  const replayed = Xiangqi.fromRecord(game.toRecord('chinese'));
  assert.deepStrictEqual(replayed.history, game.history, 'toRecord/fromRecord replays the moves');
  for (const g of [game, back, replayed]) g.dispose();
}

/** A valid saved form with one field swapped for an arbitrary value (or the whole of it). */
function mutatedSaved(valid: Record<string, unknown>, fields: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constant(valid),
    fc.tuple(fc.constantFrom(...fields, '__proto__', 'extra'), weird).map(([key, value]) => {
      const copy: Record<string, unknown> = { ...valid };
      Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
      return copy;
    }),
    fc
      .tuple(fc.constantFrom(...fields), fc.jsonValue({ maxDepth: 2 }))
      .map(([key, value]) => JSON.stringify({ ...valid, [key]: value })),
    fc.string({ maxLength: 30 }).map((tail) => JSON.stringify(valid).slice(0, 20) + tail),
    weird,
  );
}

describe('every public method of both games keeps the promise at the edges (fast-check)', () => {
  it('GomokuGame: each call succeeds or is a documented refusal that changes nothing', () => {
    fc.assert(
      fc.property(gomokuOptions, fc.array(gomokuCalls, { maxLength: 25 }), (options, calls) =>
        playGomoku(options, calls),
      ),
      params,
    );
  });

  it('XiangqiGame: each call succeeds or is a documented refusal that changes nothing', () => {
    fc.assert(
      fc.property(xiangqiOptions, fc.array(xiangqiCalls, { maxLength: 25 }), (options, calls) =>
        playXiangqi(options, calls),
      ),
      params,
    );
  });

  it('GomokuGame.fromJSON, fromRecord and the sizes: a game or a documented refusal', () => {
    const saved = {
      schema: 'pinqi/gomoku',
      version: 1,
      size: 15,
      rule: 'renju',
      moves: [
        [7, 7],
        [8, 8],
      ],
    };
    const savedArb = fc.oneof(
      mutatedSaved(saved, ['schema', 'version', 'size', 'rule', 'moves', 'ending']),
      moveList(fc.tuple(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 14 }))).map((moves) => ({
        ...saved,
        moves,
      })),
      fc.oneof(fc.constant({ type: 'resign', loser: 'white' }), weird).map((ending) => ({ ...saved, ending })),
    );
    const recordArb = fc.oneof(
      fc.constantFrom('1. h8 h9 2. i8', '[Size "9"]\n1. e5', '[Rule "renju"]\n[Size "15"]\n1. h8 i9 2. j8'),
      fc.string({ maxLength: 40 }).map((s) => `1. h8 ${s}`),
      weird,
    );
    fc.assert(
      fc.property(savedArb, recordArb, (data, record) => {
        for (const [what, make] of [
          ['fromJSON', () => Gomoku.fromJSON(data)],
          ['fromRecord', () => Gomoku.fromRecord(record as never)],
        ] as const) {
          let game: GomokuGame | undefined;
          refusedOrDone(what, () => (game = make()));
          game?.dispose();
        }
      }),
      params,
    );
    assert.deepEqual(Gomoku.sizes, { min: 5, max: 20, default: 15 });
  });

  it('GomokuGame.fromPosition: a game or a documented refusal, and the set-up game keeps the promise', () => {
    const stones = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.array(fc.record({ x: fc.integer({ min: 0, max: 8 }), y: fc.integer({ min: 0, max: 8 }) }), {
          maxLength: 12,
        }),
      },
      { weight: 1, arbitrary: moveList(point(9)) },
    );
    const spec = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record(
          {
            size: fc.oneof(fc.constant(9), anyNumber, weird),
            rule: fc.oneof(fc.constantFrom('freestyle', 'standard', 'renju'), weird),
            black: stones,
            white: stones,
            toMove: fc.oneof(fc.constantFrom('black', 'white'), weird),
          },
          { requiredKeys: ['black', 'white'] },
        ),
      },
      { weight: 1, arbitrary: weird },
    );
    fc.assert(
      fc.property(spec, fc.array(gomokuCalls, { maxLength: 8 }), (position, calls) => {
        let game: GomokuGame | undefined;
        refusedOrDone('fromPosition', () => (game = Gomoku.fromPosition(position as never)));
        if (!game) return;
        for (const c of calls) unchangedOnRefusal(game, gomokuSnapshot, c.name, c.run);
        if (gomokuSnapshot(game) === 'disposed') return;
        const back = Gomoku.fromJSON(JSON.parse(JSON.stringify(game.toJSON())));
        assert.deepStrictEqual(gomokuSnapshot(back), gomokuSnapshot(game), 'toJSON/fromJSON restores the set-up game');
        for (const g of [game, back]) g.dispose();
      }),
      params,
    );
  });

  it('XiangqiGame.fromJSON and fromRecord: a game or a documented refusal', () => {
    const saved = { schema: 'pinqi/xiangqi', version: 1, startFen: FENS[0], moves: ['h2e2', 'h9g7'] };
    const savedArb = fc.oneof(
      mutatedSaved(saved, ['schema', 'version', 'startFen', 'moves', 'ending']),
      moveList(moveText).map((moves) => ({ ...saved, moves })),
      fc
        .oneof(fc.constantFrom({ type: 'agreement' }, { type: 'resign', loser: 'red' }), weird)
        .map((ending) => ({ ...saved, ending })),
      fc
        .constantFrom(...FENS, ...FENS.map((f) => f.replace(/ \d+$/, ' 0')))
        .map((startFen) => ({ ...saved, startFen, moves: [] })),
    );
    const recordArb = fc.oneof(
      fc.constantFrom(
        '1. h2e2 h9g7',
        '[FEN "3k5/R8/1R7/9/9/9/9/9/9/4K4 w - - 0 1"]\n1. b7b9',
        '1. 炮二平五 马８进７ *',
      ),
      fc.string({ maxLength: 40 }).map((s) => `1. h2e2 ${s}`),
      weird,
    );
    fc.assert(
      fc.property(savedArb, recordArb, (data, record) => {
        for (const [what, make] of [
          ['fromJSON', () => Xiangqi.fromJSON(data)],
          ['fromRecord', () => Xiangqi.fromRecord(record as never)],
        ] as const) {
          let game: XiangqiGame | undefined;
          refusedOrDone(what, () => (game = make()));
          game?.dispose();
        }
      }),
      params,
    );
  });
});

function gomoku(moves: [number, number][], options = {}): GomokuGame {
  const game = new Gomoku(options);
  for (const [x, y] of moves) game.place({ x, y });
  return game;
}

describe('one refusal convention for both games, case by case', () => {
  it('a refused record is the same PinqiError shape for both games: bad_record, the move index and its refusal', () => {
    const g = refusal(() => Gomoku.fromRecord('1. h8 h9 2. h8'), 'bad_record');
    assert.equal(g.index, 2);
    assert.equal(g.why, 'occupied');
    const x = refusal(() => Xiangqi.fromRecord('1. h2e2 h9g7 2. e2e9'), 'bad_record');
    assert.equal(x.index, 2);
    assert.equal(x.why, 'illegal_move');
    const fen = refusal(() => Xiangqi.fromRecord('[FEN "not a fen"]\n1. h2e2'), 'bad_record');
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
    const xq = new Xiangqi();
    assert.equal(refusal(() => xq.move('e4', 'e5'), 'illegal_move').why, 'no_piece');
    assert.equal(refusal(() => xq.move('e6', 'e5'), 'illegal_move').why, 'not_your_piece');
    assert.equal(refusal(() => xq.move('a0', 'a3'), 'illegal_move').why, 'own_piece');
    assert.equal(refusal(() => xq.move('h2', 'g4'), 'illegal_move').why, 'cannot_move_there');
    xq.dispose();
    const pinned = new Xiangqi({ fen: '4k4/9/9/9/9/9/9/4r4/4R4/4K4 w - - 0 1' });
    assert.equal(refusal(() => pinned.move('e1', 'd1'), 'illegal_move').why, 'self_check');
    pinned.dispose();
  });

  it('undo(n) with n ≥ 2³² is refused instead of undoing n mod 2³² moves (both games)', () => {
    const g = gomoku([[7, 7]]);
    refusal(() => g.undo(2 ** 32 + 1), 'nothing_to_undo');
    assert.equal(g.moveCount, 1);
    assert.equal(g.stoneAt({ x: 7, y: 7 }), 'black');
    const x = new Xiangqi();
    x.move('h2e2');
    refusal(() => x.undo(2 ** 32 + 1), 'nothing_to_undo');
    assert.equal(x.moveCount, 1);
    assert.equal(x.pieceAt('e2'), 'C');
    refusal(() => x.undo(2.5), 'bad_argument');
    refusal(() => x.undo(-1), 'bad_argument');
    for (const game of [g, x]) game.dispose();
  });

  it('wrong argument types are PinqiErrors, never TypeError or an embind BindingError', () => {
    refusal(() => new Gomoku(null as never), 'bad_settings');
    refusal(() => new Gomoku({ rule: 1 as never }), 'bad_settings');
    refusal(() => new Gomoku({ size: '15' as never }), 'bad_settings');
    refusal(() => new Xiangqi(null as never), 'bad_settings');
    refusal(() => new Xiangqi({ fen: 5 as never }), 'bad_fen');
    const g = new Gomoku();
    refusal(() => g.place({ x: 1n, y: 1 } as never), 'bad_point');
    refusal(() => g.place(null as never), 'bad_point');
    refusal(() => g.stoneAt({ x: 1n, y: 1n } as never), 'bad_point');
    refusal(() => g.resign(undefined as never), 'bad_argument');
    refusal(() => g.resign('red' as never), 'bad_argument');
    refusal(() => g.undo('1' as never), 'bad_argument');
    refusal(() => Gomoku.fromRecord(null as never), 'bad_record');
    const x = new Xiangqi();
    refusal(() => x.resign(undefined as never), 'bad_argument');
    refusal(() => x.toRecord(null as never), 'bad_argument');
    refusal(() => x.move(1n as never), 'bad_notation');
    refusal(() => x.move({} as never, 'e2'), 'bad_point');
    refusal(() => x.legalTargets(7 as never), 'bad_point');
    assert.equal(g.moveCount + x.moveCount, 0);
    for (const game of [g, x]) game.dispose();
  });

  it('a disposed game throws disposed on every getter and method', () => {
    const g = gomoku([[7, 7]]);
    const x = new Xiangqi();
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
      () => Gomoku.fromJSON({ schema: 'pinqi/gomoku', version: 1, size: 15, rule: 'freestyle', moves }),
      'bad_record',
    );
    assert.equal(e.index, 0);
    const iccs: string[] = [];
    iccs[2] = 'h2e2';
    refusal(
      () => Xiangqi.fromJSON({ schema: 'pinqi/xiangqi', version: 1, startFen: new Xiangqi().fen(), moves: iccs }),
      'bad_record',
    );
  });

  it('messages quote a short excerpt of the bad input, never all of it', () => {
    const huge = 'x'.repeat(10_000_000);
    const game = new Xiangqi();
    refusal(() => game.move(huge), 'bad_notation');
    refusal(() => new Xiangqi({ fen: huge }), 'bad_fen');
    refusal(() => Xiangqi.fromRecord(`[FEN "${huge}"]`), 'bad_record');
    refusal(() => Gomoku.fromRecord(`[Rule "${huge}"]`), 'bad_record');
    refusal(() => new Gomoku({ rule: huge as never }), 'bad_settings');
    refusal(() => Gomoku.fromJSON(huge), 'bad_record');
    refusal(() => game.toRecord(huge as never), 'bad_argument');
    refusal(() => new Gomoku().place({ x: huge, y: 1 } as never), 'bad_point');
    game.dispose();
  });
});
