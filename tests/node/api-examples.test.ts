import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Every TypeScript example of the API reference, then the README's taste of the API. */
const examples = ['docs/API.md', 'README.md'].flatMap((doc) =>
  [...readFileSync(`${root}${doc}`, 'utf8').matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!),
);
/** An entry point of the built package: `pinqi` and its subpaths (`pinqi/ai`, …), as package.json exports them. */
const packageEntry = (subpath: string | undefined): string => `${root}dist/lib/${subpath ? `${subpath}/` : ''}index.js`;

describe('the API examples of docs/API.md and the README run against the built package', () => {
  it('there are examples to run', () => assert.ok(examples.length >= 5, `${examples.length} examples`));

  examples.forEach((code, i) => {
    const title =
      code.split('\n').find((l) => l.includes('new pinqi.') || l.includes('createAi(')) ?? `example ${i + 1}`;
    it(`example ${i + 1}: ${title.trim()}`, () => {
      const dir = `${root}build/api-examples`;
      mkdirSync(dir, { recursive: true });
      const file = `${dir}/example-${i + 1}.ts`;
      writeFileSync(
        file,
        code.replace(/from 'pinqi(?:\/(\w+))?'/g, (_, subpath?: string) => `from '${packageEntry(subpath)}'`),
      );
      const out = execFileSync('node', ['--import', 'tsx', file], { cwd: root, timeout: 60_000 }).toString();
      assert.ok(out.length > 0, 'the example printed something');
    });
  });
});
