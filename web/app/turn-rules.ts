import type { Outcome } from './stats.js';
import type { GameMode } from './settings.js';

/**
 * The app's own rules about turns (not the game's rules, which live in the
 * engine): how far Undo goes and how a finished game counts in the stats.
 * Shared by both games so they cannot drift apart.
 */
export interface UndoSituation {
  mode: GameMode;
  /** The player's side against the AI. */
  human: string;
  over: boolean;
  moves: number;
  /** Who made the last move, or null at the start. */
  lastMover: string | null;
}

/**
 * Plies Undo takes back now (0: Undo is off). Two players: one move, and
 * none once the game is over. Against the AI: back to the player's previous
 * turn (the AI's reply and the player's move), also after a loss.
 */
export function undoCount(s: UndoSituation): number {
  if (s.mode === 'two-player') return s.over || s.moves === 0 ? 0 : 1;
  if (s.lastMover === null) return 0;
  if (s.lastMover !== s.human) return s.moves >= 2 ? 2 : 0;
  return 1;
}

/**
 * How a finished game counts: against the AI from the player's side; between
 * two players, `win` is the first player's (Black's or Red's) win.
 */
export function outcomeOf(mode: GameMode, human: string, firstPlayer: string, winner: string | null): Outcome {
  if (winner === null) return 'draw';
  const side = mode === 'ai' ? human : firstPlayer;
  return winner === side ? 'win' : 'loss';
}
