import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

import { type BenchCoreModule, NETWORK_FILE } from './bench-core.ts';
import { fmt, median, table } from './measure.ts';

/**
 * Runs of each search benchmark, native and wasm taken in turn (N W N W …), on
 * the one processor scripts/bench.sh pins the run to. The rows give the median:
 * the speed of a virtual core drifts with what the host runs beside it.
 */
const RUNS = 5;

/** `native` and `wasm` called in turn RUNS times; their nodes/s, median of the runs. */
function inTurn(native: () => number, wasm: () => number): { native: number; wasm: number } {
  const n: number[] = [];
  const w: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    n.push(native());
    w.push(wasm());
  }
  return { native: median(n), wasm: median(w) };
}

/** The AI benchmarks (fixed positions, fixed depth): native CLI beside wasm in this Node process. */
export function aiSearchSection(cli: string, core: BenchCoreModule): void {
  const rows: string[][] = [];

  const gomokuNative = execFileSync(cli, ['bench', 'gomoku']).toString();
  const gn = /total nodes (\d+), ([\d.]+) s, (\d+) nodes\/s/.exec(gomokuNative);
  const slowestNativeVcf = Math.max(
    ...[...gomokuNative.matchAll(/vcf \d+ \(\w+\): win, \d+ fours, nodes \d+, ([\d.]+) ms/g)].map((m) => Number(m[1])),
  );
  const gw = core.gomokuBench(0);
  if (gn && Number(gn[1]) !== gw.nodes)
    throw new Error(`gomoku bench: native ${gn[1]} nodes, wasm ${gw.nodes}: not the same work`);
  const gomoku = inTurn(
    () => Number(/(\d+) nodes\/s/.exec(execFileSync(cli, ['bench', 'gomoku']).toString())?.[1]),
    () => core.gomokuBench(0).nodesPerSecond,
  );
  rows.push([
    'Gomoku search',
    fmt(gw.nodes),
    `${fmt(gomoku.native)}/s`,
    `${fmt(gomoku.wasm)}/s`,
    (gomoku.native / gomoku.wasm).toFixed(2),
  ]);
  // The depth reached in 1 s on each position: native, then wasm (not the same work: timed).
  const depthNative = execFileSync(cli, ['bench', 'gomoku', '--depth-ms', '1000']).toString();
  const nativeDepth = Number(/mean depth ([\d.]+)/.exec(depthNative)?.[1]);
  const wasmDepth = core.gomokuDepthBench(1000).meanDepth;
  rows.push([
    'Gomoku mean depth in 1 s',
    '',
    nativeDepth.toFixed(2),
    wasmDepth.toFixed(2),
    (nativeDepth / wasmDepth).toFixed(2),
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
  const xw = core.xiangqiBench(0);
  if (xw.error !== '') throw new Error(`xiangqi bench: ${xw.error}`);
  if (xNodes !== xw.nodes)
    throw new Error(`xiangqi bench: native ${xNodes} nodes, wasm ${xw.nodes}: not the same work`);
  const xiangqi = inTurn(
    () => Number(/Nodes\/s: (\d+)/.exec(execFileSync(cli, ['bench', 'xiangqi']).toString())?.[1]),
    () => core.xiangqiBench(0).nodesPerSecond,
  );
  rows.push([
    'Xiangqi search',
    fmt(xw.nodes),
    `${fmt(xiangqi.native)}/s`,
    `${fmt(xiangqi.wasm)}/s`,
    (xiangqi.native / xiangqi.wasm).toFixed(2),
  ]);

  // The same search evaluated with the Xiangqi network (issue 25: native with the network at least
  // half the hand-crafted evaluation's nodes/s; wasm SIMD within 1.5x of native).
  if (existsSync(NETWORK_FILE)) {
    const bytes = new Uint8Array(readFileSync(NETWORK_FILE));
    const nativeRun = () => execFileSync(cli, ['bench', 'xiangqi', '--evalfile', NETWORK_FILE]).toString();
    const nNodes = Number(/Total nodes: (\d+)/.exec(nativeRun())?.[1]);
    const nw = core.xiangqiNetworkBench(bytes, 0);
    if (nw.error !== '') throw new Error(`xiangqi network bench: ${nw.error}`);
    if (nNodes !== nw.nodes)
      throw new Error(`xiangqi network bench: native ${nNodes} nodes, wasm ${nw.nodes}: not the same work`);
    const withNetwork = inTurn(
      () => Number(/Nodes\/s: (\d+)/.exec(nativeRun())?.[1]),
      () => core.xiangqiNetworkBench(bytes, 0).nodesPerSecond,
    );
    rows.push([
      'Xiangqi search, network',
      fmt(nw.nodes),
      `${fmt(withNetwork.native)}/s`,
      `${fmt(withNetwork.wasm)}/s`,
      (withNetwork.native / withNetwork.wasm).toFixed(2),
    ]);
    rows.push([
      'Xiangqi network / hand-crafted nodes/s',
      '',
      (withNetwork.native / xiangqi.native).toFixed(2),
      (withNetwork.wasm / xiangqi.wasm).toFixed(2),
      '',
    ]);
  } else {
    rows.push(['Xiangqi search, network', `no network (${NETWORK_FILE}; PINQI_NETWORK=FILE)`, '', '', '']);
  }

  // Strength at a fixed time: the depth the search completes in 1 s per bench position.
  const xDepthNative = execFileSync(cli, ['bench', 'xiangqi', '--time', '1000']).toString();
  const xNativeDepth = Number(/Mean depth: ([\d.]+)/.exec(xDepthNative)?.[1]);
  const xWasmDepth = core.xiangqiDepthBench(1000).meanDepth;
  rows.push([
    'Xiangqi mean depth in 1 s',
    '',
    xNativeDepth.toFixed(2),
    xWasmDepth.toFixed(2),
    (xNativeDepth / xWasmDepth).toFixed(2),
  ]);

  table(
    `AI search (fixed positions: Gomoku at a node budget, Xiangqi at a fixed depth, median of ${RUNS} runs in turn; depth rows: reached in 1 s)`,
    ['benchmark', 'nodes', 'native', 'wasm (Node)', 'wasm slowdown ×'],
    rows,
  );
}
