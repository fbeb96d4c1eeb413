// Repetition verdicts against Fairy-Stockfish (npm ffish) on constructed
// cycles: perpetual check and perpetual chase lose for the side doing it,
// an idle repetition is a draw. Each engine plays the cycle until it declares
// the game over; the winners must agree.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { iccsToFfish, loadFfish } from './differential/ffish.ts';
import { pinqiVerdicts } from './differential/pinqi-cli.ts';

const ff = await loadFfish();

interface Cycle {
  name: string;
  fen: string;
  lead: string[]; // ICCS moves played once before the cycle
  cycle: string[]; // ICCS moves that return to the same position
}

const CYCLES: Cycle[] = [
  {
    name: 'a chariot checking along the back ranks',
    fen: '4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1',
    lead: ['a1a9', 'e9e8'],
    cycle: ['a9a8', 'e8e9', 'a8a9', 'e9e8'],
  },
  {
    name: 'a chariot checking along two files',
    fen: '3k5/9/9/9/R8/9/9/9/9/5K3 w - - 0 1',
    lead: ['a5d5', 'd9e9'],
    cycle: ['d5e5', 'e9d9', 'e5d5', 'd9e9'],
  },
  {
    name: 'a chariot chasing an unprotected cannon',
    fen: '4k4/9/9/Rc7/9/9/9/9/9/3K5 b - - 0 1',
    lead: [],
    cycle: ['b6b4', 'a6a4', 'b4b6', 'a4a6'],
  },
  {
    name: 'a chariot chasing an unprotected horse',
    fen: '4k4/9/9/9/1n7/9/9/9/1R7/5K3 b - - 0 1',
    lead: [],
    cycle: ['b5d4', 'b1d1', 'd4b5', 'd1b1'],
  },
  {
    name: 'a horse and a chariot attacking each other in turn (both chase)',
    fen: '4k4/9/9/9/1n7/R8/9/9/9/3K5 b - - 0 1',
    lead: [],
    cycle: ['b5c7', 'a4a7', 'c7b5', 'a7a4'],
  },
  {
    name: 'idle shuffling by both generals',
    fen: '4k3r/9/9/9/9/9/9/9/9/R2K5 w - - 0 1',
    lead: [],
    cycle: ['d0d1', 'e9e8', 'd1d0', 'e8e9'],
  },
];

function sequence(c: Cycle): string[] {
  return [...c.lead, ...c.cycle, ...c.cycle, ...c.cycle];
}

// The first ply after which ffish declares the game over (claiming draws), and its winner.
function ffishEnd(c: Cycle): { ply: number; winner: string } {
  const board = new ff.Board('xiangqi', c.fen);
  try {
    const moves = sequence(c);
    for (let i = 0; i < moves.length; ++i) {
      assert.ok(board.push(iccsToFfish(moves[i]!)), `ffish rejects ${moves[i]} in ${c.name}`);
      if (board.isGameOver(true)) {
        const r = board.result(true);
        return { ply: i + 1, winner: r === '1-0' ? 'red' : r === '0-1' ? 'black' : 'draw' };
      }
    }
    return { ply: -1, winner: '' };
  } finally {
    board.delete();
  }
}

function pinqiEnd(c: Cycle): { ply: number; winner: string; reason: string } {
  const moves = sequence(c);
  const queries = moves.map((_, i) => `${c.fen} moves ${moves.slice(0, i + 1).join(' ')}`);
  const verdicts = pinqiVerdicts(queries);
  for (let i = 0; i < verdicts.length; ++i) {
    const v = verdicts[i]!;
    assert.ok(v.ok, `pinqi rejects ${moves.slice(0, i + 1).join(' ')}: ${v.error}`);
    if (v.outcome !== '') return { ply: i + 1, winner: v.outcome, reason: v.reason };
  }
  return { ply: -1, winner: '', reason: '' };
}

describe('repetition verdicts against Fairy-Stockfish', () => {
  for (const c of CYCLES) {
    it(`${c.name}: both engines name the same winner`, () => {
      const theirs = ffishEnd(c);
      const ours = pinqiEnd(c);
      console.log(
        `repetition ${c.name}: pinqi ${ours.winner} (${ours.reason}) at ply ${ours.ply}, ` +
          `ffish ${theirs.winner} at ply ${theirs.ply}`,
      );
      assert.notEqual(ours.ply, -1, 'pinqi never ended the game');
      assert.notEqual(theirs.ply, -1, 'ffish never ended the game');
      assert.equal(ours.winner, theirs.winner);
    });
  }
});
