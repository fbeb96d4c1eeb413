import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { loadPinqi, type Point } from '../../web/src/index.ts';
import { refusal } from './refusal.ts';

const pinqi = await loadPinqi();
const { GomokuGame } = pinqi;

const pts = (list: [number, number][]): Point[] => list.map(([x, y]) => ({ x, y }));
const CORNERS = pts([
  [0, 0],
  [14, 0],
  [0, 14],
  [14, 14],
]);

describe('GomokuGame.fromPosition sets up a position, not a game', () => {
  it('takes the stones in any order, even an order that could not have been played', () => {
    // Black's last-listed stone, i8, is a double-three point for the stones before it:
    // replayed as moves under Renju it would be refused; as a position it stands.
    const game = GomokuGame.fromPosition({
      rule: 'renju',
      black: pts([
        [7, 7],
        [8, 7],
        [9, 5],
        [9, 6],
        [9, 7],
      ]),
      white: CORNERS,
    });
    assert.equal(game.turn, 'white');
    assert.deepEqual(game.history, []);
    assert.equal(game.stoneAt({ x: 9, y: 7 }), 'black');
    assert.equal(game.result, null);
    assert.deepEqual(game.setup?.toMove, 'white');
    assert.equal(game.setup?.black.length, 5);
    game.dispose();
  });

  it('judges Renju forbidden points on the position set up', () => {
    const game = GomokuGame.fromPosition({
      rule: 'renju',
      black: pts([
        [7, 7],
        [8, 7],
        [9, 5],
        [9, 6],
      ]),
      white: CORNERS,
      toMove: 'black',
    });
    assert.equal(game.forbiddenKind({ x: 9, y: 7 }), 'double_three');
    assert.deepEqual(game.forbiddenPoints(), [{ x: 9, y: 7 }]);
    refusal(() => game.place({ x: 9, y: 7 }), 'forbidden', 'double_three');
    game.dispose();
  });

  it('plays on from the position: moves, undo (never below the setup), restart, result', () => {
    const game = GomokuGame.fromPosition({
      size: 9,
      black: pts([
        [1, 1],
        [2, 1],
        [3, 1],
        [4, 1],
      ]),
      white: pts([
        [1, 5],
        [2, 5],
        [3, 5],
      ]),
    });
    assert.equal(game.turn, 'white');
    game.place({ x: 4, y: 5 });
    game.place({ x: 5, y: 1 });
    assert.deepEqual(game.result, {
      winner: 'black',
      reason: 'five',
      line: pts([
        [1, 1],
        [2, 1],
        [3, 1],
        [4, 1],
        [5, 1],
      ]),
    });
    assert.deepEqual(
      game.history.map((m) => [m.player, m.notation]),
      [
        ['white', 'e4'],
        ['black', 'f8'],
      ],
    );
    game.undo(2);
    refusal(() => game.undo(1), 'nothing_to_undo');
    assert.equal(game.stoneAt({ x: 1, y: 1 }), 'black');
    game.place({ x: 0, y: 0 });
    game.restart();
    assert.equal(game.stoneAt({ x: 0, y: 0 }), null);
    assert.equal(game.stoneAt({ x: 4, y: 1 }), 'black');
    assert.equal(game.turn, 'white');
    game.dispose();
  });

  it('the saved form and the record keep the setup', () => {
    const game = GomokuGame.fromPosition({ black: pts([[7, 7]]), white: [], toMove: 'white' });
    game.place({ x: 8, y: 8 });
    const saved = JSON.parse(JSON.stringify(game.toJSON()));
    assert.deepEqual(saved.setup, { black: [[7, 7]], white: [], toMove: 'white' });
    const back = GomokuGame.fromJSON(saved);
    assert.deepEqual(back.setup, game.setup);
    assert.deepEqual(back.history, game.history);
    assert.equal(back.turn, 'black');
    const copy = GomokuGame.fromRecord(game.toRecord());
    assert.deepEqual(copy.setup, game.setup);
    assert.deepEqual(copy.history, game.history);
    for (const g of [game, back, copy]) g.dispose();
  });

  it('refuses only what no game reaches, with bad_position and the reason', () => {
    const black = pts([[7, 7]]);
    refusal(() => GomokuGame.fromPosition({ black: [...black, ...black], white: [] }), 'bad_position', 'overlap');
    refusal(() => GomokuGame.fromPosition({ black, white: pts([[7, 7]]) }), 'bad_position', 'overlap');
    refusal(() => GomokuGame.fromPosition({ black, white: [], toMove: 'black' }), 'bad_position', 'counts');
    refusal(() => GomokuGame.fromPosition({ black: [], white: pts([[1, 1]]) }), 'bad_position', 'counts');
    refusal(
      () =>
        GomokuGame.fromPosition({
          black: pts([
            [1, 1],
            [2, 1],
            [3, 1],
            [4, 1],
            [5, 1],
          ]),
          white: pts([
            [1, 5],
            [2, 5],
            [3, 5],
            [4, 5],
          ]),
        }),
      'bad_position',
      'five',
    );
    refusal(
      () =>
        GomokuGame.fromPosition({
          rule: 'renju',
          black: pts([
            [1, 1],
            [2, 1],
            [3, 1],
            [5, 1],
            [6, 1],
            [4, 1],
          ]),
          white: pts([
            [1, 5],
            [2, 5],
            [3, 5],
            [4, 5],
            [9, 9],
          ]),
          toMove: 'white',
        }),
      'bad_position',
      'overline',
    );
    refusal(() => GomokuGame.fromPosition({ black: pts([[15, 0]]), white: [] }), 'bad_position', 'out_of_bounds');
    refusal(
      () => GomokuGame.fromPosition({ black: pts([[2 ** 32 + 1, 0]]), white: [] }),
      'bad_position',
      'out_of_bounds',
    );
    refusal(() => GomokuGame.fromPosition({ black: [{ x: 1.5, y: 0 }], white: [] }), 'bad_position', 'bad_point');
    refusal(() => GomokuGame.fromPosition({ black: [7 as never], white: [] }), 'bad_position', 'bad_point');
    refusal(() => GomokuGame.fromPosition({ black, white: [], toMove: 'red' as never }), 'bad_position', 'bad_turn');
    refusal(() => GomokuGame.fromPosition({ black: null as never, white: [] }), 'bad_position');
    const sparse: Point[] = [];
    sparse[1] = { x: 1, y: 1 };
    refusal(() => GomokuGame.fromPosition({ black: sparse, white: [] }), 'bad_position', 'bad_point');
    refusal(() => GomokuGame.fromPosition(null as never), 'bad_position');
    refusal(() => GomokuGame.fromPosition({ size: 7.5, black, white: [] }), 'bad_settings');
  });

  it('a full board set up is a draw at once', () => {
    const black: Point[] = [];
    const white: Point[] = [];
    const rows = ['BBWWB', 'WWBBW', 'BBWWB', 'WWBBW', 'BBWWB'];
    rows.forEach((row, y) => [...row].forEach((c, x) => (c === 'B' ? black : white).push({ x, y })));
    const game = GomokuGame.fromPosition({ size: 5, black, white });
    assert.deepEqual(game.result, { winner: null, reason: 'board_full' });
    game.dispose();
  });
});
