/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

/** The parts of gifenc (npm, no typings of its own) the app's GIF export uses (ui/picture.ts). */
declare module 'gifenc' {
  type Palette = number[][];
  interface GifFrameOptions {
    palette?: Palette;
    delay?: number;
    repeat?: number;
    transparent?: boolean;
    transparentIndex?: number;
    dispose?: number;
  }
  interface GifEncoder {
    writeFrame(index: Uint8Array, width: number, height: number, options?: GifFrameOptions): void;
    finish(): void;
    bytes(): Uint8Array<ArrayBuffer>;
  }
  export function GIFEncoder(): GifEncoder;
  export function quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number): Palette;
  export function nearestColorIndex(palette: Palette, pixel: number[]): number;
  export function applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: Palette): Uint8Array;
}
