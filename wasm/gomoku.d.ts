// Hand-written typings of wasm/gomoku_bindings.cpp (emscripten 3.1.6 has no --emit-tsd).
import type { EmbindObject, Refusal } from './boundary.js';

export type { EmbindObject, Refusal } from './boundary.js';

export type GomokuSideName = 'black' | 'white';

/** One committed move as the engine reports it: numbers only (strings are costly on the hot path). */
export interface GomokuMoveOut {
  index: number;
  x: number;
  y: number;
  /** 1 black, 2 white. */
  player: 1 | 2;
}

/** A set-up position as the engine reports it: flat [x0, y0, x1, y1, ...] lists. */
export interface GomokuSetupOut {
  black: number[];
  white: number[];
  /** Stones of neither side (Gomocup's field 3). */
  blocked: number[];
  toMove: GomokuSideName;
}

export interface GomokuResultOut {
  winner: GomokuSideName | null;
  /** only_forbidden: a draw under Renju, Black to move with every empty point forbidden. */
  reason: 'five' | 'board_full' | 'only_forbidden' | 'resign';
  /** The winning run along its line; empty unless someone made five. */
  line: { x: number; y: number }[];
}

export interface GomokuGameCore extends EmbindObject {
  /** The move made, or a refusal (bad_point, out_of_bounds, occupied, game_over, forbidden). */
  place(x: number, y: number): GomokuMoveOut | Refusal;
  /** What place(x, y) would answer: null, or the refusal. */
  check(x: number, y: number): Refusal | null;
  /** False (nothing changes) unless n is a whole number from 0 to the number of moves made. */
  undo(n: number): boolean;
  restart(): void;
  /** null, or a refusal (bad_argument, game_over). */
  resign(loser: string): Refusal | null;
  size(): number;
  rule(): 'freestyle' | 'standard' | 'renju';
  turn(): GomokuSideName;
  /** The stone on a point, null when empty, or a refusal for a bad point. */
  stoneAt(x: number, y: number): GomokuSideName | null | Refusal;
  /** The ply-th move (0-based) as place() returned it, or null. */
  historyEntry(ply: number): GomokuMoveOut | null;
  /** null while the game is on. */
  result(): GomokuResultOut | null;
  /** A view: [x, y, ...], valid until the next call. Copy it. */
  forbiddenPoints(): Int32Array;
  /** Why Black may not play a point under Renju, null when allowed, or a refusal for a bad point. */
  forbiddenKind(x: number, y: number): 'overline' | 'double_four' | 'double_three' | null | Refusal;
  toRecord(): string;
  /**
   * Replaces this game with a set-up position on the same board and rule; lists are flat
   * [x0, y0, x1, y1, ...]; toMove '' = Black when the counts are equal, else White.
   * null, or a bad_position refusal (nothing changes) whose why is bad_point, out_of_bounds,
   * bad_turn, overlap, counts, five or overline.
   */
  loadPosition(black: number[], white: number[], blocked: number[], toMove: string): Refusal | null;
  /** The setup this game started from, null for the empty board. */
  setup(): GomokuSetupOut | null;
  /** null, or a bad_record refusal (nothing changes); index = the refused move, -1 the header. */
  loadRecord(text: string): Refusal | null;
}

export interface GomokuBindings {
  GomokuGameCore: new (size: number, rule: string) => GomokuGameCore;
  GOMOKU_MIN_SIZE: number;
  GOMOKU_MAX_SIZE: number;
  GOMOKU_DEFAULT_SIZE: number;
  /** null when valid, else a bad_settings refusal. */
  gomokuCheckSettings(size: number, rule: string): Refusal | null;
  /** The display name of a point ('h8' on 15×15), or a refusal. */
  gomokuNotation(x: number, y: number, size: number): string | Refusal;
  /** The point a display name stands for, or a bad_notation refusal. */
  gomokuParsePoint(text: string, size: number): { x: number; y: number } | Refusal;
  /** A board's axis labels: columns[x] and rows[y] (y = 0 at the top) make up the point names. */
  gomokuAxisLabels(size: number): { columns: string[]; rows: string[] } | Refusal;
}
