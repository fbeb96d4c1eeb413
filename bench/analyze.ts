import { createAi, loadPinqi } from '../dist/lib/index.js';
import { table } from './measure.ts';

const Plies = 60;
const TimeMsPerMove = 200;

/**
 * What ai.analyze() costs beyond its searches: a 60-move game of each game at 200 ms a
 * move (the game itself played by the AI at a small node budget, so it is the same every
 * run). n moves take n + 1 searches; the overhead is the wall time (Worker start and wasm
 * load included) over the time the budgets allow. Xiangqi searches use their whole budget;
 * Gomoku's stop at 60% of it when no new iteration would finish (so its figure is lower).
 */
export async function analyzeSection(): Promise<void> {
  const pinqi = await loadPinqi();
  const rows: string[][] = [];
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
    const ai = createAi({ game: which }); // a fresh Worker: its start is part of the cost
    const start = performance.now();
    const review = await ai.analyze(game as never, { timeMsPerMove: TimeMsPerMove });
    const wall = performance.now() - start;
    ai.dispose();
    game.dispose();
    if (review.moves.length !== moves) throw new Error(`${which}: ${review.moves.length} reviews for ${moves} moves`);
    const budget = (moves + 1) * TimeMsPerMove;
    rows.push([
      which,
      String(moves),
      `${(wall / 1000).toFixed(2)} s`,
      `${(budget / 1000).toFixed(2)} s`,
      `${(((wall - budget) / budget) * 100).toFixed(1)} %`,
      `${(((wall - moves * TimeMsPerMove) / (moves * TimeMsPerMove)) * 100).toFixed(1)} %`,
    ]);
  }
  table(
    `ai.analyze() at ${TimeMsPerMove} ms a move`,
    ['game', 'moves', 'wall', '(moves+1)×budget', 'overhead', 'vs moves×budget'],
    rows,
  );
}
