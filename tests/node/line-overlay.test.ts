import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { renderGomoku } from '../../web/src/views/gomoku/render.ts';
import { gomokuGeometry } from '../../web/src/views/gomoku/geometry.ts';
import { defaultGomokuState } from '../../web/src/views/gomoku/state.ts';
import { THEMES } from '../../web/src/views/theme.ts';
import { renderXiangqi } from '../../web/src/views/xiangqi/render.ts';
import { xiangqiGeometry } from '../../web/src/views/xiangqi/geometry.ts';
import { defaultXiangqiState } from '../../web/src/views/xiangqi/state.ts';

/** A line of moves over a board (web/src/views/line-overlay.ts): numbered ghost stones, numbered arrows. */

/** A 2D context that records the text drawn and the arcs (with their alpha), and ignores the rest. */
function recorder() {
  const texts: { text: string; x: number; y: number }[] = [];
  const state = { globalAlpha: 1 };
  const ctx = new Proxy(state as Record<string | symbol, unknown>, {
    get: (target, key) => {
      if (key === 'fillText') return (text: string, x: number, y: number) => texts.push({ text, x, y });
      if (key in target) return target[key];
      return () => ({ addColorStop: () => undefined });
    },
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return { ctx, texts };
}

describe('a best line over the board', () => {
  it('Gomoku: one numbered ghost stone per move, on its point', () => {
    const { ctx, texts } = recorder();
    const g = gomokuGeometry(15, 600, 600, false);
    const scene = {
      ...defaultGomokuState(),
      coordinates: false,
      bestLine: [
        { point: { x: 7, y: 7 }, side: 'black' as const },
        { point: { x: 8, y: 8 }, side: 'white' as const },
        { point: { x: 9, y: 9 }, side: 'black' as const },
      ],
    };
    renderGomoku(ctx, 600, 600, g, scene, THEMES.wood);
    assert.deepEqual(
      texts.map((t) => t.text),
      ['1', '2', '3'],
    );
    assert.deepEqual(
      { x: texts[1]!.x, y: texts[1]!.y },
      { x: g.originX + 8 * g.cell, y: g.originY + 8 * g.cell },
      'the second stone sits on its point',
    );
  });

  it('Xiangqi: one numbered arrow per move between its squares; no line, no overlay', () => {
    const { ctx, texts } = recorder();
    const g = xiangqiGeometry(540, 600, false, 'red');
    const scene = {
      ...defaultXiangqiState(),
      coordinates: false,
      bestLine: [
        { from: 'h2', to: 'e2' },
        { from: 'h9', to: 'g7' },
      ],
    };
    const river = ['楚 河', '漢 界'];
    renderXiangqi(ctx, 540, 600, g, scene, THEMES.wood, null);
    assert.deepEqual(
      texts.map((t) => t.text),
      [...river, '1', '2'],
    );
    const empty = recorder();
    renderXiangqi(empty.ctx, 540, 600, g, { ...scene, bestLine: [] }, THEMES.wood, null);
    assert.deepEqual(
      empty.texts.map((t) => t.text),
      river,
    );
  });
});
