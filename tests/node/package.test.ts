import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';

import { installFixture, packedTarball } from '../package-fixture.ts';

describe('the npm package', () => {
  it('npm pack ships only ESM JS, the .wasm, the Xiangqi network, typings, README and LICENSE', () => {
    const files = execFileSync('tar', ['tzf', packedTarball()]).toString().trim().split('\n');
    const allowed =
      /^package\/(package\.json|README\.md|LICENSE|dist\/lib\/.+\.(js|mjs|d\.ts|d\.mts|wasm)|dist\/lib\/networks\/xiangqi\.pqnn)$/;
    assert.deepEqual(
      files.filter((f) => !allowed.test(f)),
      [],
    );
    for (const needed of [
      'package/dist/lib/index.js',
      'package/dist/lib/index.d.ts',
      ...['ai', 'views', 'puzzles'].flatMap((sub) => [
        `package/dist/lib/${sub}/index.js`,
        `package/dist/lib/${sub}/index.d.ts`,
      ]),
      'package/dist/lib/generated/pinqi_core.wasm',
      'package/dist/lib/networks/xiangqi.pqnn',
      'package/README.md',
      'package/LICENSE',
    ])
      assert.ok(files.includes(needed), `${needed} is in the tarball`);
  });

  it('a plain Node 20 app installs the tarball, imports Pinqi and plays', () => {
    const dir = installFixture('node-app');
    const report = JSON.parse(execFileSync('node', ['index.mjs'], { cwd: dir }).toString());
    assert.deepEqual(report, { winner: 'black', refused: 'game_over', xiangqi: '炮二平五', levels: 4, mate: 'solved' });
  });
});
