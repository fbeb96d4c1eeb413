// Hand-written typings of wasm/opening_bindings.cpp.

export interface XiangqiOpeningName {
  id: string;
  chinese: string;
  english: string;
}

export interface OpeningBindings {
  xiangqiOpenings(): XiangqiOpeningName[];
  /** null when the game passed through no named position; a refusal for a bad FEN or move. */
  xiangqiOpening(
    startFen: string,
    moves: readonly string[],
  ): (XiangqiOpeningName & { ply: number }) | null | { code: 'bad_fen' | 'illegal_move'; detail: string };
}
