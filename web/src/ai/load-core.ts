// The AI Worker's wasm module, in the flavour its thread count needs (issue 24 §2):
// `single` (no shared memory) for one thread, `threaded` (pthreads, shared memory)
// for more, where the page is cross-origin isolated (in Node: shared memory and
// worker_threads). Both flavours have wasm SIMD.
import createSingle from '../generated/pinqi_core.mjs';
import type { PinqiCoreModule, PinqiCoreOptions } from '../generated/pinqi_core.mjs';
import { threadsAvailable } from './threads.js';

/** What the AI Worker runs on: the module, its flavour, and the search threads its engines use. */
export interface LoadedCore {
  module: PinqiCoreModule;
  flavour: 'single' | 'threaded';
  threads: number;
}

interface ThreadedOptions extends PinqiCoreOptions {
  /** The pool of pthread Workers started with the module: one per helper thread. */
  pthreadPoolSize: number;
  /** What each pthread Worker imports: the threaded factory itself. */
  mainScriptUrlOrBlob: string;
  printErr?: (text: string) => void;
}

const inNode = (): boolean =>
  typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === 'string';

// Node cannot fetch a file: URL, so the module's bytes are read; the specifier is hidden from bundlers.
async function readFileBytes(url: URL): Promise<Uint8Array> {
  const fsName = 'node:fs/promises';
  const fs = (await import(/* @vite-ignore */ fsName)) as { readFile(u: URL): Promise<Uint8Array> };
  return fs.readFile(url);
}

/**
 * Loads the module for `threads` search threads (1: the single flavour). `wasmUrl` is where
 * pinqi_core.wasm is served (browser), if not beside the package: the threaded flavour's files
 * (pinqi_core_threaded.wasm, .js, .worker.js) are then looked for beside it.
 */
export async function loadCore(threads: number, wasmUrl?: string): Promise<LoadedCore> {
  if (threads > 1 && threadsAvailable()) {
    const module = await loadThreaded(threads, wasmUrl);
    return { module, flavour: 'threaded', threads: module.setSearchThreads(threads) };
  }
  const options: PinqiCoreOptions = {};
  if (inNode()) options.wasmBinary = await readFileBytes(new URL('../generated/pinqi_core.wasm', import.meta.url));
  else if (wasmUrl) options.locateFile = () => wasmUrl;
  const module = await createSingle(options);
  return { module, flavour: 'single', threads: module.setSearchThreads(1) };
}

async function loadThreaded(threads: number, wasmUrl: string | undefined): Promise<PinqiCoreModule> {
  // Each `new URL(…, import.meta.url)` makes a bundler emit the file as an asset, unchanged: the factory
  // is imported from its URL (never bundled), so that the pthread Workers import the very same file.
  const beside = (name: string, packaged: URL): string => (wasmUrl ? new URL(name, wasmUrl).href : packaged.href);
  const factory = beside('pinqi_core_threaded.js', new URL('../generated/pinqi_core_threaded.js', import.meta.url));
  const wasm = beside('pinqi_core_threaded.wasm', new URL('../generated/pinqi_core_threaded.wasm', import.meta.url));
  let worker = beside(
    'pinqi_core_threaded.worker.js',
    new URL('../generated/pinqi_core_threaded.worker.js', import.meta.url),
  );
  // In a browser the pthread script runs from a blob: URL, made from its text: a bundler may inline
  // the small file as a data: URL, whose Worker would have an opaque origin (no shared memory, and no
  // import of the factory). A blob: Worker has this Worker's origin and cross-origin isolation.
  if (!inNode()) {
    const source = await (await fetch(worker)).text();
    worker = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  }
  const options: ThreadedOptions = {
    pthreadPoolSize: threads - 1,
    mainScriptUrlOrBlob: factory,
    locateFile: (path) => (path.endsWith('.worker.js') ? worker : wasm),
  };
  if (inNode()) {
    options.wasmBinary = await readFileBytes(new URL(wasm));
    // A worker_threads Worker is no Web Worker to Emscripten, which then warns once that this
    // thread blocks (it waits for the helpers at a search's end, as any Worker may).
    options.printErr = (text) => {
      if (!text.startsWith('Blocking on the main thread')) console.warn(text);
    };
  }
  const { default: create } = (await import(/* @vite-ignore */ factory)) as { default: typeof createSingle };
  if (!inNode() || typeof (globalThis as { Worker?: unknown }).Worker === 'function') return create(options);
  // Node has no Web Worker: the pool's Workers (made while the factory starts, synchronously)
  // are worker_threads dressed as Web Workers, and the global goes away again at once.
  const global = globalThis as { Worker?: unknown };
  global.Worker = await nodePthreadWorker();
  try {
    return create(options);
  } finally {
    delete global.Worker;
  }
}

interface NodeWorker {
  on(event: 'message' | 'error', handler: (value: unknown) => void): void;
  postMessage(message: unknown, transfer?: unknown[]): void;
  terminate(): Promise<number>;
  unref(): void;
}

/** A Web Worker's surface (onmessage, onerror, postMessage, terminate) over a worker_threads Worker. */
async function nodePthreadWorker(): Promise<unknown> {
  const threadsName = 'node:worker_threads';
  const { Worker } = (await import(/* @vite-ignore */ threadsName)) as {
    Worker: new (code: string, options: { eval: true; workerData: string }) => NodeWorker;
  };
  // Inside: the globals Emscripten's pthread script uses (self, postMessage, onmessage); messages
  // wait in the port until the script has set its handler.
  const bootstrap = `const { parentPort, workerData } = require('node:worker_threads');
Object.assign(globalThis, { self: globalThis, postMessage: (m, t) => parentPort.postMessage(m, t) });
import(workerData).then(() => parentPort.on('message', (data) => globalThis.onmessage({ data })));`;
  return class {
    onmessage: ((e: { data: unknown }) => void) | null = null;
    onerror: ((e: unknown) => void) | null = null;
    readonly #worker: NodeWorker;
    constructor(url: string) {
      this.#worker = new Worker(bootstrap, { eval: true, workerData: String(url) });
      this.#worker.on('message', (data) => this.onmessage?.({ data }));
      this.#worker.on('error', (e) => this.onerror?.(e));
      this.#worker.unref();
    }
    postMessage(message: unknown, transfer?: unknown[]): void {
      this.#worker.postMessage(message, transfer);
    }
    terminate(): void {
      void this.#worker.terminate();
    }
  };
}
