import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';

import { chromiumOptions } from '../tests/browser/chromium.ts';
import { encodeShare, type SharedGame } from '../web/app/play/share-link.ts';
import type { Pinqi } from '../web/src/index.ts';
import { fmt, median, table } from './measure.ts';

/**
 * The app's GIF export (issue 27 §3): a 60-move game of each kind, opened
 * from a share link in the built app (build/app) in Chromium, exported as an
 * animated GIF. Wall time from the click to the finished download, the file's
 * size, and the longest task the page ran meanwhile (the export yields
 * between frames, so the page never freezes). Median of three runs.
 */

const APP = fileURLToPath(new URL('../build/app/', import.meta.url));
const PLIES = 60;
const RUNS = 3;
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** A small deterministic PRNG. */
function rng(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % n;
  };
}

/** A 60-move game of each kind that is not over before its last move, played at random through the engine. */
function games(pinqi: Pinqi): SharedGame[] {
  const out: SharedGame[] = [];
  for (let seed = 1; !out.some((g) => g.kind === 'gomoku'); seed++) {
    const pick = rng(seed);
    const game = new pinqi.GomokuGame({ size: 15, rule: 'freestyle' });
    while (!game.isOver && game.moveCount < PLIES) {
      const p = { x: 2 + pick(11), y: 2 + pick(11) };
      if (game.check(p) === null) game.place(p);
    }
    if (!game.isOver) out.push({ kind: 'gomoku', saved: game.toJSON(), finish: null, ply: PLIES });
    game.dispose();
  }
  for (let seed = 1; !out.some((g) => g.kind === 'xiangqi'); seed++) {
    const pick = rng(seed);
    const game = new pinqi.XiangqiGame();
    while (!game.isOver && game.moveCount < PLIES) {
      const moves = game.legalMoves();
      game.move(moves[pick(moves.length)]!);
    }
    if (!game.isOver) out.push({ kind: 'xiangqi', saved: game.toJSON(), finish: null, ply: PLIES });
    game.dispose();
  }
  return out;
}

export async function gifSection(pinqi: Pinqi): Promise<void> {
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = path === '/' ? 'index.html' : path.slice(1);
    try {
      if (file.includes('..')) throw new Error('outside');
      const body = await readFile(APP + file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch(chromiumOptions);
  const rows: string[][] = [];
  try {
    for (const shared of games(pinqi)) {
      const times: number[] = [];
      const tasks: number[] = [];
      let size = 0;
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        await page.goto(`http://127.0.0.1:${port}/#${encodeShare(shared)}`);
        await page.locator('body[data-reviewing="true"]').waitFor();
        await page.locator('details.more summary').click();
        await page.locator('#open-share').click();
        await page.evaluate(() => {
          const w = window as unknown as { longest: number };
          w.longest = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) w.longest = Math.max(w.longest, e.duration);
          }).observe({ type: 'longtask' });
        });
        const start = performance.now();
        const download = page.waitForEvent('download');
        await page.locator('#share-gif').click();
        const file = await download;
        const path = await file.path();
        times.push(performance.now() - start);
        size = (await readFile(path)).length;
        tasks.push(await page.evaluate(() => (window as unknown as { longest: number }).longest));
        await context.close();
      }
      rows.push([
        shared.kind,
        String(shared.saved.moves.length + 1),
        `${fmt(size)}B`,
        median(times).toFixed(0),
        median(tasks).toFixed(0),
      ]);
    }
  } finally {
    await browser.close();
    server.close();
  }
  table(
    `GIF export of a ${PLIES}-move game in the built app (Chromium; median of ${RUNS}; goals: < 1 MB, < 2000 ms)`,
    ['game', 'frames', 'size', 'click to download ms', 'longest task ms'],
    rows,
  );
}
