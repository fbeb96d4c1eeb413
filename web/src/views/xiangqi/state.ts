import type { BoardDrag } from '../board-input.js';
import type { ThemeName } from '../theme.js';
import type { XiangqiScene } from './render.js';

/**
 * What a Xiangqi board shows and whom it tells about input. The view knows no
 * rules: the owner hands in the pieces, the selected piece's legal targets
 * (from the engine), the pending move and the marks.
 */
export interface XiangqiBoardConfig extends Partial<XiangqiScene> {
  theme?: ThemeName;
  /** When false, taps and keys are ignored (e.g. while the AI thinks). */
  interactive?: boolean;
  /** Slide moved pieces briefly (never when reduced motion is preferred). */
  animation?: boolean;
  /** Accessible name of the board. */
  label?: string;
  events?: XiangqiBoardEvents;
}

/** An ICCS square name such as 'h2'. */
type XiangqiSquare = string;

export interface XiangqiBoardEvents {
  /** A point was tapped, or chosen with Enter: the owner decides if it picks a piece or a target. */
  select?: (square: XiangqiSquare) => void;
  /** Enter was pressed on the pending move's target. */
  confirm?: () => void;
  /** Escape was pressed. */
  cancel?: () => void;
  /** The keyboard cursor moved to a square. */
  cursor?: (square: XiangqiSquare) => void;
}

export type XiangqiBoardState = Required<Omit<XiangqiBoardConfig, 'events'>> & {
  events: XiangqiBoardEvents;
  /** A piece being carried by the pointer. */
  drag: BoardDrag<XiangqiSquare> | null;
};

export function defaultXiangqiState(): XiangqiBoardState {
  return {
    pieces: [],
    orientation: 'red',
    selected: null,
    targets: [],
    pending: null,
    lastMove: null,
    check: null,
    hint: null,
    cursor: null,
    bestLine: [],
    coordinates: true,
    fileNumerals: 'chinese',
    pieceSet: 'traditional',
    theme: 'wood',
    interactive: true,
    animation: true,
    label: 'Xiangqi board',
    events: {},
    drag: null,
  };
}
