import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  DECISIVE_SCORE,
  evalSeries,
  GRAPH_PAD,
  graphPoint,
  graphValue,
  plyAtX,
} from '../../../web/app/play/review-graph.ts';
import { markOf } from '../../../web/app/play/review-marks.ts';

/** The evaluation graph's numbers and the move list's marks (play/: no DOM). */

describe('the evaluation graph', () => {
  it('has one point per ply from one side’s view: the start from the first move’s score before, then each score after', () => {
    const moves = [
      { side: 'black', scoreBefore: 100, scoreAfter: 50 },
      { side: 'white', scoreBefore: -50, scoreAfter: 200 },
      { side: 'black', scoreBefore: -200, scoreAfter: -400 },
    ];
    assert.deepEqual(evalSeries(moves, 'black', 1000), [0.1, 0.05, -0.2, -0.4]);
    assert.deepEqual(evalSeries(moves, 'white', 1000), [-0.1, -0.05, 0.2, 0.4]);
    assert.deepEqual(evalSeries([], 'black', 1000), [0]);
  });

  it('clamps big scores to the edge, and pins a forced win or mate there whatever its size', () => {
    assert.equal(graphValue(5000, 'red', 'red', 1000), 1);
    assert.equal(graphValue(-5000, 'red', 'red', 1000), -1);
    assert.equal(graphValue(DECISIVE_SCORE + 5, 'red', 'black', 1000), -1);
    assert.equal(graphValue(-(DECISIVE_SCORE + 50), 'red', 'black', 1000), 1);
    assert.equal(graphValue(0, 'red', 'black', 1000), 0);
  });

  it('maps plies across the width and a tap back to the nearest ply, clamped to the game', () => {
    const width = 208;
    const plies = 11; // 10 moves
    const first = graphPoint(0, 0, plies, width, 50);
    const last = graphPoint(1, 10, plies, width, 50);
    assert.deepEqual(first, { x: GRAPH_PAD, y: 25 });
    assert.deepEqual(last, { x: width - GRAPH_PAD, y: GRAPH_PAD });
    assert.equal(graphPoint(-1, 5, plies, width, 50).y, 50 - GRAPH_PAD);
    for (let ply = 0; ply < plies; ply++)
      assert.equal(plyAtX(graphPoint(0, ply, plies, width, 50).x, plies, width), ply);
    assert.equal(plyAtX(graphPoint(0, 3, plies, width, 50).x + 8, plies, width), 3, 'the nearest point');
    assert.equal(plyAtX(-30, plies, width), 0);
    assert.equal(plyAtX(width + 30, plies, width), 10);
    assert.equal(plyAtX(100, 1, width), 0, 'a game with no move has only its start');
  });
});

describe('the move list’s marks', () => {
  it('?! for an inaccuracy, ? for a mistake, ?? for a blunder, none for best and good moves', () => {
    assert.equal(markOf('inaccuracy'), '?!');
    assert.equal(markOf('mistake'), '?');
    assert.equal(markOf('blunder'), '??');
    assert.equal(markOf('good'), '');
    assert.equal(markOf('best'), '');
  });
});
