import type { GameKind } from './setup.js';

/**
 * The evaluation graph's numbers: one point per ply (the start, then after
 * each move), from one fixed side's view, in -1..1. Pure geometry; the canvas
 * that draws it is in ui/.
 */

/** What the graph reads from a move's review. */
export interface GraphMove {
  side: string;
  /** The mover's best score before the move, and after the move played (the engine's units). */
  scoreBefore: number;
  scoreAfter: number;
}

/** Beyond this the engine reports a forced win or mate (both games: README, Analysis); the graph pins it to the edge. */
export const DECISIVE_SCORE = 29000;
/** The scores that fill the graph's half height: Gomoku's scale, Xiangqi's centipawns. */
export const GRAPH_SCALE: Record<GameKind, number> = { gomoku: 2000, xiangqi: 1000 };
/** The graph's inner margin, in CSS pixels: the first and last points and the edges stay visible. */
export const GRAPH_PAD = 4;

/** A score from the mover's view as the graph's value from `viewSide`'s view: clamped to -1..1, decisive at ±1. */
export function graphValue(score: number, mover: string, viewSide: string, scale: number): number {
  const s = mover === viewSide ? score : -score;
  if (Math.abs(s) >= DECISIVE_SCORE) return Math.sign(s);
  return Math.max(-1, Math.min(1, s / scale)) + 0; // + 0: no -0
}

/** The values at ply 0…n of a game's n reviewed moves (just [0] for no move). */
export function evalSeries(moves: readonly GraphMove[], viewSide: string, scale: number): number[] {
  if (moves.length === 0) return [0];
  const first = moves[0]!;
  return [
    graphValue(first.scoreBefore, first.side, viewSide, scale),
    ...moves.map((m) => graphValue(m.scoreAfter, m.side, viewSide, scale)),
  ];
}

/** Where ply i's point sits on a graph of width × height (the view side's advantage upwards). */
export function graphPoint(
  value: number,
  ply: number,
  plies: number,
  width: number,
  height: number,
): { x: number; y: number } {
  const step = (width - 2 * GRAPH_PAD) / Math.max(1, plies - 1);
  return { x: GRAPH_PAD + ply * step, y: height / 2 - value * (height / 2 - GRAPH_PAD) };
}

/** The ply whose point is nearest to x on a graph `width` wide with `plies` points. */
export function plyAtX(x: number, plies: number, width: number): number {
  const step = (width - 2 * GRAPH_PAD) / Math.max(1, plies - 1);
  return Math.max(0, Math.min(plies - 1, Math.round((x - GRAPH_PAD) / step)));
}
