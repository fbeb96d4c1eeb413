/** One generated Gomoku puzzle as stored in gomoku-data.ts (points in display notation, e.g. 'h8'). */
export interface GomokuPuzzleRecord {
  id: string;
  rule: 'freestyle' | 'standard' | 'renju';
  size: number;
  kind: 'vcf' | 'vct';
  length: number;
  rating: number;
  setup: string;
  solution: string;
  firstMoves: string;
  /** Prover nodes to find the shortest win (an input of the rating). */
  effort: number;
  source: string;
}

/** One generated Xiangqi puzzle as stored in xiangqi-data.ts (moves in ICCS, space-separated). */
export interface XiangqiPuzzleRecord {
  id: string;
  kind: 'mate' | 'material';
  length: number;
  rating: number;
  fen: string;
  solution: string;
  firstMoves: string;
  gain: number;
  effort: number;
  source: string;
}
