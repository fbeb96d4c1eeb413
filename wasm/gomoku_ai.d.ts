// Hand-written typings of wasm/gomoku_ai_bindings.cpp.
import type { EmbindObject, Refusal } from './boundary.js';

export interface GomokuAiPoint {
  x: number;
  y: number;
}

/** Why the engine plays its move: a code with its numbers (core/gomoku/ai/engine.h, HintCode). */
export interface GomokuAiReason {
  code: string;
  /** vcf and forced_win: own moves to five; else 0. */
  moves: number;
  /** The search sees the position lost whatever is played. */
  lost: boolean;
}

export interface GomokuAiRequest {
  size: number;
  rule: string;
  /** The set-up position the moves start from (flat coordinate lists), as GomokuGameCore.setup() gives it. */
  setup?: { black: number[]; white: number[]; blocked: number[]; toMove: string } | null;
  /** Flat coordinates, in play order: [x0, y0, x1, y1, ...] (Gomocup x from the left, y from the top). */
  moves: number[];
  /** 1 (beginner) .. 4 (strongest). Ignored by hint(). */
  level?: number;
  /** Budgets; 0 or absent for none (levels 1..3 cap their own nodes). */
  timeMs?: number;
  nodes?: number;
  /** The same position, level and seed give the same move under a node budget. */
  seed?: number;
  /** Called synchronously after each finished iteration (post it from a Worker). */
  onProgress?: (p: GomokuAiProgress) => void;
  /**
   * think and hint: this call is one slice of a request searched in slices (the Worker without
   * shared memory; timeMs and nodes are then the slice's): the request's whole budget, of which
   * the root's threat proofs take their shares, each slice going on with them where the last
   * one stopped; resume: not the request's first slice.
   */
  slice?: { resume: boolean; timeMs: number; nodes: number };
}

export interface GomokuAiProgress {
  depth: number;
  score: number;
  nodes: number;
  elapsedMs: number;
  /** The best move so far. */
  move: GomokuAiPoint | null;
  pv: GomokuAiPoint[];
}

export interface GomokuAiAnswer {
  move: GomokuAiPoint;
  /** From the mover's view; beyond ±29000 a forced win (positive) or loss. */
  score: number;
  depth: number;
  nodes: number;
  elapsedMs: number;
  /** The expected line, starting with the move. */
  pv: GomokuAiPoint[];
  reason: GomokuAiReason;
  /** Answered without a search (a five, a block, a threat win, the only move): more slices would answer the same. */
  decided: boolean;
}

/** A forced win by threats: continuous fours (vcf; a five or an open four count) or threes and fours (vct). */
export interface GomokuAiForcedWin {
  kind: 'vcf' | 'vct';
  /** The winner's moves with the answers between them. */
  line: GomokuAiPoint[];
}

/** One move of a game judged against the engine's best (core/gomoku/ai/review.h). */
export interface GomokuAiReview {
  /** Index of the move in the game's moves. */
  ply: number;
  move: GomokuAiPoint;
  side: 'black' | 'white';
  /** The best score before the move and the score after it, both from the mover's view. */
  scoreBefore: number;
  scoreAfter: number;
  best: GomokuAiPoint | null;
  bestLine: GomokuAiPoint[];
  /** The best lines before the move (the request's `lines`, default 1): line 1 is `best`, line k the best move other than lines 1..k-1. */
  lines: GomokuAiLine[];
  classification: 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';
  /** The mover had this forced win and the move let it go. */
  missedWin: GomokuAiForcedWin | null;
  /** The opponent has this forced win after the move, where the mover was not lost before. */
  allowedWin: GomokuAiForcedWin | null;
}

export interface GomokuAiAnalyzeRequest extends Omit<GomokuAiRequest, 'level' | 'seed' | 'onProgress' | 'slice'> {
  /** How many best lines each review lists (default 1); each more costs one more search per position. */
  lines?: number;
  /** Called synchronously with each move's review as it is made. */
  onMove?: (review: GomokuAiReview) => void;
}

export interface GomokuAiLine {
  move: GomokuAiPoint;
  /** The side to move's view; beyond ±29000 a forced win or loss. */
  score: number;
  /** The depth its search completed (0: a threat shortcut such as a VCF). */
  depth: number;
  pv: GomokuAiPoint[];
}

export interface GomokuAiLines {
  depth: number;
  /** Best first; line k is the best move other than lines 1..k-1. */
  lines: GomokuAiLine[];
}

export interface GomokuAiEvaluateRequest extends Omit<
  GomokuAiRequest,
  'level' | 'seed' | 'onProgress' | 'timeMs' | 'slice'
> {
  /** How many best lines (default 3). */
  lines?: number;
  /** The last depth; 0 or absent: as deep as the engine goes. */
  maxDepth?: number;
  /** Called synchronously after each depth. */
  onDepth?: (lines: GomokuAiLines) => void;
  /** Keep the table of the last search (the next slice of the same analysis, whose root proofs go on where it left them); else it is cleared. */
  warm?: boolean;
}

export interface GomokuAiOpeningRequest extends Omit<GomokuAiRequest, 'level' | 'onProgress' | 'setup' | 'slice'> {
  /** The game's opening: its rule and decisions, as GomokuOpening.toJSON() keeps them. */
  opening: {
    rule: string;
    decisions: readonly { stones: number; kind: string; points?: readonly GomokuAiPoint[] }[];
  };
}

/** The AI's next step in a fair opening (core/gomoku/ai/opening_move.h). */
export interface GomokuAiOpeningAnswer {
  kind: 'place' | 'choose' | 'place-two' | 'offer' | 'select';
  /** choose: the colour taken. */
  colour?: 'black' | 'white';
  /** place: the stones to place; choose: a stone to place after it (or none); place-two and offer: two; select: one. */
  stones: GomokuAiPoint[];
  score: number;
}

export interface GomokuAiCore extends EmbindObject {
  /** The move for the side to move, or a refusal: bad_record (the rules refuse the position), game_over. */
  think(request: GomokuAiRequest): GomokuAiAnswer | Refusal;
  /** The strongest move with its reason. */
  hint(request: GomokuAiRequest): GomokuAiAnswer | Refusal;
  /** Every move of the game (finished or not) judged, timeMs or nodes per position; or a refusal (bad_record). */
  analyze(request: GomokuAiAnalyzeRequest): GomokuAiReview[] | Refusal;
  /** The best lines, deepening; the last depth's, or a refusal (bad_record, game_over). */
  evaluate(request: GomokuAiEvaluateRequest): GomokuAiLines | Refusal;
  /**
   * analyze's review one search at a time (the Worker without shared memory slices each search
   * as a think's): reviewBegin takes analyze's request (null, or a refusal); reviewSearch runs one
   * slice of the next search (false: none left); reviewCommit, once that search's budget is spent,
   * keeps the last slice's result and gives the reviews made.
   */
  reviewBegin(request: Omit<GomokuAiAnalyzeRequest, 'onMove'>): Refusal | null;
  reviewSearch(slice: { timeMs: number; nodes: number }): boolean;
  reviewCommit(): GomokuAiReview[];
  /**
   * The AI's next step in a fair opening, decided one slice of a search at a time (a stop is heard
   * between calls): openingBegin takes the request (null, or a refusal); openingStep runs one slice
   * (timeMs of a timed search, 0: each search whole, one run; 20,000 nodes of a node budget's): null
   * until the decision is made, then its answer, or a refusal: bad_record, game_over, wrong_step
   * (the opening is over). Nothing else may search between the steps; under a node budget any
   * slices give the one run's answer.
   */
  openingBegin(request: GomokuAiOpeningRequest): Refusal | null;
  openingStep(slice: { timeMs: number }): GomokuAiOpeningAnswer | Refusal | null;
  /** Forgets every earlier search (think and hint keep the table from one search to the next). */
  clear(): void;
}

export interface GomokuAiBindings {
  /** hashMegabytes: the transposition table size (16 is a good wasm default; keep ≤ 32). */
  GomokuAiCore: new (hashMegabytes: number) => GomokuAiCore;
  GOMOKU_AI_MIN_LEVEL: number;
  GOMOKU_AI_MAX_LEVEL: number;
}
