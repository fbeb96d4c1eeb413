// The independent referee of Xiangqi matches (bench/xiangqi/referee.ts): a recorded game is
// replayed through ffish's rules, and a wrong record is caught. The game is one of our own
// matches (Pinqi against Pinqi), ending in Black's chariot mate at ply 24.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { parseMatchPgn, points, refereeGame } from '../../bench/xiangqi/referee.ts';
import { loadFfish } from './differential/ffish.ts';

const MATE =
  'h2e2 b7e7 h0g2 b9c7 i0h0 a9b9 b2c2 h7g7 h0h8 g7g3 g2e1 b9b1 c2c6 d9e8 c6c9 e7e3 c3c4 i9i7 h8h9 i7d7 c9a9 e9d9 h9h6 d7d0';

function record(game: number, result: string, reason: string, moves: string, red = 'A', black = 'B'): string {
  return `[Game "${game}"]\n[Red "${red}"]\n[Black "${black}"]\n[Result "${result}"]\n[Reason "${reason}"]\n[OpeningPlies "8"]\n${moves} \n\n`;
}

test('match referee: a true record agrees, a false one is caught', async () => {
  const ff = await loadFfish();
  const text = [
    record(1, '0-1', 'checkmate', MATE),
    record(2, '1-0', 'checkmate', MATE), // the wrong winner
    record(3, '1/2-1/2', 'repetition', MATE.split(' ').slice(0, 10).join(' ')), // not over
    record(4, '0-1', 'adjudicated', `${MATE} a0a1`), // a move after the mate
    record(5, '1-0', 'adjudicated', MATE.replace('h0g2', 'h0g3')), // a horse's illegal move
    record(6, '1/2-1/2', 'move_limit', MATE), // no move limit here
    record(7, '0-1', 'adjudicated', MATE.split(' ').slice(0, 20).join(' ')), // stopped by the match
  ].join('');
  const games = parseMatchPgn(text).map((r) => refereeGame(ff, r));
  assert.deepEqual(
    games.map((g) => [g.game, g.problem === undefined]),
    [
      ['1', true],
      ['2', false],
      ['3', false],
      ['4', false],
      ['5', false],
      ['6', false],
      ['7', true],
    ],
  );
  assert.match(games[1]!.problem!, /ffish says 0-1/);
  assert.match(games[3]!.problem!, /ffish ended the game \(0-1\) before ply 25/);
  assert.match(games[4]!.problem!, /ply 3, h0g3: not a legal move/);
  assert.match(games[5]!.problem!, /move limit/);
});

test('match referee: points follow the engine across colours', () => {
  const games = parseMatchPgn(
    [
      record(1, '1-0', 'adjudicated', 'h2e2', 'A', 'B'),
      record(2, '1-0', 'adjudicated', 'h2e2', 'B', 'A'),
      record(3, '1/2-1/2', 'adjudicated draw', 'h2e2', 'A', 'B'),
      record(4, '0-1', 'adjudicated', 'h2e2', 'B', 'A'),
    ].join(''),
  ).map((r) => ({
    game: r.headers.get('Game')!,
    red: r.headers.get('Red')!,
    black: r.headers.get('Black')!,
    result: r.headers.get('Result')!,
    reason: '',
  }));
  assert.deepEqual(points(games, 'A'), { wins: 2, draws: 1, losses: 1 });
  assert.deepEqual(points(games, 'B'), { wins: 1, draws: 1, losses: 2 });
});
