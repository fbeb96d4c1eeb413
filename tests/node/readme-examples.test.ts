import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const root = fileURLToPath(new URL('../../', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');
const api = readme.slice(readme.indexOf('## API'), readme.indexOf('\n## ', readme.indexOf('## API') + 1));
const examples = [...api.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
/** An entry point of the built package: `pinqi` and its subpaths (`pinqi/ai`, …), as package.json exports them. */
const packageEntry = (subpath: string | undefined): string => `${root}dist/lib/${subpath ? `${subpath}/` : ''}index.js`;

describe("the README's API examples run against the built package", () => {
  it('there are examples to run', () => assert.ok(examples.length >= 5, `${examples.length} examples`));

  examples.forEach((code, i) => {
    const title =
      code.split('\n').find((l) => l.includes('new pinqi.') || l.includes('createAi(')) ?? `example ${i + 1}`;
    it(`example ${i + 1}: ${title.trim()}`, () => {
      const dir = `${root}build/readme-examples`;
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
