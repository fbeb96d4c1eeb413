import type { GomokuSavedV1 } from 'pinqi';

/** Sample positions; each is replayed through the engine when loaded. */
export interface Sample {
  id: string;
  /** The i18n key of its name. */
  name: string;
  position: GomokuSavedV1;
}

// Points are [x, y]: column from the left, row from the top (h8 is [7, 7] on 15×15).
export const SAMPLES: Sample[] = [
  {
    id: 'renju-kagetsu',
    name: 'sample_renju',
    position: {
      schema: 'pinqi/gomoku',
      version: 1,
      size: 15,
      rule: 'renju',
      moves: [
        [7, 7],
        [7, 6],
        [8, 6],
      ],
    },
  },
  {
    id: 'gomoku-midgame',
    name: 'sample_midgame',
    position: {
      schema: 'pinqi/gomoku',
      version: 1,
      size: 15,
      rule: 'standard',
      moves: [
        [7, 7],
        [8, 8],
        [8, 6],
        [6, 8],
        [9, 5],
        [10, 4],
        [6, 7],
        [5, 7],
        [7, 6],
        [7, 8],
        [6, 6],
        [9, 8],
      ],
    },
  },
  {
    id: 'freestyle-defend',
    name: 'sample_vcf',
    position: {
      schema: 'pinqi/gomoku',
      version: 1,
      size: 15,
      rule: 'freestyle',
      moves: [
        [7, 7],
        [6, 6],
        [8, 7],
        [6, 7],
        [9, 7],
        [6, 8],
        [8, 8],
        [7, 9],
        [9, 9],
      ],
    },
  },
];

/** Xiangqi endgame puzzles: Red to move and mate (checked against the engine in the tests). */
export interface XiangqiSample {
  id: string;
  /** The i18n key of its name. */
  name: string;
  fen: string;
}

export const XIANGQI_SAMPLES: XiangqiSample[] = [
  { id: 'xq-two-chariots', name: 'sample_xq_chariots', fen: '4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1' },
  { id: 'xq-double-cannon', name: 'sample_xq_cannons', fen: '3akab2/9/9/9/4C4/9/9/9/1C7/3K5 w - - 0 1' },
];
