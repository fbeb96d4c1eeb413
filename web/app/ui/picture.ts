import { applyPalette, GIFEncoder, quantize } from 'gifenc';
import type { GameTypes } from '../play/adapter.js';
import type { TableGame } from '../play/review.js';
import type { Preferences } from '../store/settings.js';
import type { GameBoard } from './game-board.js';

/**
 * Pictures of a game: a PNG of one position and an animated GIF of the whole
 * game, drawn by the game's board view (pinqi/views' picture functions) on a
 * canvas of their own, with coordinates and the last-move marker. The GIF is
 * encoded by gifenc (npm): one palette for the whole game, and each frame
 * after the first keeps only the pixels that changed (the rest transparent),
 * so a 60-move game stays small. Frames are made in turns that yield to the
 * page, so it never freezes.
 */

/** The PNG's height in pixels (the board's own width beside it). */
const PNG_SIDE = 800;
/** The GIF's height in pixels. */
const GIF_SIDE = 400;
/** How long each move shows in the GIF, and the final position. */
const FRAME_MS = 700;
const LAST_FRAME_MS = 2500;
/** Colours of the GIF's palette (one more is the "unchanged" index). */
const COLOURS = 127;

/** A picture always shows the coordinates. */
const picturePrefs = (prefs: Preferences): Preferences => ({ ...prefs, coordinates: true });

function canvasFor(kind: string, side: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  // Xiangqi's board is narrower than it is high (9 files, 10 ranks and the labels).
  canvas.width = kind === 'xiangqi' ? Math.round(side * 0.84) : side;
  canvas.height = side;
  return canvas;
}

/** A PNG of the position after `ply` plies. */
export function pngOf<T extends GameTypes>(
  board: GameBoard<T>,
  table: TableGame<T>,
  ply: number,
  prefs: Preferences,
): Promise<Blob> {
  const canvas = canvasFor(table.adapter.kind, PNG_SIDE);
  board.picture(canvas, table, ply, picturePrefs(prefs));
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );
}

const turn = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** An animated GIF of the whole game, a frame per position (moves + 1); `progress` hears the share done (0 to 1). */
export async function gifOf<T extends GameTypes>(
  board: GameBoard<T>,
  table: TableGame<T>,
  prefs: Preferences,
  progress: (done: number) => void = () => {},
): Promise<Blob> {
  const total = table.game.moveCount;
  const canvas = canvasFor(table.adapter.kind, GIF_SIDE);
  const { width, height } = canvas;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  const shown = picturePrefs(prefs);
  const pixelsAt = (ply: number): Uint8ClampedArray => {
    board.picture(canvas, table, ply, shown);
    return ctx.getImageData(0, 0, width, height).data;
  };
  // One palette for the whole game, from its first and last positions (between them, every colour it shows).
  const first = pixelsAt(0);
  const last = pixelsAt(total);
  const sample = new Uint8ClampedArray(first.length * 2);
  sample.set(first);
  sample.set(last, first.length);
  const palette = quantize(sample, COLOURS);
  const unchanged = palette.length;
  const gif = GIFEncoder();
  let previous: Uint8Array | null = null;
  for (let ply = 0; ply <= total; ply++) {
    const index = applyPalette(ply === 0 ? first : ply === total ? last : pixelsAt(ply), palette);
    let frame = index;
    if (previous) {
      frame = index.slice();
      for (let i = 0; i < frame.length; i++) if (frame[i] === previous[i]) frame[i] = unchanged;
    }
    gif.writeFrame(frame, width, height, {
      delay: ply === total ? LAST_FRAME_MS : FRAME_MS,
      dispose: 1,
      ...(ply === 0
        ? { palette: [...palette, [255, 0, 255]], repeat: 0 }
        : { transparent: true, transparentIndex: unchanged }),
    });
    previous = index;
    progress((ply + 1) / (total + 1));
    await turn();
  }
  gif.finish();
  return new Blob([gif.bytes()], { type: 'image/gif' });
}

/** Hands a file to the browser's downloads. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
