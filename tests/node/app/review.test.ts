import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { GomokuTypes } from '../../../web/app/play/gomoku-adapter.ts';
import { Review, type TableGame } from '../../../web/app/play/review.ts';
import { adapters, GOMOKU, harness, pinqi, XIANGQI } from './helpers.ts';

/** Stepping through a game (play/): the frames each game's adapter replays through its engine, and an archived game under review. */

const FIVE = [
  { x: 5, y: 7 },
  { x: 5, y: 9 },
  { x: 6, y: 7 },
  { x: 7, y: 9 },
  { x: 7, y: 7 },
  { x: 9, y: 9 },
  { x: 8, y: 7 },
  { x: 11, y: 9 },
  { x: 9, y: 7 },
];

describe('stepping through a game (play/)', () => {
  it('Gomoku: the start and one frame per move; the winning five is marked only on the final frame', () => {
    const game = new pinqi.GomokuGame({ size: 15 });
    for (const p of FIVE) game.place(p);
    const frames = adapters.gomoku.frames(game);
    assert.equal(frames.length, FIVE.length + 1);
    assert.deepEqual(frames[0], { stones: [], lastMove: null, line: [] });
    assert.equal(frames[3]!.stones.length, 3);
    assert.deepEqual({ x: frames[3]!.lastMove!.x, y: frames[3]!.lastMove!.y }, FIVE[2]);
    assert.deepEqual(frames[8]!.line, []);
    assert.equal(frames[9]!.line.length, 5);
    game.dispose();
  });

  it('Xiangqi: the frames replay from the start position; a capture takes the piece off, a check marks the general', () => {
    const game = new pinqi.XiangqiGame();
    for (const m of ['h2e2', 'h9g7', 'e2e6']) game.move(m);
    const frames = adapters.xiangqi.frames(game);
    assert.equal(frames.length, 4);
    assert.equal(frames[0]!.pieces.length, 32);
    assert.equal(frames[0]!.lastMove, null);
    assert.equal(frames[2]!.pieces.length, 32);
    assert.equal(frames[3]!.pieces.length, 31, 'the cannon took the e6 soldier');
    assert.deepEqual(frames[3]!.lastMove, { from: 'e2', to: 'e6' });
    assert.equal(frames[3]!.check, null);
    game.dispose();

    const chariots = new pinqi.XiangqiGame({ fen: '4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1' });
    for (const m of ['a8a9', 'e9e8']) chariots.move(m);
    const [start, check, escaped] = adapters.xiangqi.frames(chariots);
    assert.equal(start!.check, null);
    assert.equal(check!.check, 'e9', 'the general in check is marked');
    assert.equal(escaped!.check, null);
    chariots.dispose();
  });

  it('the live game is not touched by its frames', () => {
    const { match } = harness('xiangqi');
    match.start(XIANGQI);
    match.drop('h2', 'e2');
    match.confirmFromBoard();
    const before = match.game.toJSON();
    adapters.xiangqi.frames(match.game);
    assert.deepEqual(match.game.toJSON(), before);
    assert.equal(match.game.moveCount, 1);
  });

  it('an archived game opens for review: replayed through the engine, over, and it takes no input', () => {
    const game = new pinqi.GomokuGame({ size: 15 });
    for (const p of FIVE) game.place(p);
    const review = new Review(adapters.gomoku, game.toJSON(), GOMOKU, { winner: 'black', reason: 'five' });
    game.dispose();
    assert.equal(review.game.moveCount, FIVE.length);
    assert.equal(review.over, true);
    assert.equal(review.accepting, false);
    const shown: TableGame<GomokuTypes> = review; // as the screen reads it
    assert.equal(shown.canConfirm('black'), false);
    assert.equal(review.undoCount(), 0);
    assert.equal(review.canHint(), false);
    assert.equal(adapters.gomoku.frames(review.game).length, FIVE.length + 1);
    review.dispose();
  });

  it('an archived game that no longer replays is refused, not shown half-read', () => {
    const bad = {
      ...new pinqi.GomokuGame({ size: 15 }).toJSON(),
      moves: [
        [7, 7],
        [7, 7],
      ],
    };
    assert.throws(() => new Review(adapters.gomoku, bad as never, GOMOKU, { winner: null, reason: 'five' }));
  });
});
