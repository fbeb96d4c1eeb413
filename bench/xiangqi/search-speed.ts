import { execFileSync } from 'node:child_process';

import type { PinqiCoreModule } from '../../web/src/generated/pinqi_core.mjs';
import { fmt, table } from '../measure.ts';

/**
 * Xiangqi AI search speed: `pinqi bench xiangqi` (fixed positions, fixed depth) natively
 * beside the same benchmark in wasm (xiangqiBench), run one after the other. The node
 * counts must agree: the search is deterministic on both targets.
 */
export function xiangqiSearchSection(cli: string, core: PinqiCoreModule, depth = 8): void {
  const out = execFileSync(cli, ['bench', 'xiangqi', '--depth', String(depth)]).toString();
  const nodes = Number(/Total nodes: (\d+)/.exec(out)?.[1]);
  const ms = Number(/Time: (\d+) ms/.exec(out)?.[1]);
  const nativeNps = nodes / (Math.max(ms, 1) / 1000);
  const wasm = core.xiangqiBench(depth);
  if (wasm.nodes !== nodes) throw new Error(`xiangqi search bench: wasm ${wasm.nodes} nodes != native ${nodes}`);
  const wasmNps = wasm.nodes / (Math.max(wasm.timeMs, 1) / 1000);
  table(
    `Xiangqi search (depth ${depth}, nodes/s)`,
    ['benchmark', 'nodes', 'native', 'wasm (Node)', 'native/wasm'],
    [['pinqi bench xiangqi', fmt(nodes), `${fmt(nativeNps)}/s`, `${fmt(wasmNps)}/s`, (nativeNps / wasmNps).toFixed(2)]],
  );
}
