// Typings of the emscripten ES module factory (build output pinqi_core.mjs).
import type { GomokuBindings } from './gomoku.js';
import type { GomokuAiBindings } from './gomoku_ai.js';
import type { GomokuOpeningBindings } from './gomoku_opening.js';
import type { OpeningBindings } from './opening.js';
import type { PuzzleBindings } from './puzzle.js';
import type { RuntimeBindings } from './runtime.js';
import type { XiangqiBindings } from './xiangqi.js';
import type { XiangqiAiBindings } from './xiangqi_ai.js';

export interface PinqiCoreOptions {
  /** The module bytes; required in Node, where the loader cannot fetch a file path. */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Where to fetch the .wasm from in a browser or worker, if not beside the .mjs. */
  locateFile?: (path: string, scriptDirectory: string) => string;
}

export interface PinqiCoreModule
  extends
    GomokuBindings,
    GomokuAiBindings,
    XiangqiBindings,
    XiangqiAiBindings,
    RuntimeBindings,
    PuzzleBindings,
    OpeningBindings,
    GomokuOpeningBindings {
  HEAPU8: Uint8Array;
  /** Set by the AI Worker: whether the request being served is stopped (polled by the searches, wasm/stop_word.h). */
  pinqiStopHeard?: () => boolean;
}

declare function createPinqiCore(options?: PinqiCoreOptions): Promise<PinqiCoreModule>;
export default createPinqiCore;
