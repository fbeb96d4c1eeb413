// `npm run bench -- browser`: the wasm flavours in Chromium (issue 24 §2), on a page served
// cross-origin isolated: the threads the threaded flavour runs, its nodes/s at 2 threads over
// the single flavour's, and wasm over native at 1 thread. Each engine's fixed bench
// (`pinqi bench gomoku|xiangqi`), the flavours and thread counts taken in turn.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { chromium } from '@playwright/test';

import { chromiumOptions } from '../tests/browser/chromium.ts';
import { BENCH_SINGLE, BENCH_THREADED } from './bench-core.ts';
import { fmt, median, table } from './measure.ts';

const RUNS = 3;

interface Runs {
  isolated: boolean;
  threads: number;
  /** nodes/s of each run: single flavour, threaded at 1 thread, threaded at 2 threads. */
  single: number[];
  threaded1: number[];
  threaded2: number[];
}

// Runs in the page (its main thread: the pool's Worker was started with the module, and the
// bench waits for it by spinning, as Emscripten does on a page's own thread).
const PAGE = `<!doctype html><script type="module">
  import createSingle from './pinqi_core_bench.mjs';
  const { default: createThreaded } = await import('./pinqi_core_threaded_bench.js');
  const single = await createSingle();
  const threaded = await createThreaded({
    pthreadPoolSize: 1,
    mainScriptUrlOrBlob: new URL('./pinqi_core_threaded_bench.js', location.href).href,
  });
  const threads = threaded.setSearchThreads(2);
  const bench = (core, game) => (game === 'gomoku' ? core.gomokuBench(0) : core.xiangqiBench(0)).nodesPerSecond;
  window.run = (game, runs) => {
    const out = { isolated: crossOriginIsolated, threads, single: [], threaded1: [], threaded2: [] };
    // A first run each, not counted: Chromium compiles the hot code with its optimising tier meanwhile.
    bench(single, game);
    threaded.setSearchThreads(1);
    bench(threaded, game);
    for (let i = 0; i < runs; i++) {
      out.single.push(bench(single, game));
      threaded.setSearchThreads(1);
      out.threaded1.push(bench(threaded, game));
      threaded.setSearchThreads(2);
      out.threaded2.push(bench(threaded, game));
    }
    return out;
  };
  window.ready = true;
</script>`;

const TYPES: Record<string, string> = { js: 'text/javascript', mjs: 'text/javascript', wasm: 'application/wasm' };

export async function browserSection(cli: string): Promise<void> {
  const server = createServer(async (req, res) => {
    const headers = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
      'cache-control': 'no-store',
    };
    const name = (req.url ?? '/').slice(1);
    if (name === '') {
      res.writeHead(200, { ...headers, 'content-type': 'text/html' }).end(PAGE);
      return;
    }
    try {
      // The flavours' bench modules (bench-core.ts), each from its build tree.
      if (!/^pinqi_core[\w.]*$/.test(name)) throw new Error('not served');
      const body = await readFile(new URL(name, name.includes('threaded') ? BENCH_THREADED : BENCH_SINGLE));
      res.writeHead(200, { ...headers, 'content-type': TYPES[name.split('.').pop()!] ?? 'text/plain' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch(chromiumOptions);
  const rows: string[][] = [];
  try {
    const tab = await browser.newPage();
    await tab.goto(`http://127.0.0.1:${port}/`);
    await tab.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true, null, {
      timeout: 60_000,
    });
    for (const game of ['gomoku', 'xiangqi'] as const) {
      const runs = await tab.evaluate(
        ([g, n]) => (window as unknown as { run: (g: string, n: number) => Runs }).run(g, n),
        [game, RUNS] as const,
      );
      const native = median(
        Array.from({ length: RUNS }, () =>
          // `pinqi bench gomoku` prints "… N nodes/s", `pinqi bench xiangqi` "Nodes/s: N".
          Number(
            /(\d+) nodes\/s|Nodes\/s: (\d+)/
              .exec(execFileSync(cli, ['bench', game]).toString())
              ?.slice(1)
              .find(Boolean),
          ),
        ),
      );
      const single = median(runs.single);
      const two = median(runs.threaded2);
      rows.push([
        game,
        runs.isolated ? 'yes' : 'no',
        String(runs.threads),
        `${fmt(single)}/s`,
        `${fmt(median(runs.threaded1))}/s`,
        `${fmt(two)}/s`,
        (two / single).toFixed(2),
        `${fmt(native)}/s`,
        (native / single).toFixed(2),
      ]);
    }
  } finally {
    await browser.close();
    server.close();
  }
  table(
    `Chromium, page cross-origin isolated: fixed bench, median of ${RUNS} runs in turn (goals: 2 threads ≥ 1.7× single; native/wasm ≤ 1.35)`,
    [
      'engine',
      'isolated',
      'threads',
      'single 1t',
      'threaded 1t',
      'threaded 2t',
      '2t/single',
      'native 1t',
      'native/wasm',
    ],
    rows,
  );
}
