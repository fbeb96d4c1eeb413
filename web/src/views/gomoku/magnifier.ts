import type { Point } from '../../api/gomoku-types.js';
import type { SharpCanvas } from '../canvas.js';
import type { BoardTheme } from '../theme.js';
import { type GomokuGeometry, pointToPixel } from './geometry.js';

/** How much the magnifier enlarges, and its radius in cells (never smaller than a fingertip). */
const ZOOM = 2.2;
const RADIUS_CELLS = 3;
const MIN_RADIUS_PX = 56;

/**
 * Draws the board around a point enlarged in a circle above it (below it near
 * the top edge), so a finger that hides the point still sees where the stone
 * would go. The board already drawn on the canvas is the source.
 */
export function drawMagnifier(
  ctx: CanvasRenderingContext2D,
  surface: SharpCanvas,
  g: GomokuGeometry,
  aim: Point,
  theme: BoardTheme,
): void {
  const { px, py } = pointToPixel(g, aim);
  const radius = Math.max(MIN_RADIUS_PX, g.cell * RADIUS_CELLS);
  const gap = radius + g.cell * 1.5;
  const cx = Math.min(Math.max(px, radius), surface.width - radius);
  const cy = py - gap - radius >= 0 ? py - gap : Math.min(py + gap, surface.height - radius);
  const dpr = surface.canvas.width / Math.max(1, surface.width);
  const span = (radius * 2) / ZOOM;
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  ctx.closePath();
  ctx.fillStyle = theme.background;
  ctx.fill();
  ctx.clip();
  ctx.drawImage(
    surface.canvas,
    (px - span / 2) * dpr,
    (py - span / 2) * dpr,
    span * dpr,
    span * dpr,
    cx - radius,
    cy - radius,
    radius * 2,
    radius * 2,
  );
  ctx.restore();
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  ctx.lineWidth = 3;
  ctx.strokeStyle = theme.cursor;
  ctx.stroke();
}
