import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { GomokuSetup } from '../../../web/app/play/setup.ts';
import { openingOf } from '../../../web/app/play/gomoku-opening.ts';
import { CURRENT_KEYS } from '../../../web/app/store/saved-game.ts';
import { adapters, GOMOKU, harness, ScriptedAi, settle } from './helpers.ts';

const SWAP2: GomokuSetup = { ...GOMOKU, opening: 'swap2' };
const RIF: GomokuSetup = { ...GOMOKU, rule: 'renju', size: 15, opening: 'rif' };

type H = ReturnType<typeof harness<'gomoku'>>;

/** Select, then Confirm by the side whose player acts. */
function place(h: H, x: number, y: number): void {
  h.match.select({ x, y });
  h.match.confirm(h.match.actor);
}

describe('fair openings at the table (play/, no DOM)', () => {
  it('two players, Swap2: three stones, place two, two more, a colour; then ordinary play with the colours decided', () => {
    const h = harness('gomoku');
    h.match.newGame(SWAP2);
    assert.equal(h.match.openingView?.step, 'place');
    place(h, 7, 7);
    place(h, 8, 8);
    place(h, 6, 8);
    // The first player placed all three (its seat is the tentative Black, whatever the stone's colour).
    assert.equal(h.match.game.moveCount, 3);
    assert.deepEqual(h.match.openingView?.choices, ['black', 'white', 'place-two']);
    assert.equal(h.match.actor, 'white');
    // A stone now is refused by the engine: a choice is due.
    h.match.select({ x: 1, y: 1 });
    assert.equal(h.match.pending, null);
    h.match.chooseOpening('place-two');
    place(h, 9, 9);
    place(h, 5, 9);
    assert.equal(h.match.openingView?.step, 'choose');
    assert.equal(h.match.actor, 'black', 'the choice is back with the first player');
    h.match.chooseOpening('white');
    assert.equal(h.match.openingView, null);
    assert.equal(h.match.actor, 'white');
    place(h, 10, 10);
    assert.equal(h.match.game.moveCount, 6);
    assert.match(h.match.record('points'), /\[Opening "swap2"\][\s\S]*3 place-two, 5 white/);
    h.match.dispose();
  });

  it('the saved game carries the opening; a reload mid-opening and after it replays it through the engine', () => {
    const h = harness('gomoku');
    h.match.newGame(RIF);
    place(h, 7, 7);
    place(h, 7, 6);
    place(h, 8, 8);
    h.match.chooseOpening('white');
    place(h, 6, 6);
    place(h, 9, 9); // the first fifth move offered, kept until the second
    assert.equal(h.match.openingView?.step, 'offer');
    place(h, 0, 0);
    assert.equal(h.match.openingView?.step, 'select');
    const again = harness('gomoku', { storage: h.storage });
    assert.deepEqual(again.match.start(GOMOKU), { recovered: false });
    assert.deepEqual(again.match.openingView, h.match.openingView);
    assert.deepEqual(openingOf(again.match.game)?.decisions, openingOf(h.match.game)?.decisions);
    // A fifth move that was not offered is refused; an offered one is played and the opening ends.
    again.match.select({ x: 10, y: 10 });
    assert.equal(again.match.pending, null);
    place(again, 0, 0);
    assert.equal(again.match.openingView, null);
    const third = harness('gomoku', { storage: h.storage });
    third.match.start(GOMOKU);
    assert.equal(third.match.game.moveCount, 5);
    assert.equal(third.match.setup.opening, 'rif');
    assert.equal(third.match.actor, 'white');
    for (const x of [h, again, third]) x.match.dispose();
  });

  it('corrupt opening data is set aside and a fresh game starts', () => {
    const h = harness('gomoku');
    h.match.newGame(SWAP2);
    place(h, 7, 7);
    const key = CURRENT_KEYS.gomoku;
    const saved = JSON.parse(h.storage.getItem(key)!);
    saved.game.opening.decisions = [{ stones: 1, kind: 'offer', points: [] }];
    h.storage.setItem(key, JSON.stringify(saved));
    const again = harness('gomoku', { storage: h.storage });
    assert.deepEqual(again.match.start(GOMOKU), { recovered: true });
    assert.equal(again.match.game.moveCount, 0);
    for (const x of [h, again]) x.match.dispose();
  });

  it('against the AI: its steps come from ai.openingMove, it plays the colour it took, and Undo goes back to the player’s step', async () => {
    const ai = new ScriptedAi<{ x: number; y: number }>([{ x: 9, y: 9 }]);
    ai.openings = [{ kind: 'choose', colour: 'black', stones: [], score: 0 }];
    const h = harness('gomoku', { ai });
    h.match.newGame({ ...SWAP2, mode: 'ai', human: 'black' });
    assert.equal(h.match.canHint(), false, 'a hint is a move, not an opening step');
    place(h, 7, 7);
    place(h, 8, 8);
    place(h, 6, 8);
    await settle();
    assert.equal(ai.openingAsks, 1);
    // The AI took Black: the player, who placed the first stones, now plays White and moves.
    assert.equal(h.match.human, 'white');
    assert.equal(h.match.actor, 'white');
    place(h, 10, 10);
    await settle();
    assert.equal(ai.thinks, 1, 'after the opening the AI plays Black through think()');
    assert.equal(h.match.game.moveCount, 5);
    h.match.undo();
    assert.equal(h.match.game.moveCount, 3, 'the AI’s move and the player’s');
    h.match.undo();
    // The AI's choice and the player's third stone go: the player places it again.
    assert.equal(h.match.game.moveCount, 2);
    assert.equal(h.match.openingView?.step, 'place');
    assert.equal(h.match.human, 'black');
    h.match.dispose();
  });
});

describe('fair openings against the AI, the player second', () => {
  it('the AI places the first three stones; Undo is off until the player has taken a step', async () => {
    const ai = new ScriptedAi<{ x: number; y: number }>([]);
    ai.openings = [
      {
        kind: 'place',
        stones: [
          { x: 7, y: 7 },
          { x: 8, y: 8 },
          { x: 6, y: 8 },
        ],
        score: 0,
      },
    ];
    const h = harness('gomoku', { ai });
    h.match.newGame({ ...SWAP2, mode: 'ai', human: 'white' });
    await settle();
    assert.equal(h.match.game.moveCount, 3);
    assert.deepEqual(h.match.openingView?.choices, ['black', 'white', 'place-two']);
    assert.equal(h.match.undoCount(), 0, 'only the AI has acted');
    h.match.chooseOpening('place-two');
    assert.equal(h.match.undoCount(), 1);
    h.match.undo();
    assert.equal(h.match.openingView?.step, 'choose');
    assert.equal(h.match.game.moveCount, 3);
    h.match.dispose();
  });
});

describe('fair openings in records', () => {
  it('a record with the opening’s tags is read back with its opening, which the table then follows', () => {
    const h = harness('gomoku');
    h.match.newGame(SWAP2);
    place(h, 7, 7);
    place(h, 8, 8);
    place(h, 6, 8);
    h.match.chooseOpening('black');
    const text = h.match.record('points');
    const game = adapters.gomoku.fromRecord(text);
    assert.deepEqual(openingOf(game)?.decisions, [{ stones: 3, kind: 'black' }]);
    const again = harness('gomoku');
    again.match.newGame(GOMOKU, game);
    assert.equal(again.match.setup.opening, 'swap2');
    assert.equal(again.match.actor, 'white');
    assert.equal(again.match.openingView, null);
    // The tags must replay: a decision the game does not reach is refused.
    assert.throws(
      () => adapters.gomoku.fromRecord(text.replace('3 black', '5 white')),
      (e: Error & { code?: string }) => e.code === 'bad_record',
    );
    for (const x of [h, again]) x.match.dispose();
  });
});
