import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { loadPinqi, PinqiError } from '../../web/src/index.ts';

const pinqi = await loadPinqi();

function expectCode(fn: () => unknown, code: string): void {
  assert.throws(fn, (e: unknown) => e instanceof PinqiError && e.code === code, `expected ${code}`);
}

function swap2() {
  const game = new pinqi.GomokuGame({ rule: 'freestyle' });
  const opening = new pinqi.GomokuOpening('swap2', game);
  return { game, opening };
}

describe('Swap2', () => {
  it('the first player places three stones, then the second chooses among three options', () => {
    const { game, opening } = swap2();
    assert.equal(opening.state.step, 'place');
    assert.equal(opening.state.actor, 'first');
    opening.place({ x: 7, y: 7 });
    opening.place({ x: 8, y: 6 });
    opening.place({ x: 9, y: 7 });
    assert.deepEqual(
      game.history.map((m) => m.player),
      ['black', 'white', 'black'],
    );
    const s = opening.state;
    assert.equal(s.step, 'choose');
    assert.equal(s.actor, 'second');
    assert.deepEqual(s.choices, ['black', 'white', 'place-two']);
    opening.choose('black');
    assert.equal(opening.state.step, 'done');
    assert.equal(opening.state.black, 'second');
    assert.equal(opening.state.actor, 'first');
    opening.dispose();
    game.dispose();
  });

  it('place two more: the choice goes back to the first player', () => {
    const { game, opening } = swap2();
    for (const p of [
      { x: 7, y: 7 },
      { x: 8, y: 6 },
      { x: 9, y: 7 },
    ])
      opening.place(p);
    opening.placeTwo();
    assert.equal(opening.state.actor, 'second');
    opening.place({ x: 3, y: 3 });
    opening.place({ x: 4, y: 4 });
    assert.deepEqual(opening.state.choices, ['black', 'white']);
    assert.equal(opening.state.actor, 'first');
    opening.choose('white');
    assert.equal(opening.state.black, 'second');
    assert.deepEqual(opening.decisions, [
      { stones: 3, kind: 'place-two' },
      { stones: 5, kind: 'white' },
    ]);
    opening.dispose();
    game.dispose();
  });

  it('a step out of turn is refused with wrong_step and changes nothing', () => {
    const { game, opening } = swap2();
    expectCode(() => opening.choose('black'), 'wrong_step');
    expectCode(() => opening.placeTwo(), 'wrong_step');
    expectCode(() => opening.offer({ x: 1, y: 1 }, { x: 2, y: 2 }), 'wrong_step');
    for (const p of [
      { x: 7, y: 7 },
      { x: 8, y: 6 },
      { x: 9, y: 7 },
    ])
      opening.place(p);
    expectCode(() => opening.place({ x: 0, y: 0 }), 'wrong_step');
    assert.equal(game.moveCount, 3);
    assert.deepEqual(opening.decisions, []);
    opening.dispose();
    game.dispose();
  });

  it("an AI's SWAP2BOARD answer applies whole, or not at all", () => {
    const { game, opening } = swap2();
    for (const p of [
      { x: 7, y: 7 },
      { x: 8, y: 6 },
      { x: 9, y: 7 },
    ])
      opening.place(p);
    expectCode(
      () =>
        opening.applySwap2({
          kind: 'place-two',
          stones: [
            { x: 3, y: 3 },
            { x: 7, y: 7 },
          ],
        }),
      'occupied',
    );
    assert.equal(game.moveCount, 3);
    assert.deepEqual(opening.decisions, []);
    const placed = opening.applySwap2({ kind: 'move', move: { x: 8, y: 8 } });
    assert.deepEqual(
      placed.map((m) => m.notation),
      ['i7'],
    );
    assert.equal(opening.state.black, 'first');
    opening.dispose();
    game.dispose();
  });

  it('undo takes back decisions and stones in the order they came', () => {
    const { game, opening } = swap2();
    for (const p of [
      { x: 7, y: 7 },
      { x: 8, y: 6 },
      { x: 9, y: 7 },
    ])
      opening.place(p);
    opening.placeTwo();
    opening.place({ x: 3, y: 3 });
    assert.equal(opening.undo(), 'stone');
    assert.equal(game.moveCount, 3);
    assert.equal(opening.undo(), 'decision');
    assert.equal(opening.state.step, 'choose');
    assert.equal(opening.undo(), 'stone');
    assert.equal(opening.undo(), 'stone');
    assert.equal(opening.undo(), 'stone');
    assert.equal(opening.undo(), 'nothing');
    opening.dispose();
    game.dispose();
  });

  it('saved with the game and restored from it; a record carries it and replays it', () => {
    const { game, opening } = swap2();
    for (const p of [
      { x: 7, y: 7 },
      { x: 8, y: 6 },
      { x: 9, y: 7 },
    ])
      opening.place(p);
    opening.choose('white');
    opening.place({ x: 1, y: 1 });
    const saved = JSON.parse(JSON.stringify({ game: game.toJSON(), opening: opening.toJSON() }));
    const game2 = pinqi.GomokuGame.fromJSON(saved.game);
    const opening2 = pinqi.GomokuOpening.fromJSON(saved.opening, game2);
    assert.deepEqual(opening2.state, opening.state);
    const record = opening.toRecord();
    assert.match(record, /\[Opening "swap2"\]/);
    assert.match(record, /\[OpeningSteps "3 white"\]/);
    const back = pinqi.GomokuOpening.fromRecord(record);
    assert.equal(back.game.moveCount, 4);
    assert.deepEqual(back.opening!.decisions, opening.decisions);
    // A plain record has no opening.
    const plain = pinqi.GomokuOpening.fromRecord(game.toRecord());
    assert.equal(plain.opening, null);
    for (const o of [opening, opening2, back.opening!]) o.dispose();
    for (const g of [game, game2, back.game, plain.game]) g.dispose();
  });

  it('a saved opening that the game does not follow is refused with bad_record', () => {
    const game = new pinqi.GomokuGame();
    for (const p of [
      { x: 7, y: 7 },
      { x: 8, y: 6 },
      { x: 9, y: 7 },
      { x: 1, y: 1 },
    ])
      game.place(p);
    for (const data of [
      { schema: 'pinqi/gomoku-opening', version: 1, rule: 'swap2', decisions: [] },
      { schema: 'pinqi/gomoku-opening', version: 2, rule: 'swap2', decisions: [{ stones: 3, kind: 'white' }] },
      { schema: 'pinqi/gomoku-opening', version: 1, rule: 'pro', decisions: [] },
      { schema: 'pinqi/gomoku-opening', version: 1, rule: 'swap2', decisions: [{ stones: 3, kind: 'purple' }] },
      null,
      'swap2',
    ])
      expectCode(() => pinqi.GomokuOpening.fromJSON(data, game), 'bad_record');
    game.dispose();
  });
});

describe('RIF opening rule', () => {
  it('centre, 3x3, 5x5; swap; the fourth stone; two unlike fifth moves; White picks one', () => {
    const game = new pinqi.GomokuGame({ rule: 'renju' });
    const opening = new pinqi.GomokuOpening('rif', game);
    assert.equal(opening.state.area, 1);
    expectCode(() => opening.place({ x: 6, y: 7 }), 'outside_area');
    opening.place({ x: 7, y: 7 });
    opening.place({ x: 7, y: 6 });
    opening.place({ x: 7, y: 5 });
    assert.deepEqual(opening.state.choices, ['black', 'white']);
    opening.choose('black');
    opening.place({ x: 7, y: 8 });
    assert.equal(opening.state.step, 'offer');
    assert.equal(opening.state.actor, 'second');
    expectCode(() => opening.offer({ x: 5, y: 6 }, { x: 9, y: 6 }), 'bad_offer');
    opening.offer({ x: 5, y: 6 }, { x: 9, y: 4 });
    assert.equal(opening.state.step, 'select');
    assert.deepEqual(opening.state.offered, [
      { x: 5, y: 6 },
      { x: 9, y: 4 },
    ]);
    expectCode(() => opening.select({ x: 1, y: 1 }), 'not_offered');
    opening.select({ x: 9, y: 4 });
    assert.equal(opening.state.step, 'done');
    assert.match(opening.toRecord(), /\[OpeningSteps "3 black, 4 offer f9 j11"\]/);
    opening.dispose();
    game.dispose();
  });

  it('is refused on a board it is not played on', () => {
    const game = new pinqi.GomokuGame({ rule: 'freestyle' });
    expectCode(() => new pinqi.GomokuOpening('rif', game), 'bad_settings');
    game.place({ x: 7, y: 7 });
    expectCode(() => new pinqi.GomokuOpening('swap2', game), 'bad_settings');
    expectCode(() => new pinqi.GomokuOpening('pro' as never, game), 'bad_settings');
    expectCode(() => new pinqi.GomokuOpening('swap2', {} as never), 'bad_settings');
    game.dispose();
  });
});

describe('bad input of every type', () => {
  it('throws PinqiError with a documented code and changes nothing', () => {
    const { game, opening } = swap2();
    opening.place({ x: 7, y: 7 });
    const before = JSON.stringify({ g: game.toJSON(), o: opening.toJSON() });
    const junk: unknown[] = [
      null,
      undefined,
      1,
      2 ** 32,
      -1,
      1.5,
      NaN,
      'h8',
      {},
      { x: 1 },
      { x: 2 ** 31, y: 1 },
      [],
      3n,
    ];
    const documented = new Set(['bad_point', 'bad_settings', 'wrong_step', 'occupied', 'out_of_bounds']);
    for (const v of junk)
      for (const call of [
        () => opening.place(v as never),
        () => opening.choose(v as never),
        () => opening.offer(v as never, v as never),
        () => opening.applySwap2(v as never),
        () => opening.applySwap2({ kind: 'move', move: v } as never),
        () => opening.select(v as never),
      ]) {
        assert.throws(call, (e: unknown) => e instanceof PinqiError && documented.has(e.code));
      }
    assert.equal(JSON.stringify({ g: game.toJSON(), o: opening.toJSON() }), before);
    opening.dispose();
    expectCode(() => opening.state, 'disposed');
    game.dispose();
  });
});
