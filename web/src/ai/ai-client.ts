// The page side of the AI: createAi() runs the engine in a dedicated Worker
// (a Web Worker in browsers, worker_threads in Node), so the page never blocks.
import type { GomokuGame } from '../api/gomoku-game.js';
import type { GomokuSavedV1, Point } from '../api/gomoku-types.js';
import { PinqiError } from '../api/errors.js';
import type { XiangqiGame } from '../api/xiangqi-game.js';
import type { XiangqiSavedV1 } from '../api/xiangqi-types.js';
import type { AiGame, ThinkRequest, WireMove, WireProgress, WireResult, WorkerMessage } from './protocol.js';

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

export interface AiThinkResult<M> {
  move: M;
  score: number;
  pv: M[];
  depth: number;
  nodes: number;
  /** A short explanation a player understands ("blocks a four", "red is better", "black can mate in 3"). */
  reason: string;
  /** Xiangqi only: the principal variation in WXF and Chinese notation, beside `pv` in ICCS. */
  notations?: { wxf: string[]; chinese: string[] };
  /** True when the search was cancelled and this is the best move found by then. */
  cancelled: boolean;
}

export interface AiThinkOptions<M> {
  /** Engine level, 1 (beginner) to the strongest; default the strongest. */
  level?: number;
  /** Time budget in milliseconds (0 = none; the level's own limits apply). */
  timeMs?: number;
  /** Node budget (0 = none). */
  nodes?: number;
  /** Same position, level and seed give the same move under a node budget. */
  seed?: number;
  /** Cancels the search; think() then resolves with the best move so far. */
  signal?: AbortSignal;
  /** Called after each finished iteration, for a thinking indicator. */
  onProgress?: (progress: AiProgress<M>) => void;
}

export interface Ai<G extends AiGame> {
  think(position: AiPositionOf[G], options?: AiThinkOptions<AiMoveOf[G]>): Promise<AiThinkResult<AiMoveOf[G]>>;
  /** The strongest move for the side to move, with a short reason. */
  hint(
    position: AiPositionOf[G],
    options?: Pick<AiThinkOptions<AiMoveOf[G]>, 'timeMs' | 'nodes' | 'signal'>,
  ): Promise<AiThinkResult<AiMoveOf[G]>>;
  /** Ends the Worker. Pending requests reject with code 'disposed'. */
  dispose(): void;
}

export interface CreateAiOptions<G extends AiGame> {
  game: G;
  /** Where the Worker fetches pinqi_core.wasm (browser), if not beside the package. */
  wasmUrl?: string | URL;
}

/** The AI levels of both games: 1 (a beginner can win) to 4 (the strongest). */
export const AI_LEVELS = Object.freeze({ min: 1, max: 4 });
/** When cancelled before any iteration finished, a fresh Worker answers within this node budget. */
const INSTANT_NODES = 2000;

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

function toPosition(position: unknown): GomokuSavedV1 | XiangqiSavedV1 {
  const p = position as { toJSON?: () => unknown };
  return (typeof p?.toJSON === 'function' ? p.toJSON() : position) as GomokuSavedV1 | XiangqiSavedV1;
}

export function createAi<G extends AiGame>(options: CreateAiOptions<G>): Ai<G> {
  type M = AiMoveOf[G];
  const game = options.game;
  if (game !== 'gomoku' && game !== 'xiangqi') throw new PinqiError('bad_settings', `unknown game '${String(game)}'`);

  let worker: Promise<WorkerLike> | null = null;
  let disposed = false;
  let nextId = 1;
  const pending = new Map<number, { onMessage: (m: WorkerMessage) => void; fail: (e: Error) => void }>();
  let queue: Promise<unknown> = Promise.resolve();

  const ensureWorker = (): Promise<WorkerLike> => {
    worker ??= spawnWorker(
      (m) => pending.get(m.id)?.onMessage(m),
      (e) => {
        for (const p of pending.values()) p.fail(e);
        pending.clear();
        worker = null;
      },
    ).then((w) => {
      if (options.wasmUrl) w.postMessage({ type: 'init', wasmUrl: String(options.wasmUrl) });
      return w;
    });
    return worker;
  };

  const killWorker = (): void => {
    const w = worker;
    worker = null;
    void w?.then((x) => x.terminate());
  };

  const request = (kind: ThinkRequest['kind'], position: unknown, o: AiThinkOptions<M>): Promise<AiThinkResult<M>> => {
    const run = async (): Promise<AiThinkResult<M>> => {
      if (disposed) throw new PinqiError('disposed', 'this AI has been disposed');
      const base: Omit<ThinkRequest, 'id'> = {
        kind,
        game,
        position: toPosition(position),
        level: Math.max(AI_LEVELS.min, Math.min(AI_LEVELS.max, Math.trunc(o.level ?? AI_LEVELS.max))),
        timeMs: Math.max(0, o.timeMs ?? 0),
        nodes: Math.max(0, o.nodes ?? 0),
        seed: Math.max(0, Math.trunc(o.seed ?? 0)),
      };
      const first = await once(base, o);
      if (!first.cancelledBeforeMove) return first.result!;
      // Cancelled before the first iteration finished: a fresh Worker answers at once.
      const instant = await once(
        { ...base, kind: 'think', level: 1, timeMs: 0, nodes: INSTANT_NODES },
        { ...o, signal: undefined },
      );
      return { ...instant.result!, cancelled: true };
    };
    const result = queue.then(run, run);
    queue = result.catch(() => undefined);
    return result;
  };

  const once = async (
    base: Omit<ThinkRequest, 'id'>,
    o: AiThinkOptions<M>,
  ): Promise<{ result?: AiThinkResult<M>; cancelledBeforeMove: boolean }> => {
    const id = nextId++;
    const w = await ensureWorker();
    return new Promise((resolve, reject) => {
      let best: WireProgress | null = null;
      const finish = (): void => {
        pending.delete(id);
        o.signal?.removeEventListener('abort', abort);
        if (pending.size === 0) w.unref?.();
      };
      const abort = (): void => {
        finish();
        killWorker();
        if (best?.move) resolve({ result: fromWire({ ...best, reason: '' }, true), cancelledBeforeMove: false });
        else resolve({ cancelledBeforeMove: true });
      };
      pending.set(id, {
        onMessage: (m) => {
          if (m.type === 'progress') {
            best = m.progress;
            o.onProgress?.(progressFromWire(m.progress));
          } else if (m.type === 'done') {
            finish();
            resolve({ result: fromWire(m.result, false), cancelledBeforeMove: false });
          } else {
            finish();
            reject(new PinqiError('illegal_move', m.message));
          }
        },
        fail: (e) => {
          finish();
          reject(e);
        },
      });
      if (o.signal?.aborted) return abort();
      o.signal?.addEventListener('abort', abort);
      w.ref?.(); // keep a Node process alive while the engine thinks
      w.postMessage({ ...base, id } satisfies ThinkRequest);
    });
  };

  const progressFromWire = (p: WireProgress): AiProgress<M> => ({
    depth: p.depth,
    score: p.score,
    nodes: p.nodes,
    move: p.move as M | null,
    pv: p.pv as M[],
  });

  const fromWire = (r: WireResult, cancelled: boolean): AiThinkResult<M> => ({
    move: r.move as WireMove as M,
    score: r.score,
    pv: r.pv as M[],
    depth: r.depth,
    nodes: r.nodes,
    reason: r.reason,
    ...(r.notations && { notations: r.notations }),
    cancelled,
  });

  return {
    think: (position, o = {}) => request('think', position, o),
    hint: (position, o = {}) => request('hint', position, o),
    dispose() {
      disposed = true;
      for (const p of pending.values()) p.fail(new PinqiError('disposed', 'this AI has been disposed'));
      pending.clear();
      killWorker();
    },
  };
}
