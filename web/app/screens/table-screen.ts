import type { GomokuGame, XiangqiGame } from 'pinqi';
import type { GameAdapter, GameTypes } from '../play/adapter.js';
import type { MatchAi } from '../play/ai.js';
import type { GomokuTypes } from '../play/gomoku-adapter.js';
import { Match, type FinishedGame } from '../play/match.js';
import { Review } from '../play/review.js';
import { canAnalyze } from '../play/review-run.js';
import { savedSummary } from '../play/saved-game.js';
import type { SharedGame } from '../play/share-link.js';
import type { GameKind, GomokuSetup, XiangqiSetup } from '../play/setup.js';
import type { XiangqiTypes } from '../play/xiangqi-adapter.js';
import type { ArchivedGame, ArchivedGomokuGame, ArchivedXiangqiGame } from '../store/archive.js';
import { keepFinished } from '../store/results.js';
import { reviewShelf } from '../store/review-cache.js';
import { CURRENT_KEYS, SavedGameSlot } from '../store/saved-game.js';
import { saveSettings, type Preferences, type Settings } from '../store/settings.js';
import { newId } from '../store/storage.js';
import type { Announcer } from '../ui/announcer.js';
import { ask } from '../ui/dialogs/ask.js';
import { $ } from '../ui/dom.js';
import type { BoardMaker } from '../ui/game-board.js';
import { gomokuBoard } from '../ui/gomoku-board.js';
import { t, type MessageKey } from '../ui/i18n/index.js';
import { PlayPanel } from '../ui/panels/play-panel.js';
import { ReviewPanel } from '../ui/panels/review-panel.js';
import { bindShortcuts } from '../ui/shortcuts.js';
import type { Sound } from '../ui/sound.js';
import { Table } from '../ui/table.js';
import { xiangqiBoard } from '../ui/xiangqi-board.js';
import { BaseScreen, type Route, type Shell } from './screen.js';

/** The game on the table, of either game. */
export type AnyTable = Table<GomokuTypes> | Table<XiangqiTypes>;

/** A new game for the table: its setup from the one in use, and the engine game it starts from (a sample, a record), if any. */
export type NewGame =
  | { game: 'gomoku'; setup: (setup: GomokuSetup) => GomokuSetup; from?: GomokuGame }
  | { game: 'xiangqi'; setup: (setup: XiangqiSetup) => XiangqiSetup; from?: XiangqiGame };

export interface TableScreenDeps {
  shell: Shell;
  adapters: { gomoku: GameAdapter<GomokuTypes>; xiangqi: GameAdapter<XiangqiTypes> };
  ai: { gomoku: MatchAi<GomokuTypes> | null; xiangqi: MatchAi<XiangqiTypes> | null };
  settings: Settings;
  sound: Sound;
  announcer: Announcer;
  body: DOMStringMap;
  /** Each position's search time of a review (default: the table's). */
  reviewTimeMs?: () => number;
  /** A change of preferences made at the table (the flip shortcut). */
  changePreferences: (next: Preferences) => void;
}

/**
 * The table ('#gomoku', '#xiangqi'): one game at a time, its match restored
 * from its saved slot when it is put on the table and saved when it leaves;
 * the controls under the board and the keyboard shortcuts act on it.
 */
export class TableScreen extends BaseScreen<TableScreenDeps> {
  readonly #panel: PlayPanel;
  readonly #reviewPanel: ReviewPanel;
  #table: AnyTable | null = null;

  constructor(deps: TableScreenDeps) {
    super('play', $('table'), deps);
    this.#panel = new PlayPanel({
      confirm: (side) => this.#table?.confirm(side),
      view: (ply) => this.#table?.viewPly(ply),
      live: () => this.#table?.live(),
      chooseOpening: (choice) => this.#table?.match.chooseOpening(choice),
    });
    this.#reviewPanel = new ReviewPanel({
      run: () => this.#table?.startReview(),
      cancel: () => this.#table?.analysis.cancel(),
      view: (ply) => this.#table?.viewPly(ply),
    });
    this.#bindControls();
  }

  /** The game on the table, if any. */
  get current(): AnyTable | null {
    return this.#table;
  }

  override open(route: Route): void {
    if (route.screen !== 'table') return;
    this.show(route.game);
    const { settings } = this.deps;
    settings.firstVisit = false; // a game has been on the table: home offers the setups kept
    if (settings.game !== route.game) {
      settings.game = route.game;
      saveSettings(settings);
    }
    this.render();
  }

  override close(): void {
    this.#table?.match.saveNow();
    this.#table?.dispose();
    this.#table = null;
  }

  override render(): void {
    const table = this.#table;
    if (!table) return;
    $('game-name').textContent = t(table.kind);
    document.title = `${t(table.kind)} · Pinqi`;
    table.render();
  }

  override message(text: string, tone: 'info' | 'error'): void {
    const game = document.getElementById('message')?.textContent ?? '';
    this.#table?.message(game ? `${game} ${text}` : text, tone);
  }

  share(): void {
    this.#table?.share();
  }

  /** Puts a game on the table (mounting it if another, or none, is on it): its board, and its match restored. */
  show(kind: 'gomoku'): Table<GomokuTypes>;
  show(kind: 'xiangqi'): Table<XiangqiTypes>;
  show(kind: GameKind): AnyTable;
  show(kind: GameKind): AnyTable {
    if (this.#table?.kind === kind) return this.#table;
    this.close();
    const { adapters, ai, settings } = this.deps;
    const table =
      kind === 'gomoku'
        ? this.#mount(adapters.gomoku, gomokuBoard, ai.gomoku, settings.gomoku)
        : this.#mount(adapters.xiangqi, xiangqiBoard, ai.xiangqi, settings.xiangqi);
    this.#table = table;
    return table;
  }

  #mount<T extends GameTypes>(
    adapter: GameAdapter<T>,
    board: BoardMaker<T>,
    ai: MatchAi<T> | null,
    fallbackSetup: T['setup'],
  ): Table<T> {
    const { settings, body } = this.deps;
    const box = $('board');
    box.replaceChildren();
    box.dataset.game = adapter.kind;
    const match = new Match<T>({
      adapter,
      slot: new SavedGameSlot(CURRENT_KEYS[adapter.kind]),
      ai,
      onFinished: (finished: FinishedGame<T>) => keepFinished(finished),
      options: () => settings.preferences,
      newId,
    });
    let table: Table<T> | null = null;
    const view = board(box, {
      select: (cell) => table?.select(cell),
      confirm: () => table?.match.confirmFromBoard(),
      cancel: () => table?.match.cancelSelection(),
      cursor: (cell) => table?.cursor(cell),
    });
    const reviewAi = (kind: GameKind) => {
      const client = this.deps.ai[kind];
      return canAnalyze(client) ? client : null;
    };
    table = new Table(match, view, {
      panel: this.#panel,
      announcer: this.deps.announcer,
      sound: this.deps.sound,
      preferences: () => settings.preferences,
      body,
      reviewPanel: this.#reviewPanel,
      reviewAi,
      shelf: reviewShelf,
      ...(this.deps.reviewTimeMs && { reviewTimeMs: this.deps.reviewTimeMs }),
    });
    if (match.start(fallbackSetup).recovered) table.message(t('recovered'), 'error');
    return table;
  }

  /** Opens a finished game from the archive on the table of its game, replayed through the engine. */
  review(entry: ArchivedGame): void {
    const { adapters } = this.deps;
    if (entry.game === 'gomoku') this.show('gomoku').review(gomokuReview(adapters.gomoku, entry));
    else this.show('xiangqi').review(xiangqiReview(adapters.xiangqi, entry));
  }

  /**
   * Opens a game shared as a link (read and replayed by play/share-link.ts) on
   * the table of its game, at the ply it was shared at. The live game stays
   * as it was under it: "Back to the game" returns to it.
   */
  openShared(shared: SharedGame): void {
    const { adapters, settings } = this.deps;
    if (shared.kind === 'gomoku') {
      const { size, rule } = shared.saved;
      const setup: GomokuSetup = { ...settings.gomoku, mode: 'two-player', size, rule };
      delete setup.opening;
      const review = new Review(adapters.gomoku, shared.saved, setup, shared.finish);
      this.show('gomoku').review(review, shared.ply);
    } else {
      const setup: XiangqiSetup = { ...settings.xiangqi, mode: 'two-player' };
      this.show('xiangqi').review(new Review(adapters.xiangqi, shared.saved, setup, shared.finish), shared.ply);
    }
    this.#table?.message(t('linkOpened'));
  }

  /** Whether an archived game replays through the engine (a hand-edited one may not). */
  replays(entry: ArchivedGame): boolean {
    const { adapters } = this.deps;
    try {
      const review =
        entry.game === 'gomoku' ? gomokuReview(adapters.gomoku, entry) : xiangqiReview(adapters.xiangqi, entry);
      review.dispose();
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Puts a new game on the table, with the setup `start` gives (from the
   * setup in use), from a given engine game (a sample, a record) if any.
   */
  newGame(start: NewGame): AnyTable {
    const { shell } = this.deps;
    shell.go({ screen: 'table', game: start.game });
    shell.address(`#${start.game}`, true);
    if (start.game === 'gomoku') return restartWith(this.show('gomoku'), start.setup, start.from);
    return restartWith(this.show('xiangqi'), start.setup, start.from);
  }

  /** The saved game of a kind, replayed through the engine: its moves, whether it is over, and its setup. */
  saved(kind: GameKind): { moves: number; over: boolean; setup: { mode: string; level: number } } | null {
    const raw = new SavedGameSlot(CURRENT_KEYS[kind]).read();
    if (raw === null) return null;
    const { adapters } = this.deps;
    return kind === 'gomoku' ? savedSummary(raw, adapters.gomoku) : savedSummary(raw, adapters.xiangqi);
  }

  /** Moves a new game of a kind would throw away: the unfinished game on the table, or the saved one. */
  unfinishedMoves(kind: GameKind): number {
    const table = this.#table;
    if (table?.kind === kind) return table.match.hasUnfinishedMoves() ? table.match.game.moveCount : 0;
    const saved = this.saved(kind);
    return saved && !saved.over ? saved.moves : 0;
  }

  /** Back to the live game: from stepping through it, or from an archived game (which then closes). */
  #backToGame(): void {
    if (this.#table?.reviewing) this.deps.shell.back();
    else this.#table?.live();
  }

  async #restart(): Promise<void> {
    const table = this.#table;
    if (!table) return;
    const n = table.match.hasUnfinishedMoves() ? table.match.game.moveCount : 0;
    if (n > 0 && !(await ask(t('restartConfirm', { n }), t('restartYes')))) return;
    table.live();
    table.match.restart();
  }

  #bindControls(): void {
    const on = (id: string, act: () => void): void => $(id).addEventListener('click', act);
    const home = (): void => this.deps.shell.navigate('#');
    on('undo', () => this.#table?.match.undo());
    on('restart', () => void this.#restart());
    on('resign', async () => {
      const table = this.#table;
      if (table && (await ask(t('resignConfirm'), t('resign')))) table.match.resign();
    });
    on('hint', () => void this.#table?.match.askHint());
    on('offer-draw', () => {
      const table = this.#table;
      if (!table) return;
      table.message('');
      void table.match.offerDraw((offerer: string, answerer: string) =>
        ask(
          t('drawOfferAsk', { side: t(offerer as MessageKey), other: t(answerer as MessageKey) }),
          t('acceptDraw'),
          t('declineDraw'),
        ),
      );
    });
    on('rematch', () => {
      this.#table?.live();
      this.#table?.match.rematch();
    });
    on('review', () => this.#table?.startReview());
    on('new-game', home);
    on('step-first', () => this.#table?.viewPly(0));
    on('step-back', () => this.#table?.step(-1));
    on('step-forward', () => this.#table?.step(1));
    on('step-last', () => this.#table?.viewPly(Infinity));
    on('back-to-game', () => this.#backToGame());

    const { body, settings } = this.deps;
    bindShortcuts(() => body.screen === 'play', {
      undo: () => this.#table?.match.undo(),
      flip: () => this.deps.changePreferences({ ...settings.preferences, flipped: !settings.preferences.flipped }),
      hint: () => void this.#table?.match.askHint(),
      newGame: home,
      step: (delta) =>
        Number.isFinite(delta) ? this.#table?.step(delta) : this.#table?.viewPly(delta < 0 ? 0 : Infinity),
      back: () => this.#backToGame(),
    });
  }
}

/** The table live again, with a new game: the setup from the one in use, from a given engine game if any. */
function restartWith<T extends GameTypes>(
  table: Table<T>,
  setup: (setup: T['setup']) => T['setup'],
  from: T['game'] | undefined,
): Table<T> {
  table.live();
  table.match.newGame(setup(table.match.setup), from);
  return table;
}

/** An archived Gomoku game replayed through the engine; throws when it does not replay. */
function gomokuReview(adapter: GameAdapter<GomokuTypes>, entry: ArchivedGomokuGame): Review<GomokuTypes> {
  const { size, rule } = entry.setup;
  const saved = { schema: 'pinqi/gomoku', version: 1, size, rule, moves: entry.moves } as const;
  return new Review(adapter, saved, entry.setup, entry.result, entry.id);
}

/** An archived Xiangqi game replayed through the engine; throws when it does not replay. */
function xiangqiReview(adapter: GameAdapter<XiangqiTypes>, entry: ArchivedXiangqiGame): Review<XiangqiTypes> {
  const saved = { schema: 'pinqi/xiangqi', version: 1, startFen: entry.startFen, moves: entry.moves } as const;
  return new Review(adapter, saved, entry.setup, entry.result, entry.id);
}
