import type { Point } from '../../api/gomoku-types.js';
import type { BoardDrag } from '../board-input.js';
import type { ThemeName } from '../theme.js';
import type { GomokuScene } from './render.js';

/**
 * What a Gomoku board shows and whom it tells about input. The view holds no
 * rules: the owner passes in stones, marks and the pending stone, and decides
 * what a selection means.
 */
export interface GomokuBoardConfig extends Partial<GomokuScene> {
  theme?: ThemeName;
  /** When false, taps and keys are ignored (e.g. while the AI thinks). */
  interactive?: boolean;
  /**
   * A finger's press shows the points under it enlarged, and the stone goes
   * where the finger lifts (for small points on a phone, e.g. 19×19).
   */
  magnifier?: boolean;
  /** Accessible name of the board. */
  label?: string;
  events?: GomokuBoardEvents;
}

export interface GomokuBoardEvents {
  /** A point was tapped, or chosen with Enter. */
  select?: (point: Point) => void;
  /** Enter was pressed on the pending stone. */
  confirm?: () => void;
  /** Escape was pressed. */
  cancel?: () => void;
  /** The keyboard cursor moved to a point. */
  cursor?: (point: Point) => void;
}

export type GomokuBoardState = Required<Omit<GomokuBoardConfig, 'events'>> & {
  events: GomokuBoardEvents;
  /** A finger sliding with the magnifier. */
  drag: BoardDrag<Point> | null;
};

export function defaultGomokuState(): GomokuBoardState {
  return {
    size: 15,
    stones: [],
    lastMove: null,
    pending: null,
    winningLine: [],
    forbidden: [],
    hint: null,
    cursor: null,
    bestLine: [],
    coordinates: true,
    moveNumbers: false,
    flipped: false,
    theme: 'wood',
    interactive: true,
    magnifier: false,
    label: 'Gomoku board',
    events: {},
    drag: null,
  };
}
