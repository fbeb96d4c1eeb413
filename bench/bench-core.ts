// The bench modules (wasm/CMakeLists.txt, pinqi_wasm_bench): each wasm flavour linked again
// from the same objects, plus wasm/bench_bindings.cpp, the benchmarks' entry points, which the
// players' download does not carry (issue 24 §2). They stay in the build tree, beside the
// flavour they were linked with.
import { readFile } from 'node:fs/promises';

import type { PinqiCoreModule, PinqiCoreOptions } from '../web/src/generated/pinqi_core.mjs';

interface GomokuBenchReport {
  /** The node budget of each position's search. */
  nodesPerPosition: number;
  nodes: number;
  timeMs: number;
  nodesPerSecond: number;
  /** The slowest of the fixed VCF solves. */
  slowestVcfMs: number;
}

interface XiangqiBenchResult {
  /** Empty, or the bench line the rules refused (then nothing was searched). */
  error: string;
  depth: number;
  nodes: number;
  timeMs: number;
  nodesPerSecond: number;
}

interface XiangqiDepthBenchResult {
  timeMs: number;
  /** The depth completed in each bench position, and their mean. */
  depths: number[];
  meanDepth: number;
}

/** The bindings of wasm/bench_bindings.cpp. */
interface BenchBindings {
  /** The fixed benchmark of `pinqi bench gomoku` (nodes per position; 0 = its default), on the module's search threads (setSearchThreads). */
  gomokuBench(nodes: number): GomokuBenchReport;
  /** The depth each bench position reaches in `ms` milliseconds (0 = 1000), and the mean. */
  gomokuDepthBench(ms: number): { depths: number[]; meanDepth: number };
  /** The fixed search benchmark of `pinqi bench xiangqi` (default depth 8), on the module's search threads (setSearchThreads). */
  xiangqiBench(depth?: number): XiangqiBenchResult;
  /** The fixed search benchmark evaluated with a network (a .pqnn file's bytes), as `pinqi bench xiangqi --evalfile`. */
  xiangqiNetworkBench(network: Uint8Array, depth: number): XiangqiBenchResult;
  /** The bench positions searched for `ms` each (default 1000): the depths reached. */
  xiangqiDepthBench(ms?: number): XiangqiDepthBenchResult;
  /** Leaf count of the legal move tree (bulk-counted last ply), or -1 for a bad FEN. */
  xiangqiPerft(fen: string, depth: number): number;
  /** Nanoseconds per place + undo pair, measured inside wasm. */
  benchGomokuPlaceUndoNs(iterations: number): number;
  /** Nanoseconds per move + undo pair (ICCS input), measured inside wasm. */
  benchXiangqiMoveUndoNs(iterations: number): number;
}

export type BenchCoreModule = PinqiCoreModule & BenchBindings;

/**
 * Where the repo keeps the Xiangqi network (issue 25): a separate asset, fetched only when a
 * level or a request uses it (ai.network). PINQI_NETWORK names another file, for measuring a
 * candidate network before it is committed.
 */
export const NETWORK_FILE = process.env.PINQI_NETWORK || 'web/src/networks/xiangqi.pqnn';

/** The build trees of the single flavour's bench module (pinqi_core_bench.{mjs,wasm}) and of the threaded one's (pinqi_core_threaded_bench.{js,wasm,worker.js}). */
export const BENCH_SINGLE = new URL('../build/wasm/wasm/', import.meta.url);
export const BENCH_THREADED = new URL('../build/wasm-threaded/wasm/', import.meta.url);

/** The single flavour's bench module, in this Node process. */
export async function loadBenchCore(): Promise<BenchCoreModule> {
  const factory = (await import(new URL('pinqi_core_bench.mjs', BENCH_SINGLE).href)) as {
    default: (options: PinqiCoreOptions) => Promise<BenchCoreModule>;
  };
  return factory.default({ wasmBinary: await readFile(new URL('pinqi_core_bench.wasm', BENCH_SINGLE)) });
}
