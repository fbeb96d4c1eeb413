/**
 * `pinqi/puzzles`: the shipped puzzles of both games (generated from the
 * engines' own self-play and proven by them) and the checker that judges a
 * player's moves. The lists are plain data; the checker runs in the engine
 * of a namespace from `pinqi`'s loadPinqi().
 *
 * @packageDocumentation
 */
import { coreOf } from '../api/instance.js';
import type { Pinqi } from '../api/load.js';
import { bindPuzzles, type Puzzles } from './checker.js';

export { gomokuPuzzles, xiangqiPuzzles } from './list.js';
export type { Puzzles } from './checker.js';
export type { GomokuPuzzle, Puzzle, PuzzleJudgement, PuzzleMoveOf, XiangqiPuzzle } from './types.js';

/**
 * The shipped puzzles and their checker, judged by the engine of `pinqi`
 * (the namespace `await loadPinqi()` gives). Throws PinqiError
 * ('bad_settings') when `pinqi` is not such a namespace.
 */
export function createPuzzles(pinqi: Pinqi): Puzzles {
  return bindPuzzles(coreOf(pinqi));
}
