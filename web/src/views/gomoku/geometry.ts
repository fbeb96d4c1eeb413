import type { Point } from '../../api/gomoku-types.js';

/** Where the board's points sit inside a drawing area of width × height CSS pixels. */
export interface GomokuGeometry {
  size: number;
  /** Distance between neighbouring lines. */
  cell: number;
  /** Pixel position of point (0, 0). */
  originX: number;
  originY: number;
}

export function gomokuGeometry(size: number, width: number, height: number, withCoordinates: boolean): GomokuGeometry {
  const side = Math.min(width, height);
  // One cell of margin around the grid, plus room for the labels.
  const cell = side / (size - 1 + (withCoordinates ? 2.2 : 1.2));
  const grid = cell * (size - 1);
  return { size, cell, originX: (width - grid) / 2, originY: (height - grid) / 2 };
}

export function pointToPixel(g: GomokuGeometry, p: Point): { px: number; py: number } {
  return { px: g.originX + p.x * g.cell, py: g.originY + p.y * g.cell };
}

/** The nearest point within half a cell, or null when the pixel is off the grid. */
export function pixelToPoint(g: GomokuGeometry, px: number, py: number): Point | null {
  const x = Math.round((px - g.originX) / g.cell);
  const y = Math.round((py - g.originY) / g.cell);
  if (x < 0 || y < 0 || x >= g.size || y >= g.size) return null;
  return { x, y };
}
