import { emptyRecord, recordAttempt, type PuzzleOutcome, type PuzzleRecord } from '../play/puzzle-rating.js';
import { GAME_KINDS, type GameKind } from '../play/setup.js';
import { readChecked, readJson, writeText } from './storage.js';

/**
 * Puzzle progress: per game, the player's puzzle rating, the current and best
 * streak, and the first outcome of every puzzle tried (play/puzzle-rating.ts
 * has the formula); and the game last chosen. Versioned; what cannot be read
 * is backed up under `pinqi:puzzles:backup` and the player is told, as for
 * the other stores.
 */
export const PUZZLE_PROGRESS_KEY = 'pinqi:puzzles';

export interface PuzzleProgress {
  version: 1;
  /** The game last chosen on the puzzle screen. */
  game: GameKind;
  gomoku: PuzzleRecord;
  xiangqi: PuzzleRecord;
}

const OUTCOMES: readonly string[] = ['solved', 'hinted', 'failed'];
const MAX_RATING = 5000;

export function emptyProgress(): PuzzleProgress {
  return { version: 1, game: 'gomoku', gomoku: emptyRecord(), xiangqi: emptyRecord() };
}

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

/**
 * Records an attempt at a puzzle of `game` and saves: rated when it is the
 * puzzle's first finished attempt. Returns the record and whether it was
 * rated and saved.
 */
export function recordPuzzle(
  game: GameKind,
  puzzle: { id: string; rating: number },
  outcome: PuzzleOutcome,
): { record: PuzzleRecord; rated: boolean; saved: boolean } {
  const progress = loadPuzzleProgress();
  const { record, rated } = recordAttempt(progress[game], puzzle, outcome);
  if (!rated) return { record, rated, saved: true };
  progress[game] = record;
  return { record, rated, saved: savePuzzleProgress(progress) };
}

/** Remembers the game chosen on the puzzle screen. */
export function choosePuzzleGame(game: GameKind): void {
  const progress = loadPuzzleProgress();
  if (progress.game === game) return;
  progress.game = game;
  savePuzzleProgress(progress);
}
