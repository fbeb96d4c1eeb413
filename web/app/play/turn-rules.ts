import type { GameMode } from './setup.js';

/**
 * The app's own rules about turns (not the game's rules, which live in the
 * engine): how far Undo goes, whether and how a finished game counts, and
 * whether it is offered for review.
 * Shared by both games so they cannot drift apart.
 */
export interface UndoSituation {
  mode: GameMode;
  /** The player's side against the AI. */
  human: string;
  moves: number;
  /** Who made the last move, or null at the start. */
  lastMover: string | null;
}

/**
 * Plies Undo takes back now (0: Undo is off). One rule, in both modes, during
 * the game and after its end: Undo takes back the last move; against the AI,
 * back to the player's previous turn (the AI's reply and the player's move).
 * After the end, the ending goes with the move and the game is on again (it
 * was counted once and is never counted twice).
 */
export function undoCount(s: UndoSituation): number {
  if (s.lastMover === null || s.moves === 0) return 0;
  if (s.mode === 'two-player') return 1;
  if (s.lastMover !== s.human) return s.moves >= 2 ? 2 : 0;
  return 1;
}

/**
 * Whether a finished game goes into the stats and the archive: only when the
 * player made a move (against the AI: the player's own move; two players on
 * one device: any move). A game given up before that is not a game played.
 */
export function countsAsPlayed(mode: GameMode, human: string, movers: readonly string[]): boolean {
  return mode === 'ai' ? movers.includes(human) : movers.length > 0;
}

/**
 * Whether a finished game is offered for review: only when each side (`sides`,
 * the game's two) made at least one move. A game over before that has nothing
 * to review.
 */
export function offersReview(sides: readonly string[], movers: readonly string[]): boolean {
  return sides.every((side) => movers.includes(side));
}

/** How a finished game counts: 'win' is the player's win (two players: the first player's). */
export type Outcome = 'win' | 'loss' | 'draw';

/**
 * How a finished game counts: against the AI from the player's side; between
 * two players, `win` is the first player's (Black's or Red's) win.
 */
export function outcomeOf(mode: GameMode, human: string, firstPlayer: string, winner: string | null): Outcome {
  if (winner === null) return 'draw';
  const side = mode === 'ai' ? human : firstPlayer;
  return winner === side ? 'win' : 'loss';
}
