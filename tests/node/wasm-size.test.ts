import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { WASM_LIMITS, wasmSizes } from '../../bench/wasm-size.ts';

// Every player downloads the module before the first move (issue 24 §2): each
// flavour stays within its download and data limits. `npm run bench -- size`
// prints the same figures.
describe('wasm module size', async () => {
  const modules = await wasmSizes();
  it('finds both flavours, single and threaded', () =>
    assert.deepEqual(
      modules.map((m) => m.file),
      ['pinqi_core.wasm', 'pinqi_core_threaded.wasm'],
    ));
  for (const m of modules) {
    it(`${m.file}: data section ≤ ${WASM_LIMITS.data} B`, () => {
      assert.ok(m.code > 0 && m.data > 0, `${m.file}: no code or data section found`);
      assert.ok(m.data <= WASM_LIMITS.data, `${m.file}: data section ${m.data} B`);
    });
    // Both flavours are within their download limit (single 142.7 kB gzip, threaded 149.9 kB, with the Xiangqi network's inference) and
    // must stay so (issue 24 §2).
    it(`${m.file}: ≤ ${WASM_LIMITS.gzip} B gzip`, () => {
      assert.ok(m.gzip <= WASM_LIMITS.gzip, `${m.file}: ${m.gzip} B gzip`);
    });
  }
});
