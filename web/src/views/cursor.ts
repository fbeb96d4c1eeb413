/** A keyboard cursor on a grid of cols × rows cells, moved in screen directions. */
export interface GridCell {
  col: number;
  row: number;
}

const STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The cell an arrow key moves to, or null when the key is not an arrow.
 * `flipped` means the board is drawn turned half a circle, so screen-left is +col.
 */
export function stepCursor(key: string, at: GridCell, cols: number, rows: number, flipped: boolean): GridCell | null {
  const step = STEPS[key];
  if (!step) return null;
  const sign = flipped ? -1 : 1;
  return {
    col: Math.min(cols - 1, Math.max(0, at.col + step[0] * sign)),
    row: Math.min(rows - 1, Math.max(0, at.row + step[1] * sign)),
  };
}

/** Whether the user asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
