import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';
import { build } from 'vite';

import { chromiumOptions } from '../tests/browser/chromium.ts';
import createPinqiCore from '../web/src/generated/pinqi_core.mjs';
import { NETWORK_FILE } from './bench-core.ts';
import { fmt, median, table } from './measure.ts';
import { WASM_LIMITS, wasmSizes } from './wasm-size.ts';

const GENERATED = new URL('../web/src/generated/', import.meta.url);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The package's entry points (package.json's exports), as an app imports them. */
const ENTRIES = ['pinqi', 'pinqi/ai', 'pinqi/views', 'pinqi/puzzles'] as const;

/** Download size of the module, and how long instantiating it takes in Node and in Chromium. */
export async function sizeAndLoadSection(): Promise<void> {
  const wasm = await readFile(new URL('pinqi_core.wasm', GENERATED));
  const glue = await readFile(new URL('pinqi_core.mjs', GENERATED));
  const gz = (b: Buffer) => gzipSync(b, { level: 9 }).length;
  // Each flavour's files (issue 24 §2): single without threads, threaded where the page is isolated.
  const flavours = [
    { name: 'single', files: ['pinqi_core.wasm', 'pinqi_core.mjs'] },
    {
      name: 'threaded',
      files: ['pinqi_core_threaded.wasm', 'pinqi_core_threaded.js', 'pinqi_core_threaded.worker.js'],
    },
  ];
  const rows: string[][] = [];
  for (const flavour of flavours) {
    let raw = 0;
    let zipped = 0;
    for (const file of flavour.files) {
      const bytes = await readFile(new URL(file, GENERATED));
      raw += bytes.length;
      zipped += gz(bytes);
      rows.push([flavour.name, file, `${fmt(bytes.length)}B`, `${fmt(gz(bytes))}B`]);
    }
    rows.push([flavour.name, 'total', `${fmt(raw)}B`, `${fmt(zipped)}B`]);
  }
  table('Download size', ['flavour', 'file', 'raw', 'gzip'], rows);

  table(
    `Wasm flavours (limits: ${fmt(WASM_LIMITS.gzip)}B gzip, ${fmt(WASM_LIMITS.data)}B data)`,
    ['module', 'raw', 'gzip', 'code', 'data'],
    (await wasmSizes()).map((m) => [m.file, `${fmt(m.raw)}B`, `${fmt(m.gzip)}B`, `${fmt(m.code)}B`, `${fmt(m.data)}B`]),
  );

  let network: Buffer | null = null;
  try {
    network = await readFile(new URL(`../${NETWORK_FILE}`, import.meta.url));
  } catch {
    // no network committed yet
  }
  table(
    `Xiangqi network (${NETWORK_FILE}, target ≤ 1,000,000B gzip)`,
    ['file', 'raw', 'gzip'],
    [network ? [NETWORK_FILE, `${fmt(network.length)}B`, `${fmt(gz(network))}B`] : ['no network', '-', '-']],
  );

  table(
    'Bundle per entry point (Vite, minified: a page that imports all of it from the built package)',
    ['entry point', 'JS raw', 'JS gzip', 'Worker JS gzip', '.wasm'],
    await entrySizes(),
  );

  const nodeTimes: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    await createPinqiCore({ wasmBinary: wasm });
    nodeTimes.push(performance.now() - t);
  }

  const chromeTimes = await chromiumInstantiateTimes(wasm, glue);
  table(
    'Instantiate (compile + instantiate + embind setup), median of 10',
    ['where', 'ms'],
    [
      ['Node 20', median(nodeTimes).toFixed(1)],
      ['Chromium (fetch from localhost)', median(chromeTimes).toFixed(1)],
    ],
  );
}

async function chromiumInstantiateTimes(wasm: Buffer, glue: Buffer): Promise<number[]> {
  const page = `<!doctype html><script type="module">
    import createPinqiCore from './pinqi_core.mjs';
    const times = [];
    for (let i = 0; i < 10; i++) {
      const t = performance.now();
      await createPinqiCore();
      times.push(performance.now() - t);
    }
    window.times = times;
  </script>`;
  const server = createServer((req, res) => {
    const body = req.url === '/pinqi_core.wasm' ? wasm : req.url === '/pinqi_core.mjs' ? glue : Buffer.from(page);
    const type =
      req.url === '/pinqi_core.wasm'
        ? 'application/wasm'
        : req.url === '/pinqi_core.mjs'
          ? 'text/javascript'
          : 'text/html';
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch(chromiumOptions);
  try {
    const tab = await browser.newPage();
    await tab.goto(`http://127.0.0.1:${port}/`);
    await tab.waitForFunction(() => Array.isArray((window as unknown as { times?: number[] }).times));
    return await tab.evaluate(() => (window as unknown as { times: number[] }).times);
  } finally {
    await browser.close();
    server.close();
  }
}

/**
 * What an app bundles from each entry point of the built package (dist/lib):
 * Vite builds a page that imports all of it (`import * as`), and the page's
 * JS, the AI Worker's JS and the .wasm it emits are weighed apart.
 */
async function entrySizes(): Promise<string[][]> {
  const gz = (b: Buffer) => gzipSync(b, { level: 9 }).length;
  const work = `${ROOT}build/bench-size`;
  const rows: string[][] = [];
  for (const entry of ENTRIES) {
    const dir = `${work}/${entry.replace('/', '-')}`;
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    await writeFile(`${dir}/index.html`, '<!doctype html><script type="module" src="./main.js"></script>');
    await writeFile(`${dir}/main.js`, `import * as entry from '${entry}';\nglobalThis.entry = entry;\n`);
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      resolve: {
        alias: [
          { find: /^pinqi$/, replacement: `${ROOT}dist/lib/index.js` },
          { find: /^pinqi\/(ai|views|puzzles)$/, replacement: `${ROOT}dist/lib/$1/index.js` },
        ],
      },
      build: { outDir: `${dir}/dist`, emptyOutDir: true, target: 'es2022' },
    });
    const assets = `${dir}/dist/assets`;
    const sizes = { js: 0, jsGz: 0, worker: 0, wasm: 0 };
    for (const name of await readdir(assets)) {
      const bytes = await readFile(`${assets}/${name}`);
      if (name.endsWith('.wasm')) sizes.wasm += bytes.length;
      else if (name.endsWith('.js') && /worker/i.test(name)) sizes.worker += gz(bytes);
      else if (name.endsWith('.js')) {
        sizes.js += bytes.length;
        sizes.jsGz += gz(bytes);
      }
    }
    rows.push([
      entry,
      `${fmt(sizes.js)}B`,
      `${fmt(sizes.jsGz)}B`,
      sizes.worker ? `${fmt(sizes.worker)}B` : '-',
      sizes.wasm ? `${fmt(sizes.wasm)}B` : '-',
    ]);
  }
  await rm(work, { recursive: true, force: true });
  return rows;
}
