import type { Point } from '../../api/gomoku-types.js';
import { mountSharpCanvas } from '../canvas.js';
import { THEMES } from '../theme.js';
import { gomokuGeometry, type GomokuGeometry, pixelToPoint } from './geometry.js';
import { bindGomokuInput } from './input.js';
import { renderGomoku } from './render.js';
import { defaultGomokuState, type GomokuBoardConfig } from './state.js';

export type { GomokuBoardConfig, GomokuBoardEvents } from './state.js';

export interface GomokuBoardApi {
  /** Updates part of the configuration and schedules a redraw. */
  set(config: GomokuBoardConfig): void;
  readonly config: Readonly<GomokuBoardConfig>;
  /** The point under a client (viewport) position, or null. */
  pointAt(clientX: number, clientY: number): Point | null;
  /** Where the points sit now, in CSS pixels of the canvas. */
  geometry(): GomokuGeometry;
  /** The canvas the board draws on. */
  readonly canvas: HTMLCanvasElement;
  destroy(): void;
}

/** Mounts a Gomoku board on a canvas or container: a Config in, an Api out. */
export function GomokuBoardView(element: HTMLElement, config: GomokuBoardConfig = {}): GomokuBoardApi {
  const state = { ...defaultGomokuState(), ...config, events: config.events ?? {} };
  let frame = 0;

  const surface = mountSharpCanvas(element, () => draw());
  const canvas = surface.canvas;
  canvas.tabIndex = 0;
  canvas.style.touchAction = 'manipulation';
  canvas.setAttribute('role', 'application');
  canvas.setAttribute('aria-roledescription', 'board');

  const geometry = (): GomokuGeometry => gomokuGeometry(state.size, surface.width, surface.height, state.coordinates, state.flipped);

  function draw(): void {
    frame = 0;
    canvas.setAttribute('aria-label', state.label);
    if (surface.width <= 0 || surface.height <= 0) return;
    renderGomoku(surface.context(), surface.width, surface.height, geometry(), state, THEMES[state.theme]);
  }

  function schedule(): void {
    if (!frame) frame = requestAnimationFrame(draw);
  }

  function pointAt(clientX: number, clientY: number): Point | null {
    const rect = canvas.getBoundingClientRect();
    return pixelToPoint(geometry(), clientX - rect.left, clientY - rect.top);
  }

  const stopInput = bindGomokuInput(canvas, state, pointAt, schedule);
  draw();

  return {
    set(next) {
      Object.assign(state, next);
      if (next.events) state.events = next.events;
      schedule();
    },
    get config() {
      return state;
    },
    pointAt,
    geometry,
    canvas,
    destroy() {
      if (frame) cancelAnimationFrame(frame);
      stopInput();
      surface.destroy();
    },
  };
}
