import { gomokuAxisLabels } from '../../api/gomoku-game.js';
import type { GomokuSide, Point } from '../../api/gomoku-types.js';
import { drawBoardBackground } from '../background.js';
import { drawGhostStones } from '../line-overlay.js';
import type { BoardTheme } from '../theme.js';
import { type GomokuGeometry, pointToPixel } from './geometry.js';

/** Everything the Gomoku board draws; plain data handed in by the owner. */
export interface GomokuScene {
  size: number;
  stones: readonly { x: number; y: number; player: GomokuSide }[];
  lastMove: Point | null;
  pending: { point: Point; side: GomokuSide } | null;
  winningLine: readonly Point[];
  /** Renju forbidden points for Black, as the engine reports them. */
  forbidden: readonly Point[];
  /** A suggested point (e.g. the AI's hint), drawn as a ring. */
  hint: Point | null;
  cursor: Point | null;
  /** A line of moves drawn as translucent numbered stones (e.g. a review's best line), first move first. */
  bestLine: readonly { point: Point; side: GomokuSide }[];
  coordinates: boolean;
  moveNumbers: boolean;
  flipped: boolean;
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
  if (alpha === 1) {
    ctx.shadowColor = 'rgba(0, 0, 0, 0.35)';
    ctx.shadowBlur = g.cell * 0.12;
    ctx.shadowOffsetX = g.cell * 0.04;
    ctx.shadowOffsetY = g.cell * 0.06;
  }
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
  ctx.shadowColor = 'transparent';
  if (side === 'white') {
    ctx.lineWidth = Math.max(1, g.cell * 0.03);
    ctx.strokeStyle = '#7a7a7a';
    ctx.stroke();
  }
  ctx.restore();
}

function drawGrid(ctx: CanvasRenderingContext2D, g: GomokuGeometry, theme: BoardTheme): void {
  const { size, cell } = g;
  const far = g.cell * (size - 1);
  ctx.strokeStyle = theme.line;
  ctx.lineWidth = Math.max(1, cell * 0.035);
  ctx.beginPath();
  for (let i = 0; i < size; i++) {
    const at = i * cell;
    ctx.moveTo(g.originX + at, g.originY);
    ctx.lineTo(g.originX + at, g.originY + far);
    ctx.moveTo(g.originX, g.originY + at);
    ctx.lineTo(g.originX + far, g.originY + at);
  }
  ctx.stroke();
  ctx.lineWidth = Math.max(1.5, cell * 0.07);
  ctx.strokeRect(g.originX, g.originY, far, far);

  ctx.fillStyle = theme.star;
  for (const s of starPoints(size)) {
    const { px, py } = pointToPixel(g, s);
    ctx.beginPath();
    ctx.arc(px, py, cell * 0.1, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** The axes, named by the engine (no labels before an engine is loaded). */
function drawCoordinates(ctx: CanvasRenderingContext2D, g: GomokuGeometry, theme: BoardTheme): void {
  const { size, cell } = g;
  const labels = gomokuAxisLabels(size);
  if (!labels) return;
  const bottom = g.originY + cell * (size - 1) + cell * 0.8;
  const left = g.originX - cell * 0.8;
  ctx.fillStyle = theme.label;
  ctx.font = `${Math.round(cell * 0.38)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let i = 0; i < size; i++) {
    const column = pointToPixel(g, { x: i, y: 0 });
    ctx.fillText(labels.columns[i]!, column.px, bottom);
    const row = pointToPixel(g, { x: 0, y: i });
    ctx.fillText(labels.rows[i]!, left, row.py);
  }
}

function drawCross(ctx: CanvasRenderingContext2D, g: GomokuGeometry, p: Point, colour: string): void {
  const { px, py } = pointToPixel(g, p);
  const r = g.cell * 0.18;
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1.5, g.cell * 0.06);
  ctx.beginPath();
  ctx.moveTo(px - r, py - r);
  ctx.lineTo(px + r, py + r);
  ctx.moveTo(px + r, py - r);
  ctx.lineTo(px - r, py + r);
  ctx.stroke();
}

function drawRing(ctx: CanvasRenderingContext2D, g: GomokuGeometry, p: Point, colour: string): void {
  const { px, py } = pointToPixel(g, p);
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(2, g.cell * 0.08);
  ctx.setLineDash([g.cell * 0.14, g.cell * 0.1]);
  ctx.beginPath();
  ctx.arc(px, py, g.cell * 0.42, 0, Math.PI * 2);
  ctx.stroke();
  ctx.setLineDash([]);
}

export function renderGomoku(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  g: GomokuGeometry,
  scene: GomokuScene,
  theme: BoardTheme,
  /** The point under a sliding finger (the magnifier's aim). */
  aim: Point | null = null,
): void {
  const { cell } = g;
  ctx.clearRect(0, 0, width, height);
  drawBoardBackground(ctx, width, height, theme);
  drawGrid(ctx, g, theme);
  if (scene.coordinates) drawCoordinates(ctx, g, theme);

  for (const f of scene.forbidden) drawCross(ctx, g, f, theme.forbidden);

  scene.stones.forEach((s, i) => {
    drawStone(ctx, g, s, s.player, 1);
    if (scene.moveNumbers) {
      const { px, py } = pointToPixel(g, s);
      const last = scene.lastMove && scene.lastMove.x === s.x && scene.lastMove.y === s.y;
      ctx.fillStyle = last ? theme.lastMove : s.player === 'black' ? '#f2f2f2' : '#111';
      ctx.font = `${last ? 'bold ' : ''}${Math.round(cell * (i >= 99 ? 0.3 : 0.38))}px system-ui, sans-serif`;
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
    ctx.lineCap = 'butt';
  }

  if (scene.hint) drawRing(ctx, g, scene.hint, theme.hint);
  if (aim) drawRing(ctx, g, aim, theme.cursor);
  if (scene.pending) drawStone(ctx, g, scene.pending.point, scene.pending.side, 0.5);
  if (scene.bestLine.length > 0)
    drawGhostStones(
      ctx,
      scene.bestLine.map((m, i) => ({ ...pointToPixel(g, m.point), side: m.side, n: i + 1 })),
      cell * 0.44,
    );

  if (scene.cursor) {
    const { px, py } = pointToPixel(g, scene.cursor);
    const r = cell * 0.5;
    ctx.strokeStyle = theme.cursor;
    ctx.lineWidth = Math.max(1.5, cell * 0.06);
    ctx.strokeRect(px - r, py - r, r * 2, r * 2);
  }
}
