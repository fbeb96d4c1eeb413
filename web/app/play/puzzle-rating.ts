/**
 * The player's puzzle rating and streak, and which puzzle comes next. Pure:
 * the store keeps the numbers, the screen shows them.
 *
 * The rating is an Elo update against the puzzle's own difficulty rating:
 *
 *   expected = 1 / (1 + 10 ^ ((puzzle − player) / 400))
 *   player'  = round(player + K · (score − expected)),   K = 32
 *
 * with score 1 for a clean solve, 1/2 for a solve after a hint and 0 for a
 * failure (a wrong move, or asking for the solution). Every player starts at
 * 1000 in each game (Gomoku and Xiangqi puzzles are rated on their own
 * scales, so each game has its own rating). Only the first finished attempt
 * at a puzzle is rated; a retry or a replay changes nothing, and a puzzle left
 * before its end (Next, another screen) is not rated and stays untried.
 *
 * The streak counts clean solves in a row: a solve after a hint or a failure
 * ends it. The best streak is the longest so far.
 */

export const PUZZLE_START_RATING = 1000;
export const PUZZLE_K = 32;

/** How a rated attempt ended: solved clean, solved after a hint, failed (or the solution shown). */
export type PuzzleOutcome = 'solved' | 'hinted' | 'failed';

export const PUZZLE_SCORE: Readonly<Record<PuzzleOutcome, number>> = { solved: 1, hinted: 0.5, failed: 0 };

/** One game's puzzle record: the rating, the streaks, and the first outcome of every puzzle tried. */
export interface PuzzleRecord {
  rating: number;
  streak: number;
  best: number;
  /** Puzzle id → the outcome of its first (rated) attempt. */
  done: Record<string, PuzzleOutcome>;
}

export function emptyRecord(): PuzzleRecord {
  return { rating: PUZZLE_START_RATING, streak: 0, best: 0, done: {} };
}

/** The chance the Elo model gives a player of `player` to solve a puzzle of `puzzle`. */
export function expectedScore(player: number, puzzle: number): number {
  return 1 / (1 + 10 ** ((puzzle - player) / 400));
}

/** The new rating after an attempt at a puzzle of rating `puzzle`. */
export function ratedAfter(player: number, puzzle: number, outcome: PuzzleOutcome): number {
  return Math.round(player + PUZZLE_K * (PUZZLE_SCORE[outcome] - expectedScore(player, puzzle)));
}

/**
 * The record after an attempt at `puzzle`: rated (rating, streak, best, done)
 * when it is the first finished attempt at that puzzle, unchanged otherwise.
 */
export function recordAttempt(
  record: PuzzleRecord,
  puzzle: { id: string; rating: number },
  outcome: PuzzleOutcome,
): { record: PuzzleRecord; rated: boolean } {
  if (Object.hasOwn(record.done, puzzle.id)) return { record, rated: false };
  const streak = outcome === 'solved' ? record.streak + 1 : 0;
  return {
    record: {
      rating: ratedAfter(record.rating, puzzle.rating, outcome),
      streak,
      best: Math.max(record.best, streak),
      done: { ...record.done, [puzzle.id]: outcome },
    },
    rated: true,
  };
}

/**
 * The next puzzle: the one rated nearest the player among those never tried;
 * when all were tried, among those not solved clean; when all were solved,
 * among all. Ties go to the easier puzzle, then to the list's order. `skip`
 * (the puzzle just played) is passed over while there is another choice.
 */
export function pickNext<P extends { id: string; rating: number }>(
  puzzles: readonly P[],
  record: PuzzleRecord,
  skip: string | null = null,
): P | null {
  const pools = [
    puzzles.filter((p) => !Object.hasOwn(record.done, p.id)),
    puzzles.filter((p) => record.done[p.id] !== 'solved'),
    puzzles,
  ];
  for (const pool of pools) {
    const choices = pool.length > 1 ? pool.filter((p) => p.id !== skip) : pool;
    let best: P | null = null;
    for (const p of choices) {
      if (best === null) best = p;
      else {
        const d = Math.abs(p.rating - record.rating) - Math.abs(best.rating - record.rating);
        if (d < 0 || (d === 0 && p.rating < best.rating)) best = p;
      }
    }
    if (best) return best;
  }
  return null;
}
