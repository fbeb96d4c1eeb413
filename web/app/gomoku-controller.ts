import {
  type GomokuBoardApi,
  type GomokuGame,
  type GomokuGameClass,
  type GomokuHintReason,
  type GomokuMove,
  type GomokuSavedV1,
  type GomokuSide,
  type Point,
} from '../src/index.js';
import type { AiHint, GomokuAi } from './ai-player.js';
import type { ArchivedGame } from './archive.js';
import type { ClockTimes } from './clock.js';
import { codeText, errorText, gomokuHintText } from './engine-text.js';
import { GameController, type ArchiveCommon, type GameControllerDeps } from './game-controller.js';
import { freshGomokuRecord, GOMOKU_CURRENT_KEY, reviveGomokuCurrent, type GomokuCurrentV1 } from './gomoku-save.js';
import { t, type MessageKey } from './i18n.js';
import type { MoveItem } from './panels/play-screen.js';
import type { GomokuSetup } from './settings.js';

export interface GomokuControllerDeps extends GameControllerDeps<GomokuSavedV1, Point> {
  Game: GomokuGameClass;
  board: GomokuBoardApi;
  ai: GomokuAi | null;
}

/**
 * The Gomoku game flow: select → confirm, and the Renju forbidden points.
 * Undo, restart, resign, hint, AI turns, clocks and saving come from
 * GameController. All rules come from the engine (GomokuGame); this file only
 * decides who may act and when.
 */
export class GomokuController extends GameController<
  GomokuSide,
  GomokuGame,
  GomokuSavedV1,
  GomokuMove,
  GomokuSetup,
  GomokuCurrentV1,
  Point,
  Point
> {
  readonly #deps: GomokuControllerDeps;
  #pending: Point | null = null;
  #hint: Point | null = null;

  constructor(deps: GomokuControllerDeps) {
    super(deps, { key: GOMOKU_CURRENT_KEY, name: 'gomoku', sides: ['black', 'white'] });
    this.#deps = deps;
  }

  restart(): void {
    this.newGame(this.current.setup);
  }

  /** Loads a saved position (a sample or a record) as a new game, keeping the mode. */
  loadPosition(saved: GomokuSavedV1 | GomokuGame): void {
    const game = saved instanceof this.#deps.Game ? saved : this.#deps.Game.fromJSON(saved);
    this.newGame({ ...this.current.setup, size: game.size, rule: game.rule }, game);
  }

  record(): string {
    return this.game.toRecord();
  }

  // ---- input -------------------------------------------------------------

  /** A tap or Enter on a point: it becomes the pending stone if the engine would accept it. */
  select(point: Point): void {
    const { screen, sound } = this.#deps;
    if (this.isOver()) return this.refuse(t('gameOver'));
    if (!this.humanToMove()) return this.refuse(t('notYourTurn'));
    const problem = this.game.check(point);
    if (problem === 'occupied') return this.refuse(t('occupied', { point: this.#label(point) }));
    if (problem === 'forbidden') return this.refuse(this.#forbiddenText(point));
    if (problem) return this.refuse(codeText(problem, this.#label(point)));
    this.#hint = null;
    screen.message('');
    if (this.#deps.preferences().tapToMove) {
      this.commit(point);
      return;
    }
    this.#pending = point;
    sound.play('place');
    this.render();
  }

  cancelSelection(): void {
    this.#pending = null;
    this.render();
  }

  // ---- what the shared flow asks of Gomoku -----------------------------------

  protected revive(data: unknown): { record: GomokuCurrentV1; game: GomokuGame } {
    return reviveGomokuCurrent(data, this.#deps.Game);
  }

  protected createGame(setup: GomokuSetup): GomokuGame {
    return new this.#deps.Game({ size: setup.size, rule: setup.rule });
  }

  protected freshRecord(
    id: string,
    setup: GomokuSetup,
    game: GomokuGame,
    clocks: ClockTimes[] | null,
  ): GomokuCurrentV1 {
    return freshGomokuRecord(id, { ...setup, size: game.size, rule: game.rule }, game, clocks);
  }

  /** A new position: the pending stone and the hint no longer apply. */
  protected clearSelection(): void {
    this.#pending = null;
    this.#hint = null;
  }

  protected clearHint(): void {
    this.#hint = null;
  }

  protected pendingMove(): Point | null {
    return this.#pending;
  }

  protected playMove(point: Point): GomokuMove {
    return this.game.place(point);
  }

  protected refusalText(point: Point, error: unknown): string {
    return errorText(error, this.#label(point));
  }

  protected moveSound(): 'place' {
    return 'place';
  }

  protected announceMove(move: GomokuMove): void {
    this.#deps.announcer.say(t('announceMove', { side: t(move.player), point: move.notation }));
  }

  protected moveFromAi(move: Point): Point {
    return move;
  }

  protected showHint(hint: AiHint<Point>): void {
    this.#hint = hint.move;
    this.#deps.screen.message(
      t('hintText', { point: this.#label(hint.move), reason: gomokuHintText(hint.reason as GomokuHintReason) }),
    );
  }

  protected resignFor(loser: GomokuSide): void {
    this.endBy({ winner: this.other(loser), reason: 'resign', atMove: this.game.moveCount });
  }

  protected archiveEntry(common: ArchiveCommon<GomokuSide, GomokuSetup>): ArchivedGame {
    return { ...common, game: 'gomoku', moves: this.game.toJSON().moves };
  }

  // ---- Gomoku's own -------------------------------------------------------

  /** "i8 is forbidden for Black under Renju (double-three)": the reason is the engine's verdict. */
  #forbiddenText(point: Point): string {
    const kind = this.game.forbiddenKind(point);
    const why = kind ? t(`forbidden_${kind}`) : '';
    return t(why ? 'forbiddenWhy' : 'forbidden', { point: this.#label(point), why });
  }

  /** The engine's name of a point ('h8'). */
  #label(p: Point): string {
    return this.game.notation(p);
  }

  protected render(): void {
    const { board, screen, preferences } = this.#deps;
    const prefs = preferences();
    const game = this.game;
    const { rule } = this.current.setup;
    const finish = this.finishState();
    const over = finish !== null;
    const turn = game.turn;
    const history = game.history;
    const thinking = this.thinking !== null;

    board.set({
      size: game.size,
      stones: history,
      lastMove: game.lastMove,
      pending: this.#pending && { point: this.#pending, side: turn },
      winningLine: game.result?.line ?? [],
      forbidden: rule === 'renju' && turn === 'black' && !over ? game.forbiddenPoints() : [],
      hint: this.#hint,
      moveNumbers: prefs.moveNumbers,
      coordinates: prefs.coordinates,
      flipped: prefs.flipped,
      theme: prefs.theme,
      interactive: !over && !thinking && this.humanToMove(),
      label: `${t('gomoku')} ${game.size}×${game.size}`,
    });

    screen.status(finish ? this.resultText(finish) : this.turnText());
    screen.thinking(thinking, this.thinking?.progress ?? '');
    screen.info(`${t(`rule_${rule}` as MessageKey)} · ${game.size}×${game.size} · ${this.opponentText()}`);
    this.renderSides();

    screen.controls({ undo: this.undoCount() > 0, restart: true, resign: !over, hint: this.canHint() });
    screen.hintCard(null);
    const moves: MoveItem[] = history.map((m) => ({ number: m.index + 1, side: m.player, text: m.notation }));
    screen.moves(moves, t('noMoves'));
    screen.captured([], '');

    const body = this.markBody();
    delete body.check;
    delete body.selected;
    delete body.targets;
  }
}
