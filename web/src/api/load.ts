import createPinqiCore from '../generated/pinqi_core.mjs';
import type { PinqiCoreModule, PinqiCoreOptions } from '../generated/pinqi_core.mjs';
import { bindGomokuGame, type GomokuGameClass } from './gomoku-game.js';
import { bindGomokuOpening, type GomokuOpeningClass } from './gomoku-opening.js';
import { bindXiangqiOpenings, type XiangqiOpenings } from './xiangqi-openings.js';
import { bindXiangqiGame, type XiangqiGameClass } from './xiangqi-game.js';
import { rememberCore } from './instance.js';

export interface LoadOptions {
  /** The bytes of pinqi_core.wasm, if you fetched them yourself. */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Where to fetch pinqi_core.wasm from (browser/worker), if not beside the package. */
  wasmUrl?: string | URL;
}

/** The engine namespace: classes bound to one instance of the wasm module. */
export interface Pinqi {
  readonly GomokuGame: GomokuGameClass;
  readonly XiangqiGame: XiangqiGameClass;
  /** Swap2 and the RIF opening rule for a GomokuGame. */
  readonly GomokuOpening: GomokuOpeningClass;
  /** The Xiangqi opening names, and the opening of a game. */
  readonly xiangqiOpenings: XiangqiOpenings;
  /** Memory of this wasm instance: its heap size and the bytes malloc has handed out. */
  memoryUsage(): { heapBytes: number; inUseBytes: number };
}

// Typed here rather than through @types/node, so users' browser builds need no Node typings.
interface NodeFs {
  readFile(path: URL): Promise<Uint8Array>;
}

const isNode = (): boolean => {
  const proc = (globalThis as { process?: { versions?: { node?: string } } }).process;
  return typeof proc?.versions?.node === 'string';
};

async function readPackagedWasm(): Promise<Uint8Array> {
  // Node cannot fetch a file: URL, so read it; the specifier is hidden from bundlers.
  const fsName = 'node:fs/promises';
  const fs = (await import(/* @vite-ignore */ fsName)) as NodeFs;
  return fs.readFile(new URL('../generated/pinqi_core.wasm', import.meta.url));
}

async function instantiate(options: LoadOptions): Promise<PinqiCoreModule> {
  const coreOptions: PinqiCoreOptions = {};
  if (options.wasmBinary) {
    coreOptions.wasmBinary = options.wasmBinary;
  } else if (options.wasmUrl) {
    const url = String(options.wasmUrl);
    coreOptions.locateFile = () => url;
  } else if (isNode()) {
    coreOptions.wasmBinary = await readPackagedWasm();
  }
  return createPinqiCore(coreOptions);
}

let shared: Promise<Pinqi> | undefined;

/**
 * Loads and instantiates the wasm module. Without options the instance is
 * created once and shared; with options each call makes a separate instance
 * (nothing is shared between instances).
 */
export function loadPinqi(options?: LoadOptions): Promise<Pinqi> {
  if (options && (options.wasmBinary || options.wasmUrl)) return instantiate(options).then(makePinqi);
  shared ??= instantiate({})
    .then(makePinqi)
    .catch((error: unknown) => {
      shared = undefined; // a failed load may be retried
      throw error;
    });
  return shared;
}

function makePinqi(core: PinqiCoreModule): Pinqi {
  const GomokuGame = bindGomokuGame(core);
  const pinqi: Pinqi = Object.freeze({
    GomokuGame,
    XiangqiGame: bindXiangqiGame(core),
    GomokuOpening: bindGomokuOpening(core, GomokuGame),
    xiangqiOpenings: bindXiangqiOpenings(core),
    memoryUsage: () => ({ heapBytes: core.HEAPU8.length, inUseBytes: core.heapInUse() }),
  });
  rememberCore(pinqi, core); // for pinqi/puzzles' createPuzzles(pinqi)
  return pinqi;
}
