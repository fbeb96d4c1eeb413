// Repetition verdicts against Fairy-Stockfish (npm ffish). Each engine plays
// a cycle three times and says when the game ends and who won; they must
// agree on both. The named cycles pin one AXF rule each (and the verdict the
// rule book gives); the generated ones cover the shapes of cycle in bulk.
// `npm test` runs a subset; `npm run verify` sets PINQI_REPETITION_CYCLES higher.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { generatedCycles, KINDS, sequence, type Cycle } from './differential/cycles.ts';
import { iccsToFfish, loadFfish } from './differential/ffish.ts';
import { pinqiVerdicts } from './differential/pinqi-cli.ts';
import { documentedDifference } from './differential/repetition-differences.ts';

const ff = await loadFfish();
const generatedCount = Number(process.env.PINQI_REPETITION_CYCLES ?? 70);
const seed = Number(process.env.PINQI_REPETITION_SEED ?? 11);

interface End {
  ply: number; // the ply after which the game is over; -1: never
  winner: string; // 'red' | 'black' | 'draw'
  reason?: string;
}

interface Named extends Cycle {
  expect: string; // the winner the AXF rules give
  ffish?: string; // Fairy-Stockfish's winner where it differs on purpose (docs/REPETITION.md)
}

// Rule numbers are those of the Asian (AXF) rules in Eric Wu's English
// translation, as mirrored by the WXF (wxf.org/xq/rule/asia).
const NAMED: Named[] = [
  {
    name: 'perpetual check by a chariot along the back ranks loses (rule 6)',
    fen: '4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1',
    lead: ['a1a9', 'e9e8'],
    cycle: ['a9a8', 'e8e9', 'a8a9', 'e9e8'],
    expect: 'black',
  },
  {
    name: 'perpetual check by a chariot along two files loses (rule 6)',
    fen: '3k5/9/9/9/R8/9/9/9/9/5K3 w - - 0 1',
    lead: ['a5d5', 'd9e9'],
    cycle: ['d5e5', 'e9d9', 'e5d5', 'd9e9'],
    expect: 'black',
  },
  {
    // The checked side's rook attacks an unprotected horse all along: an old
    // attack, not a chase, however the check falls (issue 11's reproduction).
    name: 'perpetual check loses even when the checked side attacks a piece all along',
    fen: '9/4k4/9/4r4/1R2Nc3/9/9/9/4K4/9 w - - 18 141',
    lead: ['b5b8', 'e8e9'],
    cycle: ['b8b9', 'e9e8', 'b9b8', 'e8e9'],
    expect: 'black',
  },
  {
    name: 'mutual perpetual check is a draw (rule 7)',
    fen: '9/3k3R1/9/9/9/2N6/9/9/4KcC1c/9 b - - 1 1',
    lead: [],
    cycle: ['f1f8', 'g1g8', 'f8f1', 'g8g1'],
    expect: 'draw',
  },
  {
    name: 'mutual perpetual check with cannons on the c-file is a draw (rule 7)',
    fen: '5C3/R4k3/9/9/9/9/9/c1CcK2n1/9/9 b - - 1 1',
    lead: [],
    cycle: ['d2d8', 'c2c8', 'd8d2', 'c8c2'],
    expect: 'draw',
  },
  {
    name: 'a chariot chasing an unprotected cannon loses',
    fen: '4k4/9/9/Rc7/9/9/9/9/9/3K5 b - - 0 1',
    lead: [],
    cycle: ['b6b4', 'a6a4', 'b4b6', 'a4a6'],
    expect: 'black',
  },
  {
    name: 'a chariot following a protected cannon is no chase: a draw',
    fen: '1r2k4/9/9/Rc7/9/9/9/9/9/3K5 b - - 0 1',
    lead: [],
    cycle: ['b6b4', 'a6a4', 'b4b6', 'a4a6'],
    expect: 'draw',
  },
  {
    name: 'a chariot chasing an unprotected horse loses',
    fen: '4k4/9/9/9/1n7/9/9/9/1R7/5K3 b - - 0 1',
    lead: [],
    cycle: ['b5d4', 'b1d1', 'd4b5', 'd1b1'],
    expect: 'black',
  },
  {
    name: 'a horse and a chariot attacking each other in turn both chase: a draw',
    fen: '4k4/9/9/9/1n7/R8/9/9/9/3K5 b - - 0 1',
    lead: [],
    cycle: ['b5c7', 'a4a7', 'c7b5', 'a7a4'],
    expect: 'draw',
  },
  {
    name: 'one check alternating with one chase is no violation: a draw (rule 12)',
    fen: '4k4/9/9/9/R1c6/9/9/9/9/3K5 w - - 0 1',
    lead: [],
    cycle: ['a5a9', 'e9e8', 'a9a5', 'e8e9'],
    expect: 'draw',
  },
  {
    name: 'idle shuffling by both generals is a draw',
    fen: '4k3r/9/9/9/9/9/9/9/9/R2K5 w - - 0 1',
    lead: [],
    cycle: ['d0d1', 'e9e8', 'd1d0', 'e8e9'],
    expect: 'draw',
  },
  {
    // The horse walks back into the chariot's attack, and the chariot's slide
    // along that line makes no new attack: the perpetual chase definition
    // (B moves the attacked piece away after every move of A) is not met.
    name: 'a chariot sliding along an attack it already had chases nothing: a draw',
    fen: '5k3/9/9/9/9/9/9/9/6R2/4K1n2 w - - 0 1',
    lead: [],
    cycle: ['g1g2', 'g0i1', 'g2g1', 'i1g0'],
    expect: 'draw',
    ffish: 'black', // the documented difference: it counts the slide as a new attack
  },
  {
    // Red's horse checks and attacks the elephant on g5; the elephant blocks on
    // e7, protected by the cannon on e4 over the horse on e6; the horse steps
    // back, taking away the screen, and the chariot's attack on e7 wins the
    // elephant. Every Red move chases the elephant.
    name: 'taking away the protection of a piece already attacked chases it',
    fen: '9/5k3/2N4R1/9/6b2/4c4/9/9/6N2/4K4 w - - 0 1',
    lead: [],
    cycle: ['c7e6', 'g5e7', 'e6c7', 'e7g5'],
    expect: 'black',
    ffish: 'draw', // the documented difference: it looks only at attacks the move creates
  },
];

function ffishEnd(c: Cycle): End {
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

// Pinqi's verdicts for many cycles in one batch of `pinqi xiangqi-legal`.
function pinqiEnds(cycles: Cycle[]): End[] {
  const queries: string[] = [];
  for (const c of cycles) {
    const moves = sequence(c);
    moves.forEach((_, i) => queries.push(`${c.fen} moves ${moves.slice(0, i + 1).join(' ')}`));
  }
  const verdicts = pinqiVerdicts(queries);
  let at = 0;
  return cycles.map((c) => {
    const n = sequence(c).length;
    const mine = verdicts.slice(at, at + n);
    at += n;
    for (let i = 0; i < n; ++i) {
      const v = mine[i]!;
      assert.ok(v.ok, `pinqi rejects ply ${i + 1} of ${c.name}: ${v.error}`);
      if (v.outcome !== '') return { ply: i + 1, winner: v.outcome, reason: v.reason };
    }
    return { ply: -1, winner: '' };
  });
}

describe('repetition verdicts against Fairy-Stockfish', () => {
  const ours = pinqiEnds(NAMED);
  NAMED.forEach((c, i) => {
    it(`${c.name}: ${c.ffish === undefined ? 'both engines rule it so' : 'Pinqi rules it so'}`, () => {
      const theirs = ffishEnd(c);
      const mine = ours[i]!;
      console.log(
        `repetition ${c.name}: pinqi ${mine.winner} (${mine.reason}) at ply ${mine.ply}, ` +
          `ffish ${theirs.winner} at ply ${theirs.ply}`,
      );
      assert.equal(mine.winner, c.expect);
      assert.equal(theirs.winner, c.ffish ?? c.expect);
      assert.equal(mine.ply, theirs.ply);
      if (c.ffish !== undefined) assert.notEqual(documentedDifference(ff, c, mine.winner, theirs.winner), undefined);
    });
  });

  it(`${generatedCount} generated cycles of every shape: both engines agree on when and who`, () => {
    const cycles = generatedCycles(generatedCount, seed);
    assert.equal(cycles.length, generatedCount);
    const mine = pinqiEnds(cycles);
    const tally = new Map<string, number>();
    const disagreements: string[] = [];
    const documented = new Map<string, number>();
    cycles.forEach((c, i) => {
      const theirs = ffishEnd(c);
      const m = mine[i]!;
      const key = `${c.kind}: ${m.winner} (${m.reason})`;
      tally.set(key, (tally.get(key) ?? 0) + 1);
      if (m.winner === theirs.winner && m.ply === theirs.ply) return;
      const why = m.ply === theirs.ply ? documentedDifference(ff, c, m.winner, theirs.winner) : undefined;
      if (why !== undefined) {
        documented.set(why, (documented.get(why) ?? 0) + 1);
        return;
      }
      disagreements.push(
        `${c.kind} ${c.fen} moves ${c.cycle.join(' ')}: pinqi ${m.winner} (${m.reason}) ` +
          `at ${m.ply}, ffish ${theirs.winner} at ${theirs.ply}`,
      );
    });
    console.log(
      `repetition cycles (seed ${seed}); on a documented difference: ` +
        `${JSON.stringify(Object.fromEntries(documented))}\n` +
        [...tally.entries()]
          .sort()
          .map(([k, n]) => `  ${n}\t${k}`)
          .join('\n'),
    );
    // Every generated shape of cycle occurs (mutual check comes from the named cases).
    for (const kind of KINDS.filter((k) => k !== 'both-check'))
      assert.ok(
        cycles.some((c) => c.kind === kind),
        `no generated cycle of kind ${kind}`,
      );
    assert.deepEqual(disagreements, []);
  });
});
