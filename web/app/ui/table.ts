import type { GameTypes } from '../play/adapter.js';
import { formatClock } from '../play/clock.js';
import type { Match, MatchChange } from '../play/match.js';
import { reviewOffered, type Review, type TableGame } from '../play/review.js';
import { GameAnalysis, type AnalysisAi, type AnalysisKey, type ReviewShelf } from '../play/review-run.js';
import type { GameKind } from '../play/setup.js';
import type { Preferences } from '../store/settings.js';
import type { Announcer } from './announcer.js';
import { openShareDialog } from './dialogs/share-dialog.js';
import type { GameBoard } from './game-board.js';
import { t } from './i18n/index.js';
import type { PlayPanel } from './panels/play-panel.js';
import type { ReviewPanel } from './panels/review-panel.js';
import { LOW_TIME_MS, presentPlay, resultText, type PlayView, type TableState } from './play-presenter.js';
import { noticeText, refusalText } from './play-words.js';
import { presentReview } from './review-presenter.js';
import type { Sound } from './sound.js';

/** Each position's search time when the engine reviews a game. */
export const REVIEW_TIME_MS = 300;

export interface TableDeps {
  panel: PlayPanel;
  announcer: Announcer;
  sound: Sound;
  preferences: () => Preferences;
  /** The page's data attributes the tests and styles read. */
  body: DOMStringMap;
  /** The review under the board, the AI that reviews a game of a kind (none: no review), and where reviews are kept. */
  reviewPanel?: ReviewPanel;
  reviewAi?: (kind: GameKind) => AnalysisAi | null;
  shelf: ReviewShelf;
  /** Each position's search time of a review (default REVIEW_TIME_MS). */
  reviewTimeMs?: () => number;
}

/**
 * The game on the table and its board: a live match (or a finished game
 * opened for review) drawn through the presenter, the step-through view, and
 * the match's changes turned into words, sounds and announcements.
 */
export class Table<T extends GameTypes> {
  readonly kind: T['kind'];
  readonly match: Match<T>;
  readonly board: GameBoard<T>;
  readonly #deps: TableDeps;
  #review: Review<T> | null = null;
  #state: TableState = { viewPly: null, message: null, reviewing: false };
  #unsubscribe: () => void;
  #view: PlayView | null = null;
  /** The engine's review of the finished game shown (play/review-run.ts). */
  readonly analysis: GameAnalysis;

  constructor(match: Match<T>, board: GameBoard<T>, deps: TableDeps) {
    this.kind = match.adapter.kind;
    this.match = match;
    this.board = board;
    this.#deps = deps;
    this.analysis = new GameAnalysis({
      ai: deps.reviewAi ?? (() => null),
      shelf: deps.shelf,
      timeMsPerMove: deps.reviewTimeMs ?? (() => REVIEW_TIME_MS),
      onChange: () => this.render(),
    });
    this.#unsubscribe = match.subscribe((change) => this.#onChange(change));
  }

  /** What is on the table: the match, or the game under review. */
  get shown(): TableGame<T> {
    return this.#review ?? this.match;
  }

  get view(): PlayView | null {
    return this.#view;
  }

  get reviewing(): boolean {
    return this.#review !== null;
  }

  get viewing(): boolean {
    return this.#state.viewPly !== null;
  }

  message(text: string, tone: 'info' | 'error' = 'info'): void {
    this.#state.message = text ? { text, tone } : null;
    this.render();
  }

  // ---- the board's input ----------------------------------------------------

  select(cell: T['cell']): void {
    if (this.viewing || this.reviewing) return;
    this.#state.message = null;
    this.match.select(cell);
    const said = this.board.selectionText(this.match);
    if (said) this.#deps.announcer.say(said);
  }

  /** A side's Confirm button (only the side to move commits the pending move). */
  confirm(side: string): void {
    const mine = this.match.adapter.sides.find((s) => s === side);
    if (mine !== undefined) this.match.confirm(mine);
  }

  cursor(cell: T['cell']): void {
    this.#deps.announcer.say(this.board.cellText(this.shown, cell));
  }

  // ---- stepping through the game ---------------------------------------------

  /** Shows the position after `ply` plies (the live game goes on meanwhile). */
  viewPly(ply: number): void {
    const total = this.shown.game.moveCount;
    const at = Math.max(0, Math.min(total, Math.round(ply)));
    this.#state.viewPly = at === total && !this.reviewing ? null : at;
    this.#state.message = null;
    if (this.#state.viewPly !== null) this.match.cancelSelection();
    this.render();
  }

  /** Steps by `delta` plies from the shown position. */
  step(delta: number): void {
    const view = this.#view;
    if (!view) return;
    this.viewPly(view.shownPly + delta);
  }

  // ---- the engine's review ----------------------------------------------------

  /** Which game a review of the shown game is of. */
  #analysisKey(): AnalysisKey {
    return { id: this.#review?.id ?? this.match.id, kind: this.kind, moveCount: this.shown.game.moveCount };
  }

  /** Whether the review shown is of the finished game on the table. */
  #analysisShown(): boolean {
    const key = this.analysis.key;
    const now = this.#analysisKey();
    return this.shown.over && key !== null && key.id === now.id && key.moveCount === now.moveCount;
  }

  /** Reviews the finished game on the table (at once when its review was kept), from its start. */
  startReview(): void {
    if (!reviewOffered(this.shown)) return;
    if (!this.reviewing && this.#state.viewPly === null) this.viewPly(0);
    void this.analysis.run(this.#analysisKey(), this.shown.game);
  }

  /** Share and export the game shown, at the position shown (a link, a PNG, a GIF). */
  share(): void {
    const view = this.#view;
    if (view)
      openShareDialog({ board: this.board, table: this.shown, ply: view.shownPly, prefs: this.#deps.preferences() });
  }

  /** Back to the live game (from stepping through, or from a review). */
  live(): void {
    this.analysis.clear();
    const review = this.#review;
    this.#review = null;
    this.#state = { viewPly: null, message: null, reviewing: false };
    review?.dispose();
    this.render();
  }

  /** Opens a finished game (or a shared one) for review on this table, at its start or at `ply`. */
  review(game: Review<T>, ply = 0): void {
    this.#review?.dispose();
    this.#review = game;
    this.#state = { viewPly: Math.max(0, Math.min(ply, game.game.moveCount)), message: null, reviewing: true };
    this.analysis.open(this.#analysisKey());
  }

  // ---- drawing ---------------------------------------------------------------

  render(): void {
    const prefs = this.#deps.preferences();
    const shown = this.shown;
    const view = presentPlay(shown, this.board, this.#state, prefs);
    this.#view = view;
    const panel = this.#deps.reviewPanel;
    const review =
      panel && this.#analysisShown() && view.controls.review
        ? presentReview(this.analysis, shown, view, this.analysis.canRun(this.kind), prefs)
        : null;
    if (review) review.marks.forEach((mark, i) => mark && view.moves[i] && (view.moves[i]!.mark = mark));
    this.#deps.panel.render(view);
    panel?.render(review?.panel ?? null);
    this.board.draw(
      shown,
      {
        ply: view.shownPly === view.total && !this.reviewing ? null : view.shownPly,
        interactive: view.interactive,
        label: view.boardLabel,
        line: review?.line ?? null,
      },
      prefs,
    );
    const body = this.#deps.body;
    body.game = this.kind;
    body.moves = String(shown.game.moveCount);
    body.turn = shown.game.turn;
    body.over = String(shown.over);
    body.thinking = String(shown.thinking !== null);
    body.mode = shown.setup.mode;
    body.viewing = String(view.shownPly !== view.total || this.reviewing);
    body.reviewing = String(this.reviewing);
    body.shownPly = String(view.shownPly);
    body.near = this.board.nearSide(shown, prefs);
    const selection = shown.selection as { from?: string | null; targets?: string[] } | null;
    if (this.kind === 'xiangqi') {
      body.check = String(view.tone === 'check');
      body.selected = selection?.from ?? '';
      body.targets = (selection?.targets ?? []).join(' ');
    } else {
      delete body.check;
      delete body.selected;
      delete body.targets;
    }
  }

  #renderClocks(): void {
    const times: Record<string, { text: string; low: boolean }> = {};
    for (const side of this.match.adapter.sides) {
      const ms = this.match.timeLeft(side);
      if (ms !== null) times[side] = { text: formatClock(ms), low: ms < LOW_TIME_MS };
    }
    this.#deps.panel.clocks(times);
  }

  #onChange(change: MatchChange<T>): void {
    const { announcer, sound } = this.#deps;
    switch (change.type) {
      case 'clock':
        if (!this.reviewing) this.#renderClocks();
        return;
      case 'moved':
        this.#state.message = null;
        sound.play(this.board.moveSound(this.match, change.move));
        announcer.say(this.board.announceMove(this.match, change.move, this.#deps.preferences()));
        return;
      case 'ended': {
        const match = this.match;
        const text = resultText(change.finish, match.adapter.sides);
        announcer.say(t('announceResult', { text }));
        const { mode } = match.setup;
        const human = match.human;
        const lost = mode === 'ai' && change.finish.winner !== null && change.finish.winner !== human;
        sound.play(change.finish.winner === null ? 'draw' : lost ? 'lose' : 'win');
        this.#state.message = null;
        this.render();
        return;
      }
      case 'refused':
        this.#state.message = { text: refusalText(change.refusal), tone: 'error' };
        sound.play('error');
        this.render();
        return;
      case 'notice':
        this.#state.message = noticeText(change.notice);
        this.render();
        return;
      case 'changed':
        if (!this.reviewing && this.analysis.key && !this.#analysisShown()) this.analysis.clear();
        if (this.#state.viewPly !== null && !this.reviewing && this.#state.viewPly > this.match.game.moveCount)
          this.#state.viewPly = null;
        this.render();
    }
  }

  dispose(): void {
    this.analysis.clear();
    this.#unsubscribe();
    this.#review?.dispose();
    this.board.destroy();
    this.match.dispose();
  }
}
