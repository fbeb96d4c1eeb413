import { mountSharpCanvas, type SharpCanvas } from 'pinqi/views';
import { graphPoint, plyAtX } from '../play/review-graph.js';

/** What the evaluation graph shows. */
export interface EvalGraphView {
  /** The value at each ply reviewed so far, -1..1 (play/review-graph.ts). */
  values: readonly number[];
  /** The points the whole game has (its moves + 1). */
  plies: number;
  /** The ply on the board, marked on the graph. */
  shown: number;
  /** Plies whose move got a mark, with the mark's class (for its colour). */
  marks: readonly { ply: number; kind: string }[];
  label: string;
}

const MARK_COLOURS: Record<string, string> = { inaccuracy: '#d79b1e', mistake: '#e0682a', blunder: '#c62828' };

/**
 * The evaluation graph on a canvas: the view side's advantage up, one point
 * per ply, the shown ply marked. A tap (or a drag) jumps to the nearest ply;
 * the focused graph steps with the arrow keys like the rest of the table.
 */
export class EvalGraph {
  readonly canvas: HTMLCanvasElement;
  readonly #surface: SharpCanvas;
  #view: EvalGraphView = { values: [], plies: 1, shown: 0, marks: [], label: '' };

  constructor(host: HTMLElement, pick: (ply: number) => void) {
    this.#surface = mountSharpCanvas(host, () => this.draw());
    this.canvas = this.#surface.canvas;
    this.canvas.id = 'eval-graph';
    this.canvas.tabIndex = 0;
    this.canvas.setAttribute('role', 'img');
    const at = (e: PointerEvent): void => {
      const rect = this.canvas.getBoundingClientRect();
      pick(plyAtX(e.clientX - rect.left, this.#view.plies, rect.width));
    };
    this.canvas.addEventListener('pointerdown', (e) => {
      at(e);
      this.canvas.setPointerCapture?.(e.pointerId);
    });
    this.canvas.addEventListener('pointermove', (e) => {
      if (e.buttons !== 0 && this.canvas.hasPointerCapture?.(e.pointerId)) at(e);
    });
  }

  set(view: EvalGraphView): void {
    this.#view = view;
    this.canvas.setAttribute('aria-label', view.label);
    this.canvas.dataset.points = String(view.values.length);
    this.canvas.dataset.shown = String(view.shown);
    this.draw();
  }

  draw(): void {
    const { width, height } = this.#surface;
    if (width <= 0 || height <= 0) return;
    const ctx = this.#surface.context();
    const style = getComputedStyle(this.canvas);
    const ink = style.getPropertyValue('--ink').trim() || '#222';
    const muted = style.getPropertyValue('--muted').trim() || '#666';
    const accent = style.getPropertyValue('--accent').trim() || '#a74b20';
    const { values, plies, shown, marks } = this.#view;
    const p = (i: number) => graphPoint(values[i]!, i, plies, width, height);
    ctx.clearRect(0, 0, width, height);
    ctx.strokeStyle = muted;
    ctx.lineWidth = 1;
    ctx.setLineDash([3, 3]);
    ctx.beginPath();
    ctx.moveTo(0, height / 2);
    ctx.lineTo(width, height / 2);
    ctx.stroke();
    ctx.setLineDash([]);
    if (values.length > 0) {
      // The area between the line and the middle: the view side's advantage filled.
      ctx.beginPath();
      ctx.moveTo(p(0).x, height / 2);
      for (let i = 0; i < values.length; i++) ctx.lineTo(p(i).x, p(i).y);
      ctx.lineTo(p(values.length - 1).x, height / 2);
      ctx.closePath();
      ctx.globalAlpha = 0.18;
      ctx.fillStyle = ink;
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.beginPath();
      for (let i = 0; i < values.length; i++) ctx[i === 0 ? 'moveTo' : 'lineTo'](p(i).x, p(i).y);
      ctx.strokeStyle = ink;
      ctx.lineWidth = 2;
      ctx.stroke();
      for (const mark of marks) {
        if (mark.ply >= values.length) continue;
        const at = p(mark.ply);
        ctx.beginPath();
        ctx.arc(at.x, at.y, 3.5, 0, Math.PI * 2);
        ctx.fillStyle = MARK_COLOURS[mark.kind] ?? accent;
        ctx.fill();
      }
    }
    const x = graphPoint(0, Math.min(shown, plies - 1), plies, width, height).x;
    ctx.strokeStyle = accent;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x, height);
    ctx.stroke();
  }

  destroy(): void {
    this.#surface.destroy();
  }
}
