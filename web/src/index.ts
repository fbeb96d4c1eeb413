export { loadPinqi, type LoadOptions, type Pinqi } from './api/load.js';
export { PinqiError, type PinqiErrorCode } from './api/errors.js';
export { GomokuGame, type GomokuGameClass } from './api/gomoku-game.js';
export type {
  GomokuMove,
  GomokuOptions,
  GomokuResult,
  GomokuRule,
  GomokuSavedV1,
  GomokuSide,
  Point,
} from './api/gomoku-types.js';
export { GomokuBoardView, type GomokuBoardConfig, type GomokuBoardApi } from './views/gomoku/board-view.js';
