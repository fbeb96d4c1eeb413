/**
 * `pinqi/ai`: the engine's AI in a Worker (a Web Worker in browsers,
 * worker_threads in Node), so the page never blocks. `createAi({ game })`
 * thinks, hints, answers draw offers, plays a fair opening's steps, reviews
 * whole games and streams the analysis board's best lines; every answer is
 * codes and moves, as the rules in `pinqi` speak them.
 *
 * @packageDocumentation
 */
export {
  AI_DEFAULTS,
  AI_LEVELS,
  AI_LIMITS,
  createAi,
  XIANGQI_NETWORK_URL,
  type Ai,
  type AiAnalysis,
  type AiAnalysisProgress,
  type AiAnalyzeOptions,
  type AiDrawAnswer,
  type AiEvaluateOptions,
  type AiEvaluation,
  type AiLines,
  type AiMoveOf,
  type AiNetwork,
  type AiNetworkSource,
  type AiNetworkState,
  type AiOpeningOptions,
  type AiOpeningPosition,
  type AiPositionOf,
  type AiProgress,
  type AiThinkOptions,
  type AiThinkResult,
  type CreateAiOptions,
} from './ai-client.js';
export type { AiGame } from './protocol.js';
export type { GomokuOpeningMove } from './opening.js';
export type { AiLineOf, GomokuLine, XiangqiLine } from './lines.js';
export type {
  AiClassification,
  AiMoveReviewOf,
  GomokuForcedWin,
  GomokuMoveReview,
  XiangqiForcedMate,
  XiangqiMoveReview,
} from './review.js';
export type {
  AiReasonOf,
  GomokuHintCode,
  GomokuHintReason,
  XiangqiDrawCode,
  XiangqiEvaluation,
  XiangqiVerdict,
} from './reasons.js';
