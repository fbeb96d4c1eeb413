import { squareIndex, squareName } from '../../api/xiangqi-game.js';

/**
 * Inside the view, squares are numbered rank * 9 + file as the engine numbers
 * them (file 0 is Red's left 'a', rank 0 Red's back rank: 'e3' is 31). The
 * view's Config and events use ICCS names ('e3'), like the XiangqiGame API.
 */
export type SquareIndex = number;
type XiangqiSquare = SquareIndex;

/** ICCS name → index, or null for anything that is not a square. */
export function toIndex(square: string | null | undefined): SquareIndex | null {
  if (square === null || square === undefined) return null;
  const i = squareIndex(square);
  return i < 0 ? null : i;
}

export { squareName };
export type XiangqiOrientation = 'red' | 'black';

export const FILES = 9;
export const RANKS = 10;

export const fileOf = (s: XiangqiSquare): number => s % FILES;
export const rankOf = (s: XiangqiSquare): number => Math.floor(s / FILES);
export const squareAt = (file: number, rank: number): XiangqiSquare => rank * FILES + file;

/** Where the intersections sit inside a drawing area of width × height CSS pixels. */
export interface XiangqiGeometry {
  cell: number;
  /** Pixel position of the top-left intersection on screen. */
  originX: number;
  originY: number;
  /** Which side sits at the bottom of the screen. */
  orientation: XiangqiOrientation;
}

export function xiangqiGeometry(
  width: number,
  height: number,
  withCoordinates: boolean,
  orientation: XiangqiOrientation,
): XiangqiGeometry {
  // Room for half a piece and the frame around the grid, plus a row of file numbers above and below.
  const marginX = 1.3;
  const marginY = withCoordinates ? 2.2 : 1.3;
  const cell = Math.min(width / (FILES - 1 + marginX), height / (RANKS - 1 + marginY));
  return {
    cell,
    originX: (width - cell * (FILES - 1)) / 2,
    originY: (height - cell * (RANKS - 1)) / 2,
    orientation,
  };
}

/** Screen column and row (0 = left, 0 = top) of a square. */
export function screenCell(g: XiangqiGeometry, s: XiangqiSquare): { col: number; row: number } {
  const f = fileOf(s);
  const r = rankOf(s);
  return g.orientation === 'red' ? { col: f, row: RANKS - 1 - r } : { col: FILES - 1 - f, row: r };
}

export function squareFromScreen(g: XiangqiGeometry, col: number, row: number): XiangqiSquare {
  return g.orientation === 'red' ? squareAt(col, RANKS - 1 - row) : squareAt(FILES - 1 - col, row);
}

export function squareToPixel(g: XiangqiGeometry, s: XiangqiSquare): { px: number; py: number } {
  const { col, row } = screenCell(g, s);
  return { px: g.originX + col * g.cell, py: g.originY + row * g.cell };
}

/** The intersection within half a cell of a pixel, or null off the board. */
export function pixelToSquare(g: XiangqiGeometry, px: number, py: number): XiangqiSquare | null {
  const col = Math.round((px - g.originX) / g.cell);
  const row = Math.round((py - g.originY) / g.cell);
  if (col < 0 || row < 0 || col >= FILES || row >= RANKS) return null;
  return squareFromScreen(g, col, row);
}
