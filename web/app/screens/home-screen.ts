import { FIRST_VISIT_CHOICE, type GameKind } from '../play/setup.js';
import { puzzleStanding, type PuzzleProgressSlot } from '../play/puzzle-progress.js';
import { saveSettings, type Settings } from '../store/settings.js';
import { ask } from '../ui/dialogs/ask.js';
import { $, h } from '../ui/dom.js';
import { t } from '../ui/i18n/index.js';
import { renderHome, type ContinueCard, type NewGameChoice } from '../ui/panels/home-panel.js';
import { opponentText } from '../ui/play-presenter.js';
import { BaseScreen, type Route, type Shell } from './screen.js';
import type { TableScreen } from './table-screen.js';

export interface HomeScreenDeps {
  shell: Shell;
  tables: TableScreen;
  settings: Settings;
  /** Whether each game has an AI to play against. */
  aiAvailable: Record<GameKind, boolean>;
  /** How many puzzles each game has, and where the player's progress at them is kept. */
  puzzleCounts: Record<GameKind, number>;
  progress: PuzzleProgressSlot;
  body: DOMStringMap;
}

/**
 * Home ('#'): "continue" cards for the saved games, a new game, and the
 * puzzle cards. A new game that would throw away an unfinished one asks first.
 */
export class HomeScreen extends BaseScreen<HomeScreenDeps> {
  constructor(deps: HomeScreenDeps) {
    super('home', $('home'), deps);
  }

  override open(): void {
    const { settings, aiAvailable, shell } = this.deps;
    // The very first visit: most visitors come to play the AI, at a level they can beat.
    const first = settings.firstVisit ? FIRST_VISIT_CHOICE : {};
    renderHome(
      {
        game: settings.game,
        gomoku: { ...settings.gomoku, ...first },
        xiangqi: { ...settings.xiangqi, ...first },
        aiAvailable,
        continueCards: (['gomoku', 'xiangqi'] as const)
          .map((kind) => this.#continueCard(kind))
          .filter((c): c is ContinueCard => c !== null),
        puzzles: (['gomoku', 'xiangqi'] as const).map((game) => ({
          game,
          text: t('puzzleCard', { ...puzzleStanding(this.deps.progress, game), total: this.deps.puzzleCounts[game] }),
        })),
      },
      { start: (choice) => void this.#startNew(choice), resume: (kind) => shell.navigate(`#${kind}`) },
    );
    this.render();
    delete this.deps.body.game;
  }

  override close(): void {
    // Nothing runs here.
  }

  /** Home's words are drawn when it opens; only the title follows a change of language here. */
  override render(): void {
    $('game-name').textContent = '';
    document.title = 'Pinqi';
  }

  override message(text: string): void {
    this.root.prepend(h('p', { id: 'message', class: 'message', text }));
  }

  /** The continue card of a kind's saved game: none when it has no move. */
  #continueCard(kind: GameKind): ContinueCard | null {
    const saved = this.deps.tables.saved(kind);
    if (!saved || saved.moves === 0) return null;
    const state = saved.over ? t('continueOver') : t('continueMove', { n: saved.moves + 1 });
    return { game: kind, text: `${opponentText(saved.setup)} · ${state}` };
  }

  /** Starts a new game from the home screen, asking first when it would throw away moves. */
  async #startNew(choice: NewGameChoice): Promise<void> {
    const { settings, tables } = this.deps;
    const lost = tables.unfinishedMoves(choice.game);
    if (lost > 0 && !(await ask(t('newGameConfirm', { game: t(choice.game), n: lost }), t('startNew')))) return;
    settings.firstVisit = false;
    if (choice.game === 'gomoku') {
      settings.gomoku = choice.setup;
      saveSettings(settings);
      tables.newGame({ game: 'gomoku', setup: () => choice.setup });
    } else {
      settings.xiangqi = choice.setup;
      saveSettings(settings);
      tables.newGame({ game: 'xiangqi', setup: () => choice.setup });
    }
  }
}
