// `npm run bench`: every benchmark, each printing native beside wasm (or JS API
// beside wasm) measured in the same run, because machines here are noisy.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { loadPinqi } from '../web/src/index.ts';
import { aiSearchSection } from './ai-search.ts';
import { analyzeSection } from './analyze.ts';
import { apiOverheadSection } from './api-overhead.ts';
import { loadBenchCore } from './bench-core.ts';
import { browserSection } from './browser.ts';
import { gifSection } from './gif.ts';
import { perftSection } from './perft.ts';
import { puzzleSection } from './puzzles.ts';
import { sizeAndLoadSection } from './size-and-load.ts';
import { stopSection } from './stop.ts';

const cli = fileURLToPath(new URL('../build/native/bin/pinqi', import.meta.url));
const wasmBinary = await readFile(new URL('../web/src/generated/pinqi_core.wasm', import.meta.url));
// The shipped module with the benchmarks' entry points (bench-core.ts).
const core = await loadBenchCore();
const pinqi = await loadPinqi({ wasmBinary });

const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);

console.log(`Pinqi benchmarks — ${new Date().toISOString()}`);
if (wanted('perft')) perftSection(cli, core);
if (wanted('ai')) aiSearchSection(cli, core);
if (wanted('api')) apiOverheadSection(pinqi, core);
if (wanted('size')) await sizeAndLoadSection();
if (wanted('puzzles')) puzzleSection(pinqi);
if (wanted('analyze')) await analyzeSection(cli);
if (wanted('gif')) await gifSection(pinqi);
if (wanted('stop')) await stopSection();
// Named only: scripts/bench.sh runs it apart, on every processor (its threads need them).
if (only.includes('browser')) await browserSection(cli);
