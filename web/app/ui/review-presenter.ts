import type { GameTypes } from '../play/adapter.js';
import type { TableGame } from '../play/review.js';
import { evalSeries, GRAPH_SCALE } from '../play/review-graph.js';
import { markOf } from '../play/review-marks.js';
import type { AnalysisState } from '../play/review-run.js';
import type { StoredMoveReview } from '../play/review-run.js';
import type { Preferences } from '../store/settings.js';
import { engineCodeText } from './engine-words.js';
import type { BoardShow } from './game-board.js';
import { t, type MessageKey } from './i18n/index.js';
import type { ReviewPanelView } from './panels/review-panel.js';
import type { MoveItem, PlayView } from './play-presenter.js';
import { bestLineText, lineNamer, moveVerdictText } from './review-words.js';

/** Everything the review adds to the table's screen. */
export interface ReviewView {
  panel: ReviewPanelView;
  /** The move list's marks, by ply - 1. */
  marks: (MoveItem['mark'] | undefined)[];
  /** The best line from the shown position, for the board. */
  line: BoardShow['line'];
}

/**
 * The review of the game on the table, for the screen: the panel (progress,
 * graph, the shown move's verdict and the best line from it), the move
 * list's marks and the line the board draws. Pure but for the words.
 */
export function presentReview<T extends GameTypes>(
  analysis: { state: AnalysisState; moves: readonly StoredMoveReview[] },
  table: TableGame<T>,
  view: PlayView,
  canRun: boolean,
  prefs: Preferences,
): ReviewView {
  const { state, moves } = analysis;
  const kind = table.adapter.kind;
  const viewSide = table.adapter.sides[0]!;
  const shown = view.shownPly;
  const name = lineNamer(table, prefs);
  let text = '';
  if (state.status === 'running') text = t('reviewRunning', { done: state.done, total: state.total });
  else if (state.status === 'failed') text = t('reviewFailed', { error: engineCodeText(state.error) });
  else if (state.status === 'none') text = canRun ? t('reviewOffer') : t('reviewNoAi');
  const started = state.status === 'running' || state.status === 'done';
  const marks = moves.map((m) => {
    const sign = markOf(m.classification);
    return sign ? { sign, kind: m.classification, name: t(`class_${m.classification}` as MessageKey) } : undefined;
  });
  const played = shown > 0 ? moves[shown - 1] : undefined;
  const next = moves[shown];
  return {
    panel: {
      status: state.status,
      text,
      canRun,
      graph: started
        ? {
            values: moves.length > 0 ? evalSeries(moves, viewSide, GRAPH_SCALE[kind]) : [],
            plies: view.total + 1,
            shown,
            marks: moves.flatMap((m) => (markOf(m.classification) ? [{ ply: m.ply + 1, kind: m.classification }] : [])),
            label: t('reviewGraph', { side: t(viewSide as MessageKey), ply: shown, total: view.total }),
          }
        : null,
      explain: played
        ? moveVerdictText(played, view.moves[shown - 1]?.text ?? '', name)
        : shown === 0 && started
          ? t('reviewStartPos')
          : '',
      line: next ? bestLineText(shown, next.bestLine, name) : '',
    },
    marks,
    line: next && next.bestLine.length > 0 ? { moves: next.bestLine, side: next.side } : null,
  };
}
