import type { GomokuPuzzle, Puzzle, XiangqiPuzzle } from 'pinqi/puzzles';
import type { GomokuTypes } from '../play/gomoku-adapter.js';
import { nextPuzzle, puzzleToShow, type PuzzleProgressSlot } from '../play/puzzle-progress.js';
import { PuzzleSession, type PuzzleJudge, type PuzzleRules } from '../play/puzzle-session.js';
import type { GameKind } from '../play/setup.js';
import type { XiangqiTypes } from '../play/xiangqi-adapter.js';
import { $ } from '../ui/dom.js';
import { gomokuBoard } from '../ui/gomoku-board.js';
import { t } from '../ui/i18n/index.js';
import { PuzzlePanel, type PuzzlePanelDeps } from '../ui/panels/puzzle-panel.js';
import { xiangqiBoard } from '../ui/xiangqi-board.js';
import { BaseScreen, type Route, type Shell } from './screen.js';

export interface PuzzleScreenDeps extends Omit<PuzzlePanelDeps, 'next'> {
  shell: Shell;
  /** The shipped puzzles and their checker (createPuzzles from pinqi/puzzles). */
  puzzles: PuzzleJudge & { readonly gomoku: readonly GomokuPuzzle[]; readonly xiangqi: readonly XiangqiPuzzle[] };
  rules: { gomoku: PuzzleRules<GomokuTypes, GomokuPuzzle>; xiangqi: PuzzleRules<XiangqiTypes, XiangqiPuzzle> };
  /** Where the player's puzzle progress is kept. */
  progress: PuzzleProgressSlot;
  body: DOMStringMap;
}

/**
 * The puzzles ('#puzzles/<game>/<id>'): a puzzle of the game chosen (the
 * one named, else the next for the player), its address kept in the location
 * bar so it can be shared, and Next.
 */
export class PuzzleScreen extends BaseScreen<PuzzleScreenDeps> {
  #panel: PuzzlePanel<GomokuTypes, GomokuPuzzle> | PuzzlePanel<XiangqiTypes, XiangqiPuzzle> | null = null;

  constructor(deps: PuzzleScreenDeps) {
    super('puzzles', $('puzzles'), deps);
  }

  /**
   * Shows a puzzle of the route's game (the one last chosen when it names
   * none): the one with its id when there is one, else the next one for the
   * player. The puzzle already shown stays as it is.
   */
  override open(route: Route): void {
    if (route.screen !== 'puzzles') return;
    const game = route.game ?? this.deps.progress.read().game;
    const current = this.#panel?.puzzle;
    if (current && current.game === game && (route.id === null || current.id === route.id)) {
      this.#address();
      this.render();
      return;
    }
    const list: readonly Puzzle[] = this.deps.puzzles[game];
    const { puzzle, missing } = puzzleToShow(this.deps.progress, game, list, route.id);
    if (puzzle) this.#start(puzzle);
    if (puzzle && missing) this.message(t('puzzleNotFound', { id: route.id ?? '' }), 'error');
    this.#title();
  }

  override close(): void {
    this.#panel?.close();
    this.#panel = null;
  }

  override render(): void {
    this.#panel?.render();
    this.#title();
  }

  share(): void {
    this.#panel?.share();
  }

  override message(text: string, tone: 'info' | 'error'): void {
    this.#panel?.message(text, tone);
  }

  #start(puzzle: Puzzle): void {
    this.close();
    const { rules, puzzles, progress } = this.deps;
    const deps: PuzzlePanelDeps = { ...this.deps, next: () => this.#next() };
    this.#panel =
      puzzle.game === 'gomoku'
        ? new PuzzlePanel(new PuzzleSession(puzzle, rules.gomoku, puzzles, progress), gomokuBoard, deps)
        : new PuzzlePanel(new PuzzleSession(puzzle, rules.xiangqi, puzzles, progress), xiangqiBoard, deps);
    this.#address();
  }

  #next(): void {
    const puzzle = this.#panel?.puzzle;
    if (!puzzle) return;
    const list: readonly Puzzle[] = this.deps.puzzles[puzzle.game];
    const next = nextPuzzle(this.deps.progress, puzzle.game, list, puzzle.id);
    if (next) this.#start(next);
  }

  /** Puts the shown puzzle's address in the location bar, without a new history entry. */
  #address(): void {
    const puzzle = this.#panel?.puzzle;
    if (puzzle) this.deps.shell.address(`#puzzles/${puzzle.game}/${puzzle.id}`, false);
  }

  #title(): void {
    this.deps.body.game = this.#panel?.puzzle.game ?? '';
    $('game-name').textContent = t('puzzles');
    document.title = `${t('puzzles')} · Pinqi`;
  }
}
