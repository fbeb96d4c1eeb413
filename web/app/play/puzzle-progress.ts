import { emptyRecord, pickNext, recordAttempt, type PuzzleOutcome, type PuzzleRecord } from './puzzle-rating.js';
import type { GameKind } from './setup.js';

/**
 * The player's puzzle progress: per game the rating, the streaks and the
 * first outcome of every puzzle tried (puzzle-rating.ts has the formula), and
 * the game last chosen. Kept in a slot injected as the match's is
 * (store/puzzle-progress.ts in the app, memory in tests).
 */
export interface PuzzleProgress {
  version: 1;
  /** The game last chosen on the puzzle screen. */
  game: GameKind;
  gomoku: PuzzleRecord;
  xiangqi: PuzzleRecord;
}

export function emptyProgress(): PuzzleProgress {
  return { version: 1, game: 'gomoku', gomoku: emptyRecord(), xiangqi: emptyRecord() };
}

/** Where the progress is kept. Reading never throws (what cannot be read is a fresh start). */
export interface PuzzleProgressSlot {
  read(): PuzzleProgress;
  /** Writes the progress; false when storage refused (full, private mode). */
  write(progress: PuzzleProgress): boolean;
}

/** What a finished attempt did: the record after it, whether it was rated (the first attempt) and saved. */
export interface PuzzleRated {
  record: PuzzleRecord;
  rated: boolean;
  saved: boolean;
}

/**
 * Records an attempt at a puzzle of `game` and saves: rated when it is the
 * puzzle's first finished attempt.
 */
export function recordPuzzle(
  slot: PuzzleProgressSlot,
  game: GameKind,
  puzzle: { id: string; rating: number },
  outcome: PuzzleOutcome,
): PuzzleRated {
  const progress = slot.read();
  const { record, rated } = recordAttempt(progress[game], puzzle, outcome);
  if (!rated) return { record, rated, saved: true };
  progress[game] = record;
  return { record, rated, saved: slot.write(progress) };
}

/** Remembers the game chosen on the puzzle screen. */
export function choosePuzzleGame(slot: PuzzleProgressSlot, game: GameKind): void {
  const progress = slot.read();
  if (progress.game === game) return;
  progress.game = game;
  slot.write(progress);
}

/**
 * The puzzle of `game` to show: the one with `id` when there is one (else
 * `missing`), or the next one for the player. Remembers the game chosen.
 */
export function puzzleToShow<P extends { id: string; rating: number }>(
  slot: PuzzleProgressSlot,
  game: GameKind,
  list: readonly P[],
  id: string | null,
): { puzzle: P | null; missing: boolean } {
  const asked = id === null ? null : (list.find((p) => p.id === id) ?? null);
  const puzzle = asked ?? pickNext(list, slot.read()[game]);
  if (puzzle) choosePuzzleGame(slot, game);
  return { puzzle, missing: id !== null && !asked };
}

/** The puzzle after `current` for the player (pickNext), or null. */
export function nextPuzzle<P extends { id: string; rating: number }>(
  slot: PuzzleProgressSlot,
  game: GameKind,
  list: readonly P[],
  current: string,
): P | null {
  return pickNext(list, slot.read()[game], current);
}

/** A game's puzzle rating and how many of its puzzles are solved (clean or after a hint), for the home screen. */
export function puzzleStanding(slot: PuzzleProgressSlot, game: GameKind): { rating: number; solved: number } {
  const record = slot.read()[game];
  return { rating: record.rating, solved: Object.values(record.done).filter((o) => o !== 'failed').length };
}
