// How many search threads an AI client runs (createAi's `threads`, issue 24 §2).
// Plain facts of the environment, without the wasm module: the page side reads
// them to answer `ai.threads` at once; the Worker loads the flavour that runs them.

/** The most threads a client runs: the threaded flavour starts that many Workers with the module. */
export const MAX_THREADS = 16;

interface Environment {
  crossOriginIsolated?: boolean;
  navigator?: { hardwareConcurrency?: number };
  process?: { versions?: { node?: string }; getBuiltinModule?: (name: string) => unknown };
}

const environment = globalThis as Environment;
const inNode = (): boolean => typeof environment.process?.versions?.node === 'string';

/**
 * True where the threaded flavour runs: shared memory (SharedArrayBuffer, which a browser
 * gives a cross-origin isolated page and its Workers only) and threads (Web Workers, or
 * Node's worker_threads).
 */
export function threadsAvailable(): boolean {
  if (typeof SharedArrayBuffer !== 'function' || typeof Atomics !== 'object') return false;
  if (inNode()) return environment.process?.getBuiltinModule?.('node:worker_threads') !== undefined;
  return environment.crossOriginIsolated === true;
}

/** The logical processors, as the browser (or Node) reports them; 1 when unknown. */
function cores(): number {
  const reported = environment.navigator?.hardwareConcurrency;
  if (typeof reported === 'number' && reported >= 1) return Math.floor(reported);
  const os = environment.process?.getBuiltinModule?.('node:os') as { availableParallelism?: () => number } | undefined;
  return os?.availableParallelism?.() ?? 1;
}

/**
 * The threads a client runs: `requested` (a whole number ≥ 1, checked by the caller) up to
 * MAX_THREADS, or by default one fewer than the processors (the page keeps one), at least 2
 * and at most 8 where there are 2 or more; always 1 where threads are not available. In Node the
 * default is 1, so that a script's node budgets give the same moves on every run.
 */
export function chooseThreads(requested: number | undefined): number {
  if (!threadsAvailable()) return 1;
  if (requested !== undefined) return Math.min(requested, MAX_THREADS);
  if (inNode()) return 1;
  const n = cores();
  return n < 2 ? 1 : Math.min(Math.max(n - 1, 2), 8);
}
