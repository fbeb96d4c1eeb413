/**
 * A canvas whose backing store follows its CSS size × devicePixelRatio, so
 * drawing stays sharp on high-DPI screens, and which redraws on resize.
 */
export interface SharpCanvas {
  readonly canvas: HTMLCanvasElement;
  /** CSS pixel size of the drawing area. */
  readonly width: number;
  readonly height: number;
  /**
   * Reads the CSS size now, for input that comes before the browser reports a
   * resize (a board shown again was last measured hidden, at 0 × 0). Returns
   * whether the size changed; the resize is still reported, so it redraws.
   */
  measure(): boolean;
  /** A 2D context already scaled so that 1 unit = 1 CSS pixel. */
  context(): CanvasRenderingContext2D;
  destroy(): void;
}

/**
 * A sharp canvas on `element`: the canvas itself, or one appended to a
 * container (then sized to fill it). `onResize` runs when its CSS size
 * changes; draw there. `destroy()` stops watching (and removes a canvas it
 * appended).
 */
export function mountSharpCanvas(element: HTMLElement, onResize: () => void): SharpCanvas {
  const canvas = element instanceof HTMLCanvasElement ? element : element.appendChild(document.createElement('canvas'));
  const owned = canvas !== element;
  if (owned) {
    canvas.style.width = '100%';
    canvas.style.height = '100%';
    canvas.style.display = 'block';
  }
  let width = 0;
  let height = 0;

  const fit = (): boolean => {
    const rect = canvas.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    const changed = rect.width !== width || rect.height !== height;
    width = rect.width;
    height = rect.height;
    const w = Math.max(1, Math.round(rect.width * dpr));
    const h = Math.max(1, Math.round(rect.height * dpr));
    if (canvas.width !== w || canvas.height !== h) {
      canvas.width = w;
      canvas.height = h;
    }
    return changed;
  };

  const observer = new ResizeObserver(() => {
    fit();
    onResize();
  });
  observer.observe(canvas);
  fit();

  return {
    canvas,
    get width() {
      return width;
    },
    get height() {
      return height;
    },
    measure: fit,
    context() {
      const ctx = canvas.getContext('2d')!;
      const dpr = canvas.width / Math.max(1, width);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      return ctx;
    },
    destroy() {
      observer.disconnect();
      if (owned) canvas.remove();
    },
  };
}
