// The AI worker: one wasm instance and one engine per game, one request at a time. Runs as a module
// Web Worker in browsers and as a worker_threads Worker in Node.
import type { PinqiCoreModule } from '../generated/pinqi_core.mjs';
import { loadCore } from './load-core.js';
import { GomokuEngineRunner } from './gomoku-engine.js';
import { XiangqiEngineRunner } from './xiangqi-engine.js';
import type {
  ThinkRequest,
  WireError,
  WireLines,
  WireProgress,
  WireResult,
  WorkerInit,
  WorkerMessage,
  WorkerNetwork,
  WorkerStop,
} from './protocol.js';
import type { GomokuMoveReview, XiangqiMoveReview } from './review.js';
import type { GomokuOpeningMove } from './opening.js';
import { isPinqiErrorCode, type PinqiError } from '../api/errors.js';

type Post = (message: WorkerMessage) => void;

interface WebWorkerScope {
  postMessage(m: unknown): void;
  addEventListener(type: 'message', h: (e: MessageEvent) => void): void;
}

interface NodeWorkerThreads {
  parentPort: { postMessage(m: unknown): void; on(event: 'message', h: (m: unknown) => void): void } | null;
}

const isWebWorker = typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope !== 'undefined';

/** The module in the flavour the client's thread count needs (load-core.ts). */
async function instantiate(init: WorkerInit): Promise<PinqiCoreModule> {
  return (await loadCore(init.threads ?? 1, init.wasmUrl)).module;
}

let core: Promise<PinqiCoreModule> | undefined;
const runners: { gomoku?: GomokuEngineRunner; xiangqi?: XiangqiEngineRunner } = {};

/** The stop word (shared memory), or undefined: then stops come as messages, read between slices. */
let stopWord: Int32Array | undefined;
/** The highest request id a stop message named. */
let stopAsked = 0;
/** The request being served. */
let serving = 0;
/**
 * When the running slice of an evaluate() without shared memory ends (0: no such slice), and
 * whether it did: the searches' polls (stopHeard) end the slice there.
 */
let sliceEnd = 0;
let sliceCut = false;
/**
 * Whether the request being served is stopped: polled by the searches (wasm/stop_word.h) and
 * between slices. Without shared memory it also ends an evaluate() slice on time.
 */
const stopHeard = (): boolean => {
  if ((stopWord ? Atomics.load(stopWord, 0) : stopAsked) >= serving) return true;
  if (sliceEnd > 0 && performance.now() >= sliceEnd) sliceCut = true;
  return sliceCut;
};

/** Without shared memory a search runs in slices of this many milliseconds, so that a stop message is read between them. */
const SLICE_MS = 20;
/** ...or of this many nodes under a node budget (the answer then depends on the request alone). */
const SLICE_NODES = 20_000;
/** Lets the Worker's event loop run (and a stop message arrive). */
const yieldToLoop = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

function start(init: WorkerInit, post: Post): Promise<PinqiCoreModule> {
  stopWord = init.stop;
  return instantiate(init).then((module) => {
    module.pinqiStopHeard = stopHeard;
    post({ id: 0, type: 'instance' });
    return module;
  });
}

/**
 * One search of `request`'s budget without shared memory: slices of SLICE_MS (or SLICE_NODES),
 * each resuming with the warm table, until the budget is spent (or `ended` says the search needs
 * no more) or a stop message is read between them. The last slice's result, and whether a stop
 * ended it.
 */
async function inSlices<T>(
  request: ThinkRequest,
  run: (slice: ThinkRequest, resume: boolean) => T,
  ended: (result: T) => boolean = () => false,
): Promise<{ result: T; stopped: boolean }> {
  const deadline = request.timeMs > 0 ? performance.now() + request.timeMs : Infinity;
  let left = request.nodes;
  for (let resume = false; ; resume = true) {
    const slice: ThinkRequest = {
      ...request,
      timeMs: request.timeMs > 0 ? Math.max(1, Math.min(SLICE_MS, Math.ceil(deadline - performance.now()))) : 0,
      nodes: request.nodes > 0 ? Math.min(SLICE_NODES, left) : 0,
    };
    const result = run(slice, resume);
    left -= slice.nodes;
    if (ended(result) || (request.nodes > 0 ? left <= 0 : performance.now() >= deadline))
      return { result, stopped: false };
    await yieldToLoop();
    if (stopHeard()) return { result, stopped: true };
  }
}

/**
 * think or hint without shared memory, in slices (inSlices). Progress is passed on when a slice
 * goes deeper than any before; the nodes are those of every slice. Gomoku's root threat proofs
 * take their shares of the whole request's budget, going on from slice to slice (the engine
 * keeps their state), and an answer that needed no search (a proven win, the only defence)
 * ends the request, as it ends one search.
 */
async function sliced(
  runner: GomokuEngineRunner | XiangqiEngineRunner,
  request: ThinkRequest,
  onProgress: (p: WireProgress) => void,
): Promise<WireResult> {
  let nodes = 0;
  let deepest = 0;
  const gomoku = runner instanceof GomokuEngineRunner ? runner : undefined;
  const { result } = await inSlices(
    request,
    (slice, resume) => {
      const progress = (p: WireProgress): void => {
        if (p.depth <= deepest) return;
        deepest = p.depth;
        onProgress({ ...p, nodes: nodes + p.nodes });
      };
      const r = gomoku ? gomoku.run(slice, progress, resume, request) : runner.run(slice, progress, resume);
      nodes += r.nodes;
      return r;
    },
    () => gomoku?.decided === true,
  );
  return { ...result, nodes };
}

/**
 * analyze without shared memory: the review one search at a time (wasm/review_steps.h), each
 * search in slices as a think's, its last slice's result kept once its budget is spent. A stop
 * read between slices ends the review before the move that search was for.
 */
async function slicedReview(
  runner: GomokuEngineRunner | XiangqiEngineRunner,
  request: ThinkRequest,
  onReview: (r: GomokuMoveReview | XiangqiMoveReview) => void,
): Promise<(GomokuMoveReview | XiangqiMoveReview)[]> {
  runner.reviewBegin(request);
  const reviews: (GomokuMoveReview | XiangqiMoveReview)[] = [];
  for (;;) {
    const { result: searched, stopped } = await inSlices(
      request,
      (slice) => runner.reviewSearch(slice),
      (more) => !more,
    );
    if (!searched || stopped) return reviews;
    for (const r of runner.reviewCommit()) {
      reviews.push(r);
      onReview(r);
    }
    await yieldToLoop(); // a stop that came during the last slice ends the review here
    if (stopHeard()) return reviews;
  }
}

/**
 * openingMove without shared memory: the decision one slice of one of its searches at a time
 * (core/gomoku/ai/opening_move.h, OpeningSteps), each step going over the searches it finished
 * at once and on with the first unfinished one, its table warm, for SLICE_MS (or SLICE_NODES
 * under a node budget: the core's slices), until the decision is made, or a stop message is
 * read between steps (null: no decision). Each search's share is of the whole request, and a
 * node budget decides as one run does.
 */
async function slicedOpening(gomoku: GomokuEngineRunner, request: ThinkRequest): Promise<GomokuOpeningMove | null> {
  gomoku.openingBegin(request);
  for (;;) {
    const move = gomoku.openingStep({ timeMs: SLICE_MS });
    if (move) return move;
    await yieldToLoop();
    if (stopHeard()) return null;
  }
}

/** evaluate's answer; one stopped before its first depth has no lines (it is not a refusal). */
function evaluation(
  runner: GomokuEngineRunner | XiangqiEngineRunner,
  request: ThinkRequest,
  onDepth: (l: WireLines) => void,
  resume = false,
): WireLines {
  try {
    return runner.evaluate(request, onDepth, resume);
  } catch (error) {
    if ((error as Partial<PinqiError>).code === 'game_over' && stopHeard()) return { depth: 0, lines: [] };
    throw error;
  }
}

/**
 * evaluate without shared memory (it has no budget: it deepens until stopped): slices of SLICE_MS,
 * ended by the searches' polls, each deepening again on the warm table, until one ends by itself
 * (the last depth, or no line can go deeper) or a stop message is read between them. A depth is
 * passed on when deeper than any before (or with more lines). On time, as a think's time slices:
 * Gomoku's threat proofs before each search, which can outlast a slice, go on where the last
 * slice left them (their shares are those of the whole evaluation, their findings in the threat
 * table). A slice that passes nothing on makes the next one twice as long: a Gomoku proof that
 * outlasted every 20 ms slice kept the request from ever ending (a stop still ends it between
 * slices, or the 1 s grace).
 */
async function slicedEvaluation(
  runner: GomokuEngineRunner | XiangqiEngineRunner,
  request: ThinkRequest,
  onDepth: (l: WireLines) => void,
): Promise<WireLines> {
  let last: WireLines = { depth: 0, lines: [] };
  const newer = (l: WireLines): boolean =>
    l.depth > last.depth || (l.depth === last.depth && l.lines.length > last.lines.length);
  const report = (l: WireLines): void => {
    if (!newer(l)) return;
    last = l;
    onDepth(l);
  };
  for (let resume = false, sliceMs = SLICE_MS; ; resume = true) {
    const before = last;
    sliceCut = false;
    sliceEnd = performance.now() + sliceMs;
    let answer: WireLines;
    try {
      answer = evaluation(runner, request, report, resume);
    } finally {
      sliceEnd = 0;
    }
    if (!sliceCut) return answer.depth >= last.depth ? answer : last;
    sliceCut = false;
    sliceMs = last === before ? sliceMs * 2 : SLICE_MS;
    await yieldToLoop();
    if (stopHeard()) return last;
  }
}

/** The wire form of a failure: a refusal keeps its code; anything else is the AI failing. */
function wireError(error: unknown): WireError {
  const e = error as Partial<PinqiError>;
  const code = isPinqiErrorCode(e?.code) ? e.code : 'ai_failed';
  const wire: WireError = { code, message: error instanceof Error ? error.message : String(error) };
  if (e?.why) wire.why = e.why;
  if (e?.index !== undefined) wire.index = e.index;
  return wire;
}

/** Gives the Xiangqi engine its network, or takes it away (WorkerNetwork), between requests. */
async function network(message: WorkerNetwork, post: Post): Promise<void> {
  try {
    core ??= start({ type: 'init' }, post);
    const xiangqi = (runners.xiangqi ??= new XiangqiEngineRunner(await core));
    let description: string | null = null;
    if (message.bytes) description = xiangqi.setNetwork(message.bytes);
    else xiangqi.clearNetwork();
    if (message.id) post({ id: message.id, type: 'network', description });
  } catch (error) {
    if (message.id) post({ id: message.id, type: 'error', error: wireError(error) });
  }
}

/** Whether the client was told that a level wants the network (once per Worker). */
let networkWanted = false;

async function handle(request: ThinkRequest, post: Post): Promise<void> {
  serving = request.id;
  try {
    core ??= start({ type: 'init' }, post);
    const module = await core;
    post({ id: request.id, type: 'started' });
    const runner =
      request.game === 'gomoku'
        ? (runners.gomoku ??= new GomokuEngineRunner(module))
        : (runners.xiangqi ??= new XiangqiEngineRunner(module));
    // The search goes on with the hand-crafted evaluation meanwhile.
    if (!networkWanted && runner instanceof XiangqiEngineRunner && runner.wantsNetwork(request)) {
      networkWanted = true;
      post({ id: 0, type: 'network-wanted' });
    }
    if (request.kind === 'opening') {
      if (request.game !== 'gomoku') throw new Error('openings are a Gomoku matter');
      const gomoku = runners.gomoku!;
      const move = stopWord ? gomoku.opening(request) : await slicedOpening(gomoku, request);
      post({ id: request.id, type: 'opening', move });
      return;
    }
    if (request.kind === 'draw') {
      if (request.game !== 'xiangqi') throw new Error('draw offers are a Xiangqi matter');
      const xiangqi = runners.xiangqi!;
      // An answer that needed no search (too early, a dead draw) takes no more slices.
      const answer = stopWord
        ? xiangqi.offerDraw(request)
        : (
            await inSlices(
              request,
              (slice, resume) => xiangqi.offerDraw(slice, resume),
              (a) => a.evaluation === null,
            )
          ).result;
      post({ id: request.id, type: 'draw', answer });
      return;
    }
    if (request.kind === 'evaluate') {
      const onDepth = (lines: WireLines): void => post({ id: request.id, type: 'lines', lines });
      const last = stopWord ? evaluation(runner, request, onDepth) : await slicedEvaluation(runner, request, onDepth);
      post({ id: request.id, type: 'evaluation', lines: last });
      return;
    }
    if (request.kind === 'analyze') {
      const review = (r: GomokuMoveReview | XiangqiMoveReview): void =>
        post({ id: request.id, type: 'review', review: r });
      const reviews = stopWord ? runner.analyze(request, review) : await slicedReview(runner, request, review);
      post({ id: request.id, type: 'analysis', reviews });
      return;
    }
    const progress = (p: WireProgress): void => post({ id: request.id, type: 'progress', progress: p });
    const result = stopWord ? runner.run(request, progress, false) : await sliced(runner, request, progress);
    post({ id: request.id, type: 'done', result });
  } catch (error) {
    // Keep the real code: a refusal from the engine stays what it is; anything else is the AI failing.
    post({ id: request.id, type: 'error', error: wireError(error) });
  }
}

/** One request at a time, in order; a stop is heard at once (between slices when memory is not shared). */
let served: Promise<void> = Promise.resolve();
function receive(message: ThinkRequest | WorkerInit | WorkerStop | WorkerNetwork, post: Post): void {
  if ('type' in message && message.type === 'init') {
    core ??= start(message, post);
    return;
  }
  if ('type' in message && message.type === 'network') {
    served = served.then(() => network(message, post));
    return;
  }
  if ('type' in message && message.type === 'stop') {
    stopAsked = Math.max(stopAsked, message.id);
    return;
  }
  const request = message as ThinkRequest;
  served = served.then(() => handle(request, post));
}

if (isWebWorker) {
  // Listen at once, before any await, so no early message is missed.
  const scope = globalThis as unknown as WebWorkerScope;
  scope.addEventListener('message', (e) => receive(e.data, (m) => scope.postMessage(m)));
} else {
  // No top-level await: bundlers build browser workers as classic scripts by default.
  // worker_threads queues messages until this listener is attached.
  const threadsName = 'node:worker_threads';
  void (import(/* @vite-ignore */ threadsName) as Promise<NodeWorkerThreads>).then(({ parentPort }) => {
    if (!parentPort) throw new Error('pinqi AI worker: not running in a worker');
    parentPort.on('message', (m) =>
      receive(m as ThinkRequest | WorkerInit | WorkerStop | WorkerNetwork, (r) => parentPort.postMessage(r)),
    );
  });
}
