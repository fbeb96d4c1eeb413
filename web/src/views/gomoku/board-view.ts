import type { Point } from '../../api/gomoku-types.js';
import { mountSharpCanvas } from '../canvas.js';
import { listenForTaps } from '../tap.js';
import { THEMES, type ThemeName } from '../theme.js';
import { gomokuGeometry, pixelToPoint } from './geometry.js';
import { type GomokuScene, renderGomoku } from './render.js';

/**
 * What a Gomoku board shows and whom it tells about input. The view holds no
 * rules: the owner passes in stones, marks and the pending stone, and decides
 * what a selection means.
 */
export interface GomokuBoardConfig extends Partial<GomokuScene> {
  theme?: ThemeName;
  /** When false, taps and keys are ignored (e.g. while the AI thinks). */
  interactive?: boolean;
  events?: {
    /** A point was tapped, or chosen with Enter. */
    select?: (point: Point) => void;
    /** Escape was pressed. */
    cancel?: () => void;
  };
}

export interface GomokuBoardApi {
  /** Updates part of the configuration and schedules a redraw. */
  set(config: GomokuBoardConfig): void;
  readonly config: Readonly<GomokuBoardConfig>;
  /** The point under a client (viewport) position, or null. */
  pointAt(clientX: number, clientY: number): Point | null;
  /** The canvas the board draws on. */
  readonly canvas: HTMLCanvasElement;
  destroy(): void;
}

const DEFAULTS: Required<Omit<GomokuBoardConfig, 'events'>> & Pick<GomokuBoardConfig, 'events'> = {
  size: 15,
  stones: [],
  lastMove: null,
  pending: null,
  winningLine: [],
  forbidden: [],
  cursor: null,
  coordinates: true,
  moveNumbers: false,
  theme: 'wood',
  interactive: true,
  events: {},
};

export function GomokuBoardView(element: HTMLElement, config: GomokuBoardConfig = {}): GomokuBoardApi {
  const state: GomokuBoardConfig = { ...DEFAULTS, ...config };
  let frame = 0;

  const surface = mountSharpCanvas(element, () => draw());
  const canvas = surface.canvas;
  canvas.tabIndex = 0;
  canvas.style.touchAction = 'manipulation';
  canvas.setAttribute('role', 'grid');
  canvas.setAttribute('aria-label', 'Gomoku board');

  const geometry = () => gomokuGeometry(state.size!, surface.width, surface.height, state.coordinates!);

  function draw(): void {
    frame = 0;
    if (surface.width <= 0 || surface.height <= 0) return;
    renderGomoku(surface.context(), surface.width, surface.height, geometry(), state as GomokuScene, THEMES[state.theme!]);
  }

  function schedule(): void {
    if (!frame) frame = requestAnimationFrame(draw);
  }

  function pointAt(clientX: number, clientY: number): Point | null {
    const rect = canvas.getBoundingClientRect();
    return pixelToPoint(geometry(), clientX - rect.left, clientY - rect.top);
  }

  const stopTaps = listenForTaps(canvas, (x, y) => {
    if (!state.interactive) return;
    const p = pointAt(x, y);
    if (!p) return;
    state.cursor = null;
    state.events?.select?.(p);
    schedule();
  });

  const onKey = (e: KeyboardEvent): void => {
    if (!state.interactive) return;
    const size = state.size!;
    const at = state.cursor ?? state.pending?.point ?? { x: (size - 1) >> 1, y: (size - 1) >> 1 };
    const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const step = moves[e.key];
    if (step) {
      state.cursor = { x: Math.min(size - 1, Math.max(0, at.x + step[0])), y: Math.min(size - 1, Math.max(0, at.y + step[1])) };
    } else if (e.key === 'Enter' || e.key === ' ') {
      state.cursor = at;
      state.events?.select?.(at);
    } else if (e.key === 'Escape') {
      state.events?.cancel?.();
    } else {
      return;
    }
    e.preventDefault();
    schedule();
  };
  canvas.addEventListener('keydown', onKey);

  draw();

  return {
    set(next) {
      Object.assign(state, next);
      schedule();
    },
    get config() {
      return state;
    },
    pointAt,
    canvas,
    destroy() {
      if (frame) cancelAnimationFrame(frame);
      stopTaps();
      canvas.removeEventListener('keydown', onKey);
      surface.destroy();
    },
  };
}

