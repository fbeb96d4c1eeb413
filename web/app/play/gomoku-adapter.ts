import type { GomokuOpeningMove } from 'pinqi/ai';
import type {
  GomokuGame,
  GomokuGameClass,
  GomokuMove,
  GomokuOpeningClass,
  GomokuSavedV1,
  GomokuSide,
  Point,
} from 'pinqi';
import { engineCode, type EngineCode, type GameAdapter, type Refusal } from './adapter.js';
import { reviveGomokuSetup, type GomokuSetup } from './setup.js';
import * as opening from './gomoku-opening.js';

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
  aiMove: Point;
}

/** The engine's name of a point ('h8'). */
export function pointName(game: GomokuGame, p: Point): string {
  return game.notation(p);
}

/**
 * Gomoku for the match: a tap picks a point the engine accepts (refusals
 * name the engine's reason, e.g. the Renju forbidden kind), Confirm places it.
 */
export function gomokuAdapter(
  Plain: GomokuGameClass,
  Opening?: GomokuOpeningClass,
): GameAdapter<GomokuTypes> & { fromRecord(text: string): GomokuGame } {
  const Game = Opening ? opening.openingGameClass(Plain) : Plain;
  const create = (size: number, rule: GomokuSetup['rule'], openingRule: GomokuSetup['opening']): GomokuGame => {
    const game = new Game({ size, rule });
    if (Opening && openingRule) {
      try {
        opening.startOpening(Opening, game, openingRule);
      } catch (error) {
        game.dispose();
        throw error;
      }
    }
    return game;
  };
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
    fromSaved(saved) {
      const game = Game.fromJSON(saved);
      try {
        if (Opening) opening.restoreOpening(Opening, game, saved);
      } catch (error) {
        game.dispose();
        throw error;
      }
      return game;
    },
    checkSetup(setup, game) {
      if (game.size !== setup.size || game.rule !== setup.rule) throw new Error('setup does not match the game');
      if ((setup.opening ?? null) !== (opening.openingOf(game)?.rule ?? null))
        throw new Error('setup does not match the opening');
    },
    create: (setup) => create(setup.size, setup.rule, setup.opening),
    restart: (game) => create(game.size, game.rule, opening.openingOf(game)?.rule),
    fitSetup: (setup, game) => {
      const fitted: GomokuSetup = { ...setup, size: game.size, rule: game.rule };
      const rule = opening.openingOf(game)?.rule;
      if (rule) fitted.opening = rule;
      else delete fitted.opening;
      return fitted;
    },
    noSelection: null,
    select(game, _selection, point) {
      const running = opening.runningOpening(game);
      const draft = (game as Partial<opening.OpeningGame>).offerDraft;
      const problem =
        running && running.step !== 'offer'
          ? opening.openingOf(game)!.check(point)
          : draft && draft.x === point.x && draft.y === point.y
            ? 'occupied'
            : game.check(point);
      if (problem) {
        const code = { error: problem, why: null, index: null };
        return { selection: null, refusal: refusal(game, point, code), complete: false };
      }
      return { selection: point, refusal: null, complete: true };
    },
    pendingMove: (selection) => selection,
    play: (game, point) => opening.openingOf(game)?.place(point) ?? game.place(point),
    refusalOf: (game, point, error) => refusal(game, point, engineCode(error)),
    moveFromAi: (move) => ({ x: move.x, y: move.y }),
    record: (game) => opening.openingOf(game)?.toRecord() ?? game.toRecord(),
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
    /** A record, with its opening when it has an Opening tag (see play/record-import.ts). */
    fromRecord: (text: string) => (Opening ? opening.gameOfRecord(Game, Opening, text) : Game.fromRecord(text)),
    ...(Opening && {
      opening: {
        running: (game) => opening.runningOpening(game) !== null,
        view: (game) => opening.openingView(game),
        actor: (game) => opening.actorSide(game),
        sideOf: (game, side) => opening.currentSide(game, side),
        lastStepInOpening: (game) => opening.lastStepInOpening(game),
        hasActed: (game, side) => opening.hasActed(game, side),
        confirm: (game, point) => opening.confirmOpening(game, point),
        choose: (game, choice) => opening.chooseOpening(game, choice as 'black' | 'white' | 'place-two'),
        undo: (game) => opening.undoOpening(game),
        aiDecide: (game, ai, options) => opening.aiOpeningMove(game, ai, options),
        applyAi: (game, step) => opening.applyOpeningMove(game, step as GomokuOpeningMove),
      },
    }),
  };
}
