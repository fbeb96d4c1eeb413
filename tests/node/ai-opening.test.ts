import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

// The AI client spawns its Worker from the compiled package (dist/lib), as users get it.
import { loadPinqi } from '../../dist/lib/index.js';
import { createAi, type GomokuOpeningMove } from '../../dist/lib/ai/index.js';
import { refusal } from './ai-refusal.ts';
import { unsharedAi } from './unshared-ai.ts';

const pinqi = await loadPinqi();
const ai = createAi({ game: 'gomoku' });
after(() => ai.dispose());

const budget = { nodes: 20000 };

/** Applies the AI's step through the opening, as the app does; the stones it placed. */
function apply(opening: InstanceType<typeof pinqi.GomokuOpening>, move: GomokuOpeningMove): number {
  switch (move.kind) {
    case 'place':
      move.stones.forEach((p) => opening.place(p));
      return move.stones.length;
    case 'choose':
      opening.choose(move.colour);
      move.stones.forEach((p) => opening.place(p));
      return move.stones.length;
    case 'place-two':
      opening.placeTwo();
      move.stones.forEach((p) => opening.place(p));
      return 2;
    case 'offer':
      opening.offer(move.points[0], move.points[1]);
      return 0;
    case 'select':
      opening.select(move.move);
      return 1;
  }
}

describe('ai.openingMove(): the AI takes its opening steps through the engine', () => {
  it('Swap2: three stones on the empty board, then a choice, each accepted by the opening', async () => {
    const game = new pinqi.GomokuGame({ rule: 'freestyle' });
    const opening = new pinqi.GomokuOpening('swap2', game);
    const first = await ai.openingMove(opening, budget);
    assert.ok(first);
    assert.equal(first.kind, 'place');
    assert.equal(apply(opening, first), 3);
    assert.equal(opening.state.step, 'choose');
    const second = await ai.openingMove({ game: game.toJSON(), opening: opening.toJSON() }, budget);
    assert.ok(second && ['choose', 'place-two'].includes(second.kind), JSON.stringify(second));
    apply(opening, second);
    // The second player's choice is made: the game goes on, or (after two more stones) the first player chooses.
    assert.ok(opening.state.step !== 'choose' || opening.state.actor === 'first', JSON.stringify(opening.state));
    opening.dispose();
    game.dispose();
  });

  it('RIF: stones in their central squares, a colour, an offer of two fifth moves, and a pick among them', async () => {
    const game = new pinqi.GomokuGame({ rule: 'renju', size: 15 });
    const opening = new pinqi.GomokuOpening('rif', game);
    const stones = await ai.openingMove(opening, budget);
    assert.ok(stones && stones.kind === 'place');
    assert.equal(apply(opening, stones), 3);
    const colour = await ai.openingMove(opening, budget);
    assert.ok(colour && colour.kind === 'choose');
    apply(opening, colour);
    opening.place({ x: 6, y: 6 }); // White's fourth stone, by a person
    const offer = await ai.openingMove(opening, budget);
    assert.ok(offer && offer.kind === 'offer');
    apply(opening, offer);
    assert.equal(opening.state.step, 'select');
    const pick = await ai.openingMove(opening, budget);
    assert.ok(pick && pick.kind === 'select');
    assert.ok(offer.points.some((p) => p.x === pick.move.x && p.y === pick.move.y));
    apply(opening, pick);
    assert.equal(opening.state.step, 'done');
    // The opening is over: the AI's next move is think()'s, and openingMove refuses.
    await refusal(ai.openingMove(opening, budget), 'wrong_step');
    opening.dispose();
    game.dispose();
  });

  it('refuses bad input with its code and answers the next request', async () => {
    const game = new pinqi.GomokuGame();
    const opening = new pinqi.GomokuOpening('swap2', game);
    const saved = opening.toJSON();
    await refusal(ai.openingMove(null as never), 'bad_record');
    await refusal(ai.openingMove({ game: game.toJSON(), opening: { ...saved, rule: 'pro' } as never }), 'bad_record');
    await refusal(
      ai.openingMove({ game: game.toJSON(), opening: { ...saved, decisions: [{ stones: 3, kind: 'black' }] } }),
      'bad_record',
    );
    await refusal(ai.openingMove(opening, { timeMs: -1 }), 'bad_settings');
    await refusal(ai.openingMove(opening, { level: 2 } as never), 'bad_settings');
    const xiangqi = createAi({ game: 'xiangqi' });
    await refusal(xiangqi.openingMove(opening, budget), 'bad_settings');
    xiangqi.dispose();
    const cancel = new AbortController();
    cancel.abort();
    assert.equal(await ai.openingMove(opening, { ...budget, signal: cancel.signal }), null);
    const move = await ai.openingMove(opening, budget);
    assert.equal(move?.kind, 'place');
    opening.dispose();
    game.dispose();
  });
});

describe('without shared memory: openingMove decides in 20 ms (20,000-node) slices as one run does', () => {
  /** A client whose Worker got no stop word (a page that is not cross-origin isolated). */
  const unshared = () =>
    unsharedAi('gomoku', async (client) => {
      const g = new pinqi.GomokuGame();
      g.place({ x: 7, y: 7 });
      await client.think(g, { nodes: 1000 });
      g.dispose();
    });

  /** An opening at each step the AI decides, with budgets that give its searches several slices each. */
  function positions(): { name: string; nodes: number; make: () => InstanceType<typeof pinqi.GomokuOpening> }[] {
    const swap2 = (stones: [number, number][]) => () => {
      const o = new pinqi.GomokuOpening('swap2', new pinqi.GomokuGame({ rule: 'renju' }));
      for (const [x, y] of stones) o.place({ x, y });
      return o;
    };
    const rif = (then: (o: InstanceType<typeof pinqi.GomokuOpening>) => void) => () => {
      const o = new pinqi.GomokuOpening('rif', new pinqi.GomokuGame({ rule: 'renju', size: 15 }));
      for (const [x, y] of [
        [7, 7],
        [8, 6],
        [9, 7],
      ] as const)
        o.place({ x, y });
      then(o);
      return o;
    };
    return [
      { name: 'Swap2 first three stones (8 searches of 25,000 nodes)', nodes: 200_000, make: swap2([]) },
      {
        name: 'Swap2 choice after three (a search of 30,000 nodes first)',
        nodes: 90_000,
        make: swap2([
          [7, 7],
          [7, 5],
          [6, 4],
        ]),
      },
      { name: 'RIF colour (one search of 50,000 nodes)', nodes: 50_000, make: rif(() => undefined) },
      {
        name: 'RIF offer (8 searches of 25,000 nodes)',
        nodes: 200_000,
        make: rif((o) => {
          o.choose('white');
          o.place({ x: 6, y: 6 });
        }),
      },
      {
        name: 'RIF pick (2 searches of 30,000 nodes)',
        nodes: 60_000,
        make: rif((o) => {
          o.choose('white');
          o.place({ x: 6, y: 6 });
          o.offer({ x: 10, y: 8 }, { x: 5, y: 9 });
        }),
      },
    ];
  }

  it('Swap2 first stones and choice, RIF colour, offer and pick: the same answer as with shared memory', async () => {
    const sliced = await unshared();
    const shared = createAi({ game: 'gomoku' });
    try {
      for (const { name, nodes, make } of positions()) {
        const opening = make();
        const one = await shared.openingMove(opening, { nodes });
        assert.ok(one, name);
        assert.deepEqual(await sliced.openingMove(opening, { nodes }), one, name);
        opening.game.dispose();
        opening.dispose();
      }
    } finally {
      sliced.dispose();
      shared.dispose();
    }
  });
});
