/**
 * Turns Pointer Events (mouse, touch, pen) into taps. A press that moves more
 * than a few pixels, or that the browser cancels because it became a scroll,
 * is not a tap.
 */
export function listenForTaps(target: HTMLElement, onTap: (clientX: number, clientY: number) => void): () => void {
  const SLOP = 10; // CSS pixels a finger may wander and still tap
  let press: { id: number; x: number; y: number } | null = null;

  const down = (e: PointerEvent): void => {
    if (e.button !== 0 || !e.isPrimary) return;
    press = { id: e.pointerId, x: e.clientX, y: e.clientY };
  };
  const move = (e: PointerEvent): void => {
    if (press && e.pointerId === press.id && Math.hypot(e.clientX - press.x, e.clientY - press.y) > SLOP) press = null;
  };
  const up = (e: PointerEvent): void => {
    if (press && e.pointerId === press.id) onTap(e.clientX, e.clientY);
    press = null;
  };
  const cancel = (): void => {
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
