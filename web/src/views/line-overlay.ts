/**
 * A line of moves drawn over a board (an engine's best line, a review's
 * suggestion): translucent numbered stones for Gomoku, numbered arrows for
 * Xiangqi. It takes positions in CSS pixels, so any board view can use it
 * with its own geometry; it knows no rules.
 */

/** One ghost stone: where, whose colour, and its number in the line (1 for the first move). */
export interface GhostStone {
  px: number;
  py: number;
  side: 'black' | 'white';
  n: number;
}

/** One arrow from one point to another, with its number in the line and whose move it is. */
export interface LineArrow {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  n: number;
  /** The first side in the line (the side to move) draws in `first`, the other in `second`. */
  mover: 'first' | 'second';
}

/** The arrows' colours: the side to move's moves and the answers. */
const ARROW_COLOURS = { first: 'rgba(27, 110, 190, 0.8)', second: 'rgba(200, 90, 20, 0.75)' } as const;

/** Ghost stones of radius `r`, numbered; stones drawn later (later moves) go on top. */
export function drawGhostStones(ctx: CanvasRenderingContext2D, stones: readonly GhostStone[], r: number): void {
  ctx.save();
  for (const s of stones) {
    ctx.globalAlpha = 0.55;
    ctx.beginPath();
    ctx.arc(s.px, s.py, r, 0, Math.PI * 2);
    ctx.fillStyle = s.side === 'black' ? '#111' : '#fafafa';
    ctx.fill();
    ctx.globalAlpha = 0.9;
    ctx.lineWidth = Math.max(1, r * 0.1);
    ctx.setLineDash([r * 0.3, r * 0.2]);
    ctx.strokeStyle = s.side === 'black' ? '#fafafa' : '#111';
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.globalAlpha = 1;
    ctx.fillStyle = s.side === 'black' ? '#fff' : '#000';
    ctx.font = `bold ${Math.round(r * 0.95)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(s.n), s.px, s.py);
  }
  ctx.restore();
}

/** Arrows `width` thick, with a numbered disc at each arrow's middle. */
export function drawLineArrows(ctx: CanvasRenderingContext2D, arrows: readonly LineArrow[], width: number): void {
  ctx.save();
  ctx.lineCap = 'round';
  for (const a of arrows) {
    const dx = a.x1 - a.x0;
    const dy = a.y1 - a.y0;
    const length = Math.hypot(dx, dy);
    if (length === 0) continue;
    const ux = dx / length;
    const uy = dy / length;
    const head = Math.min(width * 3, length / 2);
    const tipX = a.x1 - ux * width * 0.5;
    const tipY = a.y1 - uy * width * 0.5;
    const colour = ARROW_COLOURS[a.mover];
    ctx.strokeStyle = colour;
    ctx.fillStyle = colour;
    ctx.lineWidth = width;
    ctx.beginPath();
    ctx.moveTo(a.x0, a.y0);
    ctx.lineTo(tipX - ux * head, tipY - uy * head);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(tipX, tipY);
    ctx.lineTo(tipX - ux * head - uy * head * 0.6, tipY - uy * head + ux * head * 0.6);
    ctx.lineTo(tipX - ux * head + uy * head * 0.6, tipY - uy * head - ux * head * 0.6);
    ctx.closePath();
    ctx.fill();
    const mx = a.x0 + dx * 0.45;
    const my = a.y0 + dy * 0.45;
    ctx.beginPath();
    ctx.arc(mx, my, width * 1.3, 0, Math.PI * 2);
    ctx.fillStyle = '#fff';
    ctx.fill();
    ctx.lineWidth = Math.max(1, width * 0.25);
    ctx.stroke();
    ctx.fillStyle = '#000';
    ctx.font = `bold ${Math.round(width * 1.7)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(a.n), mx, my);
  }
  ctx.restore();
}
