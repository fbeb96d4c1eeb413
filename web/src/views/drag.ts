/**
 * Turns Pointer Events (mouse, touch, pen) into taps and drags. A press that
 * moves a few pixels becomes a drag when the owner allows one from where it
 * started (a piece to carry); otherwise it is no tap at all. A press the
 * browser cancels is dropped.
 */
export interface PressHandlers {
  /** A press released where it started. */
  tap(clientX: number, clientY: number): void;
  /**
   * Whether a press here may be dragged: 'move' once it has moved a few
   * pixels, 'press' at once (a finger sliding to a point with a magnifier), or
   * false.
   */
  dragFrom(clientX: number, clientY: number, pointerType: string): 'move' | 'press' | false;
  dragStart(clientX: number, clientY: number, mode: 'move' | 'press'): void;
  dragMove(clientX: number, clientY: number): void;
  dragEnd(clientX: number, clientY: number): void;
  dragCancel(): void;
}

/** CSS pixels a finger may wander and still tap. */
const SLOP = 10;

export function listenForPresses(target: HTMLElement, handlers: PressHandlers): () => void {
  let press: {
    id: number;
    x: number;
    y: number;
    drag: 'move' | 'press' | false;
    dragging: boolean;
  } | null = null;

  const down = (e: PointerEvent): void => {
    if (e.button !== 0 || !e.isPrimary) return;
    const drag = handlers.dragFrom(e.clientX, e.clientY, e.pointerType);
    press = { id: e.pointerId, x: e.clientX, y: e.clientY, drag, dragging: false };
    if (drag) target.setPointerCapture?.(e.pointerId);
    if (drag === 'press') {
      press.dragging = true;
      handlers.dragStart(e.clientX, e.clientY, 'press');
    }
  };
  const move = (e: PointerEvent): void => {
    if (!press || e.pointerId !== press.id) return;
    if (press.dragging) return handlers.dragMove(e.clientX, e.clientY);
    if (Math.hypot(e.clientX - press.x, e.clientY - press.y) <= SLOP) return;
    if (press.drag === 'move') {
      press.dragging = true;
      handlers.dragStart(press.x, press.y, 'move');
      handlers.dragMove(e.clientX, e.clientY);
    } else {
      press = null;
    }
  };
  const up = (e: PointerEvent): void => {
    if (!press || e.pointerId !== press.id) return;
    const dragging = press.dragging;
    press = null;
    if (dragging) handlers.dragEnd(e.clientX, e.clientY);
    else handlers.tap(e.clientX, e.clientY);
  };
  const cancel = (): void => {
    if (press?.dragging) handlers.dragCancel();
    press = null;
  };

  target.addEventListener('pointerdown', down);
  target.addEventListener('pointermove', move);
  target.addEventListener('pointerup', up);
  target.addEventListener('pointercancel', cancel);
  return () => {
    target.removeEventListener('pointerdown', down);
    target.removeEventListener('pointermove', move);
    target.removeEventListener('pointerup', up);
    target.removeEventListener('pointercancel', cancel);
  };
}
