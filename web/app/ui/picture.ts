import type { GameTypes } from '../play/adapter.js';
import type { TableGame } from '../play/review.js';
import type { Preferences } from '../store/settings.js';
import type { GameBoard } from './game-board.js';
import type { GifReply, GifRequest } from './gif-worker.js';

/**
 * Pictures of a game: a PNG of one position and an animated GIF of the whole
 * game, drawn by the game's board view (pinqi/views' picture functions) on a
 * canvas of their own, with coordinates and the last-move marker. The GIF's
 * frames are drawn in slices that yield to the page and encoded in a Worker
 * (ui/gif-worker.ts, gifenc from npm), so the page never freezes.
 */

/** The PNG's height in pixels (the board's own width beside it). */
const PNG_SIDE = 800;
/** The GIF's height in pixels. */
const GIF_SIDE = 360;
/** How long each move shows in the GIF, and the final position. */
const FRAME_MS = 700;
const LAST_FRAME_MS = 2500;

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

/** Lets the page run (input, drawing) before the next frames: a task of its own, without the timers' clamping. */
function turn(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** The longest run of drawing before the page gets a turn (ms). */
const SLICE_MS = 25;

/**
 * An animated GIF of the whole game, a frame per position (moves + 1): drawn
 * here, a slice at a time, and encoded in a Worker (ui/gif-worker.ts) as the
 * frames come. `progress` hears the share done (0 to 1).
 */
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
  const pixelsAt = (ply: number): ArrayBuffer => {
    board.picture(canvas, table, ply, shown);
    return ctx.getImageData(0, 0, width, height).data.buffer;
  };
  const worker = new Worker(new URL('./gif-worker.ts', import.meta.url), { type: 'module', name: 'pinqi-gif' });
  const send = (request: GifRequest, transfer: ArrayBuffer[]): void => worker.postMessage(request, { transfer });
  try {
    const bytes = new Promise<ArrayBuffer>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<GifReply>) => {
        const reply = event.data;
        if (reply.type === 'progress') progress(reply.done);
        else resolve(reply.bytes);
      };
      worker.onerror = () => reject(new Error('the GIF encoder failed'));
    });
    const first = pixelsAt(0);
    const last = pixelsAt(total);
    send({ type: 'start', width, height, total, first, last, frameMs: FRAME_MS, lastFrameMs: LAST_FRAME_MS }, [
      first,
      last,
    ]);
    let slice = performance.now();
    for (let ply = 1; ply < total; ply++) {
      if (performance.now() - slice > SLICE_MS) {
        await turn();
        slice = performance.now();
      }
      const pixels = pixelsAt(ply);
      send({ type: 'frame', pixels }, [pixels]);
    }
    return new Blob([await bytes], { type: 'image/gif' });
  } finally {
    worker.terminate();
  }
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
