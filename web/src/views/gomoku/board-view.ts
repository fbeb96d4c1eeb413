import type { Point } from '../../api/gomoku-types.js';
import { mountBoardCanvas } from '../board-canvas.js';
import { THEMES } from '../theme.js';
import { gomokuGeometry, type GomokuGeometry, pixelToPoint } from './geometry.js';
import { bindGomokuInput } from './input.js';
import { drawMagnifier } from './magnifier.js';
import { renderGomoku } from './render.js';
import { defaultGomokuState, type GomokuBoardConfig, type GomokuBoardState } from './state.js';

export type { GomokuBoardConfig } from './state.js';

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
  const state: GomokuBoardState = { ...defaultGomokuState(), ...config, events: config.events ?? {}, drag: null };
  const board = mountBoardCanvas(
    element,
    () => state.label,
    (surface) => {
      const ctx = surface.context();
      const aim = state.magnifier ? (state.drag?.over ?? null) : null;
      renderGomoku(ctx, surface.width, surface.height, geometry(), state, THEMES[state.theme], aim);
      if (aim) drawMagnifier(ctx, surface, geometry(), aim, THEMES[state.theme]);
      // Tells a page (or a test) whether the magnifier is showing now.
      canvas.dataset.magnifier = aim ? 'on' : 'off';
      // …and how many moves of a line the overlay draws.
      canvas.dataset.overlay = String(state.bestLine.length);
    },
  );
  const { surface, canvas, schedule } = board;

  const geometry = (): GomokuGeometry =>
    gomokuGeometry(state.size, surface.width, surface.height, state.coordinates, state.flipped);

  function pointAt(clientX: number, clientY: number): Point | null {
    const { x, y } = board.local(clientX, clientY);
    return pixelToPoint(geometry(), x, y);
  }

  const stopInput = bindGomokuInput(canvas, state, pointAt, board.local, schedule);
  board.draw();

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
      stopInput();
      board.destroy();
    },
  };
}

/**
 * Draws a Gomoku position once, filling the canvas's whole bitmap
 * (`canvas.width` × `canvas.height` pixels), just as {@link GomokuBoardView}
 * draws it (coordinates, the last-move marker, the winning line...). For a
 * picture of the board: a PNG, the frames of an animation. It takes no input
 * and schedules no redraw; the canvas need not be on the page.
 */
export function drawGomokuPicture(canvas: HTMLCanvasElement, config: GomokuBoardConfig = {}): void {
  const state: GomokuBoardState = { ...defaultGomokuState(), ...config, events: {}, drag: null };
  const { width, height } = canvas;
  const g = gomokuGeometry(state.size, width, height, state.coordinates, state.flipped);
  renderGomoku(canvas.getContext('2d')!, width, height, g, state, THEMES[state.theme]);
}
