import { execFileSync } from 'node:child_process';

import { loadPinqi } from '../dist/lib/index.js';
import { createAi } from '../dist/lib/ai/index.js';
import { table } from './measure.ts';

const Plies = 60;
const TimeMsPerMove = 200;
const NodesPerMove = 20_000;

type Which = 'xiangqi' | 'gomoku';

/** Issue 24 §4: three lines (multi-PV) are to cost at most this many times one line, at the same depth. */
const LinesTarget = 1.6;
/** Gomoku's eight positions have small trees at one depth: its figure sums depths 8 to 10. */
const LinesDepths: Record<Which, number[]> = { xiangqi: [12], gomoku: [8, 9, 10] };

/**
 * What several best lines cost (`evaluate({ multiPv: 3 })`, `analyze({ multiPv: 3 })`): each
 * game's bench positions searched natively to the same depth for 1 line and for 3 lines
 * (`pinqi bench <game> --multipv 3`, one thread, multi-PV in the root, lines 2.. LaterLineLag plies
 * shallower: core/common/line_depth.h; Gomoku without its root proofs, which cost the same for
 * any number of lines; Xiangqi without the positions where one line is a forced mate). Nodes
 * are exact; times noisy (all positions).
 */
function linesCost(cli: string, which: Which): string[] {
  let one = 0,
    three = 0,
    oneMs = 0,
    threeMs = 0;
  for (const depth of LinesDepths[which]) {
    const out = execFileSync(cli, ['bench', which, '--multipv', '3', '--depth', String(depth)]).toString();
    const number = (re: RegExp): number => {
      const m = re.exec(out);
      if (!m) throw new Error(`bench ${which} --multipv: no ${re.source} in\n${out}`);
      return Number(m[1]);
    };
    if (which === 'xiangqi') {
      // Where one line is a forced mate its search costs next to nothing (the mate's bounds cut
      // it short) and the other lines are ordinary searches: those positions are left out.
      three += number(/no forced mate: [\d.]+x the nodes \((\d+) \//m);
      one += number(/no forced mate: [\d.]+x the nodes \(\d+ \/ (\d+)\)/m);
      threeMs += number(/^Time: (\d+) ms/m);
      oneMs += number(/^One line: \d+ nodes, (\d+) ms/m);
    } else {
      const rows = [...out.matchAll(/1 line (\d+) nodes ([\d.]+) ms, \d+ lines (\d+) nodes ([\d.]+) ms/g)];
      if (rows.length === 0) throw new Error(`bench gomoku --multipv: no positions in\n${out}`);
      const sum = (i: number) => rows.reduce((a, r) => a + Number(r[i]), 0);
      one += sum(1);
      oneMs += sum(2);
      three += sum(3);
      threeMs += sum(4);
    }
  }
  const ratio = three / one;
  return [
    which,
    LinesDepths[which].join(', '),
    String(one),
    String(three),
    `${ratio.toFixed(2)}×`,
    `${(threeMs / oneMs).toFixed(2)}×`,
    ratio <= LinesTarget ? 'met' : `missed (≤ ${LinesTarget}×)`,
  ];
}

/** The native engine's review of the same game (`pinqi review`), its own wall time in ms. */
function nativeReview(cli: string, which: Which, input: string, budget: string[]): { moves: number; wallMs: number } {
  const out = execFileSync(cli, ['review', which, ...budget], { input }).toString();
  return JSON.parse(out) as { moves: number; wallMs: number };
}

/**
 * What ai.analyze() costs: a fixed 60-move game of each game (played by the AI at a small
 * node budget with fixed seeds, so it is the same every run) reviewed in wasm through the
 * Worker and natively by `pinqi review`, with the same engine code.
 * - At 200 ms a move: n moves take n + 1 searches; the overhead is the Worker's wall time
 *   (its start and the wasm load included) over the time the budgets allow. Xiangqi searches
 *   use their whole budget; Gomoku's stop at 60% of it when no new iteration would finish.
 * - At a fixed node budget a move: the same searches in both, so wasm/native is the speed ratio;
 *   and the wasm review again with 3 lines a move (`multiPv: 3`) against it. Xiangqi's lines
 *   come from the same search (its budget shared), Gomoku's lines 2 and 3 from one more search
 *   with twice the budget.
 */
export async function analyzeSection(cli: string): Promise<void> {
  const pinqi = await loadPinqi();
  const timed: string[][] = [];
  const fixed: string[][] = [];
  for (const which of ['xiangqi', 'gomoku'] as const) {
    const game = which === 'xiangqi' ? new pinqi.XiangqiGame() : new pinqi.GomokuGame();
    const player = createAi({ game: which });
    for (let i = 0; i < Plies && !game.isOver; i++) {
      const reply = await player.think(game as never, { nodes: 3000, seed: i });
      if (which === 'xiangqi') (game as InstanceType<typeof pinqi.XiangqiGame>).move(reply.move as string);
      else (game as InstanceType<typeof pinqi.GomokuGame>).place(reply.move as { x: number; y: number });
    }
    player.dispose();
    const moves = game.history.length;
    const input =
      which === 'xiangqi'
        ? (() => {
            const saved = (game as InstanceType<typeof pinqi.XiangqiGame>).toJSON();
            return `${saved.startFen} moves ${saved.moves.join(' ')}\n`;
          })()
        : (game as InstanceType<typeof pinqi.GomokuGame>).toRecord();

    const wasmWall = async (
      options: { timeMsPerMove: number } | { nodesPerMove: number; multiPv?: number },
    ): Promise<number> => {
      const ai = createAi({ game: which }); // a fresh Worker: its start is part of the cost
      const start = performance.now();
      const review = await ai.analyze(game as never, options);
      const wall = performance.now() - start;
      ai.dispose();
      if (review.moves.length !== moves) throw new Error(`${which}: ${review.moves.length} reviews for ${moves} moves`);
      return wall;
    };
    const check = (native: { moves: number }) => {
      if (native.moves !== moves) throw new Error(`${which}: native reviewed ${native.moves} of ${moves} moves`);
    };

    const wasmTimed = await wasmWall({ timeMsPerMove: TimeMsPerMove });
    const nativeTimed = nativeReview(cli, which, input, ['--ms', String(TimeMsPerMove)]);
    check(nativeTimed);
    const budget = (moves + 1) * TimeMsPerMove;
    const overhead = (wall: number) => `${(((wall - budget) / budget) * 100).toFixed(1)} %`;
    timed.push([
      which,
      String(moves),
      `${(budget / 1000).toFixed(2)} s`,
      `${(nativeTimed.wallMs / 1000).toFixed(2)} s`,
      `${(wasmTimed / 1000).toFixed(2)} s`,
      overhead(nativeTimed.wallMs),
      overhead(wasmTimed),
    ]);

    const wasmFixed = await wasmWall({ nodesPerMove: NodesPerMove });
    const wasmFixedLines = await wasmWall({ nodesPerMove: NodesPerMove, multiPv: 3 });
    const nativeFixed = nativeReview(cli, which, input, ['--nodes', String(NodesPerMove)]);
    check(nativeFixed);
    fixed.push([
      which,
      String(moves),
      `${(nativeFixed.wallMs / 1000).toFixed(2)} s`,
      `${(wasmFixed / 1000).toFixed(2)} s`,
      `${(wasmFixed / nativeFixed.wallMs).toFixed(2)}×`,
      `${(wasmFixedLines / wasmFixed).toFixed(2)}×`,
    ]);
    game.dispose();
  }
  table(
    `Analysing a fixed game at ${TimeMsPerMove} ms a move: native (pinqi review) and wasm (ai.analyze in a Worker)`,
    ['game', 'moves', '(moves+1)×budget', 'native', 'wasm', 'native overhead', 'wasm overhead'],
    timed,
  );
  table(
    `Analysing the same game at ${NodesPerMove / 1000}k nodes a move: the same searches`,
    ['game', 'moves', 'native', 'wasm', 'wasm/native', 'wasm 3 lines/1'],
    fixed,
  );
  table(
    'Three best lines against one at the same depths (native, the bench positions, one thread)',
    ['game', 'depths', '1 line nodes', '3 lines nodes', 'nodes ratio', 'time ratio', 'target'],
    (['xiangqi', 'gomoku'] as const).map((which) => linesCost(cli, which)),
  );
}
