import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { ARCHIVE_KEY } from '../../../web/app/store/archive.ts';
import type { StoredReview } from '../../../web/app/play/review-run.ts';
import { keepReview, readReview, REVIEWS_KEY, REVIEWS_LIMIT } from '../../../web/app/store/review-cache.ts';
import { SavedGameSlot } from '../../../web/app/store/saved-game.ts';
import { freshStorage } from './helpers.ts';

/** The reviews kept beside the archive (web/app/store/review-cache.ts): a game is analysed once. */

const gomokuMove = (ply: number, extra: object = {}) => ({
  ply,
  move: { x: 7 + ply, y: 7 },
  side: ply % 2 === 0 ? 'black' : 'white',
  scoreBefore: 10,
  scoreAfter: -5,
  best: { x: 7, y: 8 },
  bestLine: [
    { x: 7, y: 8 },
    { x: 8, y: 8 },
  ],
  lines: [{ move: { x: 7, y: 8 }, score: 10, depth: 4, pv: [{ x: 7, y: 8 }] }],
  classification: 'good',
  missedWin: null,
  allowedWin: null,
  ...extra,
});

const xiangqiMove = (ply: number) => ({
  ply,
  move: 'h2e2',
  side: ply % 2 === 0 ? 'red' : 'black',
  scoreBefore: 30,
  scoreAfter: 20,
  best: 'b2e2',
  bestLine: ['b2e2', 'h9g7'],
  lines: [],
  classification: 'blunder',
  missedMate: { moves: 1, line: ['b5d5'] },
  allowedMate: null,
});

const gomokuReview = (id: string, n: number) =>
  ({ id, game: 'gomoku', moves: Array.from({ length: n }, (_, i) => gomokuMove(i)) }) as unknown as StoredReview;

describe('the review cache', () => {
  it('keeps a review and gives it back for the same game, kind and number of moves (without the multi-PV lines)', () => {
    freshStorage();
    assert.equal(keepReview(gomokuReview('g1', 3)), true);
    const back = readReview('g1', 'gomoku', 3);
    assert.equal(back?.moves.length, 3);
    assert.deepEqual(back?.moves[1]?.move, { x: 8, y: 7 });
    assert.equal('lines' in back!.moves[0]!, false);
    assert.equal(readReview('g1', 'xiangqi', 3), null, 'another kind of game');
    assert.equal(readReview('g1', 'gomoku', 4), null, 'another number of moves');
    assert.equal(readReview('g2', 'gomoku', 3), null, 'another game');
  });

  it('keeps Xiangqi reviews with their missed and allowed mates', () => {
    freshStorage();
    keepReview({ id: 'x1', game: 'xiangqi', moves: [xiangqiMove(0), xiangqiMove(1)] } as unknown as StoredReview);
    const back = readReview('x1', 'xiangqi', 2);
    assert.deepEqual(back?.moves[0]?.missedMate, { moves: 1, line: ['b5d5'] });
  });

  it('replaces an older review of the same game and keeps at most REVIEWS_LIMIT, newest first', () => {
    const storage = freshStorage();
    for (let i = 0; i < REVIEWS_LIMIT + 5; i++) keepReview(gomokuReview(`g${i}`, 1));
    keepReview(gomokuReview('g7', 2));
    const stored = JSON.parse(storage.getItem(REVIEWS_KEY)!) as { reviews: { id: string }[] };
    assert.equal(stored.reviews.length, REVIEWS_LIMIT);
    assert.equal(stored.reviews[0]!.id, 'g7');
    assert.equal(stored.reviews.filter((r) => r.id === 'g7').length, 1);
    assert.equal(readReview('g0', 'gomoku', 1), null, 'the oldest went');
  });

  it('drops foreign or damaged data: not JSON, another version, a bad entry (the others stay)', () => {
    const storage = freshStorage();
    storage.setItem(REVIEWS_KEY, '{not json');
    assert.equal(readReview('g1', 'gomoku', 1), null);
    assert.equal(storage.getItem(REVIEWS_KEY + ':backup'), '{not json', 'unreadable data is kept aside');
    storage.setItem(REVIEWS_KEY, JSON.stringify({ version: 2, reviews: [gomokuReview('g1', 1)] }));
    assert.equal(readReview('g1', 'gomoku', 1), null);
    const bad = [
      { ...gomokuReview('b1', 1), moves: [gomokuMove(0, { classification: 'brilliant' })] },
      { ...gomokuReview('b2', 1), moves: [gomokuMove(0, { scoreBefore: 'high' })] },
      { ...gomokuReview('b3', 1), moves: [gomokuMove(0, { move: 'h8' })] },
      { ...gomokuReview('b4', 1), moves: [gomokuMove(1)] },
      { ...gomokuReview('b5', 1), moves: [gomokuMove(0, { missedWin: { kind: 'vcx', line: [] } })] },
      { ...gomokuReview('b6', 1), game: 'chess' },
      null,
      'text',
    ];
    storage.setItem(REVIEWS_KEY, JSON.stringify({ version: 1, reviews: [...bad, gomokuReview('ok', 1)] }));
    for (const id of ['b1', 'b2', 'b3', 'b4', 'b5', 'b6']) assert.equal(readReview(id, 'gomoku', 1), null, id);
    assert.equal(readReview('ok', 'gomoku', 1)?.moves.length, 1);
  });

  it('when storage is full, gives up the oldest reviews first; when even one will not fit, reports false', () => {
    const storage = freshStorage();
    for (let i = 0; i < 8; i++) keepReview(gomokuReview(`g${i}`, 10));
    const size = storage.getItem(REVIEWS_KEY)!.length;
    storage.quota = size;
    assert.equal(keepReview(gomokuReview('new', 10)), true);
    assert.ok(readReview('new', 'gomoku', 10), 'the new review is kept');
    assert.ok(readReview('g7', 'gomoku', 10), 'the newest older one is kept');
    assert.equal(readReview('g0', 'gomoku', 10), null, 'the oldest went');
    storage.quota = 10;
    assert.equal(keepReview(gomokuReview('big', 10)), false);
    assert.ok(storage.getItem(REVIEWS_KEY), 'what was kept stays');
  });

  it('the game in progress comes first: when storage is full, the kept reviews go before any archived game', () => {
    const storage = freshStorage();
    const archive = JSON.stringify({ version: 1, games: [] });
    storage.setItem(ARCHIVE_KEY, archive);
    keepReview(gomokuReview('g1', 20));
    storage.quota = storage.getItem(REVIEWS_KEY)!.length + archive.length + 50;
    new SavedGameSlot('pinqi:gomoku:current').write({ moves: 'x'.repeat(100) });
    assert.ok(storage.getItem('pinqi:gomoku:current'));
    assert.equal(storage.getItem(REVIEWS_KEY), null, 'the reviews went');
    assert.equal(storage.getItem(ARCHIVE_KEY), archive, 'the archive stayed');
  });
});
