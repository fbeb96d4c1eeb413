import { execFileSync } from 'node:child_process';

import type { BenchCoreModule } from './bench-core.ts';
import { fmt, table, timeMs } from './measure.ts';

// Published counts: chessprogramming wiki, Chinese Chess Perft Results (see ../shared/data).
const POSITIONS = [
  {
    name: 'start, depth 5',
    fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
    depth: 5,
    nodes: 133312995,
  },
  {
    name: 'middlegame, depth 5',
    fen: 'r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1',
    depth: 5,
    nodes: 140822416,
  },
];

/** Xiangqi perft (last ply counted in bulk), native CLI beside wasm in this Node process. */
export function perftSection(cli: string, core: BenchCoreModule): void {
  const rows: string[][] = [];
  for (const p of POSITIONS) {
    const out = execFileSync(cli, ['xiangqi-perft', String(p.depth), ...p.fen.split(' ')]).toString();
    const [, nodes, seconds] = /nodes (\d+) seconds ([\d.e-]+)/.exec(out) ?? [];
    if (Number(nodes) !== p.nodes) throw new Error(`native perft ${p.name}: ${nodes} != ${p.nodes}`);
    const nativeNps = Number(nodes) / Number(seconds);
    let wasmNodes = 0;
    const ms = timeMs(() => {
      wasmNodes = core.xiangqiPerft(p.fen, p.depth);
    });
    if (wasmNodes !== p.nodes) throw new Error(`wasm perft ${p.name}: ${wasmNodes} != ${p.nodes}`);
    const wasmNps = wasmNodes / (ms / 1000);
    rows.push([p.name, fmt(p.nodes), `${fmt(nativeNps)}/s`, `${fmt(wasmNps)}/s`, (nativeNps / wasmNps).toFixed(2)]);
  }
  table('Xiangqi perft (nodes/s)', ['position', 'nodes', 'native', 'wasm (Node)', 'wasm slowdown ×'], rows);
}
