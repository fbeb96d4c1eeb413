import { PinqiError } from '../../src/api/errors.js';
import type { GomokuGame, GomokuGameClass } from '../../src/api/gomoku-game.js';
import type { GomokuMove, GomokuSavedV1, GomokuSide, Point } from '../../src/api/gomoku-types.js';
import type { GameAdapter, Refusal } from './adapter.js';
import { reviveGomokuSetup, type GomokuSetup } from './setup.js';

/** What the board shows at one ply of a Gomoku game. */
export interface GomokuFrame {
  stones: GomokuMove[];
  lastMove: GomokuMove | null;
  /** The winning line, on the final frame of a won game. */
  line: Point[];
}

export interface GomokuTypes {
  kind: 'gomoku';
  side: GomokuSide;
  saved: GomokuSavedV1;
  played: GomokuMove;
  game: GomokuGame;
  setup: GomokuSetup;
  cell: Point;
  /** The pending stone. */
  selection: Point | null;
  move: Point;
  frame: GomokuFrame;
}

/** The engine's name of a point ('h8'), read from the engine's own record of a move there. */
export function pointName(game: GomokuGame, p: Point): string {
  return String.fromCharCode(97 + p.x) + String(game.size - p.y);
}

/**
 * Gomoku for the match: a tap picks a point the engine accepts (refusals
 * name the engine's reason, e.g. the Renju forbidden kind), Confirm places it.
 */
export function gomokuAdapter(Game: GomokuGameClass): GameAdapter<GomokuTypes> {
  const refusal = (game: GomokuGame, point: Point, code: string, message: string): Refusal => {
    const cell = pointName(game, point);
    if (code === 'occupied') return { code: 'occupied', cell };
    if (code === 'forbidden') return { code: 'forbidden', cell, kind: game.forbiddenKind(point) };
    if (code === 'game_over') return { code: 'game_over' };
    return { code: 'engine', error: code, message };
  };
  return {
    kind: 'gomoku',
    sides: ['black', 'white'],
    appEndings: ['resign', 'time'],
    reviveSetup: reviveGomokuSetup,
    fromSaved: (saved) => Game.fromJSON(saved),
    checkSetup(setup, game) {
      if (game.size !== setup.size || game.rule !== setup.rule) throw new Error('setup does not match the game');
    },
    create: (setup) => new Game({ size: setup.size, rule: setup.rule }),
    restart: (game) => new Game({ size: game.size, rule: game.rule }),
    fitSetup: (setup, game) => ({ ...setup, size: game.size, rule: game.rule }),
    noSelection: null,
    select(game, _selection, point) {
      const problem = game.check(point);
      if (problem) return { selection: null, refusal: refusal(game, point, problem, problem), complete: false };
      return { selection: point, refusal: null, complete: true };
    },
    pendingMove: (selection) => selection,
    play: (game, point) => game.place(point),
    refusalOf(game, point, error) {
      if (error instanceof PinqiError) return refusal(game, point, error.code, error.message);
      return { code: 'engine', error: 'unknown', message: String((error as Error)?.message ?? error) };
    },
    moveFromAi: (move) => ({ x: move.x, y: move.y }),
    record: (game) => game.toRecord(),
    resign: () => false,
    agreeDraw: null,
    frames(game) {
      const history = game.history;
      return history
        .map((_, i) => i)
        .concat(history.length)
        .map((n) => ({
          stones: history.slice(0, n),
          lastMove: n > 0 ? history[n - 1]! : null,
          line: n === history.length ? (game.result?.line ?? []) : [],
        }));
    },
  };
}
