// Pinqi's side of the differential tests: the native CLI's `xiangqi-legal`
// command, one process for a whole batch of positions.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// PINQI_CLI overrides the binary (e.g. another build directory).
export const cliPath =
  process.env.PINQI_CLI ?? fileURLToPath(new URL('../../../build/native/bin/pinqi', import.meta.url));

export interface PinqiVerdict {
  ok: boolean;
  error?: string;
  check: boolean;
  moves: string[]; // ICCS, sorted
  outcome: '' | 'red' | 'black' | 'draw';
  reason: string;
}

// Each query is "<fen>" or "<fen> moves <iccs> ...".
export function pinqiVerdicts(queries: string[]): PinqiVerdict[] {
  if (!existsSync(cliPath)) throw new Error(`${cliPath} is missing: run scripts/build.sh first`);
  const out = execFileSync(cliPath, ['xiangqi-legal'], {
    input: queries.join('\n') + '\n',
    maxBuffer: 1 << 30,
  }).toString();
  const lines = out.split('\n').filter((l) => l.trim() !== '');
  if (lines.length !== queries.length) {
    throw new Error(`pinqi answered ${lines.length} lines for ${queries.length} queries`);
  }
  return lines.map((l) => JSON.parse(l) as PinqiVerdict);
}
