/**
 * `pinqi/views`: the canvas boards. `GomokuBoardView` and `XiangqiBoardView`
 * draw a position and report taps, drags, the keyboard cursor and Confirm as
 * events; they hold no rules (feed them what the engine says: legal targets,
 * forbidden points, the last move). Also the themes, the Xiangqi piece
 * glyphs, pictures of a position (`drawGomokuPicture`, `drawXiangqiPicture`: one
 * drawing on any canvas, e.g. for a PNG), and the high-DPI canvas they are drawn on, for an app's own
 * drawings beside the board.
 *
 * @packageDocumentation
 */
export {
  GomokuBoardView,
  drawGomokuPicture,
  type GomokuBoardConfig,
  type GomokuBoardApi,
} from './gomoku/board-view.js';
export type { GomokuBoardEvents } from './gomoku/state.js';
export {
  XiangqiBoardView,
  drawXiangqiPicture,
  type XiangqiBoardConfig,
  type XiangqiBoardApi,
} from './xiangqi/board-view.js';
export type { XiangqiBoardEvents } from './xiangqi/state.js';
export type { XiangqiOrientation } from './xiangqi/geometry.js';
export { pieceGlyph, type FileNumerals, type PieceSet } from './xiangqi/glyphs.js';
export { THEMES, type ThemeName, type BoardTheme } from './theme.js';
export { mountSharpCanvas, type SharpCanvas } from './canvas.js';
