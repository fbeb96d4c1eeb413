import type { GomokuSavedV1, XiangqiSavedV1 } from 'pinqi';
import type { GameTypes } from '../play/adapter.js';
import type { FinishedGame } from '../play/match.js';
import type { GomokuSetup, XiangqiSetup } from '../play/setup.js';
import { archiveGame, type ArchivedGame } from './archive.js';
import { bucketKey, countGame } from './stats.js';

/** The archive entry of a finished game. */
export function archiveEntryOf(finished: FinishedGame<GameTypes>, finishedAt: number): ArchivedGame {
  const common = { id: finished.id, finishedAt, result: finished.result };
  if (finished.kind === 'gomoku') {
    const saved = finished.saved as GomokuSavedV1;
    return { ...common, game: 'gomoku', setup: finished.setup as GomokuSetup, moves: saved.moves } as ArchivedGame;
  }
  const saved = finished.saved as XiangqiSavedV1;
  return {
    ...common,
    game: 'xiangqi',
    setup: finished.setup as XiangqiSetup,
    startFen: saved.startFen,
    moves: saved.moves,
  } as ArchivedGame;
}

/**
 * Keeps a finished game: counted in the stats (once per game id) and added to
 * the archive. A game not every player took part in (see countsAsPlayed) is
 * neither counted nor archived.
 */
export function keepFinished(finished: FinishedGame<GameTypes>, now: number = Date.now()): void {
  if (!finished.played) return;
  const { mode, level } = finished.setup;
  countGame(finished.id, bucketKey(finished.kind, mode, level), finished.outcome);
  archiveGame(archiveEntryOf(finished, now));
}
