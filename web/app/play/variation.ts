/**
 * A variation on the analysis board: the position it starts from, the moves
 * played from there, and a cursor (how many of them are on the board). Undo
 * moves the cursor back and keeps the moves, so redo can play them again; a
 * new move at the cursor replaces the moves after it. Pure values: every
 * function returns a new variation.
 */
export interface Variation<Start, Move> {
  readonly start: Start;
  readonly moves: readonly Move[];
  /** Moves on the board: 0 (the start) to moves.length. */
  readonly cursor: number;
}

/** Moves are plain data ({x, y}, {from, to}): equal when their data is. */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function variationFrom<Start, Move>(start: Start): Variation<Start, Move> {
  return { start, moves: [], cursor: 0 };
}

/** The moves on the board, from the start to the cursor. */
export function lineOf<Start, Move>(v: Variation<Start, Move>): readonly Move[] {
  return v.moves.slice(0, v.cursor);
}

export const canUndo = (v: Variation<unknown, unknown>): boolean => v.cursor > 0;
export const canRedo = (v: Variation<unknown, unknown>): boolean => v.cursor < v.moves.length;

/**
 * Plays a move at the cursor. The same move as the next one already in the
 * variation only moves the cursor (the rest is kept for redo); another move
 * replaces everything after the cursor.
 */
export function playMove<Start, Move>(v: Variation<Start, Move>, move: Move): Variation<Start, Move> {
  if (canRedo(v) && same(v.moves[v.cursor], move)) return { ...v, cursor: v.cursor + 1 };
  return { start: v.start, moves: [...lineOf(v), move], cursor: v.cursor + 1 };
}

/** One move back; the start stays the start. */
export function undoMove<Start, Move>(v: Variation<Start, Move>): Variation<Start, Move> {
  return canUndo(v) ? { ...v, cursor: v.cursor - 1 } : v;
}

/** The next move again, if undo took one back. */
export function redoMove<Start, Move>(v: Variation<Start, Move>): Variation<Start, Move> {
  return canRedo(v) ? { ...v, cursor: v.cursor + 1 } : v;
}
