import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { freshApp } from './gomoku-board.ts';
import { move } from './xiangqi-board.ts';

// Issue 24 §3 in Chromium: the compiled package (dist/lib) in a bare page, served with the
// cross-origin isolation headers (the stop word in shared memory) and without them (slices that
// read a stop message). The bounds keep a margin for a loaded machine; the figures asked for are
// 30 ms (abort) and 50 ms (the next think's first progress). The page counts the Workers it makes.

const root = normalize(join(import.meta.dirname, '../..'));
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
};
const PAGE = `<!doctype html><meta charset="utf-8"><title>pinqi stop</title>
<script type="module">
  const workers = { made: 0 };
  const Native = Worker;
  window.Worker = class extends Native {
    constructor(...args) { super(...args); workers.made++; }
  };
  const { createAi } = await import('/dist/lib/ai/index.js');
  const { loadPinqi } = await import('/dist/lib/index.js');
  window.stopTest = { createAi, pinqi: await loadPinqi(), workers };
</script>`;

let server: Server;
let base = '';

test.beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const isolated = url.searchParams.has('isolated');
    const headers: Record<string, string> = isolated
      ? { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' }
      : {};
    if (url.pathname === '/') {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/html' }).end(PAGE);
      return;
    }
    const file = normalize(join(root, url.pathname));
    if (!file.startsWith(join(root, 'dist/lib'))) return void res.writeHead(404).end();
    try {
      const body = await readFile(file);
      res
        .writeHead(200, {
          'Content-Type': types[extname(file)] ?? 'application/octet-stream',
          // A module Worker of an isolated page needs its own scripts served with the policy too.
          'Cross-Origin-Embedder-Policy': 'require-corp',
          'Cross-Origin-Resource-Policy': 'same-origin',
        })
        .end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

test.afterAll(() => server?.close());

interface Figures {
  isolated: boolean;
  aborts: number[];
  firsts: number[];
  cancelled: boolean[];
  workers: number;
  counts: { workers: number; instances: number };
}

/** Per game: 5 times, a think stopped after 150 ms, then a think stopped at its first progress. */
function measure(page: Page, game: 'gomoku' | 'xiangqi'): Promise<Figures> {
  return page.evaluate(async (which) => {
    const { createAi, pinqi, workers } = (window as unknown as { stopTest: any }).stopTest;
    const ai = createAi({ game: which });
    const position = which === 'gomoku' ? new pinqi.GomokuGame() : new pinqi.XiangqiGame();
    if (which === 'gomoku') position.place({ x: 7, y: 7 });
    else position.move('h2e2');
    await ai.think(position, { nodes: 1000 }); // loaded
    const aborts: number[] = [];
    const firsts: number[] = [];
    const cancelled: boolean[] = [];
    for (let i = 0; i < 5; i++) {
      const c = new AbortController();
      const pending = ai.think(position, { timeMs: 60_000, signal: c.signal });
      await new Promise((r) => setTimeout(r, 150));
      const t0 = performance.now();
      c.abort();
      cancelled.push((await pending).cancelled);
      aborts.push(performance.now() - t0);
      const c2 = new AbortController();
      const t1 = performance.now();
      let first = 0;
      await ai.think(position, {
        timeMs: 60_000,
        signal: c2.signal,
        onProgress: () => {
          if (first) return;
          first = performance.now() - t1;
          c2.abort();
        },
      });
      firsts.push(first);
    }
    const counts = ai[Symbol.for('pinqi.ai.engineCounts')]();
    ai.dispose();
    position.dispose();
    return { isolated: crossOriginIsolated, aborts, firsts, cancelled, workers: workers.made, counts };
  }, game);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

for (const isolated of [true, false]) {
  test.describe(isolated ? 'cross-origin isolated: the stop word' : 'not isolated: slices and stop messages', () => {
    for (const game of ['gomoku', 'xiangqi'] as const) {
      test(`${game}: abort() resolves at once, and the next think() reports progress at once, on one Worker and one wasm instance`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await page.goto(isolated ? `${base}?isolated` : base);
        await page.waitForFunction(() => 'stopTest' in window);
        const f = await measure(page, game);
        console.log(
          `${game}, ${isolated ? 'isolated' : 'not isolated'}: abort ${f.aborts.map((x) => x.toFixed(1))} ms, first progress ${f.firsts.map((x) => x.toFixed(1))} ms`,
        );
        expect(f.isolated).toBe(isolated);
        expect(f.cancelled.every(Boolean)).toBe(true);
        // The issue's figures (30 ms, 50 ms) are measured by `npm run bench -- stop`. Here,
        // beside the other browser tests and the sanitizer build on 2 cores, the bound only
        // tells a stop heard by the search from the Worker ended after its 1 s grace and a new
        // wasm instance (the counts below): a clean CI run once saw a median abort of 212 ms.
        expect(median(f.aborts)).toBeLessThan(600);
        expect(median(f.firsts)).toBeLessThan(600);
        expect(f.workers).toBe(1);
        expect(f.counts).toEqual({ workers: 1, instances: 1 });
      });
    }
  });
}

/**
 * Per game: 3 times each, evaluate (3 lines), analyze (3 lines) and openingMove (Gomoku) or offerDraw
 * (Xiangqi, 30 plies played) stopped after 150 ms: how long each abort took to resolve.
 */
function measureKinds(
  page: Page,
  game: 'gomoku' | 'xiangqi',
): Promise<{ isolated: boolean; aborts: Record<string, number[]>; workers: number; counts: object }> {
  return page.evaluate(async (which) => {
    const { createAi, pinqi, workers } = (window as unknown as { stopTest: any }).stopTest;
    const ai = createAi({ game: which });
    const position = which === 'gomoku' ? new pinqi.GomokuGame() : new pinqi.XiangqiGame();
    if (which === 'gomoku')
      for (const [x, y] of [
        [7, 7],
        [8, 8],
        [7, 8],
        [8, 7],
        [6, 9],
        [9, 6],
      ])
        position.place({ x, y });
    else for (const m of ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'i0h0', 'b9c7']) position.move(m);
    await ai.think(position, { nodes: 1000 }); // loaded
    const empty = new pinqi.GomokuGame();
    const swap2 = new pinqi.GomokuOpening('swap2', empty);
    const late = new pinqi.XiangqiGame({
      fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 16',
    });
    const kinds: Record<string, (signal: AbortSignal) => Promise<unknown>> = {
      evaluate: (signal) => ai.evaluate(position, { multiPv: 3, signal }),
      analyze: (signal) => ai.analyze(position, { multiPv: 3, timeMsPerMove: 10_000, signal }),
      ...(which === 'gomoku'
        ? { openingMove: (signal: AbortSignal) => ai.openingMove(swap2, { timeMs: 60_000, signal }) }
        : { offerDraw: (signal: AbortSignal) => ai.offerDraw(late, { timeMs: 60_000, signal }) }),
    };
    const aborts: Record<string, number[]> = {};
    for (const [kind, run] of Object.entries(kinds)) {
      aborts[kind] = [];
      for (let i = 0; i < 3; i++) {
        const c = new AbortController();
        const pending = run(c.signal);
        await new Promise((r) => setTimeout(r, 150));
        const t0 = performance.now();
        c.abort();
        await pending;
        aborts[kind].push(performance.now() - t0);
      }
    }
    const counts = ai[Symbol.for('pinqi.ai.engineCounts')]();
    ai.dispose();
    for (const g of [position, empty, late]) g.dispose();
    return { isolated: crossOriginIsolated, aborts, workers: workers.made, counts };
  }, game);
}

for (const isolated of [true, false]) {
  for (const game of ['gomoku', 'xiangqi'] as const) {
    test(`${game}, ${isolated ? 'isolated' : 'not isolated'}: evaluate, analyze and ${game === 'gomoku' ? 'openingMove' : 'offerDraw'} stop at once too, on one Worker and one wasm instance`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto(isolated ? `${base}?isolated` : base);
      await page.waitForFunction(() => 'stopTest' in window);
      const f = await measureKinds(page, game);
      console.log(
        `${game}, ${isolated ? 'isolated' : 'not isolated'}: ${Object.entries(f.aborts)
          .map(([k, xs]) => `${k} ${xs.map((x) => x.toFixed(1))} ms`)
          .join('; ')}`,
      );
      expect(f.isolated).toBe(isolated);
      // As above: the bound tells a heard stop from the 1 s grace and a new Worker.
      for (const xs of Object.values(f.aborts)) expect(median(xs)).toBeLessThan(600);
      expect(f.workers).toBe(1);
      expect(f.counts).toEqual({ workers: 1, instances: 1 });
    });
  }
}

test('a 20-move Gomoku game against the AI, with a stopped search on the way, makes exactly one Worker', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${base}?isolated`);
  await page.waitForFunction(() => 'stopTest' in window);
  const made = await page.evaluate(async () => {
    const { createAi, pinqi, workers } = (window as unknown as { stopTest: any }).stopTest;
    const ai = createAi({ game: 'gomoku' });
    const game = new pinqi.GomokuGame();
    for (let ply = 0; ply < 20 && !game.result; ply++) {
      if (ply === 6) {
        const c = new AbortController();
        const stopped = ai.think(game, { timeMs: 5000, signal: c.signal });
        setTimeout(() => c.abort(), 30);
        await stopped;
      }
      const options = ply % 2 ? { level: 2, timeMs: 50 } : { nodes: 3000 };
      game.place((await (ply % 2 ? ai.think(game, options) : ai.hint(game, options))).move);
    }
    const moves = game.history.length;
    ai.dispose();
    game.dispose();
    return { moves, workers: workers.made };
  });
  expect(made.moves).toBeGreaterThanOrEqual(10);
  expect(made.workers).toBe(1);
});

test('the app: the analysis board, a game against the AI and its hint share one Worker', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const w = window as unknown as { pinqiAnalysisMaxDepth: number; aiWorkers: number; Worker: typeof Worker };
    w.pinqiAnalysisMaxDepth = 4;
    w.aiWorkers = 0;
    const Native = w.Worker;
    w.Worker = class extends Native {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        if (options?.name === 'pinqi-ai') w.aiWorkers++;
      }
    };
  });
  await freshApp(page, 'xiangqi');
  await move(page, 'h2', 'e2');
  await move(page, 'h9', 'g7');
  await page.locator('details.more summary').click();
  await page.locator('#open-analysis').click();
  await expect(page.locator('#analysis')).toHaveAttribute('data-depth', '4');
  await page.locator('#analysis-play').click();
  await page.locator('#ask-yes').click();
  await expect(page.locator('body')).toHaveAttribute('data-mode', 'ai');
  await move(page, 'b0', 'c2');
  await expect(page.locator('body')).toHaveAttribute('data-moves', '4', { timeout: 30_000 });
  await page.locator('#hint').click();
  await expect(page.locator('#hint-card')).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { aiWorkers: number }).aiWorkers)).toBe(1);
});
