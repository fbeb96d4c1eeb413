// Compares Pinqi with Fairy-Stockfish on a batch of Xiangqi positions: the
// legal move set, the in-check flag, and mate or stalemate (a loss for the
// side to move in Xiangqi, so the winner is compared too).
import { ffishLegalMoves, type FairyStockfish } from './ffish.ts';
import { pinqiVerdicts } from './pinqi-cli.ts';

export interface Comparison {
  positions: number;
  agreeing: number;
  terminal: number; // positions with no legal move (mate or stalemate)
  inCheck: number;
  moves: number; // legal moves compared, summed
  mismatches: string[];
}

function winnerFromResult(result: string): '' | 'red' | 'black' | 'draw' {
  return result === '1-0' ? 'red' : result === '0-1' ? 'black' : result === '1/2-1/2' ? 'draw' : '';
}

export function compareXiangqi(ff: FairyStockfish, fens: string[]): Comparison {
  const pinqi = pinqiVerdicts(fens);
  const c: Comparison = { positions: fens.length, agreeing: 0, terminal: 0, inCheck: 0, moves: 0, mismatches: [] };
  fens.forEach((fen, i) => {
    const p = pinqi[i]!;
    const board = new ff.Board('xiangqi', fen);
    try {
      const problems: string[] = [];
      if (!p.ok) {
        problems.push(`pinqi rejected the position: ${p.error}`);
      } else {
        const moves = ffishLegalMoves(board);
        const theirs = new Set(moves);
        const ours = new Set(p.moves);
        const missing = moves.filter((m) => !ours.has(m));
        const extra = p.moves.filter((m) => !theirs.has(m));
        if (missing.length) problems.push(`pinqi lacks ${missing.join(' ')}`);
        if (extra.length) problems.push(`pinqi adds ${extra.join(' ')}`);
        if (board.isCheck() !== p.check) problems.push(`check: ffish ${board.isCheck()}, pinqi ${p.check}`);
        c.moves += moves.length;
        c.inCheck += Number(board.isCheck());
        if (moves.length === 0) {
          c.terminal += 1;
          const theirWinner = winnerFromResult(board.result());
          const ourKind = board.isCheck() ? 'checkmate' : 'stalemate';
          if (p.outcome !== theirWinner || p.reason !== ourKind) {
            problems.push(`end: ffish ${board.result()} (${ourKind}), pinqi ${p.outcome} ${p.reason}`);
          }
        } else if (p.reason === 'checkmate' || p.reason === 'stalemate') {
          problems.push(`pinqi says ${p.reason} but ffish has moves`);
        }
      }
      if (problems.length) c.mismatches.push(`${fen}: ${problems.join('; ')}`);
      else c.agreeing += 1;
    } finally {
      board.delete();
    }
  });
  return c;
}
