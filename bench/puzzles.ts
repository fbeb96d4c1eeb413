import type { Pinqi, Point } from '../web/src/index.ts';
import { createPuzzles, type GomokuPuzzle, type Puzzles, type XiangqiPuzzle } from '../web/src/puzzles/index.ts';
import { median, table, timeMs } from './measure.ts';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** CPU milliseconds of fn in this process (the machine may be shared: wall time is shown too). */
function cpuMs(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

interface Timing {
  wall: number[];
  cpu: number[];
}

/** Times every player move of every shipped solution through the checker. */
function timeSolutions(puzzles: Puzzles, list: readonly (GomokuPuzzle | XiangqiPuzzle)[], proofOnly: boolean): Timing {
  const times: Timing = { wall: [], cpu: [] };
  for (const p of list) {
    const judged = proofOnly ? { ...p, solution: [], firstMoves: [] } : p;
    const line: (Point | string)[] = [];
    for (let i = 0; i < p.solution.length; i += 2) {
      const check = () =>
        judged.game === 'gomoku'
          ? puzzles.check(judged, line as Point[], p.solution[i] as Point)
          : puzzles.check(judged as XiangqiPuzzle, line as string[], p.solution[i] as string);
      let cpu = 0;
      times.wall.push(timeMs(() => (cpu = cpuMs(check))));
      times.cpu.push(cpu);
      line.push(p.solution[i]!, p.solution[i + 1]!);
    }
  }
  return times;
}

/**
 * The puzzle checker in wasm: per judged move over every shipped solution, with
 * the data's shortcuts (the solution line) and without them (every move proven).
 */
export function puzzleSection(pinqi: Pinqi): void {
  const puzzles = createPuzzles(pinqi);
  const rows: string[][] = [];
  for (const [name, list] of [
    ['Gomoku', puzzles.gomoku],
    ['Xiangqi mate', puzzles.xiangqi.filter((p) => p.kind === 'mate')],
    ['Xiangqi material', puzzles.xiangqi.filter((p) => p.kind === 'material')],
  ] as const) {
    // Warm the tables up (one puzzle of each rule builds its pattern table).
    const firsts = new Map(list.map((p) => [p.game === 'gomoku' ? p.rule : p.kind, p]));
    timeSolutions(puzzles, [...firsts.values()], true);
    for (const proofOnly of [false, true]) {
      const t = timeSolutions(puzzles, list, proofOnly);
      rows.push([
        `${name}, ${proofOnly ? 'proven' : 'from the data'}`,
        String(t.wall.length),
        median(t.cpu).toFixed(2),
        percentile(t.cpu, 95).toFixed(2),
        Math.max(...t.cpu).toFixed(1),
        median(t.wall).toFixed(2),
        Math.max(...t.wall).toFixed(1),
      ]);
    }
  }
  table(
    'Puzzle checker in wasm (ms per judged move; CPU time, and wall time on this shared machine)',
    ['moves', 'judged', 'cpu median', 'cpu p95', 'cpu max', 'wall median', 'wall max'],
    rows,
  );
}
