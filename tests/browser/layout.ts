import { expect, type Browser, type Page } from '@playwright/test';

import { canvasBox } from './gomoku-board.ts';

/**
 * Layout checks run on a live page: nothing overlaps, nothing is wider than
 * its dialog, the play screen does not scroll, every touch target is at least 44 × 44 CSS pixels, all text
 * has a contrast of at least 4.5:1 against what is behind it, and no text is cut off or shortened to '…'.
 */
export interface LayoutReport {
  scroll: { width: number; height: number; viewportWidth: number; viewportHeight: number };
  overlaps: string[];
  /** Open dialogs whose content is wider than the dialog (cut off or scrolled sideways). */
  widerThanDialog: string[];
  smallTargets: string[];
  lowContrast: string[];
  /**
   * Text cut off: an element whose text overflows a box that hides the overflow (or
   * ends it with '…'), or a line of text outside a box that clips it (a hidden
   * overflow, or the unreachable start of a scrolling one).
   */
  clippedText: string[];
}

/** The parts of the play screen that must never overlap. */
const PLAY_PARTS = ['.topbar', '#side-top', '#board', '#side-bottom', '.status-box', '#notice', '#controls', '.moves'];

export async function layoutReport(page: Page, parts: string[] = PLAY_PARTS): Promise<LayoutReport> {
  return page.evaluate((parts) => {
    const visible = (el: Element): boolean =>
      el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true }) &&
      el.getBoundingClientRect().width > 0 &&
      el.getBoundingClientRect().height > 0;
    const name = (el: Element): string => {
      const id = el.id ? `#${el.id}` : '';
      const cls = el.classList.length ? `.${[...el.classList].join('.')}` : '';
      const text = (el.textContent ?? '').trim().slice(0, 24);
      return `${el.tagName.toLowerCase()}${id}${cls}${text ? ` "${text}"` : ''}`;
    };

    // Overlap of the screen's parts (a shared edge is no overlap).
    const overlaps: string[] = [];
    const boxes = parts
      .map((selector) => [selector, document.querySelector(selector)] as const)
      .filter((pair): pair is readonly [string, Element] => pair[1] !== null && visible(pair[1]))
      .map(([selector, el]) => [selector, el.getBoundingClientRect()] as const);
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, ra] = boxes[i]!;
        const [b, rb] = boxes[j]!;
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (w > 0.5 && h > 0.5) overlaps.push(`${a} × ${b} (${w.toFixed(1)}×${h.toFixed(1)})`);
      }

    // Content wider than its open dialog: a control cut off at the dialog's edge.
    const widerThanDialog: string[] = [];
    for (const dialog of document.querySelectorAll('dialog[open]'))
      if (dialog.scrollWidth > dialog.clientWidth + 1)
        widerThanDialog.push(`${name(dialog).slice(0, 40)} ${dialog.scrollWidth} > ${dialog.clientWidth}`);

    // Touch targets: everything a finger can press, outside closed menus and dialogs.
    // A checkbox inside its label is pressed anywhere on the label: the label is the target.
    const smallTargets: string[] = [];
    const targets = document.querySelectorAll(
      'button, summary, select, a[href], label.button, input[type="checkbox"], fieldset.choice label',
    );
    for (const el of targets) {
      if (!visible(el) || el.closest('dialog:not([open])')) continue;
      const r = (el.matches('input') ? (el.closest('label') ?? el) : el).getBoundingClientRect();
      if (r.width < 43.5 || r.height < 43.5)
        smallTargets.push(`${name(el)} ${r.width.toFixed(1)}×${r.height.toFixed(1)}`);
    }

    // Contrast of every piece of text against its backdrop.
    const parse = (c: string): [number, number, number, number] => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m) return [0, 0, 0, 0];
      const [r, g, b, a = '1'] = m[1]!.split(/[,\s/]+/).filter(Boolean);
      return [Number(r), Number(g), Number(b), Number(a)];
    };
    const over = (top: number[], bottom: number[]): number[] => {
      const a = top[3]!;
      return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1);
    };
    const luminance = (c: number[]): number => {
      const [r, g, b] = c.slice(0, 3).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const backdrop = (el: Element): number[] => {
      const layers: number[][] = [];
      for (let at: Element | null = el; at; at = at.parentElement) {
        const bg = parse(getComputedStyle(at).backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] >= 1) break;
      }
      let colour = [255, 255, 255, 1];
      for (const layer of layers.reverse()) colour = over(layer, colour);
      return colour;
    };
    const faded = (el: Element): boolean => {
      for (let at: Element | null = el; at; at = at.parentElement)
        if (Number(getComputedStyle(at).opacity) < 1) return true;
      return false;
    };
    const lowContrast: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || seen.has(el) || !(node.textContent ?? '').trim()) continue;
      seen.add(el);
      if (!visible(el) || el.closest('.sr-only, [aria-hidden="true"], dialog:not([open]), details:not([open]) > div'))
        continue;
      // Disabled controls are exempt (WCAG 1.4.3); they are drawn faded on purpose.
      if (el.closest(':disabled') || faded(el)) continue;
      const bg = backdrop(el);
      const fg = over(parse(getComputedStyle(el).color), bg);
      const [l1, l2] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
      const ratio = (l1! + 0.05) / (l2! + 0.05);
      if (ratio < 4.5) lowContrast.push(`${name(el)} ${ratio.toFixed(2)}:1`);
    }

    // Text cut off or shortened to '…'. Every visible line of text is checked against each box
    // around it that clips (overflow other than visible): inside a hidden or clipped overflow it must
    // lie within the box; inside a scrolling one it must not lie before the start, which no scrolling
    // reaches (e.g. the top of content centred in a box too small for it). And a box that hides its
    // own overflow must have no more text than it shows.
    const clippedText: string[] = [];
    const SLACK = 1.5; // px: rounding, and glyphs that overhang their line a little
    const hides = (value: string): boolean => value === 'hidden' || value === 'clip';
    const scrolls = (value: string): boolean => value === 'auto' || value === 'scroll';
    const textWalker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const cut = new Set<Element>();
    for (let node = textWalker.nextNode(); node; node = textWalker.nextNode()) {
      const el = node.parentElement;
      if (!el || !(node.textContent ?? '').trim() || cut.has(el)) continue;
      if (
        !visible(el) ||
        el.closest('.sr-only, [aria-hidden="true"], dialog:not([open]), details:not([open]) > div, select')
      )
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      for (let box: Element | null = el; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        const [x, y] = [style.overflowX, style.overflowY];
        if (x === 'visible' && y === 'visible') continue;
        // A visually hidden heading or label (1 px, clipped on purpose) is for screen readers.
        if (box.getBoundingClientRect().width <= 2 || box.getBoundingClientRect().height <= 2) break;
        const r = box.getBoundingClientRect();
        const left = r.left + box.clientLeft;
        const top = r.top + box.clientTop;
        const right = left + box.clientWidth;
        const bottom = top + box.clientHeight;
        let why = '';
        for (const line of lines) {
          if (hides(x) && (line.left < left - SLACK || line.right > right + SLACK)) why = 'cut at the side';
          else if (hides(y) && (line.top < top - SLACK || line.bottom > bottom + SLACK))
            why = 'cut at the top or bottom';
          else if (scrolls(x) && line.left + box.scrollLeft < left - SLACK)
            why = 'before the start of its scrolling box';
          else if (scrolls(y) && line.top + box.scrollTop < top - SLACK) why = 'above the top of its scrolling box';
          if (why) break;
        }
        // Shortened with '…' (text-overflow), or more text than a hiding box shows.
        if (!why && box === el && hides(x) && el.scrollWidth > el.clientWidth + 1)
          why = style.textOverflow === 'ellipsis' ? "shortened to '…'" : 'wider than its box';
        if (!why && box === el && hides(y) && el.scrollHeight > el.clientHeight + 1) why = 'taller than its box';
        if (why) {
          cut.add(el);
          clippedText.push(`${name(el)}: ${why}${box === el ? '' : ` (${name(box).slice(0, 40)})`}`);
          break;
        }
      }
    }

    const root = document.scrollingElement ?? document.documentElement;
    return {
      scroll: {
        width: root.scrollWidth,
        height: root.scrollHeight,
        viewportWidth: innerWidth,
        viewportHeight: innerHeight,
      },
      overlaps,
      widerThanDialog,
      smallTargets,
      lowContrast,
      clippedText,
    };
  }, parts);
}

/**
 * Checks a screen: no overlap, every target finger-sized, all text ≥ 4.5:1, no text cut off, and (on the play
 * screen) no scrolling. `soft` records a failure and goes on, so that one run reports every screen.
 */
export async function expectGoodLayout(
  page: Page,
  options: { scrolls?: boolean; parts?: string[]; soft?: boolean } = {},
): Promise<void> {
  const report = await layoutReport(page, options.parts);
  const check = options.soft ? expect.soft : expect;
  check(report.overlaps, 'overlapping parts').toEqual([]);
  check(report.widerThanDialog, 'dialog content cut off at the side').toEqual([]);
  check(report.smallTargets, 'touch targets under 44 px').toEqual([]);
  check(report.lowContrast, 'text under 4.5:1').toEqual([]);
  check(report.clippedText, 'text cut off or shortened').toEqual([]);
  check(report.scroll.width, 'no sideways scroll').toBeLessThanOrEqual(report.scroll.viewportWidth);
  if (!options.scrolls)
    check(report.scroll.height, 'the screen fits without scrolling').toBeLessThanOrEqual(report.scroll.viewportHeight);
}

/** The two screens the layout tests check: a phone at 3× with touch, and a desktop. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1440, height: 900 } } as const;

/** A page of its own browser context at `size`, in `locale`. */
export async function pageAt(browser: Browser, size: typeof PHONE | typeof DESKTOP, locale = 'en-GB'): Promise<Page> {
  const context = await browser.newContext({ ...size, locale });
  return context.newPage();
}

/**
 * At the end of a game nothing covers the board: at each fraction of the board's box
 * the page's topmost element is the canvas itself. Rematch and Review are in view.
 */
export async function expectBoardUncovered(page: Page, at: readonly (readonly [number, number])[]): Promise<void> {
  const box = await canvasBox(page);
  for (const [fx, fy] of at) {
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.tagName,
      [box.x + box.width * fx, box.y + box.height * fy],
    );
    expect(hit).toBe('CANVAS');
  }
  await expect(page.locator('#rematch')).toBeInViewport();
  await expect(page.locator('#review')).toBeInViewport();
}
