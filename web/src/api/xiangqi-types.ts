/** An ICCS square: file a–i from Red's left, rank 0–9 from Red's back rank, e.g. 'h2'. */
export type XiangqiSquare = string;
export type XiangqiSide = 'red' | 'black';
/** FEN letters: upper case Red, lower case Black (R chariot, N horse, B elephant, A advisor, K general, C cannon, P soldier). */
export type XiangqiPiece = 'R' | 'N' | 'B' | 'A' | 'K' | 'C' | 'P' | 'r' | 'n' | 'b' | 'a' | 'k' | 'c' | 'p';

export interface XiangqiOptions {
  /** Start position; default the standard opening position. 'w' or 'r' both mean Red to move. */
  fen?: string;
}

/** One committed move, as plain data. */
export interface XiangqiMove {
  /** 0-based ply index. */
  index: number;
  from: XiangqiSquare;
  to: XiangqiSquare;
  piece: XiangqiPiece;
  captured: XiangqiPiece | null;
  player: XiangqiSide;
  /** 'h2e2' */
  iccs: string;
  /** 'C2.5' */
  wxf: string;
  /** '炮二平五' */
  chinese: string;
}

export type XiangqiEndReason =
  | 'checkmate'
  | 'stalemate'
  | 'resign'
  | 'agreement'
  | 'perpetual_check'
  | 'perpetual_chase'
  | 'repetition'
  | 'move_limit'
  | 'insufficient_material';

export interface XiangqiResult {
  /** null for a draw. */
  winner: XiangqiSide | null;
  reason: XiangqiEndReason;
}

export type XiangqiNotation = 'iccs' | 'wxf' | 'chinese';

/** Saved form, version 1: the start position, the moves in ICCS, and how a game ended off the board. */
export interface XiangqiSavedV1 {
  schema: 'pinqi/xiangqi';
  version: 1;
  startFen: string;
  moves: string[];
  /** Set when a side resigned or both agreed a draw. */
  ending?: { type: 'resign'; loser: XiangqiSide } | { type: 'agreement' };
}
