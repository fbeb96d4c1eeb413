// Property-based tests of the AI client at the edges (issue 11): createAi,
// think, hint and offerDraw, given arbitrary positions and options, either
// answer or reject with a PinqiError of a documented code and a short message,
// never hang, and leave a game passed as the position unchanged.
// Searches are kept tiny (node budgets) so the runs stay fast.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import fc from 'fast-check';

import { loadPinqi, type GomokuGame, type XiangqiGame } from '../../dist/lib/index.js';
import { createAi } from '../../dist/lib/ai/index.js';
import { anyNumber, moveList, RUNS, SEED, weird } from './properties/arbitraries.ts';
import { assertDocumented, refusedOrDone } from './properties/check.ts';

const pinqi = await loadPinqi();
const ais = { gomoku: createAi({ game: 'gomoku' }), xiangqi: createAi({ game: 'xiangqi' }) };
after(() => {
  ais.gomoku.dispose();
  ais.xiangqi.dispose();
});
// Each answered search costs a few milliseconds: a tenth of the game properties' runs.
const params = { seed: SEED, numRuns: Math.max(20, Math.round(RUNS / 10)), endOnFailure: true };

/** Budgets small enough to answer at once; the arbitrary ones are mostly refused. */
const options = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record(
      { nodes: fc.integer({ min: 1, max: 600 }), level: fc.integer({ min: 1, max: 4 }), seed: fc.nat() },
      { requiredKeys: ['nodes'] },
    ),
  },
  { weight: 1, arbitrary: fc.record({ timeMs: fc.integer({ min: 1, max: 30 }) }) },
  {
    weight: 2,
    arbitrary: fc
      .record(
        {
          nodes: fc.oneof(anyNumber, weird),
          timeMs: fc.oneof(anyNumber, weird),
          level: fc.oneof(anyNumber, weird),
          seed: fc.oneof(anyNumber, weird),
          onProgress: weird,
          signal: weird,
        },
        { requiredKeys: [] },
      )
      // Options with neither budget would search for the default second.
      .filter((o) => 'nodes' in o || 'timeMs' in o),
  },
  { weight: 1, arbitrary: weird.filter((o) => typeof o !== 'object' || o === null || Array.isArray(o)) },
);

const gomokuPosition = fc.oneof(
  fc
    .record({
      black: fc.array(fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 })), { maxLength: 6 }),
      white: fc.array(fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 })), { maxLength: 6 }),
      toMove: fc.oneof(fc.constantFrom('black', 'white'), weird),
      blocked: fc.oneof(fc.constant(undefined), moveList(fc.tuple(anyNumber, anyNumber))),
    })
    .map((setup) => ({ schema: 'pinqi/gomoku', version: 1, size: 9, rule: 'freestyle', moves: [], setup })),
  fc
    .array(fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 })), { maxLength: 10 })
    .map((moves) => ({ schema: 'pinqi/gomoku', version: 1, size: 9, rule: 'renju', moves })),
  fc.record({
    schema: fc.constant('pinqi/gomoku'),
    version: fc.oneof(fc.constant(1), weird),
    size: fc.oneof(fc.constant(15), anyNumber, weird),
    rule: fc.oneof(fc.constant('standard'), weird),
    moves: moveList(fc.tuple(anyNumber, anyNumber)),
  }),
  weird,
);

const xiangqiPosition = fc.oneof(
  fc.constantFrom(['h2e2'], ['h2e2', 'h9g7'], ['b2e2', 'b9c7', 'h0g2'], []).map((moves) => ({
    schema: 'pinqi/xiangqi',
    version: 1,
    startFen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
    moves,
  })),
  fc.record(
    {
      schema: fc.constant('pinqi/xiangqi'),
      version: fc.oneof(fc.constant(1), weird),
      startFen: fc.oneof(fc.constant('3k5/R8/1R7/9/9/9/9/9/9/4K4 w - - 0 1'), weird),
      moves: moveList(fc.constantFrom('b7b9', 'a8a9', 'zz', 'e0e1')),
      ending: fc.oneof(fc.constant(undefined), weird),
    },
    { requiredKeys: ['schema', 'version', 'startFen', 'moves'] },
  ),
  weird,
);

async function settles(what: string, promise: Promise<unknown>): Promise<void> {
  try {
    await promise;
  } catch (error) {
    assertDocumented(what, error);
  }
}

describe('the AI client keeps the promise at the edges (fast-check)', () => {
  it('createAi: an AI or a documented refusal', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record(
            { game: fc.oneof(fc.constantFrom('gomoku', 'xiangqi'), weird), wasmUrl: weird },
            { requiredKeys: [] },
          ),
          weird,
        ),
        (o) => {
          let ai: { dispose(): void } | undefined;
          refusedOrDone('createAi', () => (ai = createAi(o as never)));
          ai?.dispose();
        },
      ),
      params,
    );
  });

  for (const game of ['gomoku', 'xiangqi'] as const) {
    it(`${game}: think, hint and offerDraw answer or refuse with a documented code`, async () => {
      const position = game === 'gomoku' ? gomokuPosition : xiangqiPosition;
      await fc.assert(
        fc.asyncProperty(position, options, fc.constantFrom('think', 'hint', 'offerDraw'), async (p, o, method) => {
          await settles(`${game} ${method}`, ais[game][method](p as never, o as never));
        }),
        params,
      );
    });
  }

  it('dispose, at any point of a run of requests: the rest reject with disposed, and so does every later one', async () => {
    // Each run starts a Worker: a few runs only.
    const request = fc.record({
      method: fc.constantFrom('think', 'hint'),
      nodes: fc.integer({ min: 1, max: 200_000 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('gomoku', 'xiangqi'),
        fc.array(request, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(0, 5, 40),
        async (game, requests, delayMs) => {
          const ai = createAi({ game });
          const position =
            game === 'gomoku'
              ? { schema: 'pinqi/gomoku', version: 1, size: 15, rule: 'freestyle', moves: [[7, 7]] }
              : { schema: 'pinqi/xiangqi', version: 1, startFen: new pinqi.XiangqiGame().fen(), moves: ['h2e2'] };
          const answers = requests.map((r) => ai[r.method](position as never, { nodes: r.nodes }));
          const settled = answers.map((a, i) => settles(`${game} request ${i}`, a));
          await new Promise((resolve) => setTimeout(resolve, delayMs));
          ai.dispose();
          ai.dispose();
          await Promise.all(settled);
          // Requests run in order: once one is cut off by dispose, every later one is too.
          const codes = (await Promise.allSettled(answers)).map((r) =>
            r.status === 'fulfilled' ? 'answered' : (r.reason as { code: string }).code,
          );
          const first = codes.indexOf('disposed');
          if (first >= 0) assert.deepEqual(codes.slice(first), codes.slice(first).fill('disposed'), codes.join());
          const e = await ai.think(position as never, { nodes: 10 }).then(
            () => null,
            (error: unknown) => error,
          );
          assertDocumented('think after dispose', e);
          assert.equal(e.code, 'disposed');
        },
      ),
      { ...params, numRuns: Math.min(params.numRuns, 8) },
    );
  });

  it('a game passed as the position is unchanged by a search or a refusal', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 14 })), { maxLength: 8 }),
        options,
        async (moves, o) => {
          const g: GomokuGame = new pinqi.GomokuGame();
          for (const [x, y] of moves) if (g.canPlace({ x, y })) g.place({ x, y });
          const before = JSON.stringify(g.toJSON());
          await settles('think', ais.gomoku.think(g, o as never));
          assert.equal(JSON.stringify(g.toJSON()), before);
          g.dispose();
          const x: XiangqiGame = new pinqi.XiangqiGame();
          for (const m of moves.slice(0, 3)) x.move(x.legalMoves()[(m[0] * 15 + m[1]) % x.legalMoves().length]!);
          const fen = x.fen();
          await settles('hint', ais.xiangqi.hint(x, o as never));
          assert.equal(x.fen(), fen);
          x.dispose();
        },
      ),
      params,
    );
  });
});
