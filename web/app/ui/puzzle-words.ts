import type { Puzzle } from 'pinqi/puzzles';
import { t, type MessageKey } from './i18n/index.js';

/** The task in words, from the puzzle's kind, side and length ("Red to play and mate in 3."). Pure (no DOM). */
export function puzzleTask(puzzle: Pick<Puzzle, 'kind' | 'toMove' | 'length'>): string {
  return t(`puzzleTask_${puzzle.kind}` as MessageKey, { side: t(puzzle.toMove), n: puzzle.length });
}
