import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { loadPinqi, PinqiError, type GomokuGame } from '../../web/src/index.ts';
import { refusal } from './refusal.ts';
import { ONLY_FORBIDDEN_MOVES, onlyForbiddenRecord } from './renju-only-forbidden.ts';

const pinqi = await loadPinqi();

function playAll(game: GomokuGame, black: [number, number][], white: [number, number][]): void {
  for (let i = 0; i < black.length + white.length; i++) {
    const [x, y] = (i % 2 === 0 ? black[i / 2] : white[(i - 1) / 2])!;
    game.place({ x, y });
  }
}

function expectCode(fn: () => unknown, code: string): void {
  assert.throws(fn, (e: unknown) => e instanceof PinqiError && e.code === code);
}

describe('GomokuGame over the real wasm module', () => {
  it('nine-move game: black wins on move nine with exactly its five stones', () => {
    const game = new pinqi.GomokuGame({ size: 15, rule: 'freestyle' });
    const black: [number, number][] = [
      [5, 7],
      [6, 7],
      [7, 7],
      [8, 7],
      [9, 7],
    ];
    const white: [number, number][] = [
      [5, 9],
      [7, 9],
      [9, 9],
      [11, 9],
    ];
    playAll(game, black.slice(0, 4), white);
    assert.equal(game.result, null);
    assert.equal(game.turn, 'black');
    game.place({ x: 9, y: 7 });
    assert.deepEqual(game.result, {
      winner: 'black',
      reason: 'five',
      line: black.map(([x, y]) => ({ x, y })),
    });
    assert.deepEqual(game.lastMove, { index: 8, x: 9, y: 7, player: 'black', notation: 'j8' });
    game.dispose();
  });

  it('undo removes the last move, not the stone with the highest index', () => {
    const game = new pinqi.GomokuGame();
    game.place({ x: 5, y: 13 });
    game.place({ x: 10, y: 0 });
    game.undo();
    assert.equal(game.stoneAt({ x: 10, y: 0 }), null);
    assert.equal(game.stoneAt({ x: 5, y: 13 }), 'black');
    assert.equal(game.turn, 'white');
    assert.deepEqual(
      game.history.map((m) => [m.x, m.y]),
      [[5, 13]],
    );
    expectCode(() => game.undo(2), 'nothing_to_undo');
    assert.equal(game.moveCount, 1);
    game.dispose();
  });

  it('refusals throw a PinqiError with a stable code and change nothing', () => {
    const game = new pinqi.GomokuGame({ rule: 'renju' });
    playAll(
      game,
      [
        [7, 7],
        [8, 7],
        [9, 5],
        [9, 6],
      ],
      [
        [0, 0],
        [14, 0],
        [0, 14],
        [14, 14],
      ],
    );
    const before = game.toJSON();
    expectCode(() => game.place({ x: 7, y: 7 }), 'occupied');
    expectCode(() => game.place({ x: 15, y: 3 }), 'out_of_bounds');
    expectCode(() => game.place({ x: 9, y: 7 }), 'forbidden');
    expectCode(() => game.place({ x: 1.5, y: 2 } as never), 'bad_point');
    assert.deepEqual(game.toJSON(), before);
    assert.equal(game.check({ x: 9, y: 7 }), 'forbidden');
    assert.equal(game.canPlace({ x: 10, y: 10 }), true);
    assert.deepEqual(game.forbiddenPoints(), [{ x: 9, y: 7 }]);
    try {
      game.place({ x: 9, y: 7 });
    } catch (e) {
      assert.match((e as Error).message, /j8 is forbidden for Black under Renju \(double-three\)/);
    }
    game.dispose();
  });

  it('moves after the end are refused with game_over', () => {
    const game = new pinqi.GomokuGame();
    playAll(
      game,
      [
        [5, 7],
        [6, 7],
        [7, 7],
        [8, 7],
        [9, 7],
      ],
      [
        [5, 9],
        [7, 9],
        [9, 9],
        [11, 9],
      ],
    );
    expectCode(() => game.place({ x: 0, y: 0 }), 'game_over');
    assert.equal(game.moveCount, 9);
    game.dispose();
  });

  it('bad settings are refused', () => {
    expectCode(() => new pinqi.GomokuGame({ size: 4 }), 'bad_settings');
    expectCode(() => new pinqi.GomokuGame({ rule: 'pente' as never }), 'bad_settings');
  });

  it('records round-trip and a bad record names the move', () => {
    const game = new pinqi.GomokuGame({ size: 9, rule: 'standard' });
    playAll(
      game,
      [
        [4, 4],
        [5, 5],
      ],
      [[3, 3]],
    );
    const copy = pinqi.GomokuGame.fromRecord(game.toRecord());
    assert.deepEqual(copy.history, game.history);
    assert.equal(copy.rule, 'standard');
    assert.equal(copy.size, 9);
    assert.throws(
      () => pinqi.GomokuGame.fromRecord('h8 h9 h8'),
      (e: unknown) => e instanceof PinqiError && e.code === 'bad_record' && /move 3 \(h8\): occupied/.test(e.message),
    );
    game.dispose();
    copy.dispose();
  });

  it('toJSON/fromJSON restore the game by replaying it, and refuse bad or future data', () => {
    const game = new pinqi.GomokuGame({ rule: 'renju' });
    playAll(
      game,
      [
        [7, 7],
        [8, 8],
      ],
      [[6, 6]],
    );
    const saved = JSON.parse(JSON.stringify(game.toJSON()));
    assert.equal(saved.version, 1);
    const back = pinqi.GomokuGame.fromJSON(saved);
    assert.deepEqual(back.history, game.history);
    assert.equal(back.turn, 'white');
    expectCode(() => pinqi.GomokuGame.fromJSON({ ...saved, version: 99 }), 'bad_record');
    expectCode(() => pinqi.GomokuGame.fromJSON('{"schema":'), 'bad_record');
    expectCode(
      () =>
        pinqi.GomokuGame.fromJSON({
          ...saved,
          moves: [
            [7, 7],
            [7, 7],
          ],
        }),
      'bad_record',
    );
    expectCode(() => pinqi.GomokuGame.fromJSON(null), 'bad_record');
    back.dispose();
    game.dispose();
  });

  it('a disposed game refuses further use', () => {
    const game = new pinqi.GomokuGame();
    game.dispose();
    game.dispose();
    expectCode(() => game.place({ x: 1, y: 1 }), 'disposed');
  });

  it('Gomoku has resign() in the engine: the result, the saved form and undo all follow it', () => {
    const game = new pinqi.GomokuGame();
    game.place({ x: 7, y: 7 });
    game.resign('white');
    assert.deepEqual(game.result, { winner: 'black', reason: 'resign' });
    assert.equal(game.isOver, true);
    refusal(() => game.place({ x: 0, y: 0 }), 'game_over');
    refusal(() => game.resign('black'), 'game_over');
    const saved = game.toJSON();
    assert.deepEqual(saved.ending, { type: 'resign', loser: 'white' });
    const back = pinqi.GomokuGame.fromJSON(saved);
    assert.deepEqual(back.result, { winner: 'black', reason: 'resign' });
    game.undo(1);
    assert.equal(game.result, null);
    assert.equal(game.moveCount, 0);
    for (const g of [game, back]) g.dispose();
  });

  it('point names and board sizes come from the engine', () => {
    const game = new pinqi.GomokuGame({ size: 15 });
    assert.equal(game.notation({ x: 7, y: 7 }), 'h8');
    assert.deepEqual(game.pointAt('h8'), { x: 7, y: 7 });
    refusal(() => game.pointAt('z99'), 'bad_notation');
    refusal(() => game.notation({ x: 15, y: 0 }), 'out_of_bounds');
    assert.deepEqual(pinqi.GomokuGame.sizes, { min: 5, max: 20, default: 15 });
    game.dispose();
  });
});

describe('GomokuGame.forbiddenKind', () => {
  it('names why a point is forbidden for Black under Renju', () => {
    const game = new pinqi.GomokuGame({ rule: 'renju' });
    for (const [x, y] of [
      [7, 7],
      [0, 0],
      [8, 7],
      [14, 0],
      [9, 5],
      [0, 14],
      [9, 6],
      [14, 14],
    ] as const)
      game.place({ x, y });
    assert.equal(game.forbiddenKind({ x: 9, y: 7 }), 'double_three');
    assert.equal(game.forbiddenKind({ x: 3, y: 3 }), null);
    game.dispose();
  });
});

describe('GomokuGame at the edges of its input: neither wrapped nor cut onto the board', () => {
  it('a coordinate beyond the 32-bit range is off the board, and a fraction is no point: neither is wrapped or cut onto the board', () => {
    const game = new pinqi.GomokuGame();
    refusal(() => game.place({ x: 2 ** 32 + 3, y: 3 }), 'out_of_bounds');
    refusal(() => game.place({ x: 3, y: -(2 ** 32) + 3 }), 'out_of_bounds');
    refusal(() => game.stoneAt({ x: 2 ** 32 + 3, y: 3 }), 'out_of_bounds');
    refusal(() => game.place({ x: 3.5, y: 3 }), 'bad_point');
    refusal(() => game.place({ x: 3, y: 1e-9 }), 'bad_point');
    refusal(() => pinqi.GomokuGame.fromPosition({ black: [{ x: 2 ** 32 + 3, y: 3 }], white: [] }), 'bad_position');
    assert.equal(game.check({ x: 2 ** 32 + 3, y: 3 }), 'out_of_bounds');
    assert.equal(game.moveCount, 0);
    assert.equal(game.stoneAt({ x: 3, y: 3 }), null);
    game.dispose();
  });

  it('a board size that is not a whole number, or beyond 32 bits, is refused', () => {
    refusal(() => new pinqi.GomokuGame({ size: 7.5 }), 'bad_settings');
    refusal(() => new pinqi.GomokuGame({ size: 2 ** 32 + 15 }), 'bad_settings');
    refusal(() => new pinqi.GomokuGame({ size: NaN }), 'bad_settings');
  });

  it('fromJSON refuses saves with such sizes and coordinates', () => {
    const saved = { schema: 'pinqi/gomoku', version: 1, size: 15, rule: 'freestyle', moves: [] as number[][] };
    refusal(() => pinqi.GomokuGame.fromJSON({ ...saved, size: 7.5 }), 'bad_record');
    refusal(() => pinqi.GomokuGame.fromJSON({ ...saved, size: 2 ** 32 + 15 }), 'bad_record');
    const e = refusal(() => pinqi.GomokuGame.fromJSON({ ...saved, moves: [[2 ** 32 + 3, 3]] }), 'bad_record');
    assert.equal(e.why, 'out_of_bounds');
    assert.equal(e.index, 0);
    refusal(() => pinqi.GomokuGame.fromJSON({ ...saved, moves: [[7, 7, 1]] }), 'bad_record');
  });
});

describe('point names are defined once, in the engine', () => {
  it("the board view's axis labels are the engine's halves of each point name, for every size", async () => {
    const { gomokuAxisLabels } = await import('../../web/src/api/gomoku-game.ts');
    const { renderGomoku } = await import('../../web/src/views/gomoku/render.ts');
    const { gomokuGeometry } = await import('../../web/src/views/gomoku/geometry.ts');
    const { defaultGomokuState } = await import('../../web/src/views/gomoku/state.ts');
    const { THEMES } = await import('../../web/src/views/theme.ts');
    const { min, max } = pinqi.GomokuGame.sizes;
    for (let size = min; size <= max; size++) {
      const labels = gomokuAxisLabels(size)!;
      const game = new pinqi.GomokuGame({ size });
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

describe('Renju: Black to move with only forbidden points left is a draw (issue 27 §1.4)', () => {
  it('the engine ends the game with its own reason; place, undo, restore and a set-up position agree', () => {
    const game = pinqi.GomokuGame.fromRecord(onlyForbiddenRecord(ONLY_FORBIDDEN_MOVES.length - 1));
    assert.equal(game.result, null);
    assert.equal(game.turn, 'white');
    game.place(game.pointAt('c6'));
    assert.deepEqual(game.result, { winner: null, reason: 'only_forbidden' });
    const k2 = game.pointAt('k2');
    assert.deepEqual(game.forbiddenPoints(), [k2], 'the one empty point is forbidden to Black');
    assert.equal(game.canPlace(k2), false);
    refusal(() => game.place(k2), 'game_over', 'only_forbidden');
    // Restored through the engine, the game ends the same way.
    const restored = pinqi.GomokuGame.fromJSON(game.toJSON());
    assert.deepEqual(restored.result, { winner: null, reason: 'only_forbidden' });
    const fromRecord = pinqi.GomokuGame.fromRecord(onlyForbiddenRecord());
    assert.deepEqual(fromRecord.result, { winner: null, reason: 'only_forbidden' });
    // Undo takes White's stone back: the game is on again.
    game.undo(1);
    assert.equal(game.result, null);
    assert.equal(game.canPlace(game.pointAt('c6')), true);
    // The same stones set up with Black to move: a draw from the start; free-style plays on.
    const stones = fromRecord.history;
    const position = {
      size: 15,
      black: stones.filter((m) => m.player === 'black').map(({ x, y }) => ({ x, y })),
      white: stones.filter((m) => m.player === 'white').map(({ x, y }) => ({ x, y })),
      toMove: 'black' as const,
    };
    const setUp = pinqi.GomokuGame.fromPosition({ ...position, rule: 'renju' });
    assert.deepEqual(setUp.result, { winner: null, reason: 'only_forbidden' });
    const freestyle = pinqi.GomokuGame.fromPosition({ ...position, rule: 'freestyle' });
    assert.equal(freestyle.result, null);
    assert.equal(freestyle.canPlace(k2), true);
    for (const g of [game, restored, fromRecord, setUp, freestyle]) g.dispose();
  });
});
