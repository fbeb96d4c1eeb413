/** A Gomoku point: x is the column from the left, y the row from the top, 0-based (Gomocup). */
export interface Point {
  x: number;
  y: number;
}

export type GomokuRule = 'freestyle' | 'standard' | 'renju';
export type GomokuSide = 'black' | 'white';

export interface GomokuOptions {
  /** A whole number from GomokuGame.sizes.min to .max (5 to 20); default 15. */
  size?: number;
  /** Default 'freestyle'. */
  rule?: GomokuRule;
}

/** Why a point is forbidden for Black under Renju. */
export type GomokuForbiddenKind = 'overline' | 'double_four' | 'double_three';

/** One committed move, as plain data. */
export interface GomokuMove {
  /** 0-based ply index. */
  index: number;
  x: number;
  y: number;
  player: GomokuSide;
  /** Display notation: column letter and row from the bottom, e.g. 'h8'. */
  notation: string;
}

export interface GomokuResult {
  /** null for a draw. */
  winner: GomokuSide | null;
  /**
   * How it ended: 'five'; 'resign'; a draw by 'board_full', or by 'only_forbidden'
   * (Renju: Black is to move and every empty point is forbidden to Black).
   */
  reason: 'five' | 'board_full' | 'only_forbidden' | 'resign';
  /** The winning stones, in order along the line (only for 'five'). */
  line?: Point[];
}

/** Saved form, version 1. `moves` are [x, y] pairs in play order. */
export interface GomokuSavedV1 {
  schema: 'pinqi/gomoku';
  version: 1;
  size: number;
  rule: GomokuRule;
  moves: [number, number][];
  /** Set when a side resigned. */
  ending?: { type: 'resign'; loser: GomokuSide };
  /** Set when the game started from a set-up position (fromPosition): its stones, which are not moves. */
  setup?: {
    black: [number, number][];
    white: [number, number][];
    /** Stones of neither side (from a Gomocup board); usually absent. */
    blocked?: [number, number][];
    toMove: GomokuSide;
  };
}

/** The stones a game set up with fromPosition started from; they are not moves. */
export interface GomokuSetup {
  black: Point[];
  white: Point[];
  /** Stones of neither side (a Gomocup continuous-game board); empty otherwise. */
  blocked: Point[];
  toMove: GomokuSide;
}

/** The board sizes the engine supports. */
export interface GomokuSizes {
  min: number;
  max: number;
  default: number;
}

/**
 * A position to set up with GomokuGame.fromPosition: the stones, in any order
 * (they are not judged as moves), and who moves.
 */
export interface GomokuPosition {
  /** Default 15. */
  size?: number;
  /** Default 'freestyle'. */
  rule?: GomokuRule;
  black: Point[];
  white: Point[];
  /** Default: Black when the counts are equal, else White. */
  toMove?: GomokuSide;
}

/** A board's axis labels, from the engine: columns[x] and rows[y] (y = 0 at the top). */
export interface GomokuAxisLabels {
  readonly columns: readonly string[];
  readonly rows: readonly string[];
}
