import { mountSharpCanvas, type SharpCanvas } from './canvas.js';

/** A board's canvas with its redraw loop: at most one draw per animation frame. */
export interface BoardCanvas {
  readonly surface: SharpCanvas;
  readonly canvas: HTMLCanvasElement;
  /** Draws now. */
  draw(): void;
  /** Draws at the next animation frame, however often it is asked meanwhile. */
  schedule(): void;
  /** A client (viewport) position in CSS pixels of the canvas, with the canvas measured now (see SharpCanvas.measure). */
  local(clientX: number, clientY: number): { x: number; y: number };
  destroy(): void;
}

/**
 * Mounts a focusable board canvas (one "board" application for screen
 * readers, labelled on every draw) that calls `paint` when it has a size.
 */
export function mountBoardCanvas(
  element: HTMLElement,
  label: () => string,
  paint: (surface: SharpCanvas) => void,
): BoardCanvas {
  let frame = 0;
  const surface = mountSharpCanvas(element, () => draw());
  const canvas = surface.canvas;
  canvas.tabIndex = 0;
  // The board takes every touch: a drag carries a piece, a slide aims the magnifier.
  canvas.style.touchAction = 'none';
  canvas.setAttribute('role', 'application');
  canvas.setAttribute('aria-roledescription', 'board');

  function draw(): void {
    frame = 0;
    canvas.setAttribute('aria-label', label());
    if (surface.width <= 0 || surface.height <= 0) return;
    paint(surface);
  }

  function schedule(): void {
    if (!frame) frame = requestAnimationFrame(draw);
  }

  return {
    surface,
    canvas,
    draw,
    schedule,
    local(clientX, clientY) {
      if (surface.measure()) schedule();
      const rect = canvas.getBoundingClientRect();
      return { x: clientX - rect.left, y: clientY - rect.top };
    },
    destroy() {
      if (frame) cancelAnimationFrame(frame);
      surface.destroy();
    },
  };
}
