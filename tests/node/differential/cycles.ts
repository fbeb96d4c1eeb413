// Repetition cycles for the differential tests of the repetition rules. The
// named ones are built by hand, one per rule; the generated ones come from
// `pinqi xiangqi-cycles` (sparse random positions, the shapes of cycle taken
// in turn; see cli/xiangqi_cycles.cpp). The verdicts come from both engines.
import { execFileSync } from 'node:child_process';

import { cliPath } from './pinqi-cli.ts';

export interface Cycle {
  name: string;
  fen: string;
  lead: string[]; // ICCS moves played once before the cycle
  cycle: string[]; // ICCS moves that return to the same position
}

// Every cycle is played this many times: the third occurrence settles it.
export const ROUNDS = 3;

export function sequence(c: Cycle): string[] {
  const out = [...c.lead];
  for (let i = 0; i < ROUNDS; ++i) out.push(...c.cycle);
  return out;
}

export const KINDS = [
  'red-checks',
  'both-check',
  'check-chase',
  'chase',
  'counter',
  'mutual-chase',
  'threat',
  'idle',
] as const;

export interface GeneratedCycle extends Cycle {
  kind: string;
}

export function generatedCycles(count: number, seed: number): GeneratedCycle[] {
  const out = execFileSync(cliPath, ['xiangqi-cycles', String(count), String(seed)]).toString();
  return out
    .trim()
    .split('\n')
    .map((line, i) => {
      const [kind, fen, moves] = line.split('\t') as [string, string, string];
      return { name: `generated ${i + 1} (${kind})`, kind, fen, lead: [], cycle: moves.split(' ') };
    });
}
