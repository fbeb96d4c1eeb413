import type { Point } from '../../api/gomoku-types.js';
import { stepCursor } from '../cursor.js';
import { listenForTaps } from '../tap.js';
import type { GomokuBoardState } from './state.js';

/**
 * Pointer taps and keys on the board canvas, turned into the owner's events.
 * Arrow keys move a cursor, Enter selects (or confirms the pending stone under
 * the cursor), Escape cancels. Returns a function that stops listening.
 */
export function bindGomokuInput(
  canvas: HTMLCanvasElement,
  state: GomokuBoardState,
  pointAt: (clientX: number, clientY: number) => Point | null,
  redraw: () => void,
): () => void {
  const stopTaps = listenForTaps(canvas, (x, y) => {
    if (!state.interactive) return;
    const p = pointAt(x, y);
    if (!p) return;
    state.cursor = null;
    state.events.select?.(p);
    redraw();
  });

  const onKey = (e: KeyboardEvent): void => {
    if (!state.interactive) return;
    const size = state.size;
    const at = state.cursor ?? state.pending?.point ?? { x: (size - 1) >> 1, y: (size - 1) >> 1 };
    const next = stepCursor(e.key, { col: at.x, row: at.y }, size, size, state.flipped);
    if (next) {
      state.cursor = { x: next.col, y: next.row };
    } else if (e.key === 'Enter' || e.key === ' ') {
      const pending = state.pending?.point;
      state.cursor = at;
      if (pending && pending.x === at.x && pending.y === at.y && state.events.confirm) state.events.confirm();
      else state.events.select?.(at);
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
