// The AI worker: one wasm instance, one request at a time. Runs as a module
// Web Worker in browsers and as a worker_threads Worker in Node.
import type { PinqiCoreModule } from '../generated/pinqi_core.mjs';
import { loadCore } from './load-core.js';
import { GomokuEngineRunner } from './gomoku-engine.js';
import { XiangqiEngineRunner } from './xiangqi-engine.js';
import type { ThinkRequest, WireError, WorkerInit, WorkerMessage } from './protocol.js';
import type { GomokuMoveReview, XiangqiMoveReview } from './review.js';
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

async function handle(message: ThinkRequest | WorkerInit, post: Post): Promise<void> {
  if ('type' in message && message.type === 'init') {
    core ??= instantiate(message);
    return;
  }
  const request = message as ThinkRequest;
  try {
    core ??= instantiate({ type: 'init' });
    const module = await core;
    const runner =
      request.game === 'gomoku'
        ? (runners.gomoku ??= new GomokuEngineRunner(module))
        : (runners.xiangqi ??= new XiangqiEngineRunner(module));
    if (request.kind === 'opening') {
      if (request.game !== 'gomoku') throw new Error('openings are a Gomoku matter');
      post({ id: request.id, type: 'opening', move: runners.gomoku!.opening(request) });
      return;
    }
    if (request.kind === 'draw') {
      if (request.game !== 'xiangqi') throw new Error('draw offers are a Xiangqi matter');
      post({ id: request.id, type: 'draw', answer: runners.xiangqi!.offerDraw(request) });
      return;
    }
    if (request.kind === 'evaluate') {
      const last = runner.evaluate(request, (lines) => post({ id: request.id, type: 'lines', lines }));
      post({ id: request.id, type: 'evaluation', lines: last });
      return;
    }
    if (request.kind === 'analyze') {
      const review = (r: GomokuMoveReview | XiangqiMoveReview): void =>
        post({ id: request.id, type: 'review', review: r });
      const reviews = runner.analyze(request, review);
      post({ id: request.id, type: 'analysis', reviews });
      return;
    }
    const result = runner.run(request, (progress) => post({ id: request.id, type: 'progress', progress }));
    post({ id: request.id, type: 'done', result });
  } catch (error) {
    // Keep the real code: a refusal from the engine stays what it is; anything else is the AI failing.
    const e = error as Partial<PinqiError>;
    const code = isPinqiErrorCode(e?.code) ? e.code : 'ai_failed';
    const wire: WireError = { code, message: error instanceof Error ? error.message : String(error) };
    if (e?.why) wire.why = e.why;
    if (e?.index !== undefined) wire.index = e.index;
    post({ id: request.id, type: 'error', error: wire });
  }
}

if (isWebWorker) {
  // Listen at once, before any await, so no early message is missed.
  const scope = globalThis as unknown as WebWorkerScope;
  scope.addEventListener('message', (e) => void handle(e.data, (m) => scope.postMessage(m)));
} else {
  // No top-level await: bundlers build browser workers as classic scripts by default.
  // worker_threads queues messages until this listener is attached.
  const threadsName = 'node:worker_threads';
  void (import(/* @vite-ignore */ threadsName) as Promise<NodeWorkerThreads>).then(({ parentPort }) => {
    if (!parentPort) throw new Error('pinqi AI worker: not running in a worker');
    parentPort.on('message', (m) => void handle(m as ThinkRequest | WorkerInit, (r) => parentPort.postMessage(r)));
  });
}
