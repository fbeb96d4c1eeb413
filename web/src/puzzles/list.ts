import type { Point } from '../api/gomoku-types.js';
import { GOMOKU_PUZZLE_RECORDS } from './gomoku-data.js';
import type { GomokuPuzzleRecord, XiangqiPuzzleRecord } from './records.js';
import type { GomokuPuzzle, XiangqiPuzzle } from './types.js';
import { XIANGQI_PUZZLE_RECORDS } from './xiangqi-data.js';

function points(text: string, size: number): Point[] {
  if (!text) return [];
  return text.split(' ').map((n) => ({ x: n.charCodeAt(0) - 97, y: size - Number(n.slice(1)) }));
}

function moves(text: string): string[] {
  return text ? text.split(' ') : [];
}

function gomoku(r: GomokuPuzzleRecord): GomokuPuzzle {
  const setup = points(r.setup, r.size);
  return Object.freeze({
    id: r.id,
    game: 'gomoku',
    rule: r.rule,
    size: r.size,
    setup: Object.freeze(setup),
    toMove: setup.length % 2 === 0 ? 'black' : 'white',
    kind: r.kind,
    length: r.length,
    solution: Object.freeze(points(r.solution, r.size)),
    firstMoves: Object.freeze(points(r.firstMoves, r.size)),
    rating: r.rating,
    source: r.source,
  });
}

function xiangqi(r: XiangqiPuzzleRecord): XiangqiPuzzle {
  return Object.freeze({
    id: r.id,
    game: 'xiangqi',
    fen: r.fen,
    toMove: r.fen.split(' ')[1] === 'b' ? 'black' : 'red',
    kind: r.kind,
    length: r.length,
    solution: Object.freeze(moves(r.solution)),
    firstMoves: Object.freeze(moves(r.firstMoves)),
    rating: r.rating,
    gain: r.gain,
    source: r.source,
  });
}

/** The shipped Gomoku puzzles (free-style, standard and Renju; VCF and VCT). */
export const gomokuPuzzles: readonly GomokuPuzzle[] = Object.freeze(GOMOKU_PUZZLE_RECORDS.map(gomoku));

/** The shipped Xiangqi puzzles (mates in 1 to 5, material tactics). */
export const xiangqiPuzzles: readonly XiangqiPuzzle[] = Object.freeze(XIANGQI_PUZZLE_RECORDS.map(xiangqi));
