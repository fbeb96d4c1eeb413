import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

/**
 * The app's layers (docs/ARCHITECTURE.md), from the ground up: play/ (the
 * game flow: no DOM) ← store/ (storage slots) ← ui/ (the page's parts) ←
 * screens/ (the shell and its screens) ← main.ts (composition). Each imports
 * only from the layers below it, and the package only through its public
 * entry points (`pinqi`, `pinqi/ai`, `pinqi/views`, `pinqi/puzzles`), as a
 * web developer's app would. Checked on the source: every import is resolved,
 * and the code (comments and strings removed) is searched for the browser's
 * globals and for casts that silence the type checker.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const app = join(root, 'web/app');

/** The package's public entry points (package.json's exports). */
const ENTRIES = ['pinqi', 'pinqi/ai', 'pinqi/views', 'pinqi/puzzles'];
/** The npm libraries an issue asked the app to use, and the one folder that may import each. */
const LIBRARIES: Record<string, string> = { gifenc: 'ui/' };

/** Modules of the build's plugins, and the one file that may import each: vite-plugin-pwa's service worker registration. */
const BUILD_MODULES: Record<string, string> = { 'virtual:pwa-register': 'web/app/main.ts' };

/** Every .ts file under a folder of the app (all of it by default), subfolders included. */
function files(folder = ''): string[] {
  return readdirSync(join(app, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return files(path);
    return entry.name.endsWith('.ts') ? [join(app, path)] : [];
  });
}

/** Imports as the specifier resolved (relative to the repository; a bare one as it is), and whether type-only. */
function imports(file: string, text = readFileSync(file, 'utf8')): { target: string; typeOnly: boolean }[] {
  const found: { target: string; typeOnly: boolean }[] = [];
  for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm)) {
    const spec = m[3]!;
    const target = spec.startsWith('.') ? relative(root, resolve(dirname(file), spec)) : spec;
    const typeOnly = !!m[2] || (/^\s*import\s*\{\s*type\b[^}]*\}/.test(m[0]) && !/,\s*(?!type\b)\w/.test(m[0]));
    found.push({ target: target.replace(/\.js$/, '.ts'), typeOnly });
  }
  for (const m of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) found.push({ target: m[1]!, typeOnly: false });
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

const name = (file: string): string => relative(root, file);
const inApp = (target: string, layer: string): boolean => target.startsWith(`web/app/${layer}`);

/** The app's own folders an import of each layer may reach (besides the package's entry points). */
const MAY_IMPORT: Record<string, string[]> = {
  play: ['play/'],
  store: ['store/', 'play/'],
  ui: ['ui/', 'store/', 'play/'],
  screens: ['screens/', 'ui/', 'store/', 'play/'],
};

describe('the app’s layers', () => {
  it('the app reaches the package only through its public entry points, never into web/src by path', () => {
    for (const file of files()) {
      for (const { target } of imports(file)) {
        assert.ok(!target.startsWith('web/src'), `${name(file)} imports ${target} by path`);
        if (target in LIBRARIES)
          assert.ok(name(file).startsWith(`web/app/${LIBRARIES[target]}`), `${name(file)} imports ${target}`);
        else if (!target.startsWith('web/app/'))
          assert.ok(
            ENTRIES.includes(target) || BUILD_MODULES[target] === name(file),
            `${name(file)} imports ${target}`,
          );
      }
    }
  });

  for (const [layer, allowed] of Object.entries(MAY_IMPORT))
    it(`${layer}/ imports only from ${allowed.join(', ')} and the package`, () => {
      for (const file of files(layer))
        for (const { target } of imports(file))
          if (target.startsWith('web/app/'))
            assert.ok(
              allowed.some((folder) => inApp(target, folder)),
              `${name(file)} imports ${target}: ${layer}/ may not reach it`,
            );
    });

  it('play/ uses no DOM and no board view', () => {
    for (const file of files('play')) {
      for (const { target } of imports(file)) assert.notEqual(target, 'pinqi/views', `${name(file)} imports ${target}`);
      const text = code(file);
      for (const dom of DOM)
        assert.ok(!new RegExp(`(?<![\\w.#])${dom}(?![\\w$])`).test(text), `${name(file)} uses ${dom}`);
    }
  });

  it('store/ uses no DOM but the storage, and only types from the views (board styles, piece sets)', () => {
    for (const file of files('store')) {
      for (const { target, typeOnly } of imports(file))
        if (target === 'pinqi/views') assert.ok(typeOnly, `${name(file)} imports code from ${target}`);
      const text = code(file);
      for (const dom of DOM.filter((n) => n !== 'localStorage'))
        assert.ok(!new RegExp(`(?<![\\w.#])${dom}(?![\\w$])`).test(text), `${name(file)} uses ${dom}`);
    }
  });

  it('no cast silences the type checker: no `as never`, no `as unknown as`', () => {
    for (const file of files())
      assert.doesNotMatch(
        code(file),
        /\bas\s+(never\b|unknown\s+as\b)/,
        `${name(file)} casts through never or unknown`,
      );
  });

  it('main.ts is composition only: short, and no class of its own', () => {
    const text = readFileSync(join(app, 'main.ts'), 'utf8');
    assert.ok(text.split('\n').length <= 200, `main.ts has ${text.split('\n').length} lines`);
    assert.doesNotMatch(code(join(app, 'main.ts')), /\bclass\s/);
  });

  it('the scan sees a DOM use, a layer’s import, a deep import and a cast when there is one (the check itself)', () => {
    assert.ok(new RegExp(`(?<![\\w.#])document\\b`).test(code(join(app, 'ui/dom.ts'))));
    assert.ok(imports(join(app, 'main.ts')).some((i) => inApp(i.target, 'ui/')));
    assert.ok(imports(join(app, 'screens/screen.ts')).some((i) => inApp(i.target, 'store/')));
    assert.ok(imports(join(app, 'play/match.ts')).some((i) => i.target === 'pinqi/ai' && i.typeOnly));
    const deep = imports(join(app, 'play/x.ts'), "import { loadPinqi } from '../../src/api/load.js';");
    assert.deepEqual(deep, [{ target: 'web/src/api/load.ts', typeOnly: false }]);
    assert.match('const x = y as never; const z = w as unknown as T;', /\bas\s+(never\b|unknown\s+as\b)/);
    assert.ok(
      files().some((file) => file.endsWith('ui/i18n/en.ts')),
      'subfolders are scanned',
    );
  });
});
