// The best lines of a position as the engine gives them to an analysis board
// (core/gomoku/ai/multipv.h, core/xiangqi/ai/multipv.h): codes and numbers.
import type { Point } from '../api/gomoku-types.js';
import type { XiangqiEvaluation } from './reasons.js';

export interface GomokuLine {
  move: Point;
  /** The side to move's view; beyond ±29000 a forced win or loss. */
  score: number;
  /** The depth its search completed (0: found by a threat solver, such as a VCF). Lines after the first: usually 4 less than line 1's. */
  depth: number;
  /** The line, starting with the move. */
  pv: Point[];
}

export interface XiangqiLine {
  /** ICCS. */
  move: string;
  /** The side to move's view, in centipawns. */
  score: number;
  /** Full moves to mate: > 0 the side to move mates, < 0 it is mated, 0 none. */
  mate: number;
  /** The depth its search completed. Lines after the first: usually 4 less than line 1's. */
  depth: number;
  /** The line in ICCS, starting with the move. */
  pv: string[];
  /** The verdict on the position if this line is played. */
  evaluation: XiangqiEvaluation;
}

/** The line type of each game. */
export interface AiLineOf {
  gomoku: GomokuLine;
  xiangqi: XiangqiLine;
}
