// The AI's step in a fair Gomoku opening (core/gomoku/ai/opening_move.h), as
// ai.openingMove() gives it: what to do through GomokuOpening, in codes and points.
import type { Point } from '../api/gomoku-types.js';

/**
 * 'place': place `stones` in order (the opening stones still due from this player;
 * three at once on Swap2's empty board). 'choose': take `colour`, then place
 * `stones` (Swap2: the White stone that follows, or none). 'place-two': Swap2's
 * third option, then place the two `stones`. 'offer': RIF, offer the two fifth
 * moves. 'select': RIF, pick the offered fifth move `move`.
 */
export type GomokuOpeningMove = (
  | { readonly kind: 'place'; readonly stones: readonly Point[] }
  | { readonly kind: 'choose'; readonly colour: 'black' | 'white'; readonly stones: readonly Point[] }
  | { readonly kind: 'place-two'; readonly stones: readonly [Point, Point] }
  | { readonly kind: 'offer'; readonly points: readonly [Point, Point] }
  | { readonly kind: 'select'; readonly move: Point }
) & {
  /** The deciding player's view of what it judged, as the engine scores. */
  readonly score: number;
};
