import { listenForTaps } from './tap.js';

/** What the shared input reads and writes on a board's state. */
export interface BoardInputState<Cell> {
  interactive: boolean;
  /** The keyboard cursor, or null while the pointer is in use. */
  cursor: Cell | null;
  events: {
    select?: (cell: Cell) => void;
    confirm?: () => void;
    cancel?: () => void;
  };
}

/** How one board moves its keyboard cursor. */
export interface CursorMoves<Cell> {
  /** Where the cursor is now: the cursor, else the pending move, else a starting cell. */
  current(): Cell;
  /** The cell an arrow key moves to from `from`, or null when the key is no arrow key. */
  step(key: string, from: Cell): Cell | null;
  /** Whether Enter on this cell confirms the pending move. */
  confirmsAt(cell: Cell): boolean;
}

/**
 * Pointer taps and keys on a board canvas, turned into the owner's events.
 * Arrow keys move a cursor, Enter selects (or confirms the pending move under
 * the cursor), Escape cancels. Returns a function that stops listening.
 */
export function bindBoardInput<Cell>(
  canvas: HTMLCanvasElement,
  state: BoardInputState<Cell>,
  cellAt: (clientX: number, clientY: number) => Cell | null,
  cursor: CursorMoves<Cell>,
  redraw: () => void,
): () => void {
  const stopTaps = listenForTaps(canvas, (x, y) => {
    if (!state.interactive) return;
    const cell = cellAt(x, y);
    if (cell === null) return;
    state.cursor = null;
    state.events.select?.(cell);
    redraw();
  });

  const onKey = (e: KeyboardEvent): void => {
    if (!state.interactive) return;
    const at = cursor.current();
    const next = cursor.step(e.key, at);
    if (next !== null) {
      state.cursor = next;
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
