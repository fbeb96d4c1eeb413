// A game review as the engine gives it (core/gomoku/ai/review.h,
// core/xiangqi/ai/review.h): codes and numbers, never words. Apps translate them.
import type { Point } from '../api/gomoku-types.js';
import type { GomokuLine, XiangqiLine } from './lines.js';

/** How good a move was, by what it lost against the engine's best (thresholds per game: README, Analysis). */
export type AiClassification = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';

/** Gomoku: a forced win by continuous fours ('vcf'; a five or an open four count) or by threes and fours ('vct'). */
export interface GomokuForcedWin {
  kind: 'vcf' | 'vct';
  /** The winner's moves with the answers between them. */
  line: Point[];
}

/** Xiangqi: a forced mate, in full moves, with the engine's line (ICCS). */
export interface XiangqiForcedMate {
  moves: number;
  line: string[];
}

interface MoveReviewBase<M, S, L> {
  /** Index of the move in the game's moves (0 for the first move after the start or setup). */
  ply: number;
  /** The move played. */
  move: M;
  side: S;
  /** The best score before the move, from the mover's view (as think() scores). */
  scoreBefore: number;
  /** The score after the move played, from the mover's view. */
  scoreAfter: number;
  /** The engine's move in the position before, and its line. */
  best: M | null;
  bestLine: M[];
  /**
   * The best lines in the position before the move, `multiPv` of them (fewer when fewer
   * moves are left): line 1 is `best` with its line, line k the best move other than
   * those of lines 1..k-1, each from the mover's view.
   */
  lines: L[];
  classification: AiClassification;
}

export interface GomokuMoveReview extends MoveReviewBase<Point, 'black' | 'white', GomokuLine> {
  /** The mover had this forced win, and the move let it go. */
  missedWin: GomokuForcedWin | null;
  /** The opponent has this forced win after the move, where the mover was not lost before. */
  allowedWin: GomokuForcedWin | null;
}

export interface XiangqiMoveReview extends MoveReviewBase<string, 'red' | 'black', XiangqiLine> {
  /** The mover could mate, and after the move can no longer. */
  missedMate: XiangqiForcedMate | null;
  /** The opponent can mate after the move, where the mover was not being mated before. */
  allowedMate: XiangqiForcedMate | null;
}

/** The review type of each game. */
export interface AiMoveReviewOf {
  gomoku: GomokuMoveReview;
  xiangqi: XiangqiMoveReview;
}
