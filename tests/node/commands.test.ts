// The npm commands as a second user runs them: the browser tests' preview
// server takes a free port (so `npm test` works while `npm start` serves on
// 4173), and no script runs `npx`, which on a fresh clone fetches an unrelated
// package from the registry instead of the local binary.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { after, before, describe, it } from 'node:test';

import { freePort, previewPort } from '../browser/preview-port.ts';

const root = new URL('../../', import.meta.url);

function listen(port: number): Promise<Server | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined)); // taken already: as good for the test
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function close(server: Server | undefined): Promise<void> {
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

describe('the preview server of the browser tests', () => {
  let startServer: Server | undefined;
  before(async () => {
    startServer = await listen(4173); // as `npm start` would
  });
  after(() => close(startServer));

  it('gets a port nothing listens on while 4173 is taken', async () => {
    const port = freePort();
    assert.notEqual(port, 4173);
    const probe = await listen(port);
    assert.ok(probe, `port ${port} is free`);
    await close(probe);
  });

  it('the Playwright config serves and browses on one free port, kept for its workers', async () => {
    delete process.env.PINQI_PREVIEW_PORT;
    const config = (await import('../../playwright.config.ts')).default;
    const port = Number(process.env.PINQI_PREVIEW_PORT);
    assert.notEqual(port, 4173);
    assert.equal(config.use?.baseURL, `http://127.0.0.1:${port}/`);
    const server = Array.isArray(config.webServer) ? config.webServer[0] : config.webServer;
    assert.equal(server?.url, `http://127.0.0.1:${port}/`);
    assert.match(server?.command ?? '', new RegExp(`^node_modules/\\.bin/vite preview .*--port ${port} --strictPort$`));
    // A worker process loads the config again and must land on the same port.
    assert.equal(previewPort(), port);
  });

  it('PINQI_PREVIEW_PORT fixes the port', () => {
    const saved = process.env.PINQI_PREVIEW_PORT;
    process.env.PINQI_PREVIEW_PORT = '4999';
    try {
      assert.equal(previewPort(), 4999);
    } finally {
      process.env.PINQI_PREVIEW_PORT = saved;
    }
  });
});

// The text without its comments (shell `#` and TypeScript `//` lines and tails).
function code(text: string): string {
  return text
    .split('\n')
    .filter((l) => !/^\s*(#|\/\/)/.test(l))
    .map((l) => l.replace(/ (#|\/\/) .*$/, ''))
    .join('\n');
}

describe('the npm scripts', () => {
  it('each script runs a file of scripts/ that exists', () => {
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> };
    for (const name of ['build', 'bench', 'verify', 'fuzz', 'format', 'test', 'start']) {
      const m = /^bash (scripts\/[a-z-]+\.sh)$/.exec(pkg.scripts[name] ?? '');
      assert.ok(m, `npm run ${name} is "bash scripts/<name>.sh"`);
      assert.ok(readdirSync(new URL('scripts/', root)).includes(m[1]!.slice('scripts/'.length)));
    }
  });

  it('no script and no test server uses npx (it would fetch packages on a fresh clone)', () => {
    const files = [
      ...readdirSync(new URL('scripts/', root)).map((f) => `scripts/${f}`),
      'playwright.config.ts',
      'package.json',
    ];
    const offenders = files.filter((f) => /\bnpx\b/.test(code(readFileSync(new URL(f, root), 'utf8'))));
    assert.deepEqual(offenders, []);
  });

  it('every script runs the setup (directly or through build.sh) before any tool', () => {
    const tool = /node_modules\/\.bin\/|"\$bin\/|node --import|\bcmake |clang-format |\bemcmake /;
    for (const f of ['build', 'bench', 'verify', 'fuzz', 'format', 'test', 'start']) {
      const text = code(readFileSync(new URL(`scripts/${f}.sh`, root), 'utf8'));
      const setup = text.search(/bash scripts\/(setup|build)\.sh/);
      const firstTool = text.search(tool);
      assert.ok(setup >= 0, `scripts/${f}.sh runs the setup`);
      assert.ok(firstTool === -1 || setup < firstTool, `scripts/${f}.sh sets up before its first tool`);
    }
  });
});

describe('the level ladder (bench/levels.sh)', () => {
  it('plays each level at the app’s thinking time, the Xiangqi levels with the shipped network', () => {
    const matchTs = readFileSync(new URL('web/app/play/match.ts', root), 'utf8');
    const budgets = /^export const AI_TIME_MS[^=]*= \{(.*)\};$/m.exec(matchTs)?.[1];
    assert.ok(budgets, 'AI_TIME_MS in web/app/play/match.ts');
    const ms = Object.fromEntries(budgets.split(',').map((e) => e.split(':').map((x) => Number(x.trim()))));
    const commands = execFileSync('bash', ['bench/levels.sh', '--print'], { cwd: root, encoding: 'utf8' })
      .trim()
      .split('\n');
    const xiangqi = commands.filter((c) => c.includes('xiangqi_match'));
    assert.equal(xiangqi.length, 3);
    for (const [i, hi] of [2, 3, 4].entries()) {
      const lo = hi - 1;
      assert.ok(xiangqi[i]!.includes(`level:${hi}:movetime=${ms[hi]}:net=web/src/networks/xiangqi.pqnn `));
      assert.ok(xiangqi[i]!.includes(`level:${lo}:movetime=${ms[lo]}:net=web/src/networks/xiangqi.pqnn `));
    }
    const gomoku = commands.filter((c) => c.includes('gomoku_match'));
    assert.equal(gomoku.length, 6);
    assert.ok(gomoku.every((c) => /--time-a (\d+) --time-b (\d+)/.test(c)));
    assert.ok(gomoku[5]!.includes(`--a 4 --b 3 --time-a ${ms[4]} --time-b ${ms[3]} --rule renju`));
  });
});
