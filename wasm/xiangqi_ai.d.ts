// Hand-written typings of wasm/xiangqi_ai_bindings.cpp.
import type { EmbindObject, Refusal } from './boundary.js';

/** The engine's verdict on a position (core/xiangqi/ai/hint.h): a code with its numbers. */
export interface XiangqiAiEvaluation {
  verdict: 'level' | 'slightly_better' | 'better' | 'winning' | 'can_mate' | 'has_won' | 'rule_win';
  /** Who is ahead; null when level. */
  side: 'red' | 'black' | null;
  /** can_mate: full moves to mate; else 0. */
  moves: number;
}

/**
 * What to think about. The position is `record` (a PGN-style game record), or `fen`
 * (default: the start position) followed by `moves` (ICCS, WXF or Chinese, as an array
 * or one space-separated string). Budgets: any of timeMs / nodes / depth; without one,
 * the level's own budget applies. The same position, level and seed give the same move
 * (time budgets aside, which depend on the machine).
 */
export interface XiangqiThinkRequest {
  fen?: string;
  moves?: string[] | string;
  record?: string;
  /** 1 (beginner) .. 4 (master, the default). Ignored by hint(). */
  level?: number;
  timeMs?: number;
  nodes?: number;
  depth?: number;
  seed?: number;
  /** Keep the table of the earlier searches (the position continues the last one); by default each search starts from an empty table. */
  warm?: boolean;
  /** Evaluate with the engine's network (setNetwork) when it has one (true) or never (false); absent: as the level says (levelUsesNetwork). */
  network?: boolean;
  /** Called after each finished iteration with the best line so far (post it from a Worker). */
  onProgress?: (info: XiangqiThinkProgress) => void;
}

export interface XiangqiThinkProgress {
  depth: number;
  /** Centipawns from the side to move's view; beyond ±28000 a forced result. */
  score: number;
  /** Full moves to mate: > 0 the side to move mates, < 0 it is mated, 0 no mate seen. */
  mate: number;
  nodes: number;
  timeMs: number;
  /** ICCS. */
  move: string;
  pv: string[];
  evaluation: XiangqiAiEvaluation;
}

export interface XiangqiThinkResult {
  /** ICCS. */
  move: string;
  moveWxf: string;
  moveChinese: string;
  score: number;
  mate: number;
  depth: number;
  nodes: number;
  timeMs: number;
  /** The principal variation in three notations (same length). */
  pv: string[];
  pvWxf: string[];
  pvChinese: string[];
  evaluation: XiangqiAiEvaluation;
  sideToMove: 'red' | 'black';
}

/**
 * The AI's answer to a draw offered by the side to move (core/xiangqi/ai/draw.h):
 * 'accept'; 'too_early' (fewer than 30 plies played, and not a dead draw); 'better'
 * (its search scores the position at least 40 centipawns in its favour).
 */
export interface XiangqiDrawAnswer {
  answer: 'accept' | 'too_early' | 'better';
  /** The offering side's score in centipawns; 0 when the answer needed no search. */
  score: number;
  depth: number;
  /** The verdict of the search; null when the answer needed no search (too early, a dead draw). */
  evaluation: XiangqiAiEvaluation | null;
}

/** A forced mate: full moves to it and the engine's line (ICCS). */
export interface XiangqiAiForcedMate {
  moves: number;
  line: string[];
}

/** One move of a game judged against the engine's best (core/xiangqi/ai/review.h). */
export interface XiangqiAiReview {
  /** Index of the move in the game's moves. */
  ply: number;
  /** ICCS. */
  move: string;
  side: 'red' | 'black';
  /** The best score before the move and the score after it, both from the mover's view, in centipawns. */
  scoreBefore: number;
  scoreAfter: number;
  best: string | null;
  bestLine: string[];
  /** The best lines before the move (the request's `lines`, default 1): line 1 is `best`, line k the best move other than lines 1..k-1. */
  lines: XiangqiAiLine[];
  classification: 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';
  /** The mover could mate and the move let it go. */
  missedMate: XiangqiAiForcedMate | null;
  /** The opponent can mate after the move, where the mover was not being mated before. */
  allowedMate: XiangqiAiForcedMate | null;
}

export interface XiangqiAnalyzeRequest extends Omit<XiangqiThinkRequest, 'level' | 'seed' | 'onProgress'> {
  /** How many best lines each review lists (default 1); each more costs one more search per position. */
  lines?: number;
  /** Called synchronously with each move's review as it is made. */
  onMove?: (review: XiangqiAiReview) => void;
}

export interface XiangqiAiLine {
  /** ICCS. */
  move: string;
  /** The side to move's view, in centipawns. */
  score: number;
  /** Full moves to mate: > 0 the side to move mates, < 0 it is mated, 0 none. */
  mate: number;
  depth: number;
  pv: string[];
  evaluation: XiangqiAiEvaluation;
}

export interface XiangqiAiLines {
  depth: number;
  /** Best first; line k is the best move other than lines 1..k-1. */
  lines: XiangqiAiLine[];
}

export interface XiangqiEvaluateRequest extends Omit<
  XiangqiThinkRequest,
  'level' | 'seed' | 'onProgress' | 'timeMs' | 'depth'
> {
  /** How many best lines (default 3). */
  lines?: number;
  /** The last depth; 0 or absent: as deep as the engine goes. */
  maxDepth?: number;
  /** Called synchronously after each depth. */
  onDepth?: (lines: XiangqiAiLines) => void;
}

export interface XiangqiAi extends EmbindObject {
  /** The move, or a refusal: bad_record (the rules refuse the position; why = the inner code), game_over. */
  think(request: XiangqiThinkRequest): XiangqiThinkResult | Refusal;
  /** The top level's move with its line and the engine's verdict. */
  hint(request: XiangqiThinkRequest): XiangqiThinkResult | Refusal;
  /** Every move of the game (finished or not) judged, timeMs, nodes or depth per position; or a refusal (bad_record). */
  analyze(request: XiangqiAnalyzeRequest): XiangqiAiReview[] | Refusal;
  /** The AI's answer to a draw offered by the side to move (searched at the top level), or a refusal (bad_record, game_over). */
  offerDraw(request: Omit<XiangqiThinkRequest, 'level' | 'onProgress'>): XiangqiDrawAnswer | Refusal;
  /** The best lines, deepening; the last depth's, or a refusal (bad_record, game_over). */
  evaluate(request: XiangqiEvaluateRequest): XiangqiAiLines | Refusal;
  /**
   * analyze's review one search at a time (the Worker without shared memory slices each search
   * as a think's): reviewBegin takes analyze's request (null, or a refusal); reviewSearch runs one
   * slice of the next search (false: none left); reviewCommit, once that search's budget is spent,
   * keeps the last slice's result and gives the reviews made.
   */
  reviewBegin(request: Omit<XiangqiAnalyzeRequest, 'onMove'>): Refusal | null;
  reviewSearch(slice: { timeMs?: number; nodes?: number }): boolean;
  reviewCommit(): XiangqiAiReview[];
  /**
   * The network the searches may evaluate with, as the bytes of a `.pqnn` file (the format of
   * core/xiangqi/ai/nnue.h): null once it is the engine's, or a refusal (bad_network, why 'file')
   * that changes nothing. Which searches use it: a request's `network`, else its level's.
   */
  setNetwork(bytes: Uint8Array): Refusal | null;
  /** The hand-crafted evaluation again, for every search. */
  clearNetwork(): void;
  /** The network's description (its training recipe), or null without one. */
  networkDescription(): string | null;
  setHashSize(megabytes: number): void;
  hashSize(): number;
  /** Forgets the table (results never depend on it: each think starts fresh). */
  clear(): void;
}

export interface XiangqiAiBindings {
  /** Hash in megabytes, default 16. */
  XiangqiAi: {
    new (hashMegabytes?: number): XiangqiAi;
    /** Whether a level (1..4, clamped) evaluates with the engine's network when it has one. */
    levelUsesNetwork(level: number): boolean;
  };
}
