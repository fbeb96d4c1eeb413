import type { GameTypes, Refusal } from '../play/adapter.js';
import type { Match, MatchChange, Notice } from '../play/match.js';
import type { Review, TableGame } from '../play/review.js';
import { GameAnalysis, type AnalysisAi, type AnalysisKey } from '../play/review-run.js';
import type { GameKind } from '../play/setup.js';
import type { Preferences } from '../store/settings.js';
import type { Announcer } from './announcer.js';
import { engineCodeText, evaluationText } from './engine-text.js';
import type { GameScreen } from './game-screen.js';
import { t, type MessageKey } from './i18n.js';
import type { PlayScreen } from './panels/play-screen.js';
import type { ReviewPanel } from './panels/review-panel.js';
import { LOW_TIME_MS, present, resultText, type PlayView, type ScreenState } from './presenter.js';
import { formatClock } from '../play/clock.js';
import type { Sound } from './sound.js';
import { reviewShow } from './review-view.js';

/** Each position's search time when the engine reviews a game. */
export const REVIEW_TIME_MS = 300;

export interface TableDeps {
  screen: PlayScreen;
  announcer: Announcer;
  sound: Sound;
  preferences: () => Preferences;
  /** The page's data attributes the tests and styles read. */
  body: DOMStringMap;
  /** The review under the board, and the AI that reviews a game of a kind (none: no review). */
  reviewPanel?: ReviewPanel;
  reviewAi?: (kind: GameKind) => AnalysisAi | null;
  /** Each position's search time of a review (default REVIEW_TIME_MS). */
  reviewTimeMs?: () => number;
}

/** A refusal in the player's words. */
export function refusalText(refusal: Refusal): string {
  switch (refusal.code) {
    case 'game_over':
      return t('gameOver');
    case 'not_your_turn':
      return t('notYourTurn');
    case 'viewing':
      return t('viewingStart');
    case 'occupied':
      return t('occupied', { point: refusal.cell });
    case 'forbidden': {
      const why = refusal.kind ? t(`forbidden_${refusal.kind}` as MessageKey) : '';
      return t(why ? 'forbiddenWhy' : 'forbidden', { point: refusal.cell, why });
    }
    case 'no_legal_move':
      return t('noLegalMove');
    case 'pick_own_piece':
      return t('pickOwnPiece');
    case 'engine':
      return engineCodeText(refusal);
  }
}

/** A notice from the match in the player's words. */
export function noticeText(notice: Notice): { text: string; tone: 'info' | 'error' } {
  switch (notice.code) {
    case 'other_tab':
      return { text: t('otherTab'), tone: 'info' };
    case 'storage_full':
      return { text: t('storageFull'), tone: 'error' };
    case 'ai_unavailable':
      return { text: t('aiUnavailable'), tone: 'error' };
    case 'hint_unavailable':
      return { text: t('hintUnavailable'), tone: 'info' };
    case 'ai_failed':
      return { text: t('aiFailed', { error: engineCodeText(notice.cause) }), tone: 'error' };
    case 'draw_declined':
      return notice.evaluation
        ? { text: t('aiDeclinesDraw', { reason: evaluationText(notice.evaluation) }), tone: 'info' }
        : { text: t('drawDeclined', { side: t(notice.side as MessageKey) }), tone: 'info' };
  }
}

/**
 * The game on the table and its screen: a live match (or a finished game
 * opened for review) drawn through the presenter, the step-through view, and
 * the match's changes turned into words, sounds and announcements.
 */
export class Table<T extends GameTypes> {
  readonly kind: T['kind'];
  readonly match: Match<T>;
  readonly gameScreen: GameScreen<T>;
  readonly #deps: TableDeps;
  #review: Review<T> | null = null;
  #state: ScreenState = { viewPly: null, message: null, reviewing: false };
  #unsubscribe: () => void;
  #view: PlayView | null = null;
  /** The engine's review of the finished game shown (play/review-run.ts). */
  readonly analysis: GameAnalysis;

  constructor(match: Match<T>, gameScreen: GameScreen<T>, deps: TableDeps) {
    this.kind = match.adapter.kind;
    this.match = match;
    this.gameScreen = gameScreen;
    this.#deps = deps;
    this.analysis = new GameAnalysis({
      ai: deps.reviewAi ?? (() => null),
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
    const said = this.gameScreen.selectionText(this.match);
    if (said) this.#deps.announcer.say(said);
  }

  cursor(cell: T['cell']): void {
    this.#deps.announcer.say(this.gameScreen.cellText(this.shown, cell));
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
    if (!this.shown.over) return;
    if (!this.reviewing && this.#state.viewPly === null) this.viewPly(0);
    void this.analysis.run(this.#analysisKey(), this.shown.game);
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

  /** Opens a finished game for review on this table, at its start. */
  review(game: Review<T>): void {
    this.#review?.dispose();
    this.#review = game;
    this.#state = { viewPly: 0, message: null, reviewing: true };
    this.analysis.open(this.#analysisKey());
  }

  // ---- drawing ---------------------------------------------------------------

  render(): void {
    const prefs = this.#deps.preferences();
    const shown = this.shown;
    const view = present(shown, this.gameScreen, this.#state, prefs);
    this.#view = view;
    const panel = this.#deps.reviewPanel;
    const review =
      panel && this.#analysisShown()
        ? reviewShow(this.analysis, shown, view, this.analysis.canRun(this.kind), prefs)
        : null;
    if (review) review.marks.forEach((mark, i) => mark && view.moves[i] && (view.moves[i]!.mark = mark));
    this.#deps.screen.render(view);
    panel?.render(review?.panel ?? null);
    this.gameScreen.draw(
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
    body.near = this.gameScreen.nearSide(shown, prefs);
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
    this.#deps.screen.clocks(times);
  }

  #onChange(change: MatchChange<T>): void {
    const { announcer, sound } = this.#deps;
    switch (change.type) {
      case 'clock':
        if (!this.reviewing) this.#renderClocks();
        return;
      case 'moved':
        this.#state.message = null;
        sound.play(this.gameScreen.moveSound(this.match, change.move));
        announcer.say(this.gameScreen.announceMove(this.match, change.move, this.#deps.preferences()));
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
    this.gameScreen.destroy();
    this.match.dispose();
  }
}
