import { prefersReducedMotion } from '../cursor.js';
import type { SquareIndex as XiangqiSquare } from './geometry.js';
import type { XiangqiFlight } from './render.js';

export const MOVE_DURATION_MS = 180;

/**
 * A brief slide of the piece that just moved. Nothing moves when the user
 * prefers reduced motion or animation is off.
 */
export class MoveAnimation {
  #flight: { piece: string; from: XiangqiSquare; to: XiangqiSquare; start: number } | null = null;

  start(piece: string, from: XiangqiSquare, to: XiangqiSquare, enabled: boolean): boolean {
    if (!enabled || prefersReducedMotion()) {
      this.#flight = null;
      return false;
    }
    this.#flight = { piece, from, to, start: performance.now() };
    return true;
  }

  /** The piece in flight now, or null when it has landed. */
  at(now: number): XiangqiFlight | null {
    const f = this.#flight;
    if (!f) return null;
    const progress = (now - f.start) / MOVE_DURATION_MS;
    if (progress >= 1) {
      this.#flight = null;
      return null;
    }
    return { piece: f.piece, from: f.from, to: f.to, progress: Math.max(0, progress) };
  }

  stop(): void {
    this.#flight = null;
  }
}
