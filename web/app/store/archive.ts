import type { GomokuSide, XiangqiSide } from 'pinqi';
import { reviveGomokuSetup, reviveXiangqiSetup, type GomokuSetup, type XiangqiSetup } from '../play/setup.js';
import { readChecked, readJson, removeKey, writeText } from './storage.js';

/** The last 50 finished games, newest first, kept so a player can replay them. */
export const ARCHIVE_KEY = 'pinqi:archive';
export const ARCHIVE_LIMIT = 50;

export interface ArchivedGomokuGame {
  id: string;
  game: 'gomoku';
  finishedAt: number;
  setup: GomokuSetup;
  moves: [number, number][];
  result: { winner: GomokuSide | null; reason: string };
}

export interface ArchivedXiangqiGame {
  id: string;
  game: 'xiangqi';
  finishedAt: number;
  setup: XiangqiSetup;
  startFen: string;
  /** ICCS moves. */
  moves: string[];
  result: { winner: XiangqiSide | null; reason: string };
}

export type ArchivedGame = ArchivedGomokuGame | ArchivedXiangqiGame;

interface ArchiveV1 {
  version: 1;
  games: ArchivedGame[];
}

function reviveEntry(g: Partial<ArchivedGomokuGame> | Partial<ArchivedXiangqiGame> | null): ArchivedGame | null {
  if (
    typeof g !== 'object' ||
    g === null ||
    typeof g.id !== 'string' ||
    !Array.isArray(g.moves) ||
    !Number.isFinite(g.finishedAt)
  )
    return null;
  const result = g.result as { winner?: unknown; reason?: unknown } | undefined;
  if (typeof result !== 'object' || result === null || typeof result.reason !== 'string') return null;
  try {
    if (g.game === 'gomoku') {
      if (result.winner !== null && result.winner !== 'black' && result.winner !== 'white') return null;
      return { ...(g as ArchivedGomokuGame), setup: reviveGomokuSetup(g.setup) };
    }
    if (g.game === 'xiangqi' && typeof g.startFen === 'string') {
      if (result.winner !== null && result.winner !== 'red' && result.winner !== 'black') return null;
      return { ...(g as ArchivedXiangqiGame), setup: reviveXiangqiSetup(g.setup) };
    }
  } catch {
    // A bad setup: the entry is dropped.
  }
  return null;
}

/** The archive from untrusted data; entries that are malformed (or, with `replays`, that do not replay) are dropped. */
function revive(data: unknown, replays: (game: ArchivedGame) => boolean = () => true): ArchiveV1 {
  const a = data as Partial<ArchiveV1>;
  if (a?.version !== 1 || !Array.isArray(a.games)) throw new Error('bad archive');
  const games = a.games.map(reviveEntry).filter((g): g is ArchivedGame => g !== null && replays(g));
  return { version: 1, games };
}

/**
 * Checks the stored archive strictly at start-up, replaying every game
 * through the engine (`replays`); true when it had to be backed up.
 */
export function checkArchive(replays: (game: ArchivedGame) => boolean): boolean {
  return readChecked(ARCHIVE_KEY, (data) => revive(data, replays)).recovered;
}

export function listArchive(): ArchivedGame[] {
  return readJson(ARCHIVE_KEY, revive).value?.games ?? [];
}

function store(games: ArchivedGame[]): void {
  // When full, the archive gives up its own oldest games first.
  writeText(
    ARCHIVE_KEY,
    () => JSON.stringify({ version: 1, games } satisfies ArchiveV1),
    () => {
      if (games.length === 0) return false;
      games.splice(Math.floor(games.length / 2));
      return true;
    },
  );
}

/** Adds a finished game (replacing an older entry of the same game, e.g. after undo and a new end). */
export function archiveGame(entry: ArchivedGame): void {
  const games = [entry, ...listArchive().filter((g) => g.id !== entry.id)].slice(0, ARCHIVE_LIMIT);
  try {
    store(games);
  } catch {
    // The archive is a convenience; the current game is what must be kept.
  }
}

/**
 * Frees storage for the current game: drops the older half of the archive.
 * Returns false when there was nothing left to drop.
 */
export function pruneArchive(): boolean {
  const games = listArchive();
  if (games.length === 0) return false;
  const keep = games.slice(0, Math.floor(games.length / 2));
  try {
    if (keep.length === 0) removeKey(ARCHIVE_KEY);
    else writeText(ARCHIVE_KEY, JSON.stringify({ version: 1, games: keep }));
  } catch {
    removeKey(ARCHIVE_KEY);
  }
  return true;
}
