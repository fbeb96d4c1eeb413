import type { GameTypes } from '../play/adapter.js';
import { Analysis, savedAtPly, type Evaluator } from '../play/analysis.js';
import type { GomokuTypes } from '../play/gomoku-adapter.js';
import type { GameKind } from '../play/setup.js';
import type { XiangqiTypes } from '../play/xiangqi-adapter.js';
import type { Preferences } from '../store/settings.js';
import type { Announcer } from '../ui/announcer.js';
import { ask } from '../ui/dialogs/ask.js';
import { $ } from '../ui/dom.js';
import type { BoardMaker } from '../ui/game-board.js';
import { gomokuBoard } from '../ui/gomoku-board.js';
import { t } from '../ui/i18n/index.js';
import { AnalysisPanel } from '../ui/panels/analysis-panel.js';
import type { Table } from '../ui/table.js';
import { xiangqiBoard } from '../ui/xiangqi-board.js';
import { BaseScreen, type Route, type Shell } from './screen.js';
import type { TableScreen } from './table-screen.js';

export interface AnalysisScreenDeps {
  shell: Shell;
  tables: TableScreen;
  /**
   * The app's one AI client per game (createAi, or the tests' stand-in), the match's too: the
   * analysis asks it for `evaluate`. The client puts the AI's move first and stops the analysis
   * for it (docs/API.md, "One engine per client").
   */
  clients: Readonly<Record<GameKind, unknown>>;
  /** Whether the match has an AI to play against (for "play from here"). */
  canPlay: (kind: GameKind) => boolean;
  preferences: () => Preferences;
  announcer: Announcer;
  /** Tests may end the stream at this depth (it otherwise deepens until the position changes). */
  maxDepth?: () => number | undefined;
}

/** Whether an AI client (or a test double) streams the analysis: the package's `ai.evaluate`. */
function canEvaluate<T extends GameTypes>(client: unknown): client is { evaluate: Evaluator<T> } {
  return typeof (client as { evaluate?: unknown } | null)?.evaluate === 'function';
}

/**
 * The analysis board ('Analyse' in the menu), over the table: a copy of the
 * position shown there (the live one, or the ply being viewed), its own
 * variations, and the engine's best lines streamed beside it. Playing from
 * here starts a new game against the AI at the table.
 */
export class AnalysisScreen extends BaseScreen<AnalysisScreenDeps> {
  #panel: AnalysisPanel<GomokuTypes> | AnalysisPanel<XiangqiTypes> | null = null;

  constructor(deps: AnalysisScreenDeps) {
    super('analysis', $('analysis'), deps);
  }

  override open(route: Route): void {
    const table = this.deps.tables.current;
    if (route.screen !== 'analysis' || !table) return;
    this.#panel = table.kind === 'gomoku' ? this.#panelOf(table, gomokuBoard) : this.#panelOf(table, xiangqiBoard);
  }

  override close(): void {
    this.#panel?.dispose();
    this.#panel = null;
  }

  override render(): void {
    this.#panel?.render();
  }

  share(): void {
    this.#panel?.share();
  }

  override message(): void {
    // The analysis board has no message line; startup notes go to the table.
  }

  #panelOf<T extends GameTypes>(table: Table<T>, board: BoardMaker<T>): AnalysisPanel<T> {
    const { shell, preferences, announcer } = this.deps;
    const shown = table.shown;
    const kind = table.kind;
    const analysis = new Analysis<T>({
      adapter: shown.adapter,
      start: savedAtPly(shown.game.toJSON() as T['saved'], table.view?.shownPly ?? shown.game.moveCount),
      setup: shown.setup,
      evaluate: this.#evaluator<T>(kind),
      tapToMove: () => preferences().tapToMove,
    });
    return new AnalysisPanel(analysis, {
      board,
      preferences,
      announcer,
      canPlayFromHere: () => this.deps.canPlay(kind),
      playFromHere: () => void this.#playFromHere(),
      close: () => shell.back(),
    });
  }

  /** The analysis stream of a game: the game's AI client's evaluate(). */
  #evaluator<T extends GameTypes>(kind: GameKind): Evaluator<T> {
    return async (position, options) => {
      const client = this.deps.clients[kind];
      if (!canEvaluate<T>(client)) throw new Error('no analysis');
      const maxDepth = this.deps.maxDepth?.();
      return client.evaluate(position, maxDepth ? { ...options, maxDepth } : options);
    };
  }

  /** A new game against the AI from the analysis position (its line replayed through the engine); the player takes the side to move. */
  async #playFromHere(): Promise<void> {
    const panel = this.#panel;
    if (!panel) return;
    const { tables, shell } = this.deps;
    const lost = tables.unfinishedMoves(panel.kind);
    if (lost > 0 && !(await ask(t('analysisPlayConfirm', { n: lost }), t('startNew')))) return;
    if (this.#panel !== panel) return;
    // The copy is taken before the board closes (closing it drops its game).
    if (panel.kind === 'gomoku') {
      const from = panel.analysis.copy();
      const human = from.turn;
      shell.back();
      tables.newGame({ game: 'gomoku', setup: (setup) => ({ ...setup, mode: 'ai', human }), from });
      tables.current?.message(t('analysisStarted', { side: t(human) }));
    } else {
      const from = panel.analysis.copy();
      const human = from.turn;
      shell.back();
      tables.newGame({ game: 'xiangqi', setup: (setup) => ({ ...setup, mode: 'ai', human }), from });
      tables.current?.message(t('analysisStarted', { side: t(human) }));
    }
  }
}
