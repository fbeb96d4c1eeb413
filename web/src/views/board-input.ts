import { listenForPresses } from './drag.js';

/** A press being dragged, in CSS pixels of the canvas: a piece carried, or a finger sliding with the magnifier. */
export interface BoardDrag<Cell> {
  /** Where the press started (the carried piece's cell). */
  from: Cell | null;
  /** The cell under the pointer now. */
  over: Cell | null;
  x: number;
  y: number;
}

/** What the shared input reads and writes on a board's state. */
export interface BoardInputState<Cell> {
  interactive: boolean;
  /** The keyboard cursor, or null while the pointer is in use. */
  cursor: Cell | null;
  drag: BoardDrag<Cell> | null;
  events: {
    select?: (cell: Cell) => void;
    confirm?: () => void;
    cancel?: () => void;
    /** The keyboard cursor moved to a cell (e.g. to say what is there). */
    cursor?: (cell: Cell) => void;
  };
}

/** How one board moves its keyboard cursor and which presses it lets the player drag. */
export interface CursorMoves<Cell> {
  /** Where the cursor is now: the cursor, else the pending move, else a starting cell. */
  current(): Cell;
  /** The cell an arrow key moves to from `from`, or null when the key is no arrow key. */
  step(key: string, from: Cell): Cell | null;
  /** Whether Enter on this cell confirms the pending move. */
  confirmsAt(cell: Cell): boolean;
  /** Whether a press on this cell may be dragged: once moved ('move', a piece), at once ('press', the magnifier), or not. */
  dragFrom(cell: Cell, pointerType: string): 'move' | 'press' | false;
  /** Whether the owner took up the piece on this cell (a drop then picks its target). */
  holds(cell: Cell): boolean;
}

/**
 * Pointer taps and drags and keys on a board canvas, turned into the owner's
 * events. A drag is the same as two taps: where it starts (picking the piece
 * up) and where it ends; a magnifier slide is one tap where the finger lifts.
 * Arrow keys move a cursor, Enter selects (or confirms the pending move under
 * the cursor), Escape cancels. Returns a function that stops listening.
 */
export function bindBoardInput<Cell>(
  canvas: HTMLCanvasElement,
  state: BoardInputState<Cell>,
  cellAt: (clientX: number, clientY: number) => Cell | null,
  local: (clientX: number, clientY: number) => { x: number; y: number },
  cursor: CursorMoves<Cell>,
  redraw: () => void,
): () => void {
  const sameCell = (a: Cell | null, b: Cell | null): boolean => JSON.stringify(a) === JSON.stringify(b);
  const stopPresses = listenForPresses(canvas, {
    tap(x, y) {
      if (!state.interactive) return;
      const cell = cellAt(x, y);
      if (cell === null) return;
      state.cursor = null;
      state.events.select?.(cell);
      redraw();
    },
    dragFrom(x, y, pointerType) {
      if (!state.interactive) return false;
      const cell = cellAt(x, y);
      return cell === null ? false : cursor.dragFrom(cell, pointerType);
    },
    dragStart(x, y, mode) {
      const from = cellAt(x, y);
      state.cursor = null;
      // A carried piece is picked up as a tap on it would; a magnifier slide picks nothing yet.
      if (mode === 'move' && from !== null) state.events.select?.(from);
      state.drag = { from: mode === 'move' ? from : null, over: from, ...local(x, y) };
      redraw();
    },
    dragMove(x, y) {
      if (!state.drag) return;
      state.drag = { ...state.drag, over: cellAt(x, y), ...local(x, y) };
      redraw();
    },
    dragEnd(x, y) {
      const drag = state.drag;
      state.drag = null;
      const to = cellAt(x, y);
      const carried = drag?.from ?? null;
      const dropped = carried === null || (cursor.holds(carried) && !sameCell(carried, to));
      if (drag && to !== null && state.interactive && dropped) state.events.select?.(to);
      redraw();
    },
    dragCancel() {
      state.drag = null;
      redraw();
    },
  });

  const onKey = (e: KeyboardEvent): void => {
    if (!state.interactive) return;
    const at = cursor.current();
    const next = cursor.step(e.key, at);
    if (next !== null) {
      state.cursor = next;
      state.events.cursor?.(next);
    } else if (e.key === 'Enter' || e.key === ' ') {
      state.cursor = at;
      if (cursor.confirmsAt(at) && state.events.confirm) state.events.confirm();
      else state.events.select?.(at);
    } else if (e.key === 'Escape') {
      state.events.cancel?.();
    } else {
      return;
    }
    e.preventDefault();
    e.stopPropagation();
    redraw();
  };
  const onBlur = (): void => {
    state.cursor = null;
    redraw();
  };
  canvas.addEventListener('keydown', onKey);
  canvas.addEventListener('blur', onBlur);
  return () => {
    stopPresses();
    canvas.removeEventListener('keydown', onKey);
    canvas.removeEventListener('blur', onBlur);
  };
}
