import { applyPalette, GIFEncoder, nearestColorIndex, quantize } from 'gifenc';

/**
 * The GIF export's encoder, in a Worker of its own (ui/picture.ts draws the
 * frames on the page and sends their pixels here, so drawing and encoding
 * run side by side and the page never waits on the encoder). gifenc (npm)
 * does the encoding: one palette for the whole game, chosen from its first
 * and last positions; each later frame keeps only the pixels that changed
 * (the rest is the transparent "unchanged" index), so a long game stays small.
 */

/** What the page sends: the start (the first and last positions' RGBA), then each position between them in order. */
export type GifRequest =
  | {
      type: 'start';
      width: number;
      height: number;
      /** Frames after the first (the moves). */
      total: number;
      first: ArrayBuffer;
      last: ArrayBuffer;
      frameMs: number;
      lastFrameMs: number;
    }
  | { type: 'frame'; pixels: ArrayBuffer };

/** What the worker answers: the share done (0 to 1), then the file. */
export type GifReply = { type: 'progress'; done: number } | { type: 'done'; bytes: ArrayBuffer };

/** Colours of the palette (one more is the "unchanged" index). */
const COLOURS = 127;

/** A thinned copy of two images' pixels, enough to choose a palette from. */
function sampleOf(a: Uint8ClampedArray, b: Uint8ClampedArray, every: number): Uint8ClampedArray {
  const pixels = a.length / 4;
  const out = new Uint8ClampedArray(Math.ceil(pixels / every) * 8);
  let at = 0;
  for (const image of [a, b])
    for (let p = 0; p < pixels; p += every) {
      out.set(image.subarray(p * 4, p * 4 + 4), at);
      at += 4;
    }
  return out;
}

let job: {
  start: Extract<GifRequest, { type: 'start' }>;
  gif: ReturnType<typeof GIFEncoder>;
  lookup: (rgba: number) => number;
  unchanged: number;
  previous: Uint32Array;
  written: number;
} | null = null;

function reply(message: GifReply, transfer: Transferable[] = []): void {
  postMessage(message, { transfer });
}

/** Writes the next frame: the pixels that changed since the last one. */
function writeFrame(pixels: ArrayBuffer): void {
  const j = job!;
  const now = new Uint32Array(pixels);
  const frame = new Uint8Array(now.length).fill(j.unchanged);
  for (let i = 0; i < now.length; i++) if (now[i] !== j.previous[i]) frame[i] = j.lookup(now[i]!);
  j.written++;
  j.gif.writeFrame(frame, j.start.width, j.start.height, {
    delay: j.written === j.start.total ? j.start.lastFrameMs : j.start.frameMs,
    dispose: 1,
    transparent: true,
    transparentIndex: j.unchanged,
  });
  j.previous = now;
  reply({ type: 'progress', done: j.written / j.start.total });
}

function finish(): void {
  const j = job!;
  if (j.start.total > 0) writeFrame(j.start.last);
  j.gif.finish();
  const bytes = j.gif.bytes().buffer;
  job = null;
  reply({ type: 'done', bytes }, [bytes]);
}

addEventListener('message', (event: MessageEvent<GifRequest>) => {
  const message = event.data;
  if (message.type === 'start') {
    const first = new Uint8ClampedArray(message.first);
    const palette = quantize(sampleOf(first, new Uint8ClampedArray(message.last), 3), COLOURS);
    // Each colour's palette index, looked up once.
    const indexOf = new Map<number, number>();
    const lookup = (rgba: number): number => {
      let index = indexOf.get(rgba);
      if (index === undefined) {
        index = nearestColorIndex(palette, [rgba & 0xff, (rgba >>> 8) & 0xff, (rgba >>> 16) & 0xff]);
        indexOf.set(rgba, index);
      }
      return index;
    };
    const gif = GIFEncoder();
    gif.writeFrame(applyPalette(first, palette), message.width, message.height, {
      palette: [...palette, [255, 0, 255]],
      repeat: 0,
      delay: message.total === 0 ? message.lastFrameMs : message.frameMs,
      dispose: 1,
    });
    job = {
      start: message,
      gif,
      lookup,
      unchanged: palette.length,
      previous: new Uint32Array(message.first),
      written: 0,
    };
  } else writeFrame(message.pixels);
  if (job && job.written === Math.max(0, job.start.total - 1)) finish();
});
