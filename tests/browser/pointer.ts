import type { Page } from '@playwright/test';

type Point = { x: number; y: number };

/** Whether the page was opened as a touch device (the phone project). */
export async function isTouch(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.maxTouchPoints > 0);
}

/** A finger (touch Pointer Events, through the browser's own input path) pressed at `from`, moved to `to`. */
export async function touchPress(page: Page, from: Point) {
  const client = await page.context().newCDPSession(page);
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  let at = from;
  return {
    async moveTo(to: Point, steps = 6): Promise<void> {
      for (let i = 1; i <= steps; i++) {
        const x = at.x + ((to.x - at.x) * i) / steps;
        const y = at.y + ((to.y - at.y) * i) / steps;
        await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      at = to;
    },
    async lift(): Promise<void> {
      await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await client.detach();
    },
  };
}

/** Drags from one point to another: with a finger on a touch device, with the mouse otherwise. */
export async function drag(page: Page, from: Point, to: Point): Promise<void> {
  if (await isTouch(page)) {
    const finger = await touchPress(page, from);
    await finger.moveTo(to);
    await finger.lift();
    return;
  }
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
}
