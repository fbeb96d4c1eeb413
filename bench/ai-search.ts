import { execFileSync } from 'node:child_process';

import type { PinqiCoreModule } from '../web/src/generated/pinqi_core.mjs';
import { fmt, table } from './measure.ts';

/** The AI benchmarks (fixed positions, fixed depth): native CLI beside wasm in this Node process. */
export function aiSearchSection(cli: string, core: PinqiCoreModule): void {
  const rows: string[][] = [];

  const gomokuNative = execFileSync(cli, ['bench', 'gomoku']).toString();
  const gn = /total nodes (\d+), ([\d.]+) s, (\d+) nodes\/s/.exec(gomokuNative);
  const slowestNativeVcf = Math.max(
    ...[...gomokuNative.matchAll(/vcf \d+ \(\w+\): win, \d+ fours, nodes \d+, ([\d.]+) ms/g)].map((m) => Number(m[1])),
  );
  const gw = core.gomokuBench(0);
  if (gn && Number(gn[1]) !== gw.nodes)
    throw new Error(`gomoku bench: native ${gn[1]} nodes, wasm ${gw.nodes}: not the same work`);
  const gNps = Number(gn?.[3]);
  rows.push([
    'Gomoku search',
    fmt(gw.nodes),
    `${fmt(gNps)}/s`,
    `${fmt(gw.nodesPerSecond)}/s`,
    (gNps / gw.nodesPerSecond).toFixed(2),
  ]);
  rows.push([
    'Gomoku slowest VCF solve',
    '',
    `${slowestNativeVcf.toFixed(2)} ms`,
    `${gw.slowestVcfMs.toFixed(2)} ms`,
    (gw.slowestVcfMs / slowestNativeVcf).toFixed(2),
  ]);

  const xiangqiNative = execFileSync(cli, ['bench', 'xiangqi']).toString();
  const xNodes = Number(/Total nodes: (\d+)/.exec(xiangqiNative)?.[1]);
  const xNps = Number(/Nodes\/s: (\d+)/.exec(xiangqiNative)?.[1]);
  const xw = core.xiangqiBench(0);
  if (xw.error !== '') throw new Error(`xiangqi bench: ${xw.error}`);
  if (xNodes !== xw.nodes)
    throw new Error(`xiangqi bench: native ${xNodes} nodes, wasm ${xw.nodes}: not the same work`);
  rows.push([
    'Xiangqi search',
    fmt(xw.nodes),
    `${fmt(xNps)}/s`,
    `${fmt(xw.nodesPerSecond)}/s`,
    (xNps / xw.nodesPerSecond).toFixed(2),
  ]);

  table(
    'AI search (fixed positions, fixed depth)',
    ['benchmark', 'nodes', 'native', 'wasm (Node)', 'wasm slowdown ×'],
    rows,
  );
}
