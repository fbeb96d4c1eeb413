import type { XiangqiSquare } from 'pinqi';
import { drawXiangqiPicture, XiangqiBoardView, type XiangqiBoardConfig } from 'pinqi/views';
import { checkSquare, type XiangqiTypes } from '../play/xiangqi-adapter.js';
import type { TableGame } from '../play/review.js';
import type { Preferences } from '../store/settings.js';
import { frameCache, type BoardEvents, type BoardShow, type GameBoard } from './game-board.js';
import { fileNumerals, xiangqiWords } from './xiangqi-words.js';

/** The most moves of a best line drawn as arrows (more would hide the board). */
const LINE_SHOWN = 4;

/** Xiangqi's board: the board view fed from the table (live, or a ply while stepping through). */
export function xiangqiBoard(box: HTMLElement, events: BoardEvents<XiangqiSquare>): GameBoard<XiangqiTypes> {
  const board = XiangqiBoardView(box, { events });
  const framesOf = frameCache<XiangqiTypes>();

  const configOf = (table: TableGame<XiangqiTypes>, show: BoardShow, prefs: Preferences): XiangqiBoardConfig => {
    const game = table.game;
    const live = show.ply === null;
    const last = game.lastMove;
    const frame = live
      ? { pieces: game.pieces(), lastMove: last && { from: last.from, to: last.to }, check: checkSquare(game) }
      : framesOf(table)[show.ply!]!;
    const selection = live ? table.selection : table.adapter.noSelection;
    return {
      pieces: frame.pieces,
      orientation: xiangqiWords.nearSide(table, prefs),
      selected: selection.from,
      targets: selection.targets,
      pending: live ? table.pending : null,
      lastMove: frame.lastMove,
      check: frame.check,
      hint: live ? (table.hint?.move ?? null) : null,
      bestLine: (show.line?.moves ?? [])
        .slice(0, LINE_SHOWN)
        .map((m) => ({ from: String(m).slice(0, 2), to: String(m).slice(2, 4) })),
      coordinates: prefs.coordinates,
      fileNumerals: fileNumerals(),
      pieceSet: prefs.pieces,
      theme: prefs.xiangqiBoard,
      interactive: show.interactive,
      label: show.label,
    };
  };

  return {
    ...xiangqiWords,
    canvas: board.canvas,
    draw: (table, show, prefs) => board.set(configOf(table, show, prefs)),
    picture: (canvas, table, ply, prefs) =>
      drawXiangqiPicture(canvas, configOf(table, { ply, interactive: false, label: '' }, prefs)),
    destroy: () => board.destroy(),
  };
}
