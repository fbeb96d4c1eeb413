// One regression test per AI-client defect of issue 11 (section 2): each
// failed before its fix. Runs the Worker from the compiled package (dist/lib).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';

import { refusal as refused } from './ai-refusal.ts';

import { loadPinqi, MAX_MESSAGE_LENGTH, PinqiError } from '../../dist/lib/index.js';
import { AI_DEFAULTS, createAi } from '../../dist/lib/ai/index.js';

const pinqi = await loadPinqi();
const gomokuAi = createAi({ game: 'gomoku' });
const xiangqiAi = createAi({ game: 'xiangqi' });
after(() => {
  gomokuAi.dispose();
  xiangqiAi.dispose();
});

/** A refusal, with its message cut to MAX_MESSAGE_LENGTH. */
async function refusal(promise: Promise<unknown>, code: string): Promise<PinqiError> {
  const caught = await refused(promise, code);
  assert.ok(caught.message.length <= MAX_MESSAGE_LENGTH);
  return caught;
}

const gomokuSaved = (moves: [number, number][], extra = {}) => ({
  schema: 'pinqi/gomoku' as const,
  version: 1 as const,
  size: 15,
  rule: 'freestyle' as const,
  moves,
  ...extra,
});

describe('the AI client refuses what it cannot honour, with the real code', () => {
  it('Gomoku think() with default options finishes within its default time budget', async () => {
    const game = new pinqi.GomokuGame();
    game.place({ x: 7, y: 7 });
    game.place({ x: 8, y: 8 });
    const started = Date.now();
    const r = await gomokuAi.think(game);
    assert.ok(game.canPlace(r.move));
    assert.ok(Date.now() - started < AI_DEFAULTS.timeMs + 5000, `${Date.now() - started} ms`);
    game.dispose();
  });

  it('a finished game is refused with game_over, not answered with a move', async () => {
    const five = new pinqi.GomokuGame();
    for (const [x, y] of [
      [5, 7],
      [5, 9],
      [6, 7],
      [7, 9],
      [7, 7],
      [9, 9],
      [8, 7],
      [11, 9],
      [9, 7],
    ] as const)
      five.place({ x, y });
    await refusal(gomokuAi.think(five, { nodes: 1000 }), 'game_over');
    await refusal(gomokuAi.hint(five, { nodes: 1000 }), 'game_over');
    const resigned = new pinqi.GomokuGame();
    resigned.resign('black');
    await refusal(gomokuAi.think(resigned, { nodes: 1000 }), 'game_over');
    const mated = new pinqi.XiangqiGame({ fen: '3k5/R8/1R7/9/9/9/9/9/9/4K4 w - - 0 1' });
    mated.move('b7b9');
    await refusal(xiangqiAi.think(mated, { nodes: 1000 }), 'game_over');
    const agreed = new pinqi.XiangqiGame();
    agreed.agreeDraw();
    await refusal(xiangqiAi.hint(agreed, { nodes: 1000 }), 'game_over');
    for (const g of [five, resigned, mated, agreed]) g.dispose();
  });

  it('a failure inside the Worker keeps its code (bad_record with the move), not illegal_move', async () => {
    const e = await refusal(
      gomokuAi.think(
        gomokuSaved([
          [7, 7],
          [7, 7],
        ]),
        { nodes: 1000 },
      ),
      'bad_record',
    );
    assert.equal(e.why, 'occupied');
    assert.equal(e.index, 1);
    const x = await refusal(
      xiangqiAi.think(
        { schema: 'pinqi/xiangqi', version: 1, startFen: new pinqi.XiangqiGame().fen(), moves: ['h2e2', 'zz'] },
        { nodes: 1000 },
      ),
      'bad_record',
    );
    assert.equal(x.why, 'bad_notation');
    assert.equal(x.index, 1);
  });

  it('think() validates its position as fromJSON does', async () => {
    await refusal(gomokuAi.think(gomokuSaved([], { size: 1e9 }), { nodes: 1000 }), 'bad_record');
    await refusal(gomokuAi.think(gomokuSaved([['a', 'b'] as never]), { nodes: 1000 }), 'bad_record');
    await refusal(gomokuAi.think(gomokuSaved([[2 ** 32 + 3, 3]]), { nodes: 1000 }), 'bad_record');
    await refusal(xiangqiAi.think({ schema: 'pinqi/xiangqi', version: 1, moves: [] } as never), 'bad_record');
    await refusal(gomokuAi.think(undefined as never), 'bad_record');
    await refusal(xiangqiAi.think(new pinqi.GomokuGame() as never), 'bad_record');
    const disposed = new pinqi.GomokuGame();
    disposed.dispose();
    await refusal(gomokuAi.think(disposed), 'disposed');
  });

  it('options it cannot honour are refused with bad_settings', async () => {
    const game = gomokuSaved([[7, 7]]);
    for (const options of [
      { level: 7 },
      { level: 2.5 },
      { timeMs: -1 },
      { timeMs: 0 },
      { timeMs: NaN },
      { nodes: 1.5 },
      { seed: -1 },
      { onProgress: 'yes' },
      { signal: {} },
      null,
    ])
      await refusal(gomokuAi.think(game, options as never), 'bad_settings');
  });

  it('createAi() without options, or with an unknown game, is a PinqiError', () => {
    for (const options of [undefined, null, {}, { game: 'chess' }, { game: 'gomoku', wasmUrl: 5 }])
      assert.throws(
        () => createAi(options as never),
        (e: unknown) => e instanceof PinqiError && e.code === 'bad_settings',
      );
  });

  it('an onProgress that throws neither stops the search nor kills the process', async () => {
    let calls = 0;
    const r = await gomokuAi.think(gomokuSaved([[7, 7]]), {
      nodes: 20000,
      onProgress: () => {
        calls++;
        throw new Error('a bug in the caller');
      },
    });
    assert.ok(calls > 0);
    assert.ok(r.nodes > 0);
  });

  it('a position that cannot be copied to the Worker is refused or searched, never left hanging', () => {
    // Run in a child process: before the fix the Node process never exited.
    const entry = fileURLToPath(new URL('../../dist/lib/ai/index.js', import.meta.url));
    const script = `
      import { createAi } from ${JSON.stringify(entry)};
      const ai = createAi({ game: 'gomoku' });
      const position = { schema: 'pinqi/gomoku', version: 1, size: 15, rule: 'freestyle', moves: [[7, 7]], note: () => 1 };
      const r = await ai.think(position, { nodes: 2000 }).then((r) => 'move ' + JSON.stringify(r.move), (e) => 'refused ' + e.name + ' ' + e.code);
      console.log(r);
    `;
    // Run as a file: under \`node -e\` the hung process exited anyway. execFileSync
    // throws if the child is still running after the timeout.
    const dir = mkdtempSync(join(tmpdir(), 'pinqi-clone-'));
    const file = join(dir, 'uncloneable.mjs');
    writeFileSync(file, script);
    try {
      const out = execFileSync('node', [file], { timeout: 15_000 }).toString();
      assert.match(out, /^(move \{|refused PinqiError [a-z_]+)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('dispose() while the Worker is starting rejects the request with disposed, never leaves it pending', async () => {
    for (const wait of [
      () => new Promise((r) => setImmediate(r)),
      () => new Promise((r) => setTimeout(r, 0)),
      () => new Promise((r) => setTimeout(r, 5)),
    ]) {
      const ai = createAi({ game: 'gomoku' });
      const answer = ai.think(gomokuSaved([[7, 7]]), { nodes: 1000 });
      await wait();
      ai.dispose();
      // Before the fix this promise never settled and the process exited with it pending.
      const outcome = await Promise.race([
        answer.then(
          () => 'answered',
          (e: PinqiError) => e.code,
        ),
        new Promise((r) => setTimeout(() => r('pending'), 10_000)),
      ]);
      assert.ok(outcome === 'disposed' || outcome === 'answered', String(outcome));
    }
  });

  it('the AI searches a set-up position (fromPosition): the setup crosses to the Worker', async () => {
    const game = pinqi.GomokuGame.fromPosition({
      black: [4, 5, 6, 7].map((x) => ({ x, y: 7 })),
      white: [0, 2, 4, 6].map((x) => ({ x, y: 0 })),
      toMove: 'black',
    });
    const r = await gomokuAi.think(game, { nodes: 2000 });
    assert.ok([3, 8].includes(r.move.x) && r.move.y === 7, JSON.stringify(r.move));
    assert.deepEqual((await gomokuAi.hint(game, { nodes: 2000 })).reason, { code: 'five', moves: 0, lost: false });
    game.dispose();
  });

  it('the Xiangqi draw offer is answered by the engine, as a code and a verdict with its numbers', async () => {
    // Move 16: 30 plies played, so the engine searches.
    const lost = new pinqi.XiangqiGame({ fen: '3k5/9/9/1r7/r8/9/9/9/9/4K4 w - - 0 16' });
    const answer = await xiangqiAi.offerDraw(lost, { nodes: 5000 });
    assert.equal(answer.accept, false);
    assert.equal(answer.code, 'better');
    assert.equal(answer.evaluation?.side, 'black');
    await refusal(gomokuAi.offerDraw(gomokuSaved([[7, 7]]), { nodes: 1000 }), 'bad_settings');
    lost.dispose();
  });
});
