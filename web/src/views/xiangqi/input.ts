import { stepCursor } from '../cursor.js';
import { listenForTaps } from '../tap.js';
import { FILES, RANKS, screenCell, squareFromScreen, squareName, toIndex, xiangqiGeometry, type SquareIndex } from './geometry.js';
import type { XiangqiBoardState } from './state.js';

/**
 * Pointer taps and keys on the board canvas, turned into the owner's events.
 * Arrow keys move a cursor in screen directions, Enter selects (or confirms
 * the pending move when the cursor is on its target), Escape cancels.
 */
export function bindXiangqiInput(
  canvas: HTMLCanvasElement,
  state: XiangqiBoardState,
  squareAt: (clientX: number, clientY: number) => SquareIndex | null,
  redraw: () => void,
): () => void {
  const stopTaps = listenForTaps(canvas, (x, y) => {
    if (!state.interactive) return;
    const s = squareAt(x, y);
    if (s === null) return;
    state.cursor = null;
    state.events.select?.(squareName(s));
    redraw();
  });

  const onKey = (e: KeyboardEvent): void => {
    if (!state.interactive) return;
    // Screen cells do not depend on size, so a unit geometry is enough here.
    const g = xiangqiGeometry(1, 1, false, state.orientation);
    const at = toIndex(state.cursor) ?? toIndex(state.pending?.to) ?? toIndex(state.selected) ?? squareFromScreen(g, 4, 6);
    const next = stepCursor(e.key, screenCell(g, at), FILES, RANKS, false);
    if (next) {
      state.cursor = squareName(squareFromScreen(g, next.col, next.row));
    } else if (e.key === 'Enter' || e.key === ' ') {
      const name = squareName(at);
      state.cursor = name;
      if (state.pending && state.pending.to === name && state.events.confirm) state.events.confirm();
      else state.events.select?.(name);
    } else if (e.key === 'Escape') {
      state.events.cancel?.();
    } else {
      return;
    }
    e.preventDefault();
    redraw();
  };
  const onBlur = (): void => {
    state.cursor = null;
    redraw();
  };
  canvas.addEventListener('keydown', onKey);
  canvas.addEventListener('blur', onBlur);
  return () => {
    stopTaps();
    canvas.removeEventListener('keydown', onKey);
    canvas.removeEventListener('blur', onBlur);
  };
}
