import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { freshCurrent, reviveCurrent } from '../../../web/app/play/saved-game.ts';
import { adapters, GOMOKU, pinqi, XIANGQI } from './helpers.ts';

/** One generic saved-game reader for both games (web/app/play/saved-game.ts). */

function gomokuRecord(moves: [number, number][]) {
  const game = pinqi.GomokuGame.fromJSON({ schema: 'pinqi/gomoku', version: 1, size: 15, rule: 'freestyle', moves });
  const record = freshCurrent('gomoku', 'g1', GOMOKU, game.toJSON(), null, 1000);
  game.dispose();
  return JSON.parse(JSON.stringify(record));
}

describe('the saved game in progress', () => {
  it('reads both games with the same reader, replaying the moves through the engine', () => {
    const g = reviveCurrent(gomokuRecord([[7, 7]]), adapters.gomoku);
    assert.equal(g.game.moveCount, 1);
    g.game.dispose();
    const game = new pinqi.XiangqiGame();
    game.move('h2', 'e2');
    const record = JSON.parse(JSON.stringify(freshCurrent('xiangqi', 'x1', XIANGQI, game.toJSON(), null, 1000)));
    game.dispose();
    const x = reviveCurrent(record, adapters.xiangqi);
    assert.equal(x.game.lastMove?.iccs, 'h2e2');
    x.game.dispose();
  });

  it('reads the records the app already saved (schema pinqi-app/<game>-current, version 1)', () => {
    const stored = {
      schema: 'pinqi-app/xiangqi-current',
      version: 1,
      id: 'abc',
      rev: 3,
      startedAt: 5,
      setup: { mode: 'ai', level: 2, human: 'black', clockMinutes: 3 },
      game: {
        schema: 'pinqi/xiangqi',
        version: 1,
        startFen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
        moves: ['h2e2'],
      },
      clocks: [
        { red: 180000, black: 180000 },
        { red: 170000, black: 180000 },
      ],
      turnElapsedMs: 1200,
      ending: { winner: 'red', reason: 'time', atMove: 1 },
    };
    const { record, game } = reviveCurrent(stored, adapters.xiangqi);
    assert.deepEqual(record.ending, { winner: 'red', reason: 'time', atMove: 1 });
    game.dispose();
  });

  for (const [name, change] of [
    ['another game’s schema', (r: Record<string, unknown>) => (r.schema = 'pinqi-app/xiangqi-current')],
    ['a future version', (r: Record<string, unknown>) => (r.version = 2)],
    ['an illegal move', (r: Record<string, unknown>) => (r.game as { moves: unknown[] }).moves.push([7, 7])],
    [
      'a setup that does not match the board',
      (r: Record<string, unknown>) => ((r.setup as { size: number }).size = 19),
    ],
    [
      'clocks for the wrong number of moves',
      (r: Record<string, unknown>) =>
        (r.clocks = [
          { black: 1, white: 1 },
          { black: 1, white: 1 },
          { black: 1, white: 1 },
        ]),
    ],
    [
      'a clock for a side the game does not have',
      (r: Record<string, unknown>) =>
        (r.clocks = [
          { red: 1, black: 1 },
          { red: 1, black: 1 },
        ]),
    ],
    [
      'an ending the app does not keep for this game',
      (r: Record<string, unknown>) => (r.ending = { winner: 'white', reason: 'agreement', atMove: 1 }),
    ],
    ['an extra field', (r: Record<string, unknown>) => (r.extra = 1)],
  ] as const) {
    it(`refuses ${name}`, () => {
      const record = gomokuRecord([[7, 7]]);
      change(record);
      assert.throws(() => reviveCurrent(record, adapters.gomoku));
    });
  }
});
