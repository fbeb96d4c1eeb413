// Loads Fairy-Stockfish's wasm build (npm `ffish`), the independent engine
// the Xiangqi rules are compared with. ffish is an old-style Emscripten
// CommonJS module: it starts instantiating on require and calls
// onRuntimeInitialized when ready. Under Node 20 it must not see
// globalThis.fetch (it would try to fetch its .wasm as a URL), so fetch is
// hidden while it loads and restored afterwards.
import { createRequire } from 'node:module';

import type { Board, FairyStockfish } from 'ffish';

export type { Board, FairyStockfish };

type Loading = FairyStockfish & { calledRun?: boolean; onRuntimeInitialized?: () => void };

let loaded: Promise<FairyStockfish> | undefined;

export function loadFfish(): Promise<FairyStockfish> {
  loaded ??= new Promise((resolve) => {
    const g = globalThis as { fetch?: unknown };
    const fetch = g.fetch;
    delete g.fetch;
    const module = createRequire(import.meta.url)('ffish') as Loading;
    const ready = () => {
      if (fetch !== undefined) g.fetch = fetch;
      resolve(module);
    };
    if (module.calledRun) ready();
    else module.onRuntimeInitialized = ready;
  });
  return loaded;
}

// ffish numbers ranks 1-10 where Pinqi's ICCS uses 0-9: "h3e3" is "h2e2".
export function ffishToIccs(move: string): string {
  const m = /^([a-i])(\d+)([a-i])(\d+)$/.exec(move);
  if (!m) throw new Error(`not an ffish Xiangqi move: ${move}`);
  return `${m[1]}${Number(m[2]) - 1}${m[3]}${Number(m[4]) - 1}`;
}

export function iccsToFfish(move: string): string {
  const m = /^([a-i])(\d)([a-i])(\d)$/.exec(move);
  if (!m) throw new Error(`not an ICCS move: ${move}`);
  return `${m[1]}${Number(m[2]) + 1}${m[3]}${Number(m[4]) + 1}`;
}

export function ffishLegalMoves(board: Board): string[] {
  const text = board.legalMoves().trim();
  return text === '' ? [] : text.split(/\s+/).map(ffishToIccs).sort();
}
