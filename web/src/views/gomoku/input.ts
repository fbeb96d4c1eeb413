import type { Point } from '../../api/gomoku-types.js';
import { bindBoardInput } from '../board-input.js';
import { stepCursor } from '../cursor.js';
import type { GomokuBoardState } from './state.js';

/**
 * Pointer taps and keys on the Gomoku board canvas (see bindBoardInput): the
 * cursor starts at the pending stone or the centre, and Enter on the pending
 * stone confirms it. With the magnifier on, a finger's press shows the
 * points under it enlarged, and the stone goes where the finger lifts.
 * Returns a function that stops listening.
 */
export function bindGomokuInput(
  canvas: HTMLCanvasElement,
  state: GomokuBoardState,
  pointAt: (clientX: number, clientY: number) => Point | null,
  local: (clientX: number, clientY: number) => { x: number; y: number },
  redraw: () => void,
): () => void {
  return bindBoardInput<Point>(
    canvas,
    state,
    pointAt,
    local,
    {
      current: () => state.cursor ?? state.pending?.point ?? { x: (state.size - 1) >> 1, y: (state.size - 1) >> 1 },
      step: (key, at) => {
        const next = stepCursor(key, { col: at.x, row: at.y }, state.size, state.size, state.flipped);
        return next ? { x: next.col, y: next.row } : null;
      },
      confirmsAt: (at) => {
        const pending = state.pending?.point;
        return !!pending && pending.x === at.x && pending.y === at.y;
      },
      dragFrom: (_at, pointerType) => (state.magnifier && pointerType !== 'mouse' ? 'press' : false),
      holds: () => false,
    },
    redraw,
  );
}
