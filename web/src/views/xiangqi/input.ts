import type { XiangqiSquare } from '../../api/xiangqi-types.js';
import { bindBoardInput } from '../board-input.js';
import { stepCursor } from '../cursor.js';
import {
  FILES,
  RANKS,
  screenCell,
  squareFromScreen,
  squareName,
  toIndex,
  xiangqiGeometry,
  type SquareIndex,
} from './geometry.js';
import type { XiangqiBoardState } from './state.js';

/**
 * Pointer taps and keys on the Xiangqi board canvas (see bindBoardInput):
 * arrow keys move the cursor in screen directions, and Enter confirms the
 * pending move when the cursor is on its target. A piece may be dragged to
 * its target instead of tapped there.
 */
export function bindXiangqiInput(
  canvas: HTMLCanvasElement,
  state: XiangqiBoardState,
  squareAt: (clientX: number, clientY: number) => SquareIndex | null,
  local: (clientX: number, clientY: number) => { x: number; y: number },
  redraw: () => void,
): () => void {
  // Screen cells do not depend on size, so a unit geometry is enough here.
  const geometry = () => xiangqiGeometry(1, 1, false, state.orientation);
  const squareAtPointer = (x: number, y: number): XiangqiSquare | null => {
    const s = squareAt(x, y);
    return s === null ? null : squareName(s);
  };
  return bindBoardInput<XiangqiSquare>(
    canvas,
    state,
    squareAtPointer,
    local,
    {
      current: () =>
        squareName(
          toIndex(state.cursor) ??
            toIndex(state.pending?.to) ??
            toIndex(state.selected) ??
            squareFromScreen(geometry(), 4, 6),
        ),
      step: (key, at) => {
        const g = geometry();
        const next = stepCursor(key, screenCell(g, toIndex(at)!), FILES, RANKS, false);
        return next ? squareName(squareFromScreen(g, next.col, next.row)) : null;
      },
      confirmsAt: (name) => !!state.pending && state.pending.to === name,
      dragFrom: (name) => (state.pieces.some((p) => p.square === name) ? 'move' : false),
      holds: (name) => state.selected === name,
    },
    redraw,
  );
}
