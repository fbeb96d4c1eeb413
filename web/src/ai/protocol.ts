// Messages between the AI client (page side) and the AI worker. Plain data only.
import type { GomokuSavedV1 } from '../api/gomoku-types.js';
import type { XiangqiSavedV1 } from '../api/xiangqi-types.js';

export type AiGame = 'gomoku' | 'xiangqi';

export interface ThinkRequest {
  id: number;
  kind: 'think' | 'hint';
  game: AiGame;
  position: GomokuSavedV1 | XiangqiSavedV1;
  level: number;
  timeMs: number;
  nodes: number;
  seed: number;
}

/** A move as the worker reports it: a point for Gomoku, an ICCS string for Xiangqi. */
export type WireMove = { x: number; y: number } | string;

export interface WireProgress {
  depth: number;
  score: number;
  nodes: number;
  move: WireMove | null;
  pv: WireMove[];
}

export interface WireResult extends WireProgress {
  reason: string;
  /** Xiangqi only: the principal variation in WXF and Chinese notation. */
  notations?: { wxf: string[]; chinese: string[] };
}

export type WorkerMessage =
  | { id: number; type: 'progress'; progress: WireProgress }
  | { id: number; type: 'done'; result: WireResult }
  | { id: number; type: 'error'; message: string };

export interface WorkerInit {
  type: 'init';
  /** Where the worker fetches pinqi_core.wasm (browser), if not beside the module. */
  wasmUrl?: string;
}
