import type { Page } from '@playwright/test';

import { gomokuGeometry, pointToPixel } from '../../web/src/views/gomoku/geometry.ts';
import type { Point } from '../../web/src/api/gomoku-types.ts';

/** Page helpers for the Gomoku board canvas, using the view's own geometry. */
export async function canvasBox(page: Page) {
  const box = await page.locator('#board canvas').boundingBox();
  if (!box) throw new Error('board canvas not visible');
  return box;
}

export async function tapPoint(page: Page, p: Point, size = 15): Promise<void> {
  const box = await canvasBox(page);
  const g = gomokuGeometry(size, box.width, box.height, true);
  const { px, py } = pointToPixel(g, p);
  await page.mouse.click(box.x + px, box.y + py);
}

/**
 * RGBA of the canvas pixel a quarter cell below-right of a point's centre
 * (inside a stone, clear of the last-move dot at the centre).
 */
export async function pixelAt(page: Page, p: Point, size = 15): Promise<[number, number, number, number]> {
  const box = await canvasBox(page);
  const g = gomokuGeometry(size, box.width, box.height, true);
  const centre = pointToPixel(g, p);
  const px = centre.px + g.cell / 4;
  const py = centre.py + g.cell / 4;
  return page.evaluate(
    ([x, y]) => {
      const canvas = document.querySelector('#board canvas') as HTMLCanvasElement;
      const scale = canvas.width / canvas.getBoundingClientRect().width;
      const d = canvas.getContext('2d')!.getImageData(Math.round(x! * scale), Math.round(y! * scale), 1, 1).data;
      return [d[0]!, d[1]!, d[2]!, d[3]!] as [number, number, number, number];
    },
    [px, py],
  );
}

export async function savedMoves(page: Page): Promise<[number, number][]> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('pinqi:gomoku:current');
    return raw ? (JSON.parse(raw).moves as [number, number][]) : [];
  });
}

export async function waitForFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
