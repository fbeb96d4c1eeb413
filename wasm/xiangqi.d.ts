// Hand-written typings of wasm/xiangqi_bindings.cpp (emscripten 3.1.6 has no --emit-tsd).
import type { EmbindObject } from './gomoku.js';

/**
 * Squares are numbers 0..89: rank * 9 + file, file a = 0 on Red's left, rank 0 = Red's
 * back rank (ICCS "e3" = 31). From Black's side, row * 9 + col is (9 - rank) * 9 + file.
 */
export type XiangqiSquare = number;

/** 'ok' on success, else a stable code; lastErrorMessage() has the human reason. */
export type XiangqiCode = 'ok' | 'illegal_move' | 'bad_notation' | 'ambiguous' | 'game_over' | 'bad_fen' | 'bad_side';

export type XiangqiSide = 'red' | 'black';

/** FEN letters: upper case Red, lower case Black (R chariot, N horse, B elephant, A advisor, K general, C cannon, P soldier). */
export type XiangqiPieceLetter = 'R' | 'N' | 'B' | 'A' | 'K' | 'C' | 'P' | 'r' | 'n' | 'b' | 'a' | 'k' | 'c' | 'p';

export interface XiangqiRecordImport {
  code: 'ok' | 'bad_record' | 'bad_fen' | 'illegal_move' | 'bad_notation' | 'ambiguous' | 'game_over';
  message: string;
  /** 0-based ply of the first bad move, or -1. Nothing is applied on error. */
  index: number;
}

export interface XiangqiGameCore extends EmbindObject {
  /** Starts a new game from a FEN ('w' or 'r' = Red); on error nothing changes. */
  loadFen(fen: string): XiangqiCode;
  fen(): string;
  startFen(): string;
  sideToMove(): XiangqiSide;
  /** 90 characters indexed by square: FEN letters, '.' for empty. */
  board(): string;
  /** ICCS ('h2e2'), WXF ('C2.5', 'R+.3') or Chinese ('炮二平五', '马８进７'). */
  /** A refusal code, or 'ok ' + the new historyEntry + (if the game just ended) ' ' + result(). */
  move(text: string): string;
  moveFromTo(from: XiangqiSquare, to: XiangqiSquare): string;
  /** Legal destinations of the piece on a square (empty when not the mover's or the game is over): a view into wasm memory, valid until the next call. Copy it. */
  legalTargets(square: XiangqiSquare): Int32Array;
  /** All legal moves in ICCS, separated by spaces. */
  legalMoves(): string;
  inCheck(): boolean;
  /** '' while the game is on, else '<winner> <reason>', winner 'red' | 'black' | 'draw'. */
  result(): string;
  /** One ply (0-based) as 'from to piece captured mover iccs wxf chinese' (captured '-' when none); '' when out of range. */
  historyEntry(index: number): string;
  capturedPieces(): XiangqiPieceLetter[];
  moveCount(): number;
  /** Takes back n plies; false (and no change) if fewer were played. Withdraws a resignation or agreed draw. */
  undo(n: number): boolean;
  /** Back to this game's start FEN. */
  restart(): void;
  resign(loser: XiangqiSide): XiangqiCode;
  agreeDraw(): XiangqiCode;
  toRecord(format: 'iccs' | 'wxf' | 'chinese'): string;
  fromRecord(text: string): XiangqiRecordImport;
  lastErrorMessage(): string;
}

export interface XiangqiBindings {
  /** Without a FEN: the start position. A bad FEN leaves the start position; see lastErrorMessage(). */
  XiangqiGameCore: new (fen?: string) => XiangqiGameCore;
  /** Leaf count of the legal move tree (bulk-counted last ply), or -1 for a bad FEN. */
  xiangqiPerft(fen: string, depth: number): number;
}
