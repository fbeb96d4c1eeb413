export { loadPinqi, type LoadOptions, type Pinqi } from './api/load.js';
export {
  PINQI_ERROR_CODES,
  MAX_MESSAGE_LENGTH,
  PinqiError,
  type PinqiErrorCode,
  type PinqiErrorDetail,
} from './api/errors.js';
export { GomokuGame, type GomokuGameClass } from './api/gomoku-game.js';
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
export { version } from './version.js';
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
export { GomokuBoardView, type GomokuBoardConfig, type GomokuBoardApi } from './views/gomoku/board-view.js';
export { XiangqiBoardView, type XiangqiBoardConfig, type XiangqiBoardApi } from './views/xiangqi/board-view.js';
export type { XiangqiOrientation } from './views/xiangqi/geometry.js';
export { THEMES, type ThemeName, type BoardTheme } from './views/theme.js';
export {
  AI_DEFAULTS,
  AI_LEVELS,
  createAi,
  type Ai,
  type AiDrawAnswer,
  type AiMoveOf,
  type AiPositionOf,
  type AiProgress,
  type AiThinkOptions,
  type AiThinkResult,
  type CreateAiOptions,
} from './ai/ai-client.js';
export type { AiGame } from './ai/protocol.js';
export type { AiReasonOf, GomokuHintCode, GomokuHintReason, XiangqiEvaluation, XiangqiVerdict } from './ai/reasons.js';
export type { GomokuBoardEvents } from './views/gomoku/state.js';
export type { XiangqiBoardEvents } from './views/xiangqi/state.js';
