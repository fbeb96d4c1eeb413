import type { Puzzle } from 'pinqi/puzzles';
import type { PuzzleOutcome } from '../../play/puzzle-rating.js';
import type { PuzzleSession, PuzzleStep, PuzzleTypes } from '../../play/puzzle-session.js';
import type { GameKind } from '../../play/setup.js';
import type { Preferences } from '../../store/settings.js';
import type { Announcer } from '../announcer.js';
import { openShareDialog } from '../dialogs/share-dialog.js';
import { $, h } from '../dom.js';
import type { BoardEvents, BoardMaker, GameBoard } from '../game-board.js';
import { t, translatePage, type MessageKey } from '../i18n/index.js';
import { refusalText } from '../play-words.js';
import { puzzleTask } from '../puzzle-words.js';
import type { Sound } from '../sound.js';

export interface PuzzlePanelDeps {
  preferences: () => Preferences;
  sound: Sound;
  announcer: Announcer;
  /** Next: the screen shows the next puzzle. */
  next: () => void;
}

type Tone = 'info' | 'error' | 'good';

/**
 * One puzzle on the page (#puzzles): the choice of game, the player's rating
 * and streaks, the task, the board (select, then Confirm), and Hint,
 * Solution, Retry and Next. The moves are judged by the package's checker
 * through the PuzzleSession, which also rates each first attempt; this only
 * shows it and words what happened.
 */
export class PuzzlePanel<T extends PuzzleTypes, P extends Puzzle> {
  readonly session: PuzzleSession<T, P>;
  readonly #deps: PuzzlePanelDeps;
  readonly #root: HTMLElement;
  readonly #board: GameBoard<T>;
  #message: { text: string; tone: Tone } = { text: t('puzzleYourMove'), tone: 'info' };

  constructor(session: PuzzleSession<T, P>, board: BoardMaker<T>, deps: PuzzlePanelDeps) {
    this.session = session;
    this.#deps = deps;
    this.#root = $('puzzles');
    this.#build(session.puzzle.game);
    const events: BoardEvents<T['cell']> = {
      select: (cell) => this.#select(cell),
      confirm: () => this.#confirm(),
      cancel: () => {
        session.cancelSelection();
        this.render();
      },
      cursor: (cell) => deps.announcer.say(this.#board.cellText(session, cell)),
    };
    this.#board = board($('puzzle-board'), events);
    this.render();
    deps.announcer.say(puzzleTask(session.puzzle));
  }

  get puzzle(): P {
    return this.session.puzzle;
  }

  /** The panel's fixed parts, built for the game shown. */
  #build(game: GameKind): void {
    const tab = (g: GameKind) =>
      h('a', {
        class: 'puzzle-tab',
        href: `#puzzles/${g}`,
        id: `puzzle-game-${g}`,
        dataset: { i18n: g },
        'aria-current': g === game ? 'page' : null,
      });
    const button = (id: string, text: MessageKey, act: () => void, label?: MessageKey) =>
      h('button', { id, onclick: act, dataset: label ? { i18n: text, i18nLabel: label } : { i18n: text } });
    const confirm = button('puzzle-confirm', 'confirmShort', () => this.#confirm());
    confirm.className = 'primary';
    this.#root.dataset.game = game;
    this.#root.replaceChildren(
      h(
        'div',
        { class: 'puzzle-head' },
        h('nav', { class: 'puzzle-tabs', dataset: { i18nLabel: 'puzzles' } }, tab('gomoku'), tab('xiangqi')),
        h('p', { id: 'puzzle-stats', class: 'puzzle-stats' }),
      ),
      h(
        'div',
        { class: 'puzzle-task-box' },
        h('p', { id: 'puzzle-task', class: 'puzzle-task' }),
        h('p', { id: 'puzzle-about', class: 'puzzle-about' }),
      ),
      h('div', { id: 'puzzle-board', class: 'board puzzle-board' }),
      h('p', { id: 'puzzle-status', class: 'puzzle-status', role: 'status' }),
      h(
        'nav',
        { id: 'puzzle-controls', class: 'controls puzzle-controls', dataset: { i18nLabel: 'controls' } },
        confirm,
        button('puzzle-retry', 'puzzleRetry', () => this.#retry()),
        button('puzzle-hint', 'hint', () => this.#hint()),
        button('puzzle-solution', 'puzzleShowSolution', () => this.#showSolution(), 'puzzleShowSolutionLabel'),
        button('puzzle-next', 'puzzleNext', () => this.#deps.next(), 'puzzleNextLabel'),
      ),
    );
  }

  // ---- the player's actions ----------------------------------------------------

  #select(cell: T['cell']): void {
    const session = this.session;
    if (session.over) return;
    const picked = session.select(cell);
    if (picked.refusal) {
      this.#say(refusalText(picked.refusal), 'error');
      this.#deps.sound.play('error');
    } else if (picked.complete && this.#deps.preferences().tapToMove) {
      this.#confirm(); // the player's setting: a tap commits, as at the table
    } else {
      const said = this.#board.selectionText(session);
      if (said) this.#deps.announcer.say(said);
      this.render();
    }
  }

  /** Shares the position on the board (a link, a PNG, a GIF of the moves that led to it). */
  share(): void {
    const session = this.session;
    const prefs = this.#deps.preferences();
    openShareDialog({ board: this.#board, table: session, ply: session.game.moveCount, prefs });
  }

  #confirm(): void {
    const step = this.session.confirm();
    if (step) this.#after(step);
  }

  #after(step: PuzzleStep): void {
    const session = this.session;
    const { sound, announcer } = this.#deps;
    if (step.verdict === 'refused') {
      this.#say(refusalText(step.refusal), 'error');
      sound.play('error');
      return;
    }
    if (step.verdict === 'correct') {
      const history: T['played'][] = session.game.history;
      const reply = history[history.length - 1]!;
      const text = this.#board.announceMove(session, reply, this.#deps.preferences());
      sound.play(this.#board.moveSound(session, reply));
      this.#say(t('puzzleCorrect', { reply: text }), 'info');
      announcer.say(text);
      return;
    }
    const outcome = step.outcome!;
    sound.play(outcome === 'failed' ? 'lose' : 'win');
    this.#finish(outcome);
  }

  /** Says how a finished attempt went, and what it did to the rating (the first attempt at this puzzle only). */
  #finish(outcome: PuzzleOutcome): void {
    const rated = this.session.rated;
    const change = { from: rated?.from ?? 0, to: rated?.record.rating ?? 0 };
    const first = rated?.rated ?? false;
    const solution = this.session.solutionShown;
    let text: string;
    if (outcome === 'failed')
      text = solution
        ? first
          ? t('puzzleSolutionShown', change)
          : t('puzzleSolutionAgain')
        : first
          ? t('puzzleWrong', change)
          : t('puzzleWrongAgain');
    else if (!first) text = t('puzzleSolvedAgain');
    else text = t(outcome === 'hinted' ? 'puzzleSolvedHinted' : 'puzzleSolved', change);
    if (rated && !rated.saved) text = `${text} ${t('puzzleNotSaved')}`;
    this.#say(text, outcome === 'failed' ? 'error' : 'good');
    this.#deps.announcer.say(text);
  }

  #hint(): void {
    if (!this.session.askHint()) return;
    const move = this.#board.hintView(this.session, this.#deps.preferences())?.move ?? '';
    this.#say(t('puzzleHintShown', { move }), 'info');
  }

  #showSolution(): void {
    const outcome = this.session.showSolution();
    if (outcome) this.#finish(outcome);
    else this.#say(t('puzzleSolutionAgain'), 'info');
  }

  #retry(): void {
    this.session.retry();
    this.#say(t('puzzleYourMove'), 'info');
  }

  /** Puts a note in the verdict line (e.g. saved data that could not be read). */
  message(text: string, tone: 'info' | 'error' = 'info'): void {
    this.#say(text, tone);
  }

  #say(text: string, tone: Tone): void {
    this.#message = { text, tone };
    this.render();
  }

  // ---- drawing -----------------------------------------------------------------

  render(): void {
    const session = this.session;
    const puzzle = session.puzzle;
    const record = session.record;
    const prefs = this.#deps.preferences();
    const task = puzzleTask(puzzle);
    this.#board.draw(session, { ply: null, interactive: session.accepting, label: task }, prefs);

    translatePage(this.#root);
    const variant = this.#board.variant(session);
    $('puzzle-task').textContent = task;
    $('puzzle-about').textContent = [variant, t('puzzleAbout', { id: puzzle.id, rating: puzzle.rating })]
      .filter(Boolean)
      .join(' · ');
    $('puzzle-stats').textContent = t('puzzleStats', {
      rating: record.rating,
      streak: record.streak,
      best: record.best,
    });
    const status = $('puzzle-status');
    status.textContent = this.#message.text;
    status.dataset.tone = this.#message.tone;
    const enable = (id: string, on: boolean) => ($<HTMLButtonElement>(id).disabled = !on);
    enable('puzzle-confirm', session.canConfirm());
    enable('puzzle-hint', session.canHint());
    enable('puzzle-solution', !session.solutionShown);
    // Confirm while the puzzle is on, Retry in its place once it is over.
    $('puzzle-confirm').hidden = session.over;
    $('puzzle-retry').hidden = !session.over;
    $('puzzle-next').classList.toggle('primary', session.over);

    // Hooks for tests and styles.
    const data = this.#root.dataset;
    data.game = puzzle.game;
    data.puzzle = puzzle.id;
    data.state = session.state;
    data.line = String(session.line.length);
    data.hinted = String(session.hinted);
    data.hint = session.hint ? JSON.stringify(session.hint.move) : '';
    data.rating = String(record.rating);
    data.streak = String(record.streak);
    data.best = String(record.best);
    data.near = this.#board.nearSide(session, prefs);
    const selection = session.selection as { from?: string | null; targets?: string[] } | null;
    data.selected = puzzle.game === 'xiangqi' ? (selection?.from ?? '') : '';
  }

  /** Takes the puzzle off the page. */
  close(): void {
    this.#board.destroy();
    this.session.dispose();
  }
}
