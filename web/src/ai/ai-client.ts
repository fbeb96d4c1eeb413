// The page side of the AI: createAi() runs the engine in a dedicated Worker
// (a Web Worker in browsers, worker_threads in Node), so the page never blocks.
import type { GomokuGame } from '../api/gomoku-game.js';
import { readGomokuSaved } from '../api/gomoku-game.js';
import type { GomokuSavedV1, Point } from '../api/gomoku-types.js';
import { excerpt, isPinqiErrorCode, PinqiError } from '../api/errors.js';
import { GomokuOpening, readGomokuOpeningSaved } from '../api/gomoku-opening.js';
import type { GomokuOpeningSavedV1 } from '../api/gomoku-opening-types.js';
import type { XiangqiGame } from '../api/xiangqi-game.js';
import { readXiangqiSaved } from '../api/xiangqi-game.js';
import type { XiangqiSavedV1 } from '../api/xiangqi-types.js';
import type {
  AiGame,
  ThinkRequest,
  WireDraw,
  WireError,
  WireLines,
  WireProgress,
  WireResult,
  WorkerInit,
  WorkerMessage,
  WorkerNetwork,
  WorkerStop,
} from './protocol.js';
import { chooseThreads } from './threads.js';
import type { AiReasonOf, XiangqiDrawCode, XiangqiEvaluation } from './reasons.js';
import type { AiLineOf } from './lines.js';
import type { AiMoveReviewOf } from './review.js';
import type { GomokuOpeningMove } from './opening.js';

/** Moves as each game's API speaks them: a point for Gomoku, ICCS ('h2e2') for Xiangqi. */
export interface AiMoveOf {
  gomoku: Point;
  xiangqi: string;
}
export interface AiPositionOf {
  gomoku: GomokuGame | GomokuSavedV1;
  xiangqi: XiangqiGame | XiangqiSavedV1;
}

export interface AiProgress<M> {
  depth: number;
  /** From the mover's side; mate/forced-win scores are large. */
  score: number;
  nodes: number;
  /** Best move so far. */
  move: M | null;
  pv: M[];
}

export interface AiThinkResult<M, R = AiReasonOf[AiGame]> {
  move: M;
  score: number;
  pv: M[];
  depth: number;
  nodes: number;
  /**
   * Why, as codes and numbers an app translates: for Gomoku why the move is
   * played ({code: 'blocks_four', moves, lost}), for Xiangqi the verdict on
   * the position ({verdict: 'can_mate', side: 'red', moves: 3}). null when a
   * cancelled search had not said yet.
   */
  reason: R | null;
  /** Xiangqi only: the principal variation in WXF and Chinese notation, beside `pv` in ICCS. */
  notations?: { wxf: string[]; chinese: string[] };
  /** True when the search was cancelled and this is the best move found by then. */
  cancelled: boolean;
}

export interface AiThinkOptions<M> {
  /** Engine level, a whole number from AI_LEVELS.min (beginner) to AI_LEVELS.max (the default, the strongest). */
  level?: number;
  /**
   * Time budget in milliseconds, more than 0. Default AI_DEFAULTS.timeMs (1000)
   * unless `nodes` is given, which then is the only budget.
   */
  timeMs?: number;
  /** Node budget, a whole number more than 0. */
  nodes?: number;
  /** A whole number ≥ 0: same position, level and seed give the same move under a node budget, on 1 thread. */
  seed?: number;
  /** Cancels the search; think() then resolves with the best move so far. */
  signal?: AbortSignal;
  /** Called after each finished iteration, for a thinking indicator. An exception it throws is ignored. */
  onProgress?: (progress: AiProgress<M>) => void;
  /**
   * Xiangqi only: evaluate with the network (`ai.network`) when it is ready (true), or with the
   * hand-crafted evaluation (false). Default: as the level says (the top level, 4, uses it).
   * true also starts loading the network given to createAi, if none is loaded or loading.
   */
  network?: boolean;
}

/** Where a Xiangqi network comes from: the URL of its `.pqnn` file (fetched once), or the file's bytes. */
export type AiNetworkSource = string | URL | Uint8Array | ArrayBuffer;

/**
 * 'none': no network asked for (or cleared); 'loading'; 'ready': the engine evaluates with it
 * where a level or a request says so; 'failed': it could not be loaded (`error` says why). The
 * AI works in every state: with the hand-crafted evaluation unless the network is ready.
 */
export type AiNetworkState = 'none' | 'loading' | 'ready' | 'failed';

/**
 * The Xiangqi AI's learned evaluation (NNUE, issue 25): a separate asset, loaded only when asked
 * (ai.network.load(), or a level or request that uses it with createAi's `network` given), fetched
 * once and kept by the client's Worker, whose search threads share it.
 */
export interface AiNetwork {
  readonly state: AiNetworkState;
  /** Why the last load failed (state 'failed'): code bad_network (why 'fetch' or 'file'), ai_failed or disposed; else null. */
  readonly error: PinqiError | null;
  /** The ready network's description (its training recipe); else null. */
  readonly description: string | null;
  /**
   * Loads a network (default: createAi's `network`, else the shipped one) and resolves once the engine has it; rejects
   * with the failure (state 'failed'). The same source again answers with the same promise (a
   * failed source is not fetched again: clear() first); another source replaces the network,
   * the hand-crafted evaluation serving meanwhile. Refuses with bad_settings (no source, not a
   * URL or bytes, a Gomoku AI).
   */
  load(source?: AiNetworkSource): Promise<void>;
  /** Forgets the network (state 'none'): the hand-crafted evaluation again. A load under way is dropped. */
  clear(): void;
  /** Calls `listener` with each new state; returns the function that stops it. An exception it throws is ignored. */
  onChange(listener: (state: AiNetworkState) => void): () => void;
}

/**
 * The answer to a draw offer: whether the AI accepts, why (a code), and its
 * verdict on the position when it searched.
 */
export interface AiDrawAnswer {
  /** True exactly when `code` is 'accept'. */
  accept: boolean;
  /**
   * Why, decided by the engine: 'accept' (a dead draw, or 30 plies or more played
   * and the AI not better); 'too_early' (fewer than 30 plies played and not a dead
   * draw: the AI declines whatever the position); 'better' (the AI's search scores
   * the position at least 40 centipawns in its favour).
   */
  code: XiangqiDrawCode;
  /** The engine's verdict on the position; null when the answer needed no search (too early, a dead draw). */
  evaluation: XiangqiEvaluation | null;
  /** The offering side's score, in centipawns; 0 when the answer needed no search. */
  score: number;
}

export interface AiAnalyzeOptions<G extends AiGame> {
  /** Time budget of each position's search, in milliseconds, more than 0. Default AI_DEFAULTS.analyzeTimeMs (200) unless `nodesPerMove` is given. */
  timeMsPerMove?: number;
  /** Node budget of each position's search, a whole number more than 0: the same game then gets the same review. */
  nodesPerMove?: number;
  /** How many best lines each move's review lists (`lines`), a whole number from 1 to AI_LIMITS.multiPv (10). Default 1; each more line is one more search per position. */
  multiPv?: number;
  /** Cancels the review; analyze() then resolves with the moves judged so far and `cancelled: true`. */
  signal?: AbortSignal;
  /** Called with each move's review as it is made. An exception it throws is ignored. */
  onProgress?: (progress: AiAnalysisProgress<G>) => void;
}

export interface AiAnalysisProgress<G extends AiGame> {
  /** Moves judged so far, and the game's moves. */
  done: number;
  total: number;
  review: AiMoveReviewOf[G];
}

export interface AiAnalysis<G extends AiGame> {
  /** One review per move of the game, in order (fewer when cancelled). */
  moves: AiMoveReviewOf[G][];
  /** True when the review was cancelled before its last move. */
  cancelled: boolean;
}

export interface AiEvaluateOptions<G extends AiGame> {
  /** How many best lines, a whole number from 1 to AI_LIMITS.multiPv (10). Default 3. */
  multiPv?: number;
  /** The last depth, a whole number from 1 to AI_LIMITS.depth (60). Default: none, the analysis runs until stopped. */
  maxDepth?: number;
  /** Stops the analysis; evaluate() then resolves with the last finished depth's lines. */
  signal?: AbortSignal;
  /** Called with the lines after each finished depth. An exception it throws is ignored. */
  onProgress?: (lines: AiLines<G>) => void;
}

/** The best lines after one depth of evaluate(). */
export interface AiLines<G extends AiGame> {
  depth: number;
  /** Best first; line k is the best move other than those of lines 1..k-1 (fewer when fewer moves exist). */
  lines: AiLineOf[G][];
}

export interface AiEvaluation<G extends AiGame> extends AiLines<G> {
  /** True when the signal stopped the analysis (depth 0 and no lines if before the first depth finished). */
  cancelled: boolean;
}

/** What openingMove() takes: a GomokuOpening (with its game), or the saved forms of both. */
export type AiOpeningPosition =
  GomokuOpening | { readonly game: GomokuGame | GomokuSavedV1; readonly opening: GomokuOpeningSavedV1 };

export interface AiOpeningOptions {
  /** Time budget in milliseconds for the whole decision, more than 0. Default AI_DEFAULTS.timeMs unless `nodes` is given. */
  timeMs?: number;
  /** Node budget for the whole decision, a whole number more than 0. */
  nodes?: number;
  /** A whole number ≥ 0. */
  seed?: number;
  /** Cancels the decision; openingMove() then resolves with null. */
  signal?: AbortSignal;
}

/**
 * One Worker, one wasm instance and one engine for the client's life: a stop never ends the
 * Worker, and the table stays warm while the game goes on. One request at a time; think(),
 * offerDraw() and openingMove() go before waiting requests and stop a running analyze() or
 * evaluate() (docs/API.md, "One engine per client").
 */
export interface Ai<G extends AiGame> {
  think(
    position: AiPositionOf[G],
    options?: AiThinkOptions<AiMoveOf[G]>,
  ): Promise<AiThinkResult<AiMoveOf[G], AiReasonOf[G]>>;
  /** The strongest move for the side to move, with the reason. */
  hint(
    position: AiPositionOf[G],
    options?: Pick<AiThinkOptions<AiMoveOf[G]>, 'timeMs' | 'nodes' | 'signal'>,
  ): Promise<AiThinkResult<AiMoveOf[G], AiReasonOf[G]>>;
  /**
   * Xiangqi only: the side to move offers a draw and the AI, playing the other
   * side, answers. The engine decides (see AiDrawAnswer's `code`): before the
   * 30th ply it declines ('too_early') unless the position is a dead draw
   * (neither side has material that can mate), which it accepts at once;
   * afterwards it searches (timeMs, default AI_DEFAULTS.drawTimeMs, or nodes)
   * and declines when it is better ('better'). Aborting the signal answers
   * after a tiny search instead. Gomoku refuses with bad_settings.
   */
  offerDraw(
    position: AiPositionOf[G],
    options?: Pick<AiThinkOptions<AiMoveOf[G]>, 'timeMs' | 'nodes' | 'signal'>,
  ): Promise<AiDrawAnswer>;
  /**
   * Reviews every move of a game (finished or not, from the start, a FEN or a
   * setup): the evaluation before and after it, the engine's best move and
   * line, a classification, and for Gomoku a missed or allowed forced win
   * (VCF/VCT) with its line, for Xiangqi a missed or allowed mate in N. One
   * search per position: n moves cost n + 1 searches.
   */
  analyze(position: AiPositionOf[G], options?: AiAnalyzeOptions<G>): Promise<AiAnalysis<G>>;
  /**
   * The analysis board's stream: the best `multiPv` lines of the position with
   * their evaluations, deepening one depth at a time (onProgress after each)
   * until the signal stops it or `maxDepth` is reached. Resolves with the last
   * finished depth's lines.
   */
  evaluate(position: AiPositionOf[G], options?: AiEvaluateOptions<G>): Promise<AiEvaluation<G>>;
  /**
   * Gomoku only: the AI's next step in a fair opening (Swap2, the RIF opening
   * rule) for the player the opening waits for, decided by the engine's searches
   * (Swap2 as Gomocup's SWAP2BOARD). Apply it through GomokuOpening. Resolves with
   * null when the signal cancels it. Refuses with bad_settings (Xiangqi, bad
   * options), bad_record (not an opening, a set-up position, or a game that does
   * not follow its opening), game_over, wrong_step (the opening is over: ask think()).
   */
  openingMove(opening: AiOpeningPosition, options?: AiOpeningOptions): Promise<GomokuOpeningMove | null>;
  /** Ends the Worker. Pending requests reject with code 'disposed'. */
  dispose(): void;
  /** The search threads this client's engine runs (createAi's `threads`, as chosen and clamped). */
  readonly threads: number;
  /** Xiangqi: the learned evaluation, its loading state and the calls that load and clear it. */
  readonly network: AiNetwork;
}

export interface CreateAiOptions<G extends AiGame> {
  game: G;
  /** Where the Worker fetches pinqi_core.wasm (browser), if not beside the package. */
  wasmUrl?: string | URL;
  /**
   * Search threads, a whole number ≥ 1 (Lazy SMP). Default: one fewer than the processors, from 2
   * to 8, where the page is cross-origin isolated; else 1 (and in Node). More than 1 runs the
   * threaded wasm flavour, which needs shared memory: without it, and above MAX_THREADS (16),
   * the count is clamped. Read the count chosen from `ai.threads`.
   */
  threads?: number;
  /**
   * Xiangqi: where the network comes from (a URL or the `.pqnn` file's bytes); by default the one
   * the package ships (XIANGQI_NETWORK_URL). Nothing is fetched until a level or request that uses
   * it, or `ai.network.load()`. false: none is ever loaded by itself (only `ai.network.load(source)`
   * loads one), so every search evaluates by hand and nothing is fetched.
   */
  network?: AiNetworkSource | false;
}

/** The AI levels of both games: 1 (a beginner can win) to 4 (the strongest). */
export const AI_LEVELS = Object.freeze({ min: 1, max: 4 });
/** What think(), hint() and offerDraw() use when an option is not given. */
export const AI_DEFAULTS = Object.freeze({
  level: AI_LEVELS.max,
  timeMs: 1000,
  drawTimeMs: 600,
  analyzeTimeMs: 200,
  seed: 0,
});
/** The most lines and the deepest depth evaluate() takes. */
export const AI_LIMITS = Object.freeze({ multiPv: 10, depth: 60 });
/** The longest time budget: about 24 days, the largest a timer can wait. */
const MAX_TIME_MS = 2_147_483_647;
/** When a Worker had to be ended (it did not answer a stop), a fresh one answers within this node budget. */
const INSTANT_NODES = 2000;
/** How long a Worker may take to answer a stop before it is ended. */
const STOP_GRACE_MS = 1000;
/**
 * Test-only: `ai[AI_ENGINE_COUNTS]()` gives how many Workers and wasm instances this client
 * has made (tests/node/ai-stop.test.ts). Not part of the API.
 */
const AI_ENGINE_COUNTS = Symbol.for('pinqi.ai.engineCounts');

/** A stop word for a new Worker, when shared memory exists (Node; browsers when crossOriginIsolated). */
function stopWord(): Int32Array | undefined {
  if (typeof SharedArrayBuffer !== 'function' || typeof Atomics !== 'object') return undefined;
  if ((globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === false) return undefined;
  return new Int32Array(new SharedArrayBuffer(4));
}

interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): unknown;
  /** Node only: whether an idle Worker may let the process exit. */
  ref?(): void;
  unref?(): void;
}

async function spawnWorker(onMessage: (m: WorkerMessage) => void, onFailure: (e: Error) => void): Promise<WorkerLike> {
  if (typeof Worker === 'function') {
    const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module', name: 'pinqi-ai' });
    worker.addEventListener('message', (e: MessageEvent<WorkerMessage>) => onMessage(e.data));
    worker.addEventListener('error', (e) => onFailure(new Error(e.message || 'the AI worker failed')));
    return worker;
  }
  const threadsName = 'node:worker_threads';
  const threads = (await import(/* @vite-ignore */ threadsName)) as {
    Worker: new (url: URL) => WorkerLike & { on(e: string, h: (x: unknown) => void): void };
  };
  const worker = new threads.Worker(new URL('./worker.js', import.meta.url));
  worker.on('message', (m) => onMessage(m as WorkerMessage));
  worker.on('error', (e) => onFailure(e as Error));
  worker.unref?.();
  return worker;
}

/**
 * The position as checked plain data (the same structural checks as fromJSON); the engine judges the moves.
 * `finished`: a game that is over is accepted (a review), else refused with game_over.
 */
function toPosition(game: AiGame, position: unknown, finished = false): GomokuSavedV1 | XiangqiSavedV1 {
  let data = position;
  if (
    typeof position === 'object' &&
    position !== null &&
    typeof (position as { toJSON?: unknown }).toJSON === 'function'
  )
    data = (position as { toJSON: () => unknown }).toJSON(); // a game: throws `disposed` once disposed
  const saved = game === 'gomoku' ? readGomokuSaved(data) : readXiangqiSaved(data);
  if (saved.ending && !finished)
    throw new PinqiError('game_over', `the game is over (${saved.ending.type})`, { why: saved.ending.type });
  return saved;
}

/** An opening and its game, checked and copied: the game as for think(), the opening's shape. */
function toOpening(value: unknown): { position: GomokuSavedV1; opening: GomokuOpeningSavedV1 } {
  let game: unknown, opening: unknown;
  if (value instanceof GomokuOpening) {
    game = value.game;
    opening = value.toJSON();
  } else {
    if (typeof value !== 'object' || value === null)
      throw new PinqiError('bad_record', `an opening is a GomokuOpening or {game, opening}, got ${excerpt(value)}`);
    try {
      ({ game, opening } = value as { game: unknown; opening: unknown });
    } catch {
      throw new PinqiError('bad_record', 'the opening cannot be read');
    }
  }
  const saved = readGomokuOpeningSaved(opening);
  const position = toPosition('gomoku', game) as GomokuSavedV1;
  if (position.setup) throw new PinqiError('bad_record', 'an opening starts on the empty board, not a set-up position');
  return { position, opening: saved };
}

interface Budget {
  level: number;
  timeMs: number;
  nodes: number;
  seed: number;
  signal: AbortSignal | undefined;
  onProgress: ((p: AiProgress<never>) => void) | undefined;
  network: boolean | undefined;
}

/** The options, checked: bad_settings for anything the engine cannot honour. */
function readOptions(options: unknown, defaultTimeMs: number): Budget {
  if (options === undefined) options = {};
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new PinqiError('bad_settings', `options must be an object, got ${excerpt(options)}`);
  let o: AiThinkOptions<never>;
  try {
    const { level, timeMs, nodes, seed, signal, onProgress, network } = options as AiThinkOptions<never>;
    o = { level, timeMs, nodes, seed, signal, onProgress, network };
  } catch {
    throw new PinqiError('bad_settings', 'options cannot be read');
  }
  const whole = (v: unknown, min: number, max: number): boolean =>
    typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;
  if (o.level !== undefined && !whole(o.level, AI_LEVELS.min, AI_LEVELS.max))
    throw new PinqiError(
      'bad_settings',
      `level must be a whole number from ${AI_LEVELS.min} to ${AI_LEVELS.max}, got ${excerpt(o.level)}`,
    );
  if (o.timeMs !== undefined && !(typeof o.timeMs === 'number' && o.timeMs > 0 && o.timeMs <= MAX_TIME_MS))
    throw new PinqiError(
      'bad_settings',
      `timeMs must be a number of milliseconds from 1 to ${MAX_TIME_MS}, got ${excerpt(o.timeMs)}`,
    );
  if (o.nodes !== undefined && !whole(o.nodes, 1, Number.MAX_SAFE_INTEGER))
    throw new PinqiError('bad_settings', `nodes must be a whole number more than 0, got ${excerpt(o.nodes)}`);
  if (o.seed !== undefined && !whole(o.seed, 0, Number.MAX_SAFE_INTEGER))
    throw new PinqiError('bad_settings', `seed must be a whole number from 0, got ${excerpt(o.seed)}`);
  const signal = o.signal as unknown;
  if (
    signal !== undefined &&
    (typeof signal !== 'object' ||
      signal === null ||
      typeof (signal as AbortSignal).aborted !== 'boolean' ||
      typeof (signal as AbortSignal).addEventListener !== 'function')
  )
    throw new PinqiError('bad_settings', `signal must be an AbortSignal, got ${excerpt(signal)}`);
  if (o.onProgress !== undefined && typeof o.onProgress !== 'function')
    throw new PinqiError('bad_settings', `onProgress must be a function, got ${excerpt(o.onProgress)}`);
  if (o.network !== undefined && typeof o.network !== 'boolean')
    throw new PinqiError('bad_settings', `network must be true or false, got ${excerpt(o.network)}`);
  return {
    level: o.level ?? AI_DEFAULTS.level,
    timeMs: Math.ceil(o.timeMs ?? (o.nodes === undefined ? defaultTimeMs : 0)),
    nodes: o.nodes ?? 0,
    seed: o.seed ?? AI_DEFAULTS.seed,
    signal: o.signal,
    onProgress: o.onProgress,
    network: o.network,
  };
}

interface AnalyzeBudget {
  timeMs: number;
  nodes: number;
  multiPv: number;
  signal: AbortSignal | undefined;
  onProgress: ((p: AiAnalysisProgress<never>) => void) | undefined;
}

/** The options of analyze(), checked: bad_settings for anything the engine cannot honour. */
function readAnalyzeOptions(options: unknown): AnalyzeBudget {
  if (options === undefined) options = {};
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new PinqiError('bad_settings', `options must be an object, got ${excerpt(options)}`);
  let timeMsPerMove: unknown, nodesPerMove: unknown, multiPv: unknown, signal: unknown, onProgress: unknown;
  try {
    ({ timeMsPerMove, nodesPerMove, multiPv, signal, onProgress } = options as AiAnalyzeOptions<never>);
  } catch {
    throw new PinqiError('bad_settings', 'options cannot be read');
  }
  const lines = readMultiPv(multiPv, 1);
  // The same checks as think()'s timeMs, nodes, signal and onProgress.
  let checked: Budget;
  try {
    checked = readOptions(
      { timeMs: timeMsPerMove, nodes: nodesPerMove, signal, onProgress },
      AI_DEFAULTS.analyzeTimeMs,
    );
  } catch (error) {
    const e = error as PinqiError;
    throw new PinqiError(
      'bad_settings',
      e.message.replace(/^timeMs/, 'timeMsPerMove').replace(/^nodes/, 'nodesPerMove'),
    );
  }
  return {
    timeMs: checked.timeMs,
    nodes: checked.nodes,
    multiPv: lines,
    signal: checked.signal,
    onProgress: checked.onProgress as AnalyzeBudget['onProgress'],
  };
}

interface EvaluateBudget {
  multiPv: number;
  maxDepth: number;
  signal: AbortSignal | undefined;
  onProgress: ((l: AiLines<never>) => void) | undefined;
}

const whole = (v: unknown, max: number): boolean =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 1 && v <= max;

/** A multiPv option of analyze() or evaluate(): `fallback` when absent, else bad_settings unless 1..AI_LIMITS.multiPv. */
function readMultiPv(multiPv: unknown, fallback: number): number {
  if (multiPv === undefined) return fallback;
  if (!whole(multiPv, AI_LIMITS.multiPv))
    throw new PinqiError(
      'bad_settings',
      `multiPv must be a whole number from 1 to ${AI_LIMITS.multiPv}, got ${excerpt(multiPv)}`,
    );
  return multiPv as number;
}

/** The options of evaluate(), checked: bad_settings for anything the engine cannot honour. */
function readEvaluateOptions(options: unknown): EvaluateBudget {
  if (options === undefined) options = {};
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new PinqiError('bad_settings', `options must be an object, got ${excerpt(options)}`);
  let multiPv: unknown, maxDepth: unknown, signal: unknown, onProgress: unknown;
  try {
    ({ multiPv, maxDepth, signal, onProgress } = options as AiEvaluateOptions<never>);
  } catch {
    throw new PinqiError('bad_settings', 'options cannot be read');
  }
  const lines = readMultiPv(multiPv, 3);
  if (maxDepth !== undefined && !whole(maxDepth, AI_LIMITS.depth))
    throw new PinqiError(
      'bad_settings',
      `maxDepth must be a whole number from 1 to ${AI_LIMITS.depth}, got ${excerpt(maxDepth)}`,
    );
  // The same checks as think()'s signal and onProgress.
  const checked = readOptions({ signal, onProgress, nodes: 1 }, 0);
  return {
    multiPv: lines,
    maxDepth: (maxDepth as number | undefined) ?? AI_LIMITS.depth,
    signal: checked.signal,
    onProgress: checked.onProgress as EvaluateBudget['onProgress'],
  };
}

function failure(e: WireError): PinqiError {
  const detail: { why?: string; index?: number } = {};
  if (e.why) detail.why = e.why;
  if (e.index !== undefined) detail.index = e.index;
  return new PinqiError(isPinqiErrorCode(e.code) ? e.code : 'ai_failed', e.message, detail);
}

function aiFailed(error: unknown): PinqiError {
  return error instanceof PinqiError
    ? error
    : new PinqiError('ai_failed', `the AI worker failed: ${error instanceof Error ? error.message : excerpt(error)}`);
}

/** Calls a caller's progress callback; one that throws must not stop the engine or the process. */
function notify<T>(callback: ((value: T) => void) | undefined, value: T): void {
  try {
    callback?.(value);
  } catch {
    // ignored: the callback is the caller's
  }
}

function isNetworkSource(value: unknown): value is AiNetworkSource {
  return (
    typeof value === 'string' ||
    (typeof URL === 'function' && value instanceof URL) ||
    value instanceof Uint8Array ||
    value instanceof ArrayBuffer
  );
}

/** A network's bytes: a copy of those given, or the file fetched (Node: a file: URL is read). bad_network, why 'fetch', when it cannot be. */
async function networkBytes(source: AiNetworkSource): Promise<Uint8Array> {
  if (source instanceof Uint8Array) return source.slice();
  if (source instanceof ArrayBuffer) return new Uint8Array(source.slice(0));
  const url = String(source);
  try {
    if (url.startsWith('file:') && typeof (globalThis as { process?: unknown }).process === 'object') {
      const fsName = 'node:fs/promises';
      const fs = (await import(/* @vite-ignore */ fsName)) as { readFile(u: URL): Promise<Uint8Array> };
      return new Uint8Array(await fs.readFile(new URL(url)));
    }
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    throw new PinqiError(
      'bad_network',
      `the network could not be fetched from ${excerpt(url)}: ${error instanceof Error ? error.message : excerpt(error)}`,
      { why: 'fetch' },
    );
  }
}

/**
 * The Xiangqi network the package ships (issue 25; its recipe: tools/nnue/README.md), the default
 * of createAi's `network`. A bundler emits it as an asset beside the package's code; it is fetched
 * only when a level or a request uses it, or on ai.network.load().
 */
export const XIANGQI_NETWORK_URL: URL = new URL('../networks/xiangqi.pqnn', import.meta.url);

export function createAi<G extends AiGame>(options: CreateAiOptions<G>): Ai<G> {
  type M = AiMoveOf[G];
  type R = AiReasonOf[G];
  let game: unknown, wasmUrl: unknown, requestedThreads: unknown, networkSource: unknown;
  try {
    ({ game, wasmUrl, threads: requestedThreads, network: networkSource } = options);
  } catch {
    throw new PinqiError('bad_settings', `createAi needs options like {game: 'gomoku'}, got ${excerpt(options)}`);
  }
  if (game !== 'gomoku' && game !== 'xiangqi')
    throw new PinqiError('bad_settings', `createAi needs {game: 'gomoku' | 'xiangqi'}, got ${excerpt(game)}`);
  if (wasmUrl !== undefined && typeof wasmUrl !== 'string' && !(typeof URL === 'function' && wasmUrl instanceof URL))
    throw new PinqiError('bad_settings', `wasmUrl must be a string or URL, got ${excerpt(wasmUrl)}`);
  if (requestedThreads !== undefined && !whole(requestedThreads, Number.MAX_SAFE_INTEGER))
    throw new PinqiError('bad_settings', `threads must be a whole number from 1, got ${excerpt(requestedThreads)}`);
  const given = networkSource === false ? undefined : networkSource;
  if (given !== undefined && !isNetworkSource(given))
    throw new PinqiError('bad_settings', `network must be a URL, bytes or false, got ${excerpt(given)}`);
  if (given !== undefined && game !== 'xiangqi') throw new PinqiError('bad_settings', 'networks are a Xiangqi matter');
  /** The network that a level or request that uses one loads, and load() without a source. */
  const defaultNetwork: AiNetworkSource | undefined =
    game === 'xiangqi' && networkSource !== false ? (given ?? XIANGQI_NETWORK_URL) : undefined;
  const threads = chooseThreads(requestedThreads as number | undefined);
  const which: AiGame = game;

  let worker: Promise<WorkerLike> | null = null;
  /** The stop word of the current Worker; undefined without shared memory (stops are then posted). */
  let word: Int32Array | undefined;
  let disposed = false;
  let nextId = 1;
  const counts = { workers: 0, instances: 0 };
  const pending = new Map<number, { onMessage: (m: WorkerMessage) => void; fail: (e: PinqiError) => void }>();

  const ensureWorker = (): Promise<WorkerLike> => {
    worker ??= spawnWorker(
      (m) => {
        if (m.type === 'instance') counts.instances++;
        else if (m.type === 'network-wanted') {
          if (defaultNetwork !== undefined && net.state === 'none') net.load().catch(() => undefined);
        } else pending.get(m.id)?.onMessage(m);
      },
      (e) => {
        for (const p of pending.values()) p.fail(aiFailed(e));
        pending.clear();
        worker = null;
      },
    ).then((w) => {
      counts.workers++;
      word = stopWord();
      const init: WorkerInit = { type: 'init', threads };
      if (wasmUrl) init.wasmUrl = String(wasmUrl);
      if (word) init.stop = word;
      w.postMessage(init);
      // A new Worker (the last one ended) gets the network, or the load under way, at once.
      const given = netBytes ? { id: 0, bytes: netBytes } : netSending;
      if (given) w.postMessage({ type: 'network', ...given } satisfies WorkerNetwork);
      return w;
    });
    return worker;
  };

  const killWorker = (): void => {
    const w = worker;
    worker = null;
    void w?.then(
      (x) => x.terminate(),
      () => undefined,
    );
  };

  /**
   * One engine, one request at a time. Requests wait their turn in order, except that a request
   * the player waits for (`urgent`: the AI's move, a draw answer, an opening step) goes before
   * every waiting one and stops a running analysis (analyze, evaluate), which then resolves with
   * what it has and `cancelled: true`. A hint never stops anything.
   */
  const waiting: { urgent: boolean; go: () => void }[] = [];
  let running: { preemptible: boolean; preempt: () => void } | null = null;
  const next = (): void => {
    running = null;
    waiting.shift()?.go();
  };
  const schedule = <T>(
    urgent: boolean,
    preemptible: boolean,
    run: (preempted: AbortSignal) => Promise<T>,
  ): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const preempted = new AbortController();
      const entry = {
        urgent,
        go: () => {
          running = { preemptible, preempt: () => preempted.abort() };
          let result: Promise<T>;
          try {
            result = run(preempted.signal);
          } catch (error) {
            result = Promise.reject(error);
          }
          result.then(resolve, reject).finally(next);
        },
      };
      if (urgent) {
        const at = waiting.findIndex((w) => !w.urgent);
        waiting.splice(at < 0 ? waiting.length : at, 0, entry);
        if (running?.preemptible) running.preempt();
      } else waiting.push(entry);
      if (!running) next();
    });

  /**
   * Sends one request to the Worker and settles with what `talk` makes of its messages (an
   * `error` message rejects). When a signal aborts, the request is stopped (the stop word, or a
   * stop message between slices) and settles with the Worker's answer, `cancelled` true; a
   * Worker that does not answer within STOP_GRACE_MS of beginning the request (its `started`:
   * loading its wasm, or taking a network, comes first and cannot be stopped) is ended and the
   * request settles with `talk.stopped()`.
   */
  /** The Worker, started if need be: ai_failed when it cannot start, disposed when the AI was disposed meanwhile (the Worker is then gone, and would never answer). */
  const liveWorker = async (): Promise<WorkerLike> => {
    let w: WorkerLike;
    try {
      w = await ensureWorker();
    } catch (error) {
      worker = null;
      throw aiFailed(error);
    }
    if (disposed) throw new PinqiError('disposed', 'this AI has been disposed');
    return w;
  };
  const converse = async <T>(
    base: Omit<ThinkRequest, 'id'>,
    signals: (AbortSignal | undefined)[],
    talk: { heard(m: WorkerMessage, cancelled: boolean): { answer: T } | undefined; stopped(): T },
  ): Promise<T> => {
    const id = nextId++;
    const w = await liveWorker();
    const stopWordNow = word;
    let markStarted = (): void => undefined;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    return new Promise((resolve, reject) => {
      let cancelled = false;
      let grace: ReturnType<typeof setTimeout> | undefined;
      const finish = (): void => {
        pending.delete(id);
        clearTimeout(grace);
        for (const s of signals) s?.removeEventListener('abort', abort);
        if (pending.size === 0) w.unref?.();
      };
      const abort = (): void => {
        if (cancelled) return;
        cancelled = true;
        if (stopWordNow) Atomics.store(stopWordNow, 0, id);
        try {
          w.postMessage({ type: 'stop', id } satisfies WorkerStop);
        } catch {
          // a Worker that cannot hear is ended below
        }
        // A Worker still busy before the request (loading its wasm, taking a network) hears the
        // stop as it begins the request; the grace starts then. Under load a network took more
        // than the grace, and the stop ended a Worker that was about to answer.
        void started.then(() => {
          if (!pending.has(id)) return;
          grace = setTimeout(() => {
            finish();
            killWorker();
            resolve(talk.stopped());
          }, STOP_GRACE_MS);
        });
      };
      pending.set(id, {
        onMessage: (m) => {
          if (m.type === 'started') {
            markStarted();
            return;
          }
          if (m.type === 'error') {
            finish();
            reject(failure(m.error));
            return;
          }
          const settled = talk.heard(m, cancelled);
          if (settled) {
            finish();
            resolve(settled.answer);
          }
        },
        fail: (e) => {
          finish();
          reject(e);
        },
      });
      w.ref?.(); // keep a Node process alive while the engine works
      try {
        w.postMessage({ ...base, id } satisfies ThinkRequest);
      } catch (error) {
        finish();
        reject(aiFailed(error));
        return;
      }
      for (const s of signals) s?.addEventListener('abort', abort);
      if (signals.some((s) => s?.aborted)) abort();
    });
  };

  const request = (
    kind: ThinkRequest['kind'],
    position: unknown,
    o: unknown,
    defaultTimeMs: number,
  ): Promise<AiThinkResult<M, R>> =>
    schedule(kind === 'think', false, async () => {
      if (disposed) throw new PinqiError('disposed', 'this AI has been disposed');
      const budget = readOptions(o, defaultTimeMs);
      if (budget.network !== undefined && which !== 'xiangqi')
        throw new PinqiError('bad_settings', 'networks are a Xiangqi matter');
      const base: Omit<ThinkRequest, 'id'> = {
        kind,
        game: which,
        position: toPosition(which, position),
        level: budget.level,
        timeMs: budget.timeMs,
        nodes: budget.nodes,
        seed: budget.seed,
        ...(budget.network !== undefined && { network: budget.network }),
      };
      const first = await once(base, budget);
      if (first) return first;
      // The Worker did not answer the stop and was ended: a fresh one answers at once.
      const instant = await once(
        { ...base, kind: 'think', level: AI_LEVELS.min, timeMs: 0, nodes: INSTANT_NODES },
        { ...budget, signal: undefined },
      );
      return { ...instant!, cancelled: true };
    });

  /** One search; null when cancelled before it had a move. */
  const once = (base: Omit<ThinkRequest, 'id'>, budget: Budget): Promise<AiThinkResult<M, R> | null> => {
    let best: WireProgress | null = null;
    return converse(base, [budget.signal], {
      heard: (m, cancelled) => {
        if (m.type === 'progress') {
          best = m.progress;
          notify(budget.onProgress, progressFromWire(m.progress) as AiProgress<never>);
        } else if (m.type === 'done') return { answer: fromWire(m.result, cancelled) };
        return undefined;
      },
      stopped: () => (best?.move ? fromWire({ ...best, reason: best.evaluation ?? null }, true) : null),
    });
  };

  const analyze = (position: unknown, o: unknown): Promise<AiAnalysis<G>> =>
    schedule(false, true, (preempted) => {
      if (disposed) throw new PinqiError('disposed', 'this AI has been disposed');
      const budget = readAnalyzeOptions(o);
      const saved = toPosition(which, position, true);
      const base: Omit<ThinkRequest, 'id'> = {
        kind: 'analyze',
        game: which,
        position: saved,
        level: AI_LEVELS.max,
        timeMs: budget.timeMs,
        nodes: budget.nodes,
        seed: 0,
        multiPv: budget.multiPv,
      };
      type Review = AiMoveReviewOf[G];
      const reviews: Review[] = [];
      const total = saved.moves.length;
      if (budget.signal?.aborted) return Promise.resolve({ moves: [], cancelled: true });
      return converse<AiAnalysis<G>>(base, [budget.signal, preempted], {
        heard: (m, cancelled) => {
          if (m.type === 'review') {
            reviews.push(m.review as Review);
            notify(budget.onProgress, { done: reviews.length, total, review: m.review } as AiAnalysisProgress<never>);
          } else if (m.type === 'analysis')
            return { answer: { moves: m.reviews as Review[], cancelled: cancelled && m.reviews.length < total } };
          return undefined;
        },
        // Cancelled: the moves judged by then are the answer.
        stopped: () => ({ moves: reviews, cancelled: true }),
      });
    });

  const evaluate = (position: unknown, o: unknown): Promise<AiEvaluation<G>> =>
    schedule(false, true, (preempted) => {
      if (disposed) throw new PinqiError('disposed', 'this AI has been disposed');
      const budget = readEvaluateOptions(o);
      const base: Omit<ThinkRequest, 'id'> = {
        kind: 'evaluate',
        game: which,
        position: toPosition(which, position),
        level: AI_LEVELS.max,
        timeMs: 0,
        nodes: 0,
        seed: 0,
        multiPv: budget.multiPv,
        maxDepth: budget.maxDepth,
      };
      const answer = (l: WireLines, cancelled: boolean): AiEvaluation<G> => ({
        depth: l.depth,
        lines: l.lines as AiLineOf[G][],
        cancelled,
      });
      let last: WireLines = { depth: 0, lines: [] };
      if (budget.signal?.aborted) return Promise.resolve(answer(last, true));
      return converse(base, [budget.signal, preempted], {
        heard: (m, cancelled) => {
          if (m.type === 'lines') {
            last = m.lines;
            notify(budget.onProgress, { depth: m.lines.depth, lines: m.lines.lines } as AiLines<never>);
          } else if (m.type === 'evaluation') return { answer: answer(m.lines, cancelled) };
          return undefined;
        },
        // Stopped: the last finished depth is the answer.
        stopped: () => answer(last, true),
      });
    });

  const openingMove = (value: unknown, o: unknown): Promise<GomokuOpeningMove | null> =>
    schedule(true, false, () => {
      if (disposed) throw new PinqiError('disposed', 'this AI has been disposed');
      if (which !== 'gomoku') throw new PinqiError('bad_settings', 'openings are a Gomoku matter');
      if (o !== undefined && (typeof o !== 'object' || o === null || 'level' in o || 'onProgress' in o))
        throw new PinqiError('bad_settings', `options are {timeMs, nodes, seed, signal}, got ${excerpt(o)}`);
      const budget = readOptions(o, AI_DEFAULTS.timeMs);
      const { position, opening } = toOpening(value);
      const base: Omit<ThinkRequest, 'id'> = {
        kind: 'opening',
        game: which,
        position,
        opening,
        level: AI_LEVELS.max,
        timeMs: budget.timeMs,
        nodes: budget.nodes,
        seed: budget.seed,
      };
      if (budget.signal?.aborted) return Promise.resolve(null);
      return converse<GomokuOpeningMove | null>(base, [budget.signal], {
        heard: (m, cancelled) => (m.type === 'opening' ? { answer: cancelled ? null : m.move } : undefined),
        // Cancelled: no step.
        stopped: () => null,
      });
    });

  const progressFromWire = (p: WireProgress): AiProgress<M> => ({
    depth: p.depth,
    score: p.score,
    nodes: p.nodes,
    move: p.move as M | null,
    pv: p.pv as M[],
  });

  const fromWire = (r: WireResult, cancelled: boolean): AiThinkResult<M, R> => ({
    move: r.move as M,
    score: r.score,
    pv: r.pv as M[],
    depth: r.depth,
    nodes: r.nodes,
    reason: r.reason as R | null,
    ...(r.notations && { notations: r.notations }),
    cancelled,
  });

  /** The engine's answer to a draw offer; null when the signal stopped it first. */
  const drawOnce = (base: Omit<ThinkRequest, 'id'>, signal: AbortSignal | undefined): Promise<WireDraw | null> =>
    converse<WireDraw | null>(base, [signal], {
      heard: (m) => (m.type === 'draw' ? { answer: m.answer } : undefined),
      stopped: () => null,
    });

  const offerDraw = (position: unknown, o: unknown): Promise<AiDrawAnswer> =>
    schedule(true, false, async () => {
      if (disposed) throw new PinqiError('disposed', 'this AI has been disposed');
      if (which !== 'xiangqi') throw new PinqiError('bad_settings', 'draw offers are a Xiangqi matter');
      const budget = readOptions(o, AI_DEFAULTS.drawTimeMs);
      const base: Omit<ThinkRequest, 'id'> = {
        kind: 'draw',
        game: which,
        position: toPosition(which, position),
        level: AI_LEVELS.max,
        timeMs: budget.timeMs,
        nodes: budget.nodes,
        seed: budget.seed,
      };
      // Stopped: the stopped search's answer; a fresh Worker answers at once if the Worker had to be ended.
      const answer =
        (await drawOnce(base, budget.signal)) ??
        (await drawOnce({ ...base, timeMs: 0, nodes: INSTANT_NODES }, undefined))!;
      return {
        accept: answer.code === 'accept',
        code: answer.code,
        evaluation: answer.evaluation,
        score: answer.score,
      };
    });

  // The network (AiNetwork): its state, the bytes the engine took (for a new Worker), the load
  // under way and the one being sent to the Worker.
  let netBytes: Uint8Array | null = null;
  let netSending: { id: number; bytes: Uint8Array } | null = null;
  /** The last load: its source (a URL as text, or the bytes given) and its promise. */
  let netLoad: { source: unknown; promise: Promise<void> } | null = null;
  /** Counts loads and clears: a load that another load or a clear overtook changes nothing. */
  let netGeneration = 0;
  const netListeners = new Set<(state: AiNetworkState) => void>();
  const netStatus: { state: AiNetworkState; error: PinqiError | null; description: string | null } = {
    state: 'none',
    error: null,
    description: null,
  };
  const setNetState = (state: AiNetworkState): void => {
    if (state === netStatus.state) return;
    netStatus.state = state;
    for (const listener of [...netListeners]) notify(listener, state);
  };
  /** Tells the Worker to forget its network (in order with the requests). */
  const forgetNetwork = (): void => {
    netBytes = null;
    netSending = null;
    void worker?.then(
      (w) => w.postMessage({ type: 'network', id: 0, bytes: null } satisfies WorkerNetwork),
      () => undefined,
    );
  };
  /** Gives the Worker the network; its description once the engine has it, or the engine's refusal. */
  const sendNetwork = async (bytes: Uint8Array): Promise<string | null> => {
    const id = nextId++;
    netSending = { id, bytes };
    const w = await liveWorker();
    return new Promise<string | null>((resolve, reject) => {
      const finish = (): void => {
        pending.delete(id);
        if (netSending?.id === id) netSending = null;
        if (pending.size === 0) w.unref?.();
      };
      pending.set(id, {
        onMessage: (m) => {
          if (m.type === 'network') {
            finish();
            resolve(m.description);
          } else if (m.type === 'error') {
            finish();
            reject(failure(m.error));
          }
        },
        fail: (e) => {
          finish();
          reject(e);
        },
      });
      w.ref?.();
      try {
        w.postMessage({ type: 'network', id, bytes } satisfies WorkerNetwork);
      } catch (error) {
        finish();
        reject(aiFailed(error));
      }
    });
  };
  const net: AiNetwork = {
    get state() {
      return netStatus.state;
    },
    get error() {
      return netStatus.error;
    },
    get description() {
      return netStatus.description;
    },
    load(source?: AiNetworkSource): Promise<void> {
      if (disposed) return Promise.reject(new PinqiError('disposed', 'this AI has been disposed'));
      if (which !== 'xiangqi') return Promise.reject(new PinqiError('bad_settings', 'networks are a Xiangqi matter'));
      const from = (source ?? defaultNetwork) as unknown;
      if (from === undefined)
        return Promise.reject(
          new PinqiError('bad_settings', 'no network to load: give load() a URL or bytes, or createAi({network})'),
        );
      if (!isNetworkSource(from))
        return Promise.reject(new PinqiError('bad_settings', `a network is a URL or bytes, got ${excerpt(from)}`));
      const key = typeof from === 'string' || from instanceof URL ? String(from) : from;
      if (netLoad && netLoad.source === key && netStatus.state !== 'none') return netLoad.promise;
      const generation = ++netGeneration;
      if (netBytes || netSending) forgetNetwork(); // the hand-crafted evaluation while the new one loads
      netStatus.error = null;
      netStatus.description = null;
      setNetState('loading');
      const promise = (async () => {
        try {
          const bytes = await networkBytes(from);
          if (generation !== netGeneration) return;
          const description = await sendNetwork(bytes);
          if (generation !== netGeneration) return;
          netBytes = bytes;
          netStatus.description = description;
          setNetState('ready');
        } catch (error) {
          if (generation !== netGeneration) return;
          netStatus.error = aiFailed(error);
          setNetState('failed');
          throw netStatus.error;
        }
      })();
      netLoad = { source: key, promise };
      return promise;
    },
    clear(): void {
      netGeneration++;
      netLoad = null;
      netStatus.error = null;
      netStatus.description = null;
      forgetNetwork();
      setNetState('none');
    },
    onChange(listener: (state: AiNetworkState) => void): () => void {
      if (typeof listener !== 'function')
        throw new PinqiError('bad_settings', `onChange needs a function, got ${excerpt(listener)}`);
      const own = (state: AiNetworkState): void => listener(state);
      netListeners.add(own);
      return () => netListeners.delete(own);
    },
  };

  const ai: Ai<G> = {
    think: (position, o) => request('think', position, o, AI_DEFAULTS.timeMs),
    hint: (position, o) => request('hint', position, o, AI_DEFAULTS.timeMs),
    offerDraw: (position, o) => offerDraw(position, o),
    analyze: (position, o) => analyze(position, o),
    evaluate: (position, o) => evaluate(position, o),
    openingMove: (value, o) => openingMove(value, o),
    threads,
    network: net,
    dispose() {
      disposed = true;
      netListeners.clear();
      for (const p of pending.values()) p.fail(new PinqiError('disposed', 'this AI has been disposed'));
      pending.clear();
      killWorker();
    },
  };
  Object.defineProperty(ai, AI_ENGINE_COUNTS, { value: () => ({ ...counts }) });
  return ai;
}
