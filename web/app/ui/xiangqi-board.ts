import type { XiangqiSquare } from 'pinqi';
import { XiangqiBoardView } from 'pinqi/views';
import { checkSquare, type XiangqiTypes } from '../play/xiangqi-adapter.js';
import { frameCache, type BoardEvents, type GameBoard } from './game-board.js';
import { fileNumerals, xiangqiWords } from './xiangqi-words.js';

/** The most moves of a best line drawn as arrows (more would hide the board). */
const LINE_SHOWN = 4;

/** Xiangqi's board: the board view fed from the table (live, or a ply while stepping through). */
export function xiangqiBoard(box: HTMLElement, events: BoardEvents<XiangqiSquare>): GameBoard<XiangqiTypes> {
  const board = XiangqiBoardView(box, { events });
  const framesOf = frameCache<XiangqiTypes>();

  return {
    ...xiangqiWords,
    canvas: board.canvas,
    draw(table, show, prefs) {
      const game = table.game;
      const live = show.ply === null;
      const last = game.lastMove;
      const frame = live
        ? { pieces: game.pieces(), lastMove: last && { from: last.from, to: last.to }, check: checkSquare(game) }
        : framesOf(table)[show.ply!]!;
      const selection = live ? table.selection : table.adapter.noSelection;
      board.set({
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
      });
    },
    destroy: () => board.destroy(),
  };
}
