import type { GomokuRule, GomokuSide, Point } from '../api/gomoku-types.js';
import type { XiangqiSide } from '../api/xiangqi-types.js';

/**
 * A Gomoku puzzle from the engine's own self-play: the side to move (the
 * player) forces five by threats. Moves are points, as GomokuGame takes them.
 */
export interface GomokuPuzzle {
  readonly id: string;
  readonly game: 'gomoku';
  readonly rule: GomokuRule;
  readonly size: number;
  /** The moves of the game up to the puzzle position: replay them with GomokuGame.place. */
  readonly setup: readonly Point[];
  /** The player's colour (the side to move after `setup`). */
  readonly toMove: GomokuSide;
  /** What the solution uses: 'vcf' every attacking move a four; 'vct' threes and fours. `check` accepts any forced win. */
  readonly kind: 'vcf' | 'vct';
  /** The player's moves in the solution, the winning five included (a VCF of n fours has length n + 1). */
  readonly length: number;
  /** Player, defender, player, …, the five. */
  readonly solution: readonly Point[];
  /** Every first move that forces the win within `length` moves with threats of the puzzle's kind (`check` proves the others). */
  readonly firstMoves: readonly Point[];
  /** Difficulty on a chess-like scale (README, "Puzzle ratings"). */
  readonly rating: number;
  /** Where it came from: the self-play game and ply. */
  readonly source: string;
}

/** A Xiangqi puzzle from the engine's own self-play. Moves are ICCS strings, as XiangqiGame takes them. */
export interface XiangqiPuzzle {
  readonly id: string;
  readonly game: 'xiangqi';
  readonly fen: string;
  readonly toMove: XiangqiSide;
  /** 'mate': mate within `length` moves; 'material': win at least 300 centipawns of material. */
  readonly kind: 'mate' | 'material';
  /** The player's moves in the solution. */
  readonly length: number;
  /** Player, defender, player, …, the player's last move. */
  readonly solution: readonly string[];
  /** Every first move that solves it (mate puzzles), or the single verified one (material). */
  readonly firstMoves: readonly string[];
  readonly rating: number;
  /** Material puzzles: the centipawns the solution wins (0 for mates). */
  readonly gain: number;
  readonly source: string;
}

export type Puzzle = GomokuPuzzle | XiangqiPuzzle;

/** The move type of a puzzle's game. */
export type PuzzleMoveOf<P extends Puzzle> = P extends GomokuPuzzle ? Point : string;

/**
 * The judgement of one move: 'correct' (the win goes on; the defender answers
 * `reply` and the player has `movesLeft` moves left), 'solved' (the move wins:
 * five, mate, or the material), or 'wrong'.
 */
export type PuzzleJudgement<M> =
  | { readonly verdict: 'correct'; readonly reply: M; readonly movesLeft: number }
  | { readonly verdict: 'solved' }
  | { readonly verdict: 'wrong' };
