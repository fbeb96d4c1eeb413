import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { countsAsPlayed, offersReview, outcomeOf, undoCount } from '../../../web/app/play/turn-rules.ts';

describe('turn rules (web/app/play/turn-rules.ts)', () => {
  it('undo is one rule in both modes, during the game and after its end', () => {
    // Two players: the last move, also once the game is over.
    assert.equal(undoCount({ mode: 'two-player', human: 'black', moves: 9, lastMover: 'black' }), 1);
    assert.equal(undoCount({ mode: 'two-player', human: 'black', moves: 0, lastMover: null }), 0);
    // Against the AI: back to the player's turn.
    assert.equal(undoCount({ mode: 'ai', human: 'black', moves: 2, lastMover: 'white' }), 2);
    assert.equal(undoCount({ mode: 'ai', human: 'black', moves: 3, lastMover: 'black' }), 1);
    // The AI moved first and nothing of the player's is there to take back.
    assert.equal(undoCount({ mode: 'ai', human: 'white', moves: 1, lastMover: 'black' }), 0);
  });

  it('a game counts only when the player made a move (two players: any move)', () => {
    assert.equal(countsAsPlayed('ai', 'black', []), false);
    assert.equal(countsAsPlayed('ai', 'white', ['black']), false, 'only the AI moved');
    assert.equal(countsAsPlayed('ai', 'white', ['black', 'white']), true);
    assert.equal(countsAsPlayed('two-player', 'red', []), false);
    assert.equal(countsAsPlayed('two-player', 'red', ['red']), true);
  });

  it('a finished game is offered for review only when each side made a move', () => {
    assert.equal(offersReview(['red', 'black'], []), false);
    assert.equal(offersReview(['red', 'black'], ['red']), false);
    assert.equal(offersReview(['black', 'white'], ['white']), false);
    assert.equal(offersReview(['red', 'black'], ['red', 'black']), true);
    assert.equal(offersReview(['black', 'white'], ['black', 'white', 'black']), true);
  });

  it('outcomes: the player’s against the AI, the first player’s between two players', () => {
    assert.equal(outcomeOf('ai', 'white', 'black', 'white'), 'win');
    assert.equal(outcomeOf('ai', 'white', 'black', 'black'), 'loss');
    assert.equal(outcomeOf('two-player', 'black', 'black', 'white'), 'loss');
    assert.equal(outcomeOf('two-player', 'red', 'red', null), 'draw');
  });
});
