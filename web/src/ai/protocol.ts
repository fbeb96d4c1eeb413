// Messages between the AI client (page side) and the AI worker. Plain data only.
import type { GomokuSavedV1 } from '../api/gomoku-types.js';
import type { GomokuOpeningSavedV1 } from '../api/gomoku-opening-types.js';
import type { GomokuOpeningMove } from './opening.js';
import type { XiangqiSavedV1 } from '../api/xiangqi-types.js';
import type { GomokuHintReason, XiangqiDrawCode, XiangqiEvaluation } from './reasons.js';
import type { GomokuLine, XiangqiLine } from './lines.js';
import type { GomokuMoveReview, XiangqiMoveReview } from './review.js';

export type AiGame = 'gomoku' | 'xiangqi';

export interface ThinkRequest {
  id: number;
  /** analyze: every move of the position's game judged, timeMs or nodes per position; evaluate: its best lines; draw: the answer to a draw offer. */
  kind: 'think' | 'hint' | 'analyze' | 'evaluate' | 'opening' | 'draw';
  game: AiGame;
  /** Already checked and copied by the client: only plain data crosses. */
  position: GomokuSavedV1 | XiangqiSavedV1;
  level: number;
  /** 0: no time budget. */
  timeMs: number;
  /** 0: no node budget. */
  nodes: number;
  seed: number;
  /** analyze and evaluate: how many best lines; evaluate: the last depth (0: as deep as the engine goes). */
  multiPv?: number;
  maxDepth?: number;
  /** opening (Gomoku): the game's opening, already checked by the client. */
  opening?: GomokuOpeningSavedV1;
  /** Xiangqi think and hint: evaluate with the network (true) or never (false); absent: as the level says. */
  network?: boolean;
}

/** The best lines after one depth of evaluate(). */
export interface WireLines {
  depth: number;
  lines: (GomokuLine | XiangqiLine)[];
}

/** A move as the worker reports it: a point for Gomoku, an ICCS string for Xiangqi. */
export type WireMove = { x: number; y: number } | string;

export interface WireProgress {
  depth: number;
  score: number;
  nodes: number;
  move: WireMove | null;
  pv: WireMove[];
  /** Xiangqi only: the verdict on the position so far. */
  evaluation?: XiangqiEvaluation;
}

/** Xiangqi: the answer to a draw offered by the side to move (see AiDrawAnswer). */
export interface WireDraw {
  code: XiangqiDrawCode;
  score: number;
  evaluation: XiangqiEvaluation | null;
}

export interface WireResult extends WireProgress {
  /** null only for a cancelled search that had not said why. */
  reason: GomokuHintReason | XiangqiEvaluation | null;
  /** Xiangqi only: the principal variation in WXF and Chinese notation. */
  notations?: { wxf: string[]; chinese: string[] };
}

/** A refusal or failure inside the worker, with its PinqiError code kept. */
export interface WireError {
  code: string;
  message: string;
  why?: string;
  index?: number;
}

export type WorkerMessage =
  | { id: number; type: 'progress'; progress: WireProgress }
  | { id: number; type: 'review'; review: GomokuMoveReview | XiangqiMoveReview }
  | { id: number; type: 'analysis'; reviews: (GomokuMoveReview | XiangqiMoveReview)[] }
  | { id: number; type: 'lines'; lines: WireLines }
  | { id: number; type: 'evaluation'; lines: WireLines }
  | { id: number; type: 'done'; result: WireResult }
  /** move null: stopped before the decision was made (the Worker without shared memory). */
  | { id: number; type: 'opening'; move: GomokuOpeningMove | null }
  | { id: number; type: 'draw'; answer: WireDraw }
  | { id: number; type: 'error'; error: WireError }
  /** The Xiangqi engine took the network (WorkerNetwork; its description), or forgot it (null). */
  | { id: number; type: 'network'; description: string | null }
  /** A Xiangqi request's level uses the network and the engine has none: the client may load it. */
  | { id: 0; type: 'network-wanted' }
  /** Sent once per wasm instance the Worker makes (id 0): tests count them. */
  | { id: 0; type: 'instance' }
  /**
   * The Worker begins the request: its wasm instance is loaded, and what it was given before
   * (a network to take, which cannot be stopped) is done. A stop's grace runs from then.
   */
  | { id: number; type: 'started' };

export interface WorkerInit {
  type: 'init';
  /** Where the worker fetches pinqi_core.wasm (browser), if not beside the module. */
  wasmUrl?: string;
  /** The search threads (createAi's `threads`, chosen by threads.ts); 1 when absent. */
  threads?: number;
  /**
   * The stop word, when shared memory exists: an Int32Array over a SharedArrayBuffer.
   * The client stops request `id` by storing `id` in it (Atomics.store); the searches
   * poll it. Without it, the client posts a WorkerStop, read between search slices.
   */
  stop?: Int32Array;
}

/**
 * The Xiangqi engine's network: the bytes of a `.pqnn` file, or null to forget it. Applied between
 * requests, in order; answered with a `network` message (or an `error`, bad_network, the engine
 * as before). id 0: not answered (a new Worker given the client's network).
 */
export interface WorkerNetwork {
  type: 'network';
  id: number;
  bytes: Uint8Array | null;
}

/** Stops request `id` (and any earlier one): its search ends and it answers with what it has. */
export interface WorkerStop {
  type: 'stop';
  id: number;
}
