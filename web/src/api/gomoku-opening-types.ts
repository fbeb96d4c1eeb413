import type { Point } from './gomoku-types.js';

/** 'swap2': the Gomoku World Championship rule; 'rif': the RIF opening rule for Renju (15×15 only). */
export type GomokuOpeningRule = 'swap2' | 'rif';

/** The two players: 'first' places the first stone (the tentative Black), 'second' is the other. */
export type GomokuSeat = 'first' | 'second';

/**
 * What the opening waits for: 'place' (the actor places the next stone, of the
 * colour to move), 'choose' (the actor chooses a colour, or under Swap2 after
 * three stones places two more), 'offer' (RIF: Black's player offers two fifth
 * moves), 'select' (RIF: White's player picks one; it is played), 'done'.
 */
export type GomokuOpeningStep = 'place' | 'choose' | 'offer' | 'select' | 'done';

export interface GomokuOpeningState {
  readonly rule: GomokuOpeningRule;
  readonly step: GomokuOpeningStep;
  /** Who acts now. */
  readonly actor: GomokuSeat;
  /** Who plays Black: tentative until `coloursSettled`. */
  readonly black: GomokuSeat;
  readonly coloursSettled: boolean;
  /** For 'choose': the options open to the actor. */
  readonly choices: readonly ('black' | 'white' | 'place-two')[];
  /** For a RIF 'place': the stone must lie in the central square of this side (1, 3 or 5); null: anywhere. */
  readonly area: number | null;
  /** For 'select': the two offered fifth moves. */
  readonly offered: readonly Point[];
}

/** One decision of the opening, taken while `stones` stones stood on the board. */
export type GomokuOpeningDecision =
  | { readonly stones: number; readonly kind: 'black' | 'white' | 'place-two' }
  | { readonly stones: number; readonly kind: 'offer'; readonly points: readonly [Point, Point] };

/**
 * An AI's Swap2 answer as the Gomocup SWAP2BOARD command gives it: 'swap' (the
 * deciding player takes Black), 'move' (it takes White and plays `move`), or
 * 'place-two' (it places `stones`, white then black, and hands the choice back).
 */
export type GomokuSwap2Answer =
  | { readonly kind: 'swap' }
  | { readonly kind: 'move'; readonly move: Point }
  | { readonly kind: 'place-two'; readonly stones: readonly [Point, Point] };

/** Saved form of an opening, version 1: kept beside the game's own saved form. */
export interface GomokuOpeningSavedV1 {
  schema: 'pinqi/gomoku-opening';
  version: 1;
  rule: GomokuOpeningRule;
  decisions: GomokuOpeningDecision[];
}
