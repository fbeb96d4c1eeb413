// Hand-written typings of wasm/xiangqi_bindings.cpp (emscripten 3.1.6 has no --emit-tsd).
import type { EmbindObject, Refusal } from './boundary.js';

/**
 * Squares are numbers 0..89: rank * 9 + file, file a = 0 on Red's left, rank 0 = Red's
 * back rank (ICCS "e3" = 31). From Black's side, row * 9 + col is (9 - rank) * 9 + file.
 */
export type XiangqiSquare = number;

export type XiangqiSide = 'red' | 'black';

/** FEN letters: upper case Red, lower case Black (R chariot, N horse, B elephant, A advisor, K general, C cannon, P soldier). */
export type XiangqiPieceLetter = 'R' | 'N' | 'B' | 'A' | 'K' | 'C' | 'P' | 'r' | 'n' | 'b' | 'a' | 'k' | 'c' | 'p';

/** One committed ply as the engine reports it; `captured` is '' when nothing was taken. */
export interface XiangqiMoveOut {
  index: number;
  /** ICCS squares, e.g. 'h2'. */
  from: string;
  to: string;
  piece: XiangqiPieceLetter;
  captured: XiangqiPieceLetter | '';
  player: XiangqiSide;
  iccs: string;
  wxf: string;
  chinese: string;
}

export interface XiangqiResultOut {
  winner: XiangqiSide | null;
  reason: string;
}

export interface XiangqiGameCore extends EmbindObject {
  /** Starts a new game from a FEN ('w' or 'r' = Red): null, or a bad_fen refusal (nothing changes). */
  loadFen(fen: string): Refusal | null;
  fen(): string;
  startFen(): string;
  turn(): XiangqiSide;
  /** 90 characters indexed by square: FEN letters, '.' for empty. */
  board(): string;
  /** ICCS ('h2e2'), WXF ('C2.5', 'R+.3') or Chinese ('炮二平五'): the move made, or a refusal. */
  move(text: string): XiangqiMoveOut | Refusal;
  moveFromTo(from: XiangqiSquare, to: XiangqiSquare): XiangqiMoveOut | Refusal;
  /** Legal destinations of the piece on a square (empty when not the mover's or the game is over): a view, valid until the next call. Copy it. */
  legalTargets(square: XiangqiSquare): Int32Array;
  /** Every legal move as [from0, to0, from1, to1, ...]: a view, valid until the next call. Copy it. */
  legalMoves(): Int32Array;
  inCheck(): boolean;
  /** null while the game is on. */
  result(): XiangqiResultOut | null;
  /** The ply-th move (0-based) as move() returned it, or null. */
  historyEntry(ply: number): XiangqiMoveOut | null;
  /** False (nothing changes) unless n is a whole number from 0 to the number of plies played. Withdraws a resignation or agreed draw with the moves. */
  undo(n: number): boolean;
  /** Back to this game's start FEN. */
  restart(): void;
  /** null, or a refusal (bad_argument, game_over). */
  resign(loser: string): Refusal | null;
  agreeDraw(): Refusal | null;
  /** The record, or a bad_argument refusal for a notation other than 'iccs', 'wxf', 'chinese'. */
  toRecord(format: string): string | Refusal;
  /** null, or a bad_record refusal (nothing changes): why = the inner code, index = the refused ply (-1 the header). */
  loadRecord(text: string): Refusal | null;
}

export interface XiangqiBindings {
  XiangqiGameCore: new () => XiangqiGameCore;
}
