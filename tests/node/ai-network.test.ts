// The Xiangqi network through the AI client, as a web developer loads it (issue 25, shipping):
// from bytes or a URL, its loading state, the searches evaluating with it (the same search as
// the native engine's with the same network), a bad file refused with bad_network and the AI
// working on, and clearing it. The network is a small deterministic one made here, in the file
// format of core/xiangqi/ai/nnue.h: no trained network is needed.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { after, describe, it } from 'node:test';

// The AI client spawns its Worker from the compiled package (dist/lib), as users get it.
import { loadPinqi, PinqiError } from '../../dist/lib/index.js';
import { createAi, XIANGQI_NETWORK_URL, type Ai, type AiNetworkState } from '../../dist/lib/ai/index.js';

const cli = fileURLToPath(new URL('../../build/native/bin/pinqi', import.meta.url));

/** nnue.h's sizes: features per perspective, and the layers. */
const FEATURES = 7560;
const HALF = 128;
const L1 = 32;
const L2 = 32;

/**
 * A network file (format version 1, feature set 1) with deterministic pseudo-random weights in
 * the ranges a trained one has, from `seed`.
 */
function testNetwork(seed: number, description = `test network ${seed}`): Uint8Array {
  let state = seed >>> 0;
  /** mulberry32: a whole number from lo to hi. */
  const next = (lo: number, hi: number): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
    return lo + Math.floor(unit * (hi - lo + 1));
  };
  const text = new TextEncoder().encode(description);
  const size =
    4 + 4 * 7 + text.length + 2 * HALF + 2 * FEATURES * HALF + 4 * L1 + L1 * 2 * HALF + 4 * L2 + L2 * L1 + 4 + 2 * L2;
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  let at = 0;
  const u32 = (v: number): void => {
    view.setUint32(at, v, true);
    at += 4;
  };
  const i32 = (v: number): void => {
    view.setInt32(at, v, true);
    at += 4;
  };
  const i16 = (v: number): void => {
    view.setInt16(at, v, true);
    at += 2;
  };
  const i8 = (v: number): void => {
    view.setInt8(at, v);
    at += 1;
  };
  bytes.set([0x50, 0x51, 0x4e, 0x4e], 0); // "PQNN"
  at = 4;
  [1, 1, HALF, L1, L2, 500, text.length].forEach(u32);
  bytes.set(text, at);
  at += text.length;
  for (let i = 0; i < HALF; i++) i16(next(-25, 76));
  for (let i = 0; i < FEATURES * HALF; i++) i16(next(-15, 15));
  for (let i = 0; i < L1; i++) i32(next(-2400, 2400));
  for (let i = 0; i < L1 * 2 * HALF; i++) i8(next(-10, 10));
  for (let i = 0; i < L2; i++) i32(next(-2400, 2400));
  for (let i = 0; i < L2 * L1; i++) i8(next(-32, 32));
  i32(1600);
  for (let i = 0; i < L2; i++) i16(next(-100, 100));
  assert.equal(at, size);
  return bytes;
}

const NETWORK = testNetwork(25);
const dir = mkdtempSync(join(tmpdir(), 'pinqi-network-'));
const networkFile = join(dir, 'test.pqnn');
writeFileSync(networkFile, NETWORK);
after(() => rmSync(dir, { recursive: true, force: true }));

/** A middle-game position, as the client and the UCI engine take it. */
const FEN = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
const MOVES = ['h2e2', 'h9g7', 'h0g2', 'i9h9'];
const NODES = 30_000;

/** The native engine's search of the position at NODES with the network file (UCI EvalFile): its last depth's report, all its nodes and its move. */
function nativeSearch(evalFile: string): { depth: number; score: number; nodes: number; move: string } {
  const input = [
    'uci',
    `setoption name EvalFile value ${evalFile}`,
    'ucinewgame',
    `position fen ${FEN} moves ${MOVES.join(' ')}`,
    `go nodes ${NODES}`, // the engine answers before it ends at the end of its input
  ].join('\n');
  const out = execFileSync(cli, ['uci'], { input: `${input}\n` }).toString();
  const reports = out.split('\n').filter((l) => /^info depth \d+ .*score cp/.test(l));
  const last = reports.at(-1) ?? '';
  const field = (name: string): number => Number(new RegExp(`\\b${name} (-?\\d+)`).exec(last)?.[1]);
  const move = /^bestmove (\S+)/m.exec(out)?.[1] ?? '';
  const nodes = Number(/^info string nodes (\d+)/m.exec(out)?.[1]);
  return { depth: field('depth'), score: field('cp'), nodes, move };
}

const pinqi = await loadPinqi();
const game = new pinqi.XiangqiGame({ fen: FEN });
for (const m of MOVES) game.move(m);
/** The position as its saved form (what the client sends the Worker). */
const position = game.toJSON();
game.dispose();

describe('the Xiangqi network through createAi', () => {
  it('loads from bytes: loading, then ready, and the searches that ask for it use it, as the native engine does', async () => {
    const ai = createAi({ game: 'xiangqi' });
    try {
      assert.equal(ai.network.state, 'none');
      const handCrafted = await ai.think(position, { nodes: NODES, network: false });
      assert.equal(ai.network.state, 'none', 'network: false loads nothing, even at the top level');
      const states: AiNetworkState[] = [];
      const stop = ai.network.onChange((s) => states.push(s));
      const loading = ai.network.load(NETWORK);
      assert.equal(ai.network.state, 'loading');
      assert.equal(ai.network.load(NETWORK), loading, 'the same bytes again: the same load');
      await loading;
      stop();
      assert.deepEqual(states, ['loading', 'ready']);
      assert.equal(ai.network.state, 'ready');
      assert.equal(ai.network.error, null);
      assert.equal(ai.network.description, 'test network 25');

      // The levels below the top one evaluate by hand, with the network ready or not.
      const level3 = await ai.think(position, { nodes: NODES, level: 3 });
      const network = await ai.think(position, { nodes: NODES, level: 3, network: true });
      assert.notDeepEqual([network.score, network.nodes], [level3.score, level3.nodes]);
      const withNetwork = await ai.think(position, { nodes: NODES, network: true });
      assert.notDeepEqual(
        [withNetwork.score, withNetwork.nodes],
        [handCrafted.score, handCrafted.nodes],
        'the network evaluates otherwise',
      );
      const native = nativeSearch(networkFile);
      assert.deepEqual(
        { depth: withNetwork.depth, score: withNetwork.score, nodes: withNetwork.nodes, move: withNetwork.move },
        native,
        'the same search as the native engine with the same network',
      );
      // The top level (the default) evaluates with the network once it is ready.
      const byLevel = await ai.think(position, { nodes: NODES });
      assert.deepEqual(
        [byLevel.move, byLevel.score, byLevel.nodes],
        [withNetwork.move, withNetwork.score, withNetwork.nodes],
      );
      // And hand-crafted on request again, with the network still ready.
      const without = await ai.think(position, { nodes: NODES, network: false });
      assert.deepEqual(
        [without.move, without.score, without.nodes],
        [handCrafted.move, handCrafted.score, handCrafted.nodes],
      );
    } finally {
      ai.dispose();
    }
  });

  it('a bad file fails with bad_network, the AI working on; clear() forgets the network', async () => {
    const ai = createAi({ game: 'xiangqi' });
    try {
      await ai.network.load(NETWORK);
      const withNetwork = await ai.think(position, { nodes: NODES, network: true });

      const truncated = NETWORK.slice(0, NETWORK.length - 1);
      const failing = ai.network.load(truncated);
      assert.equal(ai.network.state, 'loading');
      await assert.rejects(failing, (e: unknown) => {
        assert.ok(e instanceof PinqiError);
        assert.equal(e.code, 'bad_network');
        assert.equal(e.why, 'file');
        assert.match(e.message, /truncated/);
        return true;
      });
      assert.equal(ai.network.state, 'failed');
      assert.equal(ai.network.error?.code, 'bad_network');
      assert.equal(ai.network.description, null);
      // The AI works on, with the hand-crafted evaluation, even when the network is asked for.
      const handCrafted = await ai.think(position, { nodes: NODES, network: false });
      const asked = await ai.think(position, { nodes: NODES, network: true });
      assert.deepEqual(
        [asked.move, asked.score, asked.nodes],
        [handCrafted.move, handCrafted.score, handCrafted.nodes],
      );

      const wrongMagic = NETWORK.slice();
      wrongMagic[0] = 0x58;
      await assert.rejects(ai.network.load(wrongMagic), { code: 'bad_network', why: 'file' });

      // A good one again, then cleared: the hand-crafted evaluation again.
      await ai.network.load(NETWORK);
      assert.equal(ai.network.state, 'ready');
      const again = await ai.think(position, { nodes: NODES, network: true });
      assert.deepEqual(
        [again.move, again.score, again.nodes],
        [withNetwork.move, withNetwork.score, withNetwork.nodes],
      );
      ai.network.clear();
      assert.equal(ai.network.state, 'none');
      const cleared = await ai.think(position, { nodes: NODES, network: true });
      assert.deepEqual(
        [cleared.move, cleared.score, cleared.nodes],
        [handCrafted.move, handCrafted.score, handCrafted.nodes],
      );
    } finally {
      ai.dispose();
    }
  });

  it('loads from a URL given to createAi only when asked, and a URL that cannot be fetched fails with why fetch', async () => {
    const ai = createAi({ game: 'xiangqi', network: pathToFileURL(networkFile) });
    try {
      // A search at a level without the network fetches nothing.
      for (const level of [1, 2, 3]) await ai.think(position, { nodes: 2000, level });
      assert.equal(ai.network.state, 'none');
      // A request for the network starts the load; the search goes on without it meanwhile.
      await ai.think(position, { nodes: 2000, level: 3, network: true });
      assert.notEqual(ai.network.state, 'none');
      await ai.network.load();
      assert.equal(ai.network.state, 'ready');
    } finally {
      ai.dispose();
    }
    for (const ask of [
      (a: Ai<'xiangqi'>) => a.think(position, { nodes: 2000, level: 4 }),
      (a: Ai<'xiangqi'>) => a.think(position, { nodes: 2000 }), // the default level is the top one
      (a: Ai<'xiangqi'>) => a.hint(position, { nodes: 2000 }), // hints search at the top level
    ]) {
      const top = createAi({ game: 'xiangqi', network: pathToFileURL(networkFile) });
      try {
        // The top level uses the network: its first search starts the load, and plays on without it meanwhile.
        const r = await ask(top);
        assert.equal(r.move.length, 4);
        assert.notEqual(top.network.state, 'none');
        await top.network.load();
        assert.equal(top.network.state, 'ready');
      } finally {
        top.dispose();
      }
    }
    const missing = createAi({ game: 'xiangqi' });
    try {
      await assert.rejects(missing.network.load(pathToFileURL(join(dir, 'missing.pqnn'))), {
        code: 'bad_network',
        why: 'fetch',
      });
      assert.equal(missing.network.state, 'failed');
      const r = await missing.think(position, { nodes: 2000 });
      assert.ok(r.move.length === 4);
    } finally {
      missing.dispose();
    }
  });

  it('loads the network the package ships when given none, and plays with it', async () => {
    const ai = createAi({ game: 'xiangqi' });
    try {
      assert.equal(ai.network.state, 'none'); // nothing fetched at creation
      await ai.network.load();
      assert.equal(ai.network.state, 'ready');
      const recipe = JSON.parse(ai.network.description ?? '{}') as { network?: string; training?: string };
      assert.equal(recipe.network, 'xiangqi-3');
      assert.match(recipe.training ?? '', /tools\/nnue\/train\.py/);
      const w = await ai.think(position, { nodes: NODES, network: true });
      assert.deepEqual(
        { depth: w.depth, score: w.score, nodes: w.nodes, move: w.move },
        nativeSearch(fileURLToPath(XIANGQI_NETWORK_URL)),
        'the same search as the native engine with the shipped network',
      );
    } finally {
      ai.dispose();
    }
  });

  it('network: false loads none by itself: the top level evaluates by hand and nothing is fetched', async () => {
    const ai = createAi({ game: 'xiangqi', network: false });
    try {
      const first = await ai.think(position, { nodes: NODES });
      const hinted = await ai.hint(position, { nodes: NODES });
      assert.equal(ai.network.state, 'none');
      const handCrafted = await ai.think(position, { nodes: NODES, network: false });
      assert.deepEqual(
        [first.move, first.score, first.nodes],
        [handCrafted.move, handCrafted.score, handCrafted.nodes],
      );
      assert.equal(hinted.move.length, 4);
      await assert.rejects(ai.network.load(), { code: 'bad_settings' });
      assert.equal(ai.network.state, 'none');
      // A source given to load() still loads, and the top level then uses it.
      await ai.network.load(NETWORK);
      const byLevel = await ai.think(position, { nodes: NODES });
      assert.notDeepEqual([byLevel.score, byLevel.nodes], [handCrafted.score, handCrafted.nodes]);
    } finally {
      ai.dispose();
    }
    const gomoku = createAi({ game: 'gomoku', network: false });
    gomoku.dispose();
  });

  it('refuses what is no network source, and networks on a Gomoku AI', async () => {
    assert.throws(() => createAi({ game: 'xiangqi', network: 42 as never }), { code: 'bad_settings' });
    assert.throws(() => createAi({ game: 'xiangqi', network: true as never }), { code: 'bad_settings' });
    assert.throws(() => createAi({ game: 'gomoku', network: NETWORK }), { code: 'bad_settings' });
    const gomoku = createAi({ game: 'gomoku' });
    const xiangqi = createAi({ game: 'xiangqi' });
    try {
      await assert.rejects(gomoku.network.load(NETWORK), { code: 'bad_settings' });
      await assert.rejects(xiangqi.network.load({} as never), { code: 'bad_settings' });
      await assert.rejects(xiangqi.think(position, { nodes: 100, network: 'yes' as never }), { code: 'bad_settings' });
      assert.equal(xiangqi.network.state, 'none');
    } finally {
      gomoku.dispose();
      xiangqi.dispose();
    }
  });
});
