import { emptyProgress, type PuzzleProgress, type PuzzleProgressSlot } from '../play/puzzle-progress.js';
import { emptyRecord, type PuzzleOutcome, type PuzzleRecord } from '../play/puzzle-rating.js';
import { GAME_KINDS, type GameKind } from '../play/setup.js';
import { readChecked, readJson, writeText } from './storage.js';

/**
 * Where the puzzle progress (play/puzzle-progress.ts) is kept. Versioned;
 * what cannot be read is backed up under `pinqi:puzzles:backup` and the
 * player is told, as for the other stores.
 */
export const PUZZLE_PROGRESS_KEY = 'pinqi:puzzles';

const OUTCOMES: readonly string[] = ['solved', 'hinted', 'failed'];
const MAX_RATING = 5000;

const count = (v: unknown): number | null => (Number.isInteger(v) && (v as number) >= 0 ? (v as number) : null);

/** One game's record from untrusted data: each bad field falls back to its start value, bad entries are dropped. */
function reviveRecord(data: unknown): PuzzleRecord {
  const r = (typeof data === 'object' && data !== null ? data : {}) as Partial<Record<keyof PuzzleRecord, unknown>>;
  const fresh = emptyRecord();
  const rating = count(r.rating);
  const streak = count(r.streak) ?? 0;
  const best = count(r.best) ?? 0;
  const done: Record<string, PuzzleOutcome> = {};
  if (typeof r.done === 'object' && r.done !== null && !Array.isArray(r.done))
    for (const [id, outcome] of Object.entries(r.done))
      if (typeof outcome === 'string' && OUTCOMES.includes(outcome)) done[id] = outcome as PuzzleOutcome;
  return {
    rating: rating !== null && rating <= MAX_RATING ? rating : fresh.rating,
    streak,
    best: Math.max(best, streak),
    done,
  };
}

/** Progress from untrusted data; throws when it is not this store's (no version 1 object). */
export function reviveProgress(data: unknown): PuzzleProgress {
  const p = data as Partial<Record<keyof PuzzleProgress, unknown>>;
  if (typeof p !== 'object' || p === null || Array.isArray(p) || p.version !== 1)
    throw new Error('not puzzle progress');
  return {
    version: 1,
    game: GAME_KINDS.includes(p.game as GameKind) ? (p.game as GameKind) : 'gomoku',
    gomoku: reviveRecord(p.gomoku),
    xiangqi: reviveRecord(p.xiangqi),
  };
}

/** Checks the stored progress strictly at start-up; true when it had to be backed up. */
export function checkPuzzleProgress(): boolean {
  return readChecked(PUZZLE_PROGRESS_KEY, reviveProgress).recovered;
}

export function loadPuzzleProgress(): PuzzleProgress {
  return readJson(PUZZLE_PROGRESS_KEY, reviveProgress).value ?? emptyProgress();
}

/** Writes the progress; false when storage refused (full, private mode). */
export function savePuzzleProgress(progress: PuzzleProgress): boolean {
  try {
    writeText(PUZZLE_PROGRESS_KEY, JSON.stringify(progress));
    return true;
  } catch {
    return false;
  }
}

/** The progress slot the puzzles read and write. */
export const puzzleProgressSlot: PuzzleProgressSlot = { read: loadPuzzleProgress, write: savePuzzleProgress };
