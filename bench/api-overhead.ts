import type { BenchCoreModule } from './bench-core.ts';
import type { Pinqi } from '../web/src/index.ts';
import { median, table, timeMs } from './measure.ts';

/** The cost of a place/move call through the JS API, beside the same work inside wasm. */
export function apiOverheadSection(pinqi: Pinqi, core: BenchCoreModule): void {
  const N = 20000;
  const rows: string[][] = [];

  const gomoku = new pinqi.GomokuGame({ size: 15 });
  const jsGomoku = median(
    [0, 1, 2, 3, 4].map(
      () =>
        (timeMs(() => {
          for (let i = 0; i < N; i++) {
            gomoku.place({ x: (i * 7) % 15, y: (i * 11) % 15 });
            gomoku.undo(1);
          }
        }) *
          1e6) /
        N,
    ),
  );
  gomoku.dispose();
  const wasmGomoku = median([0, 1, 2, 3, 4].map(() => core.benchGomokuPlaceUndoNs(N)));
  rows.push([
    'Gomoku place + undo',
    `${(jsGomoku / 1000).toFixed(2)} µs`,
    `${(wasmGomoku / 1000).toFixed(2)} µs`,
    `${((jsGomoku - wasmGomoku) / 2000).toFixed(2)} µs`,
    (jsGomoku / wasmGomoku).toFixed(1),
  ]);

  const xiangqi = new pinqi.XiangqiGame();
  const jsXiangqi = median(
    [0, 1, 2, 3, 4].map(
      () =>
        (timeMs(() => {
          for (let i = 0; i < N; i++) {
            xiangqi.move(i % 2 ? 'h2e2' : 'b2e2');
            xiangqi.undo(1);
          }
        }) *
          1e6) /
        N,
    ),
  );
  xiangqi.dispose();
  const wasmXiangqi = median([0, 1, 2, 3, 4].map(() => core.benchXiangqiMoveUndoNs(N)));
  rows.push([
    'Xiangqi move + undo',
    `${(jsXiangqi / 1000).toFixed(2)} µs`,
    `${(wasmXiangqi / 1000).toFixed(2)} µs`,
    `${((jsXiangqi - wasmXiangqi) / 2000).toFixed(2)} µs`,
    (jsXiangqi / wasmXiangqi).toFixed(1),
  ]);

  table(
    'JS API overhead (Node, per call pair)',
    ['operation', 'via JS API', 'inside wasm', 'overhead/call', 'ratio'],
    rows,
  );
}
