// Property-based tests of the promise at the edges (issue 11): every public
// method of both games, given arbitrary values (numbers at and beyond every
// integer boundary, wrong types, huge strings, sparse arrays, `__proto__`
// keys), either succeeds or throws a PinqiError with a documented code and a
// short message, and a refusal changes nothing: toJSON(), fen(), history and
// result are exactly as before. Fixed seed here; `npm run verify` runs more.
// The AI client's properties are in ai-client-properties.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';

import { loadPinqi, PinqiError, type GomokuGame, type XiangqiGame } from '../../web/src/index.ts';
import { anyNumber, moveList, point, RUNS, SEED, weird } from './properties/arbitraries.ts';
import { refusedOrDone, unchangedOnRefusal } from './properties/check.ts';

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
