import type { GomokuSide, Point } from '../../api/gomoku-types.js';
import type { BoardTheme } from '../theme.js';
import { type GomokuGeometry, pointToPixel } from './geometry.js';

/** Everything the Gomoku board draws; plain data handed in by the owner. */
export interface GomokuScene {
  size: number;
  stones: readonly { x: number; y: number; player: GomokuSide }[];
  lastMove: Point | null;
  pending: { point: Point; side: GomokuSide } | null;
  winningLine: readonly Point[];
  forbidden: readonly Point[];
  cursor: Point | null;
  coordinates: boolean;
  moveNumbers: boolean;
}

function starPoints(size: number): Point[] {
  if (size < 9) return [{ x: (size - 1) / 2, y: (size - 1) / 2 }];
  const edge = size >= 13 ? 3 : 2;
  const far = size - 1 - edge;
  const mid = (size - 1) / 2;
  const points = [
    { x: edge, y: edge },
    { x: far, y: edge },
    { x: edge, y: far },
    { x: far, y: far },
  ];
  if (Number.isInteger(mid)) points.push({ x: mid, y: mid });
  return points;
}

function drawStone(ctx: CanvasRenderingContext2D, g: GomokuGeometry, p: Point, side: GomokuSide, alpha: number): void {
  const { px, py } = pointToPixel(g, p);
  const r = g.cell * 0.46;
  ctx.save();
  ctx.globalAlpha = alpha;
  const shade = ctx.createRadialGradient(px - r * 0.35, py - r * 0.35, r * 0.1, px, py, r);
  if (side === 'black') {
    shade.addColorStop(0, '#5a5a5a');
    shade.addColorStop(1, '#0b0b0b');
  } else {
    shade.addColorStop(0, '#ffffff');
    shade.addColorStop(1, '#cfcfcf');
  }
  ctx.beginPath();
  ctx.arc(px, py, r, 0, Math.PI * 2);
  ctx.fillStyle = shade;
  ctx.fill();
  if (side === 'white') {
    ctx.lineWidth = Math.max(1, g.cell * 0.03);
    ctx.strokeStyle = '#7a7a7a';
    ctx.stroke();
  }
  ctx.restore();
}

export function renderGomoku(ctx: CanvasRenderingContext2D, width: number, height: number, g: GomokuGeometry, scene: GomokuScene, theme: BoardTheme): void {
  const { size, cell } = g;
  ctx.clearRect(0, 0, width, height);
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, width, height);

  ctx.strokeStyle = theme.line;
  ctx.lineWidth = Math.max(1, cell * 0.035);
  ctx.beginPath();
  for (let i = 0; i < size; i++) {
    const a = pointToPixel(g, { x: i, y: 0 });
    const b = pointToPixel(g, { x: i, y: size - 1 });
    ctx.moveTo(a.px, a.py);
    ctx.lineTo(b.px, b.py);
    const c = pointToPixel(g, { x: 0, y: i });
    const d = pointToPixel(g, { x: size - 1, y: i });
    ctx.moveTo(c.px, c.py);
    ctx.lineTo(d.px, d.py);
  }
  ctx.stroke();

  ctx.fillStyle = theme.star;
  for (const s of starPoints(size)) {
    const { px, py } = pointToPixel(g, s);
    ctx.beginPath();
    ctx.arc(px, py, cell * 0.1, 0, Math.PI * 2);
    ctx.fill();
  }

  if (scene.coordinates) {
    ctx.fillStyle = theme.label;
    ctx.font = `${Math.round(cell * 0.38)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let i = 0; i < size; i++) {
      const top = pointToPixel(g, { x: i, y: 0 });
      const bottom = pointToPixel(g, { x: i, y: size - 1 });
      const letter = String.fromCharCode(97 + i);
      ctx.fillText(letter, top.px, bottom.py + cell * 0.8);
      const row = pointToPixel(g, { x: 0, y: i });
      ctx.fillText(String(size - i), row.px - cell * 0.8, row.py);
    }
  }

  // Forbidden points are marked only where no stone stands.
  ctx.strokeStyle = theme.forbidden;
  ctx.lineWidth = Math.max(1.5, cell * 0.06);
  for (const f of scene.forbidden) {
    const { px, py } = pointToPixel(g, f);
    const r = cell * 0.18;
    ctx.beginPath();
    ctx.moveTo(px - r, py - r);
    ctx.lineTo(px + r, py + r);
    ctx.moveTo(px + r, py - r);
    ctx.lineTo(px - r, py + r);
    ctx.stroke();
  }

  scene.stones.forEach((s, i) => {
    drawStone(ctx, g, s, s.player, 1);
    if (scene.moveNumbers) {
      const { px, py } = pointToPixel(g, s);
      ctx.fillStyle = s.player === 'black' ? '#f2f2f2' : '#111';
      ctx.font = `${Math.round(cell * 0.36)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(i + 1), px, py);
    }
  });

  if (scene.lastMove && !scene.moveNumbers) {
    const { px, py } = pointToPixel(g, scene.lastMove);
    ctx.fillStyle = theme.lastMove;
    ctx.beginPath();
    ctx.arc(px, py, cell * 0.12, 0, Math.PI * 2);
    ctx.fill();
  }

  if (scene.winningLine.length >= 2) {
    const a = pointToPixel(g, scene.winningLine[0]!);
    const b = pointToPixel(g, scene.winningLine[scene.winningLine.length - 1]!);
    ctx.strokeStyle = theme.highlight;
    ctx.lineWidth = Math.max(2, cell * 0.12);
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(a.px, a.py);
    ctx.lineTo(b.px, b.py);
    ctx.stroke();
  }

  if (scene.pending) drawStone(ctx, g, scene.pending.point, scene.pending.side, 0.5);

  if (scene.cursor) {
    const { px, py } = pointToPixel(g, scene.cursor);
    const r = cell * 0.5;
    ctx.strokeStyle = theme.cursor;
    ctx.lineWidth = Math.max(1.5, cell * 0.06);
    ctx.strokeRect(px - r, py - r, r * 2, r * 2);
  }
}
