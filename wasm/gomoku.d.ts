// Hand-written typings of wasm/gomoku_bindings.cpp (emscripten 3.1.6 has no --emit-tsd).

export interface EmbindObject {
  delete(): void;
  isDeleted(): boolean;
}

/** Result codes of place/check: 'ok' | 'occupied' | 'out_of_bounds' | 'game_over' | 'forbidden'. */
export type GomokuPlaceCode = 'ok' | 'occupied' | 'out_of_bounds' | 'game_over' | 'forbidden';

export interface GomokuGameCore extends EmbindObject {
  place(x: number, y: number): GomokuPlaceCode;
  check(x: number, y: number): GomokuPlaceCode;
  undo(n: number): boolean;
  restart(): void;
  size(): number;
  rule(): 'freestyle' | 'standard' | 'renju';
  /** 1 = black, 2 = white. */
  turn(): 1 | 2;
  moveCount(): number;
  /** 0 empty, 1 black, 2 white, 3 outside the board. */
  stoneAt(x: number, y: number): 0 | 1 | 2 | 3;
  /** A view into wasm memory, valid until the next call: [x, y, player, ...]. Copy it. */
  history(): Int32Array;
  /** 0 ongoing, 1 black won, 2 white won, 3 draw. */
  status(): 0 | 1 | 2 | 3;
  /** 'five', 'board_full' or '' while the game is on. */
  reason(): string;
  /** A view: [x, y, ...]. Copy it. */
  winningLine(): Int32Array;
  /** A view: [x, y, ...]. Copy it. */
  forbiddenPoints(): Int32Array;
  forbiddenKind(x: number, y: number): 'none' | 'overline' | 'double_four' | 'double_three';
  toRecord(): string;
  loadRecord(text: string): { ok: boolean; index: number; message: string };
}

export interface GomokuBindings {
  GomokuGameCore: new (size: number, rule: string) => GomokuGameCore;
  /** '' when valid, else the reason. */
  gomokuCheckSettings(size: number, rule: string): string;
}
