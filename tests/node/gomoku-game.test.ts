import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { loadPinqi, PinqiError, type GomokuGame } from '../../web/src/index.ts';

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
