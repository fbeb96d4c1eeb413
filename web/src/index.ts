/**
 * `pinqi`: the rules and positions of Gomoku (free-style, standard, Renju,
 * with the Swap2 and RIF openings) and Xiangqi, run by the engine compiled
 * to WebAssembly. `await loadPinqi()` gives the game classes; every refusal
 * is a PinqiError with a documented code. The AI, the canvas boards and the
 * puzzles are the subpaths `pinqi/ai`, `pinqi/views` and `pinqi/puzzles`, so
 * an app that imports only `pinqi` bundles none of them.
 *
 * @packageDocumentation
 */
export { loadPinqi, type LoadOptions, type Pinqi } from './api/load.js';
export {
  PINQI_ERROR_CODES,
  MAX_MESSAGE_LENGTH,
  PinqiError,
  type PinqiErrorCode,
  type PinqiErrorDetail,
} from './api/errors.js';
export { GomokuGame, type GomokuGameClass } from './api/gomoku-game.js';
export { GomokuOpening, type GomokuOpeningClass } from './api/gomoku-opening.js';
export type {
  GomokuOpeningDecision,
  GomokuOpeningRule,
  GomokuOpeningSavedV1,
  GomokuOpeningState,
  GomokuOpeningStep,
  GomokuSeat,
  GomokuSwap2Answer,
} from './api/gomoku-opening-types.js';
export type {
  XiangqiOpening,
  XiangqiOpeningMatch,
  XiangqiOpenings,
  XiangqiOpeningSource,
} from './api/xiangqi-openings.js';
export { XiangqiGame, type XiangqiGameClass, squareIndex, squareName } from './api/xiangqi-game.js';
export type {
  XiangqiEndReason,
  XiangqiMove,
  XiangqiNotation,
  XiangqiOptions,
  XiangqiPiece,
  XiangqiResult,
  XiangqiSavedV1,
  XiangqiSide,
  XiangqiSquare,
} from './api/xiangqi-types.js';
export type {
  GomokuForbiddenKind,
  GomokuMove,
  GomokuOptions,
  GomokuResult,
  GomokuRule,
  GomokuPosition,
  GomokuSavedV1,
  GomokuSetup,
  GomokuSide,
  GomokuSizes,
  Point,
} from './api/gomoku-types.js';
export { version } from './version.js';
