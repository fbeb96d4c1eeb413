import { mountBoardCanvas } from '../board-canvas.js';
import { THEMES } from '../theme.js';
import { MoveAnimation } from './anim.js';
import { pixelToSquare, squareName, toIndex, xiangqiGeometry, type XiangqiGeometry } from './geometry.js';
import { bindXiangqiInput } from './input.js';
import { renderXiangqi } from './render.js';
import { defaultXiangqiState, type XiangqiBoardConfig, type XiangqiBoardState } from './state.js';

export type { XiangqiBoardConfig } from './state.js';

export interface XiangqiBoardApi {
  /** Updates part of the configuration and schedules a redraw; a new lastMove slides its piece. */
  set(config: XiangqiBoardConfig): void;
  readonly config: Readonly<XiangqiBoardConfig>;
  /** The square ('e3') under a client (viewport) position, or null. */
  squareAt(clientX: number, clientY: number): string | null;
  /** Where the intersections sit now, in CSS pixels of the canvas. */
  geometry(): XiangqiGeometry;
  readonly canvas: HTMLCanvasElement;
  /**
   * How many frames have been drawn with a piece in flight (mid-slide) since
   * mounting; also on the canvas as `data-flight-frames`, so a page or a test
   * can tell that a move appeared at once (reduced motion) or slid.
   */
  readonly flightFrames: number;
  destroy(): void;
}

/** Mounts a Xiangqi board on a canvas or container: a Config in, an Api out. */
export function XiangqiBoardView(element: HTMLElement, config: XiangqiBoardConfig = {}): XiangqiBoardApi {
  const state: XiangqiBoardState = { ...defaultXiangqiState(), ...config, events: config.events ?? {}, drag: null };
  const animation = new MoveAnimation();
  let flightFrames = 0;

  const board = mountBoardCanvas(
    element,
    () => state.label,
    (surface) => {
      const flight = animation.at(performance.now());
      const carried = state.drag?.from ? { from: state.drag.from, x: state.drag.x, y: state.drag.y } : null;
      renderXiangqi(
        surface.context(),
        surface.width,
        surface.height,
        geometry(),
        state,
        THEMES[state.theme],
        flight,
        carried,
      );
      // Tells a page (or a test) how many moves of a line the overlay draws.
      canvas.dataset.overlay = String(state.bestLine.length);
      if (flight) {
        canvas.dataset.flightFrames = String(++flightFrames);
        schedule();
      }
    },
  );
  const { surface, canvas, schedule } = board;
  canvas.dataset.flightFrames = '0';

  const geometry = (): XiangqiGeometry =>
    xiangqiGeometry(surface.width, surface.height, state.coordinates, state.orientation);

  function indexAt(clientX: number, clientY: number): number | null {
    const { x, y } = board.local(clientX, clientY);
    return pixelToSquare(geometry(), x, y);
  }
  const squareAt = (clientX: number, clientY: number): string | null => {
    const i = indexAt(clientX, clientY);
    return i === null ? null : squareName(i);
  };

  const stopInput = bindXiangqiInput(canvas, state, indexAt, board.local, schedule);
  board.draw();

  return {
    set(next) {
      const before = state.lastMove;
      Object.assign(state, next);
      if (next.events) state.events = next.events;
      const moved = next.lastMove;
      const from = toIndex(moved?.from);
      const to = toIndex(moved?.to);
      if (moved && from !== null && to !== null && (!before || before.from !== moved.from || before.to !== moved.to)) {
        const piece = state.pieces.find((p) => p.square === moved.to)?.piece;
        if (piece) animation.start(piece, from, to, state.animation);
      } else if ('lastMove' in next) {
        animation.stop();
      }
      schedule();
    },
    get config() {
      return state;
    },
    get flightFrames() {
      return flightFrames;
    },
    squareAt,
    geometry,
    canvas,
    destroy() {
      stopInput();
      board.destroy();
    },
  };
}

/**
 * Draws a Xiangqi position once, filling the canvas's whole bitmap
 * (`canvas.width` × `canvas.height` pixels), just as {@link XiangqiBoardView}
 * draws it at rest (coordinates, the last-move corners, the general in check...).
 * For a picture of the board: a PNG, the frames of an animation. It takes no
 * input, slides nothing and schedules no redraw; the canvas need not be on the page.
 */
export function drawXiangqiPicture(canvas: HTMLCanvasElement, config: XiangqiBoardConfig = {}): void {
  const state: XiangqiBoardState = { ...defaultXiangqiState(), ...config, events: {}, drag: null };
  const { width, height } = canvas;
  const g = xiangqiGeometry(width, height, state.coordinates, state.orientation);
  renderXiangqi(canvas.getContext('2d')!, width, height, g, state, THEMES[state.theme], null, null);
}
