import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

import { expect, test } from '@playwright/test';

import { installFixture } from '../package-fixture.ts';

// A fresh Vite app installs the packed tarball, imports each entry point (`pinqi`, `pinqi/ai`,
// `pinqi/views`, `pinqi/puzzles`), type-checks, builds, and plays in Chromium; an app that
// imports only `pinqi` bundles none of the others.
test.describe.serial('the package in a fresh Vite app', () => {
  let dir = '';
  let server: Server;
  let isolatedServer: Server;
  let url = '';
  let isolatedUrl = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dir = installFixture('vite-app');
  });

  test.afterAll(() => {
    server?.close();
    isolatedServer?.close();
  });

  /**
   * One tsc --strict run over the app's files and misuse.ts (tsconfig.misuse.json: the app's
   * tsconfig.json and that file): its error lines. The app's files must have none; misuse.ts
   * one on each of its misuses.
   */
  let typeCheck: string[] | undefined;
  const typeErrors = (): string[] =>
    (typeCheck ??= spawnSync('npx', ['tsc', '-p', 'tsconfig.misuse.json'], { cwd: dir })
      .stdout.toString()
      .split('\n')
      .filter((l) => /error TS\d+/.test(l)));

  test('the shipped typings compile under tsc --strict', () => {
    const errors = typeErrors();
    expect(errors.filter((l) => !l.startsWith('misuse.ts('))).toEqual([]);
    expect(errors.length, 'tsc ran and checked misuse.ts').toBeGreaterThan(0);
  });

  test('a deliberate misuse fails to type-check, at each misuse', () => {
    const lines = new Set(typeErrors().map((l) => Number(/^misuse\.ts\((\d+),/.exec(l)![1])));
    expect([...lines].sort((a, b) => a - b)).toEqual([5, 6, 7, 8]);
  });

  test('vite builds it, emitting the .wasm as an asset, and it plays in the browser', async ({ page }) => {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: dir, stdio: 'pipe' });
    const dist = join(dir, 'dist');
    const types: Record<string, string> = {
      '.html': 'text/html',
      '.js': 'text/javascript',
      '.wasm': 'application/wasm',
      '.css': 'text/css',
    };
    // The same files twice: plainly, and with the headers of cross-origin isolation (docs/API.md).
    const serve = (headers: Record<string, string>): Server =>
      createServer(async (req, res) => {
        const path = normalize(
          join(dist, req.url === '/' ? 'index.html' : decodeURIComponent(req.url!.split('?')[0]!)),
        );
        try {
          const body = await readFile(path);
          res.writeHead(200, { ...headers, 'content-type': types[extname(path)] ?? 'application/octet-stream' });
          res.end(body);
        } catch {
          res.writeHead(404).end();
        }
      });
    const listen = async (s: Server): Promise<string> => {
      await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(s.address() as AddressInfo).port}/`;
    };
    server = serve({});
    url = await listen(server);
    isolatedServer = serve({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
    });
    isolatedUrl = await listen(isolatedServer);

    const wasmRequests: string[] = [];
    const networkRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.wasm')) wasmRequests.push(r.url());
      if (r.url().endsWith('.pqnn')) networkRequests.push(r.url());
    });
    await page.goto(url);
    await expect(page.locator('body')).toHaveAttribute('data-report', /winner/);
    const report = JSON.parse((await page.locator('body').getAttribute('data-report'))!);
    expect(report).toEqual({
      winner: 'black',
      line: 5,
      refused: 'game_over',
      xiangqi: ['h2e2', 'h9g7'],
      puzzle: 'solved',
      theme: '#dcb35c',
    });
    expect(wasmRequests.some((u) => /\/assets\/pinqi_core-[\w-]+\.wasm$/.test(u))).toBe(true);
    // The threaded flavour is bundled too, as assets: its factory and module (its small pthread script may be inlined).
    const assets = readdirSync(join(dist, 'assets'));
    expect(assets.filter((f) => /^pinqi_core_threaded-[\w-]+\.(js|wasm)$/.test(f))).toHaveLength(2);
    // The Xiangqi network is an asset of its own, never fetched by an app whose AI levels do not use it.
    expect(assets.filter((f) => /^xiangqi-[\w-]+\.pqnn$/.test(f))).toHaveLength(1);
    expect(networkRequests).toEqual([]);
  });

  test('an app that imports only pinqi bundles no board view, no puzzle data and no AI Worker', async ({ page }) => {
    execFileSync('npx', ['vite', 'build', '--config', 'vite.rules.config.js', '--logLevel', 'warn'], {
      cwd: dir,
      stdio: 'pipe',
    });
    const js = (folder: string): { name: string; text: string }[] =>
      readdirSync(join(dir, folder, 'assets'))
        .filter((f) => f.endsWith('.js'))
        .map((name) => ({ name, text: readFileSync(join(dir, folder, 'assets', name), 'utf8') }));
    // A view's theme colour and a puzzle's id: in the full app's bundle, so the check can see them.
    const markers = ['#dcb35c', 'gomoku-freestyle-vcf-001'];
    const full = js('dist')
      .map((f) => f.text)
      .join('\n');
    for (const marker of markers) expect(full).toContain(marker);
    const rules = js('dist/rules');
    for (const marker of markers) expect(rules.map((f) => f.text).join('\n')).not.toContain(marker);
    expect(rules.map((f) => f.name).filter((name) => /worker/i.test(name))).toEqual([]);
    await page.goto(`${url}rules/rules.html`);
    await expect(page.locator('body')).toHaveAttribute('data-report', /moves/);
    expect(JSON.parse((await page.locator('body').getAttribute('data-report'))!)).toEqual({
      moves: ['h2e2'],
      turn: 'black',
    });
  });

  test('the AI thinks in a Web Worker while the page keeps animating', async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.goto(`${url}ai.html`);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await page.locator('#think').click();
    await expect(page.locator('body')).toHaveAttribute('data-report', /legal/, { timeout: 30_000 });
    const report = JSON.parse((await page.locator('body').getAttribute('data-report'))!);
    expect(workers.length).toBeGreaterThan(0);
    expect(report.legal).toBe(true);
    expect(report.cancelled).toBe(false);
    expect(report.progress).toBeGreaterThan(0);
    // requestAnimationFrame kept ticking during the search: the main thread was free.
    expect(report.frames).toBeGreaterThan(5);
  });

  test('without cross-origin isolation the AI runs one thread; with it, the threaded flavour runs 2 or more', async ({
    page,
  }) => {
    await page.goto(`${url}ai.html`);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);
    await expect(page.locator('body')).toHaveAttribute('data-threads', '1');

    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${isolatedUrl}ai.html`);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    const threads = Number(await page.locator('body').getAttribute('data-threads'));
    expect(threads).toBeGreaterThanOrEqual(2);
    await page.locator('#think').click();
    await expect(page.locator('body')).toHaveAttribute('data-report', /legal/, { timeout: 30_000 });
    const report = JSON.parse((await page.locator('body').getAttribute('data-report'))!);
    expect(report.legal).toBe(true);
    expect(report.progress).toBeGreaterThan(0);
    expect(requests.some((u) => /\/assets\/pinqi_core_threaded-[\w-]+\.wasm$/.test(u))).toBe(true);
  });

  test('cancelling the AI resolves with its best move so far', async ({ page }) => {
    await page.goto(`${url}ai.html`);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await page.locator('#think-and-cancel').click();
    await expect(page.locator('body')).toHaveAttribute('data-report', /legal/, { timeout: 30_000 });
    const report = JSON.parse((await page.locator('body').getAttribute('data-report'))!);
    expect(report).toEqual({ legal: true, cancelled: true, notOlderThanProgress: true });
  });

  test('analyze() and evaluate() run in the Worker: a review of every move with two lines each, then the best lines', async ({
    page,
  }) => {
    // evaluate() without a node budget once ran the Gomoku root proofs to their end: about 20 s
    // in wasm for this position. They are capped now (a couple of seconds); the wait is kept.
    test.setTimeout(150_000);
    await page.goto(`${url}ai.html`);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await page.locator('#analyze-and-evaluate').click();
    await expect(page.locator('body')).toHaveAttribute('data-report', /reviewed/, { timeout: 120_000 });
    const report = JSON.parse((await page.locator('body').getAttribute('data-report'))!);
    expect(report).toEqual({
      reviewed: 5,
      progress: [1, 2, 3, 4, 5],
      twoLinesEach: true,
      bestFirst: true,
      graded: true,
      boardDepth: 3,
      boardLines: 2,
      boardLegal: true,
    });
  });
});
