import type { GameTypes } from '../play/adapter.js';
import type { AnalysisLine, AnalysisState } from '../play/analysis.js';
import type { Preferences } from '../store/settings.js';
import type { GameWords } from './game-board.js';
import { t, type MessageKey } from './i18n/index.js';
import { resultText } from './play-presenter.js';

/** How far a score moves the bar: the score at which the leading side fills about three quarters of it. */
const BAR_SCALE = { gomoku: 600, xiangqi: 400 } as const;
/** An unproven lead never fills the bar: forced wins (and mates) alone are pinned to an end. */
const BAR_CLAMP = 0.05;

/** The evaluation bar, seen from the near side of the board. */
export interface EvalBarView {
  /** The near side's share of the bar, 0 to 1 (0.5: level; null: nothing to show yet). */
  share: number | null;
  /** Pinned to an end by a forced win or mate. */
  pinned: boolean;
  /** The evaluation in words for the near side ("+0.35", "M3", "Black wins"). */
  text: string;
}

/** One best line as the analysis board lists it. */
export interface LineView {
  score: string;
  moves: string;
}

export interface AnalysisView {
  status: string;
  bar: EvalBarView;
  lines: LineView[];
  /** "Depth 7", "Analysing…", or why there is no analysis. */
  progress: string;
  depth: number;
}

const sideName = (side: string): string => t(side as MessageKey);

/** A line's score in words, for `near`: Xiangqi in pawns ("+0.35") or mate ("M3"); Gomoku in the engine's units or a forced win. */
export function scoreText(
  kind: 'gomoku' | 'xiangqi',
  line: AnalysisLine<GameTypes>,
  mover: string,
  near: string,
  sides: readonly string[],
): string {
  const sign = mover === near ? 1 : -1;
  if (line.forced) {
    const winner = (line.forced === 'win') === (mover === near) ? near : sides.find((s) => s !== near)!;
    if (kind === 'xiangqi') return `${winner === near ? '' : '−'}M${Math.abs(line.mate)}`;
    return t('analysisWins', { side: sideName(winner) });
  }
  const value = sign * line.score;
  const text = kind === 'xiangqi' ? (Math.abs(value) / 100).toFixed(2) : String(Math.abs(value));
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

/** The bar for `near`: a logistic share of the best line's score, clamped; a forced win or mate pins it to an end. */
export function evalBar(
  kind: 'gomoku' | 'xiangqi',
  line: AnalysisLine<GameTypes> | null,
  mover: string,
  near: string,
  sides: readonly string[],
): EvalBarView {
  if (!line) return { share: null, pinned: false, text: '' };
  const text = scoreText(kind, line, mover, near, sides);
  const forNear = mover === near;
  if (line.forced) return { share: (line.forced === 'win') === forNear ? 1 : 0, pinned: true, text };
  const value = (forNear ? 1 : -1) * line.score;
  const share = 1 / (1 + Math.exp(-value / (BAR_SCALE[kind] / Math.log(3))));
  return { share: Math.min(1 - BAR_CLAMP, Math.max(BAR_CLAMP, share)), pinned: false, text };
}

/**
 * What the analysis board shows: its status, the bar and the best lines in
 * the game's notation (the table's own move words). Pure, like the presenter.
 */
export function presentAnalysis<T extends GameTypes>(
  board: {
    adapter: { kind: T['kind']; sides: readonly string[] };
    game: T['game'];
    finish: { winner: string | null; reason: string } | null;
    analysis: AnalysisState<T>;
  },
  words: Pick<GameWords<T>, 'moveText'>,
  near: string,
  prefs: Preferences,
): AnalysisView {
  const kind = board.adapter.kind;
  const sides = board.adapter.sides;
  const turn = board.game.turn;
  const status = board.finish
    ? resultText(board.finish, sides)
    : t('analysisToMove', { side: sideName(turn), n: board.game.moveCount + 1 });
  const state = board.analysis;
  if (state.status !== 'running')
    return {
      status,
      bar: { share: null, pinned: false, text: '' },
      lines: [],
      progress:
        state.status === 'over' ? t('analysisOver') : state.status === 'unavailable' ? t('analysisUnavailable') : '',
      depth: 0,
    };
  const lines = state.lines.map((line) => ({
    score: scoreText(kind, line as AnalysisLine<GameTypes>, state.side, near, sides),
    moves: line.moves.map((m) => words.moveText(m, prefs)).join(' '),
  }));
  return {
    status,
    bar: evalBar(kind, (state.lines[0] as AnalysisLine<GameTypes>) ?? null, state.side, near, sides),
    lines,
    progress: state.depth > 0 ? t('analysisDepth', { n: state.depth }) : t('analysisRunning'),
    depth: state.depth,
  };
}
