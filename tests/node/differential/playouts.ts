// Positions for the differential tests, from random playouts driven by
// ffish's own move generator (so the positions do not depend on Pinqi).
// Capture-biased playouts thin the material out and reach endgames.
import { ffishLegalMoves, iccsToFfish, type FairyStockfish } from './ffish.ts';

export const START_FEN = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';

// A small deterministic generator (mulberry32), so a failure can be replayed.
export function rng(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

export interface PlayoutOptions {
  count: number; // positions wanted
  seed: number;
  captureBias: number; // 0..1: how often a capture is preferred when one exists
  maxPlies?: number;
}

// Distinct FENs (side to move and board; counters are kept as ffish wrote them).
export function playoutPositions(ff: FairyStockfish, o: PlayoutOptions): string[] {
  const random = rng(o.seed);
  const seen = new Set<string>();
  const out: string[] = [];
  const maxPlies = o.maxPlies ?? 300;
  while (out.length < o.count) {
    const board = new ff.Board('xiangqi', START_FEN);
    try {
      const plies = 20 + random(maxPlies - 20);
      for (let ply = 0; ply <= plies && out.length < o.count; ++ply) {
        const fen = board.fen();
        const key = fen.split(' ').slice(0, 2).join(' ');
        if (!seen.has(key)) {
          seen.add(key);
          out.push(fen);
        }
        const moves = ffishLegalMoves(board);
        if (moves.length === 0) break;
        let pool = moves;
        if (random(1000) < o.captureBias * 1000) {
          const captures = moves.filter((m) => board.isCapture(iccsToFfish(m)));
          if (captures.length > 0) pool = captures;
        }
        board.push(iccsToFfish(pool[random(pool.length)]!));
      }
    } finally {
      board.delete();
    }
  }
  return out;
}
