import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { Analysis, savedAtPly } from '../../../web/app/play/analysis.ts';
import type { GomokuTypes } from '../../../web/app/play/gomoku-adapter.ts';
import type { XiangqiTypes } from '../../../web/app/play/xiangqi-adapter.ts';
import { CURRENT_KEYS } from '../../../web/app/store/saved-game.ts';
import { BACKUP_SUFFIX } from '../../../web/app/store/storage.ts';
import { adapters, freshStorage, GOMOKU, harness, pinqi, XIANGQI } from './helpers.ts';

/**
 * A game started from a position ("play from here" on the analysis board): the
 * saved game keeps its start in the engine's saved form (Xiangqi startFen,
 * Gomoku setup stones), and a reload replays the history from that start.
 */

/** A Xiangqi position that is not the opening one: Red's cannon on e2, Black's horse on g7. */
const FEN = 'r1bakabnr/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2';

describe('a game started from a position (play from here)', () => {
  it('Xiangqi: the analysis position, played on against the AI, is saved with its start and replays on reload', () => {
    const storage = freshStorage();
    const start = new pinqi.XiangqiGame({ fen: FEN });
    start.move('h0g2');
    const board = new Analysis<XiangqiTypes>({
      adapter: adapters.xiangqi,
      start: start.toJSON(),
      setup: XIANGQI,
      evaluate: null,
      tapToMove: () => false,
    });
    board.select('a9');
    board.select('a8');
    board.confirm();
    const first = harness('xiangqi', { storage });
    first.match.newGame({ ...XIANGQI, mode: 'ai', human: board.game.turn }, board.copy());
    const saved = JSON.parse(storage.getItem(CURRENT_KEYS.xiangqi)!);
    assert.equal(saved.game.startFen, FEN);
    assert.deepEqual(saved.game.moves, ['h0g2', 'a9a8']);
    assert.deepEqual(saved.setup, { ...XIANGQI, mode: 'ai', human: 'red' });
    const fen = board.game.fen();
    board.dispose();
    start.dispose();
    first.match.dispose();

    const reloaded = harness('xiangqi', { storage });
    assert.deepEqual(reloaded.match.start(XIANGQI), { recovered: false });
    assert.equal(reloaded.match.game.fen(), fen);
    assert.equal(reloaded.match.game.moveCount, 2);
    assert.equal(reloaded.match.humanToMove(), true);
    reloaded.match.dispose();
  });

  it('Gomoku: a game set up from stones keeps them as its start; the reload replays the moves on them', () => {
    const storage = freshStorage();
    const position = pinqi.GomokuGame.fromPosition({
      size: 15,
      rule: 'standard',
      black: [
        { x: 7, y: 7 },
        { x: 8, y: 8 },
      ],
      white: [{ x: 6, y: 6 }],
    });
    position.place({ x: 9, y: 9 });
    const first = harness('gomoku', { storage });
    first.match.newGame({ ...GOMOKU, mode: 'ai', human: 'black' }, position);
    const raw = storage.getItem(CURRENT_KEYS.gomoku)!;
    const saved = JSON.parse(raw);
    assert.deepEqual(saved.game.setup.black, [
      [7, 7],
      [8, 8],
    ]);
    assert.deepEqual(saved.game.moves, [[9, 9]]);
    first.match.dispose();

    const reloaded = harness('gomoku', { storage });
    assert.deepEqual(reloaded.match.start(GOMOKU), { recovered: false });
    assert.equal(reloaded.match.game.stoneAt({ x: 8, y: 8 }), 'black');
    assert.equal(reloaded.match.game.stoneAt({ x: 9, y: 9 }), 'white');
    assert.equal(reloaded.match.setup.rule, 'standard');
    assert.equal(storage.getItem(CURRENT_KEYS.gomoku), raw, 'restoring writes nothing');
    reloaded.match.dispose();
  });

  const corrupt: [string, 'gomoku' | 'xiangqi', (saved: Record<string, unknown>) => void][] = [
    ['a start FEN that is no position', 'xiangqi', (game) => (game.startFen = 'rnbakabnr/9/9/9/9 w')],
    [
      'a start FEN with a move that no longer replays on it',
      'xiangqi',
      (game) => (game.startFen = FEN.replace('1C2C4', '9')),
    ],
    [
      'set-up stones on top of each other',
      'gomoku',
      (game) => (game.setup = { black: [[7, 7]], white: [[7, 7]], toMove: 'black' }),
    ],
    [
      'set-up stones off the board',
      'gomoku',
      (game) => (game.setup = { black: [[40, 7]], white: [], toMove: 'white' }),
    ],
  ];
  for (const [name, kind, spoil] of corrupt)
    it(`a saved start position with ${name} is refused: kept as a backup, and a fresh game starts`, () => {
      const storage = freshStorage();
      const first = harness(kind, { storage });
      const game =
        kind === 'xiangqi'
          ? new pinqi.XiangqiGame({ fen: FEN })
          : pinqi.GomokuGame.fromPosition({ size: 15, black: [{ x: 3, y: 3 }], white: [] });
      if (kind === 'xiangqi') (game as InstanceType<typeof pinqi.XiangqiGame>).move('e2e6');
      first.match.newGame(kind === 'xiangqi' ? XIANGQI : GOMOKU, game as never);
      first.match.dispose();
      const record = JSON.parse(storage.getItem(CURRENT_KEYS[kind])!);
      spoil(record.game);
      const bad = JSON.stringify(record);
      storage.setItem(CURRENT_KEYS[kind], bad);

      const reloaded = harness(kind, { storage });
      assert.deepEqual(reloaded.match.start(kind === 'xiangqi' ? XIANGQI : GOMOKU), { recovered: true });
      assert.equal(storage.getItem(CURRENT_KEYS[kind] + BACKUP_SUFFIX), bad);
      assert.equal(reloaded.match.game.moveCount, 0);
      reloaded.match.dispose();
    });

  it('the analysis copy of an earlier ply starts from the same start as the game (savedAtPly keeps the start FEN)', () => {
    const game = new pinqi.XiangqiGame({ fen: FEN });
    game.move('e2e6');
    game.move('g7e6');
    const cut = savedAtPly(game.toJSON(), 1);
    assert.equal(cut.startFen, FEN);
    assert.deepEqual(cut.moves, ['e2e6']);
    game.dispose();
  });
});
