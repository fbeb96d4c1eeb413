import type { Point } from 'pinqi';
import { drawGomokuPicture, GomokuBoardView, type GomokuBoardConfig } from 'pinqi/views';
import type { GomokuTypes } from '../play/gomoku-adapter.js';
import type { TableGame } from '../play/review.js';
import type { Preferences } from '../store/settings.js';
import { frameCache, type BoardEvents, type BoardShow, type GameBoard } from './game-board.js';
import { gomokuWords } from './gomoku-words.js';

/** From this board size on, a finger's press shows the magnifier (the view shows it for touch and pen only). */
const MAGNIFIER_SIZE = 15;
/** The most moves of a best line drawn as ghost stones. */
const LINE_SHOWN = 12;

/** Gomoku's board: the board view fed from the table (live, or a ply while stepping through). */
export function gomokuBoard(box: HTMLElement, events: BoardEvents<Point>): GameBoard<GomokuTypes> {
  const board = GomokuBoardView(box, { events });
  const framesOf = frameCache<GomokuTypes>();

  const configOf = (table: TableGame<GomokuTypes>, show: BoardShow, prefs: Preferences): GomokuBoardConfig => {
    const game = table.game;
    const live = show.ply === null;
    const frame = live
      ? { stones: game.history, lastMove: game.lastMove, line: game.result?.line ?? [] }
      : framesOf(table)[show.ply!]!;
    const pending = live ? table.pending : null;
    return {
      size: game.size,
      stones: frame.stones,
      lastMove: frame.lastMove,
      pending: pending && { point: pending, side: game.turn },
      winningLine: frame.line,
      forbidden:
        live && table.setup.rule === 'renju' && game.turn === 'black' && !table.over ? game.forbiddenPoints() : [],
      hint: live ? (table.hint?.move ?? null) : null,
      bestLine: (show.line?.moves ?? []).slice(0, LINE_SHOWN).map((point, i) => {
        const first = show.line!.side as 'black' | 'white';
        return { point: point as Point, side: i % 2 === 0 ? first : first === 'black' ? 'white' : 'black' };
      }),
      moveNumbers: prefs.moveNumbers,
      coordinates: prefs.coordinates,
      flipped: prefs.flipped,
      theme: prefs.gomokuBoard,
      interactive: show.interactive,
      magnifier: game.size >= MAGNIFIER_SIZE,
      label: show.label,
    };
  };

  return {
    ...gomokuWords,
    canvas: board.canvas,
    draw: (table, show, prefs) => board.set(configOf(table, show, prefs)),
    picture: (canvas, table, ply, prefs) =>
      drawGomokuPicture(canvas, configOf(table, { ply, interactive: false, label: '' }, prefs)),
    destroy: () => board.destroy(),
  };
}
