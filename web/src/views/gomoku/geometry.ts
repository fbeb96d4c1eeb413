import type { Point } from '../../api/gomoku-types.js';

/** Where the board's points sit inside a drawing area of width × height CSS pixels. */
export interface GomokuGeometry {
  size: number;
  /** Distance between neighbouring lines. */
  cell: number;
  /** Pixel position of the top-left intersection on screen. */
  originX: number;
  originY: number;
  /** Drawn turned half a circle: point (0, 0) sits at the bottom right. */
  flipped: boolean;
}

export function gomokuGeometry(
  size: number,
  width: number,
  height: number,
  withCoordinates: boolean,
  flipped = false,
): GomokuGeometry {
  const side = Math.min(width, height);
  // One cell of margin around the grid, plus room for the labels.
  const cell = side / (size - 1 + (withCoordinates ? 2.2 : 1.2));
  const grid = cell * (size - 1);
  return { size, cell, originX: (width - grid) / 2, originY: (height - grid) / 2, flipped };
}

export function pointToPixel(g: GomokuGeometry, p: Point): { px: number; py: number } {
  const x = g.flipped ? g.size - 1 - p.x : p.x;
  const y = g.flipped ? g.size - 1 - p.y : p.y;
  return { px: g.originX + x * g.cell, py: g.originY + y * g.cell };
}

/** The nearest point within half a cell, or null when the pixel is off the grid. */
export function pixelToPoint(g: GomokuGeometry, px: number, py: number): Point | null {
  const sx = Math.round((px - g.originX) / g.cell);
  const sy = Math.round((py - g.originY) / g.cell);
  if (sx < 0 || sy < 0 || sx >= g.size || sy >= g.size) return null;
  return g.flipped ? { x: g.size - 1 - sx, y: g.size - 1 - sy } : { x: sx, y: sy };
}
