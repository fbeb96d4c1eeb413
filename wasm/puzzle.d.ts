// Hand-written typings of wasm/puzzle_bindings.cpp.

/** A refusal: the input cannot be judged; nothing was changed. */
export interface PuzzleRefusal {
  code: 'bad_puzzle' | 'illegal_move' | 'game_over';
  detail: string;
}

export interface PuzzlePoint {
  x: number;
  y: number;
}

/** What the judge reads of a Gomoku puzzle (shape-checked by the caller). */
export interface GomokuPuzzleSpec {
  rule: string;
  size: number;
  setup: readonly PuzzlePoint[];
  kind: string;
  length: number;
  solution: readonly PuzzlePoint[];
  firstMoves: readonly PuzzlePoint[];
}

/** What the judge reads of a Xiangqi puzzle (shape-checked by the caller). */
export interface XiangqiPuzzleSpec {
  fen: string;
  kind: string;
  length: number;
  solution: readonly string[];
  firstMoves: readonly string[];
}

export type PuzzleJudgementOf<M> =
  { verdict: 'correct'; reply: M; movesLeft: number } | { verdict: 'solved' | 'wrong' } | PuzzleRefusal;

export interface PuzzleBindings {
  gomokuPuzzleJudge(
    puzzle: GomokuPuzzleSpec,
    line: readonly PuzzlePoint[],
    move: PuzzlePoint,
  ): PuzzleJudgementOf<PuzzlePoint>;
  gomokuPuzzleHint(
    puzzle: GomokuPuzzleSpec,
    line: readonly PuzzlePoint[],
  ): { move: PuzzlePoint | null } | PuzzleRefusal;
  xiangqiPuzzleJudge(puzzle: XiangqiPuzzleSpec, line: readonly string[], move: string): PuzzleJudgementOf<string>;
  xiangqiPuzzleHint(puzzle: XiangqiPuzzleSpec, line: readonly string[]): { move: string | null } | PuzzleRefusal;
}
