import type { GomokuGame, GomokuGameClass } from '../../src/api/gomoku-game.js';
import type { GomokuMove, GomokuSavedV1, GomokuSide, Point } from '../../src/api/gomoku-types.js';
import { engineCode, type EngineCode, type GameAdapter, type Refusal } from './adapter.js';
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

/** The engine's name of a point ('h8'). */
export function pointName(game: GomokuGame, p: Point): string {
  return game.notation(p);
}

/**
 * Gomoku for the match: a tap picks a point the engine accepts (refusals
 * name the engine's reason, e.g. the Renju forbidden kind), Confirm places it.
 */
export function gomokuAdapter(Game: GomokuGameClass): GameAdapter<GomokuTypes> {
  const refusal = (game: GomokuGame, point: Point, code: EngineCode): Refusal => {
    if (code.error === 'occupied') return { code: 'occupied', cell: pointName(game, point) };
    if (code.error === 'forbidden')
      return { code: 'forbidden', cell: pointName(game, point), kind: game.forbiddenKind(point) };
    if (code.error === 'game_over') return { code: 'game_over' };
    return { code: 'engine', ...code };
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
      if (problem) {
        const code = { error: problem, why: null, index: null };
        return { selection: null, refusal: refusal(game, point, code), complete: false };
      }
      return { selection: point, refusal: null, complete: true };
    },
    pendingMove: (selection) => selection,
    play: (game, point) => game.place(point),
    refusalOf: (game, point, error) => refusal(game, point, engineCode(error)),
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
