// Hand-written typings of wasm/xiangqi_ai_bindings.cpp.
import type { EmbindObject } from './gomoku.js';

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
  /** "red is better", "black can mate in 3", "the game is level", ... */
  evaluation: string;
}

export interface XiangqiThinkResult {
  /** 'ok', or why the request failed: 'bad_fen' | 'illegal_move' | 'bad_notation' | 'ambiguous' | 'bad_record' | 'game_over'. */
  code: string;
  message: string;
  /** ICCS, '' when there is no move (failure, or no legal move). */
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
  evaluation: string;
  sideToMove: 'red' | 'black';
}

export interface XiangqiAi extends EmbindObject {
  think(request: XiangqiThinkRequest): XiangqiThinkResult;
  /** The top level's move with its line and a player's evaluation. */
  hint(request: XiangqiThinkRequest): XiangqiThinkResult;
  setHashSize(megabytes: number): void;
  hashSize(): number;
  /** Forgets the table (results never depend on it: each think starts fresh). */
  clear(): void;
}

export interface XiangqiBenchResult {
  depth: number;
  nodes: number;
  timeMs: number;
  nodesPerSecond: number;
}

export interface XiangqiDepthBenchResult {
  timeMs: number;
  /** The depth completed in each bench position, and their mean. */
  depths: number[];
  meanDepth: number;
}

export interface XiangqiAiBindings {
  /** Hash in megabytes, default 16. */
  XiangqiAi: new (hashMegabytes?: number) => XiangqiAi;
  /** The fixed search benchmark of `pinqi bench xiangqi` (default depth 8). */
  xiangqiBench(depth?: number): XiangqiBenchResult;
  /** The bench positions searched for `ms` each (default 1000): the depths reached. */
  xiangqiDepthBench(ms?: number): XiangqiDepthBenchResult;
}
