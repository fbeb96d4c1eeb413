import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

/**
 * The app's layers (docs/ARCHITECTURE.md): play/ (the game flow) has no DOM
 * and never imports ui/; store/ never imports ui/; neither reaches the board
 * views. Checked on the source: every import is resolved, and the code
 * (comments and strings removed) is searched for the browser's globals.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const app = join(root, 'web/app');

function files(folder: string): string[] {
  return readdirSync(join(app, folder))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(app, folder, f));
}

/** Imports as [specifier, resolved path relative to the repository, type-only]. */
function imports(file: string): { target: string; typeOnly: boolean }[] {
  const text = readFileSync(file, 'utf8');
  const found: { target: string; typeOnly: boolean }[] = [];
  for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm)) {
    const spec = m[3]!;
    const target = spec.startsWith('.') ? relative(root, resolve(dirname(file), spec)) : spec;
    const typeOnly = !!m[2] || (/^\s*import\s*\{\s*type\b[^}]*\}/.test(m[0]) && !/,\s*(?!type\b)\w/.test(m[0]));
    found.push({ target: target.replace(/\.js$/, '.ts'), typeOnly });
  }
  return found;
}

/** The code without comments and string literals. */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`/g, "''");
}

/** The browser's globals, as code uses them (a property that happens to be called `history` is no DOM). */
const DOM = [
  'document',
  'window',
  'navigator',
  'localStorage',
  'sessionStorage',
  'HTMLElement',
  'HTMLCanvasElement',
  'requestAnimationFrame',
  'matchMedia',
  'getComputedStyle',
  'location\\.',
  'history\\.(?:pushState|replaceState|back)',
];

describe('the app’s layers', () => {
  it('play/ imports no DOM, no ui/ and no view', () => {
    for (const file of files('play')) {
      for (const { target } of imports(file)) {
        assert.ok(!target.startsWith('web/app/ui'), `${relative(root, file)} imports ${target}`);
        assert.ok(!target.startsWith('web/src/views'), `${relative(root, file)} imports ${target}`);
        assert.notEqual(target, 'web/src/index.ts', `${relative(root, file)} imports the whole package (views too)`);
        assert.ok(target.startsWith('web/'), `${relative(root, file)} imports ${target}`);
      }
      const text = code(file);
      for (const name of DOM)
        assert.ok(!new RegExp(`(?<![\\w.#])${name}(?![\\w$])`).test(text), `${relative(root, file)} uses ${name}`);
    }
  });

  it('store/ imports nothing from ui/, and only types from the views (board styles, piece sets)', () => {
    for (const file of files('store')) {
      for (const { target, typeOnly } of imports(file)) {
        assert.ok(!target.startsWith('web/app/ui'), `${relative(root, file)} imports ${target}`);
        if (target.startsWith('web/src/views'))
          assert.ok(typeOnly, `${relative(root, file)} imports code from ${target}`);
      }
      const text = code(file);
      for (const name of DOM.filter((n) => n !== 'localStorage'))
        assert.ok(!new RegExp(`(?<![\\w.#])${name}(?![\\w$])`).test(text), `${relative(root, file)} uses ${name}`);
    }
  });

  it('the scan sees a DOM use and a ui/ import when there is one (the check itself)', () => {
    assert.ok(new RegExp(`(?<![\\w.#])document\\b`).test(code(join(app, 'ui/dom.ts'))));
    assert.ok(imports(join(app, 'main.ts')).some((i) => i.target.startsWith('web/app/ui')));
  });
});
