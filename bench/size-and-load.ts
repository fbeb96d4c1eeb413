import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import createPinqiCore from '../web/src/generated/pinqi_core.mjs';
import { fmt, median, table } from './measure.ts';

const GENERATED = new URL('../web/src/generated/', import.meta.url);

/** Download size of the module, and how long instantiating it takes in Node and in Chromium. */
export async function sizeAndLoadSection(): Promise<void> {
  const wasm = await readFile(new URL('pinqi_core.wasm', GENERATED));
  const glue = await readFile(new URL('pinqi_core.mjs', GENERATED));
  const gz = (b: Buffer) => gzipSync(b, { level: 9 }).length;
  table(
    'Download size',
    ['file', 'raw', 'gzip'],
    [
      ['pinqi_core.wasm', `${fmt(wasm.length)}B`, `${fmt(gz(wasm))}B`],
      ['pinqi_core.mjs (glue)', `${fmt(glue.length)}B`, `${fmt(gz(glue))}B`],
      ['total', `${fmt(wasm.length + glue.length)}B`, `${fmt(gz(wasm) + gz(glue))}B`],
    ],
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
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
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
