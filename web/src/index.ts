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
export { version } from './version.js';
export { gomokuPuzzles, xiangqiPuzzles } from './puzzles/list.js';
export type { Puzzles } from './puzzles/checker.js';
export type { GomokuPuzzle, Puzzle, PuzzleJudgement, PuzzleMoveOf, XiangqiPuzzle } from './puzzles/types.js';
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
  AI_LIMITS,
  createAi,
  type Ai,
  type AiAnalysis,
  type AiAnalysisProgress,
  type AiAnalyzeOptions,
  type AiDrawAnswer,
  type AiEvaluateOptions,
  type AiEvaluation,
  type AiLines,
  type AiMoveOf,
  type AiOpeningOptions,
  type AiOpeningPosition,
  type AiPositionOf,
  type AiProgress,
  type AiThinkOptions,
  type AiThinkResult,
  type CreateAiOptions,
} from './ai/ai-client.js';
export type { AiGame } from './ai/protocol.js';
export type { GomokuOpeningMove } from './ai/opening.js';
export type { AiLineOf, GomokuLine, XiangqiLine } from './ai/lines.js';
export type {
  AiClassification,
  AiMoveReviewOf,
  GomokuForcedWin,
  GomokuMoveReview,
  XiangqiForcedMate,
  XiangqiMoveReview,
} from './ai/review.js';
export type { AiReasonOf, GomokuHintCode, GomokuHintReason, XiangqiEvaluation, XiangqiVerdict } from './ai/reasons.js';
export type { GomokuBoardEvents } from './views/gomoku/state.js';
export type { XiangqiBoardEvents } from './views/xiangqi/state.js';
