// Hand-written typings of wasm/gomoku_ai_bindings.cpp.
import type { EmbindObject } from './gomoku.js';

/** A move list as flat coordinates, Black first: [x0, y0, x1, y1, ...] (Gomocup x from the left, y from the top). */
export type GomokuMoveList = ArrayLike<number>;

export interface GomokuAiResult {
  /** false when the position was refused (see `reason`) or there is no legal move. */
  ok: boolean;
  x: number;
  y: number;
  /** From the mover's view; beyond ±29000 a forced win (positive) or loss. */
  score: number;
  depth: number;
  nodes: number;
  elapsedMs: number;
  /** The expected line as flat coordinates [x, y, ...], starting with the move. */
  pv: number[];
  /** A short reason: 'wins: VCF in 7', 'blocks a four', 'makes an open three', ... or the refusal message. */
  reason: string;
  /** For step(): true once deeper iterations are not worth it. Always true for think()/hint(). */
  done: boolean;
}

export interface GomokuAiProgress {
  depth: number;
  score: number;
  nodes: number;
  elapsedMs: number;
  /** The best move so far. */
  x: number;
  y: number;
  pv: number[];
}

export interface GomokuAiCore extends EmbindObject {
  /**
   * Searches the position for the side to move. level 1 (beginner) .. 4 (strongest);
   * timeMs / nodes: budgets, 0 for none (levels 1..3 cap their own nodes); seed: the same
   * position, level and seed give the same move under a node budget. onProgress, if given,
   * is called synchronously after each finished iteration (post it from a Worker).
   */
  think(
    size: number,
    rule: 'freestyle' | 'standard' | 'renju',
    moves: GomokuMoveList,
    level: number,
    timeMs: number,
    nodes: number,
    seed: number,
    onProgress?: (p: GomokuAiProgress) => void,
  ): GomokuAiResult;
  /** As think() on a game record (see core/gomoku/record.h). */
  thinkRecord(record: string, level: number, timeMs: number, nodes: number, seed: number): GomokuAiResult;
  /** The strongest move with its reason. */
  hint(
    size: number,
    rule: 'freestyle' | 'standard' | 'renju',
    moves: GomokuMoveList,
    timeMs: number,
    nodes: number,
  ): GomokuAiResult;
  /** Polled stepping: start() sets the position (false if refused, see error()); each step() searches one iteration deeper. */
  start(
    size: number,
    rule: 'freestyle' | 'standard' | 'renju',
    moves: GomokuMoveList,
    level: number,
    seed: number,
  ): boolean;
  step(nodes: number): GomokuAiResult;
  setHashSize(megabytes: number): void;
  clearHash(): void;
  error(): string;
}

export interface GomokuBenchReport {
  /** The node budget of each position's search. */
  nodesPerPosition: number;
  nodes: number;
  timeMs: number;
  nodesPerSecond: number;
  /** The slowest of the fixed VCF solves. */
  slowestVcfMs: number;
}

export interface GomokuAiBindings {
  /** The fixed benchmark of `pinqi bench gomoku` (nodes per position; 0 = its default). */
  gomokuBench(nodes: number): GomokuBenchReport;
  /** The depth each bench position reaches in `ms` milliseconds (0 = 1000), and the mean. */
  gomokuDepthBench(ms: number): { depths: number[]; meanDepth: number };
  /** hashMegabytes: the transposition table size (16 is a good wasm default; keep ≤ 32). */
  GomokuAiCore: new (hashMegabytes: number) => GomokuAiCore;
  GOMOKU_AI_MIN_LEVEL: number;
  GOMOKU_AI_MAX_LEVEL: number;
}
