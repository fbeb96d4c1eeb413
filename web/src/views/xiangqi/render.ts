import { drawBoardBackground } from '../background.js';
import { drawLineArrows } from '../line-overlay.js';
import type { BoardTheme } from '../theme.js';
import {
  FILES,
  RANKS,
  squareAt,
  squareToPixel,
  toIndex,
  type SquareIndex,
  type XiangqiGeometry,
  type XiangqiOrientation,
} from './geometry.js';
import { fileNumber, pieceColour, pieceGlyph, type FileNumerals, type PieceSet } from './glyphs.js';

/** An ICCS square name, 'a0'…'i9' (file from Red's left, rank from Red's back rank). */
type XiangqiSquare = string;

export interface XiangqiMoveMark {
  from: XiangqiSquare;
  to: XiangqiSquare;
}

/** Everything the Xiangqi board draws; plain data handed in by the owner. */
export interface XiangqiScene {
  /** The pieces on the board as FEN letters (upper case Red), e.g. `game.pieces()`. */
  pieces: readonly { square: XiangqiSquare; piece: string }[];
  orientation: XiangqiOrientation;
  /** The piece the player picked up. */
  selected: XiangqiSquare | null;
  /** Where the selected piece may go, as the engine reports it. */
  targets: readonly XiangqiSquare[];
  /** A chosen move waiting for Confirm. */
  pending: XiangqiMoveMark | null;
  lastMove: XiangqiMoveMark | null;
  /** The square of a general in check. */
  check: XiangqiSquare | null;
  hint: XiangqiMoveMark | null;
  cursor: XiangqiSquare | null;
  /** A line of moves drawn as numbered arrows (e.g. a review's best line), first move first. */
  bestLine: readonly XiangqiMoveMark[];
  coordinates: boolean;
  /** How the files are numbered at the edges when coordinates are shown (Chinese numerals for Red, or digits). */
  fileNumerals: FileNumerals;
  /** How the pieces are labelled. */
  pieceSet: PieceSet;
}

/** A piece carried by the pointer: drawn there, and faded on its square. */
export interface XiangqiCarried {
  from: XiangqiSquare;
  /** CSS pixels of the canvas. */
  x: number;
  y: number;
}

/** A piece in flight: drawn between two squares instead of on its square. */
export interface XiangqiFlight {
  piece: string;
  from: SquareIndex;
  to: SquareIndex;
  /** 0 at the start, 1 on arrival. */
  progress: number;
}

export const GLYPH_FONT =
  '"Noto Serif CJK SC", "Noto Serif CJK TC", "Songti SC", STKaiti, KaiTi, "WenQuanYi Zen Hei", serif';
const LETTER_FONT = 'system-ui, "Segoe UI", Arial, sans-serif';

/** The pieces laid out by square index (null where empty). */
export function boardArray(pieces: XiangqiScene['pieces']): (string | null)[] {
  const board: (string | null)[] = new Array(FILES * RANKS).fill(null);
  for (const { square, piece } of pieces) {
    const i = toIndex(square);
    if (i !== null) board[i] = piece;
  }
  return board;
}

interface IndexMark {
  from: SquareIndex;
  to: SquareIndex;
}

function markIndex(mark: XiangqiMoveMark | null): IndexMark | null {
  if (!mark) return null;
  const from = toIndex(mark.from);
  const to = toIndex(mark.to);
  return from === null || to === null ? null : { from, to };
}

function line(ctx: CanvasRenderingContext2D, g: XiangqiGeometry, c0: number, r0: number, c1: number, r1: number): void {
  ctx.moveTo(g.originX + c0 * g.cell, g.originY + r0 * g.cell);
  ctx.lineTo(g.originX + c1 * g.cell, g.originY + r1 * g.cell);
}

/** The small corner marks on the soldiers' and cannons' starting points. */
function drawPointMark(ctx: CanvasRenderingContext2D, g: XiangqiGeometry, col: number, row: number): void {
  const cx = g.originX + col * g.cell;
  const cy = g.originY + row * g.cell;
  const gap = g.cell * 0.08;
  const len = g.cell * 0.18;
  for (const dx of [-1, 1]) {
    if ((col === 0 && dx < 0) || (col === FILES - 1 && dx > 0)) continue;
    for (const dy of [-1, 1]) {
      ctx.moveTo(cx + dx * gap, cy + dy * (gap + len));
      ctx.lineTo(cx + dx * gap, cy + dy * gap);
      ctx.lineTo(cx + dx * (gap + len), cy + dy * gap);
    }
  }
}

function drawGrid(ctx: CanvasRenderingContext2D, g: XiangqiGeometry, theme: BoardTheme): void {
  const { cell } = g;
  ctx.strokeStyle = theme.line;
  ctx.lineWidth = Math.max(1, cell * 0.03);
  ctx.beginPath();
  for (let row = 0; row < RANKS; row++) line(ctx, g, 0, row, FILES - 1, row);
  for (let col = 0; col < FILES; col++) {
    if (col === 0 || col === FILES - 1) {
      line(ctx, g, col, 0, col, RANKS - 1);
    } else {
      line(ctx, g, col, 0, col, 4);
      line(ctx, g, col, 5, col, RANKS - 1);
    }
  }
  // The palaces.
  line(ctx, g, 3, 0, 5, 2);
  line(ctx, g, 5, 0, 3, 2);
  line(ctx, g, 3, 7, 5, 9);
  line(ctx, g, 5, 7, 3, 9);
  for (const row of [3, 6]) for (const col of [0, 2, 4, 6, 8]) drawPointMark(ctx, g, col, row);
  for (const row of [2, 7]) for (const col of [1, 7]) drawPointMark(ctx, g, col, row);
  ctx.stroke();

  ctx.lineWidth = Math.max(2, cell * 0.06);
  const pad = cell * 0.56;
  ctx.strokeRect(g.originX - pad, g.originY - pad, cell * (FILES - 1) + pad * 2, cell * (RANKS - 1) + pad * 2);

  // The river.
  ctx.fillStyle = theme.label;
  ctx.font = `${Math.round(cell * 0.5)}px ${GLYPH_FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const riverY = g.originY + cell * 4.5;
  ctx.fillText('楚 河', g.originX + cell * 2, riverY);
  ctx.fillText('漢 界', g.originX + cell * 6, riverY);
}

function drawCoordinates(
  ctx: CanvasRenderingContext2D,
  g: XiangqiGeometry,
  theme: BoardTheme,
  numerals: FileNumerals,
): void {
  ctx.fillStyle = theme.label;
  ctx.font = `${Math.round(g.cell * 0.34)}px system-ui, ${GLYPH_FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const outward = g.cell * 0.86;
  for (let f = 0; f < FILES; f++) {
    const red = squareToPixel(g, squareAt(f, 0));
    const black = squareToPixel(g, squareAt(f, RANKS - 1));
    const redBelow = g.orientation === 'red' ? 1 : -1;
    ctx.fillText(fileNumber(f, 'red', numerals), red.px, red.py + redBelow * outward);
    ctx.fillText(fileNumber(f, 'black', numerals), black.px, black.py - redBelow * outward);
  }
}

export function drawPiece(
  ctx: CanvasRenderingContext2D,
  g: XiangqiGeometry,
  letter: string,
  px: number,
  py: number,
  theme: BoardTheme,
  alpha = 1,
  set: PieceSet = 'traditional',
  scale = 1,
): void {
  const r = g.cell * 0.45 * scale;
  const ink = pieceColour(letter) === 'red' ? theme.red : theme.black;
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.shadowColor = 'rgba(0, 0, 0, 0.35)';
  ctx.shadowBlur = g.cell * 0.1;
  ctx.shadowOffsetY = g.cell * 0.05;
  const face = ctx.createRadialGradient(px - r * 0.3, py - r * 0.3, r * 0.1, px, py, r);
  face.addColorStop(0, '#fff8e6');
  face.addColorStop(1, theme.pieceFace);
  ctx.beginPath();
  ctx.arc(px, py, r, 0, Math.PI * 2);
  ctx.fillStyle = face;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = Math.max(1, g.cell * 0.04);
  ctx.strokeStyle = theme.pieceRim;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(px, py, r * 0.8, 0, Math.PI * 2);
  ctx.lineWidth = Math.max(1, g.cell * 0.03);
  ctx.strokeStyle = ink;
  ctx.stroke();
  ctx.fillStyle = ink;
  ctx.font =
    set === 'letters'
      ? `bold ${Math.round(g.cell * 0.5 * scale)}px ${LETTER_FONT}`
      : `bold ${Math.round(g.cell * 0.52 * scale)}px ${GLYPH_FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(pieceGlyph(letter, set), px, py + g.cell * 0.02);
  ctx.restore();
}

function drawCorners(ctx: CanvasRenderingContext2D, g: XiangqiGeometry, s: SquareIndex, colour: string): void {
  const { px, py } = squareToPixel(g, s);
  const r = g.cell * 0.5;
  const len = g.cell * 0.16;
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1.5, g.cell * 0.05);
  ctx.beginPath();
  for (const dx of [-1, 1]) {
    for (const dy of [-1, 1]) {
      ctx.moveTo(px + dx * r, py + dy * (r - len));
      ctx.lineTo(px + dx * r, py + dy * r);
      ctx.lineTo(px + dx * (r - len), py + dy * r);
    }
  }
  ctx.stroke();
}

function drawTarget(
  ctx: CanvasRenderingContext2D,
  g: XiangqiGeometry,
  s: SquareIndex,
  occupied: boolean,
  colour: string,
): void {
  const { px, py } = squareToPixel(g, s);
  ctx.beginPath();
  if (occupied) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = Math.max(2, g.cell * 0.07);
    ctx.arc(px, py, g.cell * 0.48, 0, Math.PI * 2);
    ctx.stroke();
  } else {
    ctx.fillStyle = colour;
    ctx.arc(px, py, g.cell * 0.13, 0, Math.PI * 2);
    ctx.fill();
  }
}

export function renderXiangqi(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  g: XiangqiGeometry,
  scene: XiangqiScene,
  theme: BoardTheme,
  flight: XiangqiFlight | null,
  carried: XiangqiCarried | null = null,
): void {
  const set = scene.pieceSet;
  ctx.clearRect(0, 0, width, height);
  drawBoardBackground(ctx, width, height, theme);
  drawGrid(ctx, g, theme);
  if (scene.coordinates) drawCoordinates(ctx, g, theme, scene.fileNumerals);

  const board = boardArray(scene.pieces);
  const lastMove = markIndex(scene.lastMove);
  const pending = markIndex(scene.pending);
  const hint = markIndex(scene.hint);
  const check = toIndex(scene.check);
  const selected = toIndex(scene.selected);
  const cursor = toIndex(scene.cursor);
  const carriedFrom = carried ? toIndex(carried.from) : null;

  if (lastMove) {
    drawCorners(ctx, g, lastMove.from, theme.lastMove);
    drawCorners(ctx, g, lastMove.to, theme.lastMove);
  }

  if (check !== null) {
    const { px, py } = squareToPixel(g, check);
    const glow = ctx.createRadialGradient(px, py, g.cell * 0.2, px, py, g.cell * 0.75);
    glow.addColorStop(0, theme.check);
    glow.addColorStop(1, 'rgba(255, 0, 0, 0)');
    ctx.fillStyle = glow;
    ctx.fillRect(px - g.cell, py - g.cell, g.cell * 2, g.cell * 2);
  }

  for (let s = 0; s < FILES * RANKS; s++) {
    const letter = board[s];
    if (!letter) continue;
    if (flight && s === flight.to) continue;
    const { px, py } = squareToPixel(g, s);
    const lifted = (pending && pending.from === s) || (carriedFrom !== null && carriedFrom === s);
    drawPiece(ctx, g, letter, px, py, theme, lifted ? 0.35 : 1, set);
  }

  if (selected !== null) {
    const { px, py } = squareToPixel(g, selected);
    ctx.strokeStyle = theme.highlight;
    ctx.lineWidth = Math.max(2, g.cell * 0.08);
    ctx.beginPath();
    ctx.arc(px, py, g.cell * 0.49, 0, Math.PI * 2);
    ctx.stroke();
  }
  for (const target of scene.targets) {
    const t = toIndex(target);
    if (t !== null) drawTarget(ctx, g, t, board[t] !== null, theme.target);
  }

  if (pending) {
    const letter = board[pending.from];
    const { px, py } = squareToPixel(g, pending.to);
    if (letter) drawPiece(ctx, g, letter, px, py, theme, 0.75, set);
    drawCorners(ctx, g, pending.to, theme.highlight);
  }

  if (hint) {
    drawCorners(ctx, g, hint.from, theme.hint);
    drawCorners(ctx, g, hint.to, theme.hint);
  }

  if (flight) {
    const a = squareToPixel(g, flight.from);
    const b = squareToPixel(g, flight.to);
    const t = 1 - (1 - flight.progress) ** 3;
    drawPiece(ctx, g, flight.piece, a.px + (b.px - a.px) * t, a.py + (b.py - a.py) * t, theme, 1, set);
  }

  const arrows = scene.bestLine.flatMap((m, i) => {
    const from = toIndex(m.from);
    const to = toIndex(m.to);
    if (from === null || to === null) return [];
    const a = squareToPixel(g, from);
    const b = squareToPixel(g, to);
    return [{ x0: a.px, y0: a.py, x1: b.px, y1: b.py, n: i + 1, mover: i % 2 === 0 ? 'first' : 'second' } as const];
  });
  if (arrows.length > 0) drawLineArrows(ctx, arrows, g.cell * 0.12);

  if (carried && carriedFrom !== null) {
    const letter = board[carriedFrom];
    if (letter) drawPiece(ctx, g, letter, carried.x, carried.y, theme, 1, set, 1.15);
  }

  if (cursor !== null) {
    const { px, py } = squareToPixel(g, cursor);
    const r = g.cell * 0.5;
    ctx.strokeStyle = theme.cursor;
    ctx.lineWidth = Math.max(1.5, g.cell * 0.06);
    ctx.strokeRect(px - r, py - r, r * 2, r * 2);
  }
}
