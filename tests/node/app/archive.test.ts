import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { ARCHIVE_KEY, archiveGame, listArchive, type ArchivedGomokuGame } from '../../../web/app/store/archive.ts';
import { freshStorage } from './helpers.ts';

/** The archive of finished games (web/app/store/archive.ts) when storage is full. */

const game = (id: string, finishedAt: number): ArchivedGomokuGame => ({
  id,
  game: 'gomoku',
  finishedAt,
  setup: { rule: 'freestyle', size: 15, mode: 'two-player', level: 2, human: 'black', clockMinutes: 0 },
  moves: [
    [7, 7],
    [7, 8],
    [8, 7],
  ],
  result: { winner: 'black', reason: 'resign' },
});

describe('archive', () => {
  it('when storage is full, a new finished game is kept and the oldest games make room for it', () => {
    const storage = freshStorage();
    for (let i = 0; i < 8; i++) archiveGame(game(`g${i}`, i));
    assert.equal(listArchive().length, 8);
    storage.quota = storage.getItem(ARCHIVE_KEY)!.length; // full: one more game does not fit
    archiveGame(game('new', 100));
    const ids = listArchive().map((g) => g.id);
    assert.equal(ids[0], 'new', 'the newest game is kept');
    assert.ok(ids.includes('g7'), 'the newest older game is kept');
    assert.ok(!ids.includes('g0'), 'the oldest game made room');
  });
});
