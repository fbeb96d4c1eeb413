import type { Puzzles } from '../../src/puzzles/checker.js';
import type { GomokuPuzzle, Puzzle, XiangqiPuzzle } from '../../src/puzzles/types.js';
import type { GomokuTypes } from '../play/gomoku-adapter.js';
import { pickNext, type PuzzleOutcome, type PuzzleRecord } from '../play/puzzle-rating.js';
import { PuzzleSession, type PuzzleRules, type PuzzleStep, type PuzzleTypes } from '../play/puzzle-session.js';
import type { GameKind } from '../play/setup.js';
import type { XiangqiTypes } from '../play/xiangqi-adapter.js';
import { choosePuzzleGame, loadPuzzleProgress, recordPuzzle } from '../store/puzzle-progress.js';
import type { Preferences } from '../store/settings.js';
import type { Announcer } from './announcer.js';
import { $, h } from './dom.js';
import type { GameScreen } from './game-screen.js';
import { gomokuScreen } from './gomoku-screen.js';
import { t, translatePage, type MessageKey } from './i18n.js';
import type { Sound } from './sound.js';
import { puzzleTask } from './puzzle-words.js';
import { refusalText } from './table.js';
import { xiangqiScreen } from './xiangqi-screen.js';

export interface PuzzleScreenDeps {
  puzzles: Pick<Puzzles, 'gomoku' | 'xiangqi' | 'check' | 'hint'>;
  rules: { gomoku: PuzzleRules<GomokuTypes, GomokuPuzzle>; xiangqi: PuzzleRules<XiangqiTypes, XiangqiPuzzle> };
  preferences: () => Preferences;
  sound: Sound;
  announcer: Announcer;
  /** Puts the shown puzzle's address in the location bar ('#puzzles/gomoku/<id>'), without a new history entry. */
  address: (hash: string) => void;
}

type AnySession = PuzzleSession<PuzzleTypes, Puzzle>;
type AnyScreen = GameScreen<PuzzleTypes>;

/** The puzzle screen's address: '#puzzles', '#puzzles/<game>' or '#puzzles/<game>/<id>'; null for any other. */
export function puzzleRoute(hash: string): { game: GameKind | null; id: string | null } | null {
  const m = /^puzzles(?:\/(gomoku|xiangqi)(?:\/([\w-]+))?)?\/?$/.exec(hash.replace(/^#\/?/, ''));
  return m ? { game: (m[1] as GameKind | undefined) ?? null, id: m[2] ?? null } : null;
}

/** The home screen's puzzle cards: per game, the player's rating and how many puzzles are solved. */
export function puzzleCards(puzzles: Pick<Puzzles, 'gomoku' | 'xiangqi'>): { game: GameKind; text: string }[] {
  const progress = loadPuzzleProgress();
  return (['gomoku', 'xiangqi'] as const).map((game) => {
    const record = progress[game];
    const solved = Object.values(record.done).filter((o) => o !== 'failed').length;
    return { game, text: t('puzzleCard', { rating: record.rating, solved, total: puzzles[game].length }) };
  });
}

/**
 * The puzzle screen ('#puzzles/<game>/<id>'): the choice of game, the
 * player's rating and streaks, the task, the board (select, then Confirm),
 * and Hint, Solution, Retry and Next. The moves are judged by the package's
 * checker through a PuzzleSession; each first attempt is rated and saved.
 */
export class PuzzleScreen {
  readonly #deps: PuzzleScreenDeps;
  readonly #root: HTMLElement;
  #session: AnySession | null = null;
  #screen: AnyScreen | null = null;
  #message: { text: string; tone: 'info' | 'error' | 'good' } = { text: '', tone: 'info' };

  constructor(deps: PuzzleScreenDeps) {
    this.#deps = deps;
    this.#root = $('puzzles');
  }

  get kind(): GameKind | null {
    return this.#session?.puzzle.game ?? null;
  }

  /**
   * Shows a puzzle of `game`: the one with `id` when there is one, else the
   * next one for the player (pickNext). The puzzle already shown stays as it is.
   */
  open(game: GameKind, id: string | null): void {
    const current = this.#session?.puzzle;
    if (current && current.game === game && (id === null || current.id === id)) {
      this.#address();
      this.render();
      return;
    }
    const list: readonly Puzzle[] = this.#deps.puzzles[game];
    const asked = id === null ? null : (list.find((p) => p.id === id) ?? null);
    const puzzle = asked ?? pickNext(list, this.#record(game));
    if (!puzzle) return;
    choosePuzzleGame(game);
    this.#start(puzzle);
    if (id !== null && !asked) this.#say(t('puzzleNotFound', { id }), 'error');
  }

  /** The game the player last chose here. */
  lastGame(): GameKind {
    return loadPuzzleProgress().game;
  }

  #record(game: GameKind): PuzzleRecord {
    return loadPuzzleProgress()[game];
  }

  #start(puzzle: Puzzle): void {
    this.close();
    this.#build(puzzle.game);
    const box = $('puzzle-board');
    const events = {
      select: (cell: unknown) => this.#select(cell),
      confirm: () => this.#confirm(),
      cancel: () => {
        this.#session?.cancelSelection();
        this.render();
      },
      cursor: (cell: unknown) => {
        if (this.#session && this.#screen)
          this.#deps.announcer.say(this.#screen.cellText(this.#session, cell as never));
      },
    };
    if (puzzle.game === 'gomoku') {
      this.#session = new PuzzleSession(puzzle, this.#deps.rules.gomoku, this.#deps.puzzles) as unknown as AnySession;
      this.#screen = gomokuScreen(box, events) as unknown as AnyScreen;
    } else {
      this.#session = new PuzzleSession(puzzle, this.#deps.rules.xiangqi, this.#deps.puzzles) as unknown as AnySession;
      this.#screen = xiangqiScreen(box, events) as unknown as AnyScreen;
    }
    this.#message = { text: t('puzzleYourMove'), tone: 'info' };
    this.#address();
    this.render();
    this.#deps.announcer.say(puzzleTask(puzzle));
  }

  #address(): void {
    const puzzle = this.#session?.puzzle;
    if (puzzle) this.#deps.address(`#puzzles/${puzzle.game}/${puzzle.id}`);
  }

  /** The screen's fixed parts, built once per game shown. */
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
        button('puzzle-next', 'puzzleNext', () => this.#next(), 'puzzleNextLabel'),
      ),
    );
  }

  // ---- the player's actions ----------------------------------------------------

  #select(cell: unknown): void {
    const session = this.#session;
    if (!session || session.over) return;
    const picked = session.select(cell as never);
    if (picked.refusal) {
      this.#say(refusalText(picked.refusal), 'error');
      this.#deps.sound.play('error');
    } else if (picked.complete && this.#deps.preferences().tapToMove) {
      this.#confirm(); // the player's setting: a tap commits, as at the table
    } else {
      const said = this.#screen!.selectionText(session);
      if (said) this.#deps.announcer.say(said);
      this.render();
    }
  }

  #confirm(): void {
    const session = this.#session;
    if (!session) return;
    const before = this.#record(session.puzzle.game).rating;
    const step = session.confirm();
    if (step) this.#after(step, before);
  }

  #after(step: PuzzleStep, before: number): void {
    const session = this.#session!;
    const { sound, announcer } = this.#deps;
    if (step.verdict === 'refused') {
      this.#say(refusalText(step.refusal), 'error');
      sound.play('error');
      return;
    }
    const prefs = this.#deps.preferences();
    const history = session.game.history as PuzzleTypes['played'][];
    if (step.verdict === 'correct') {
      const reply = this.#screen!.announceMove(session, history[history.length - 1] as never, prefs);
      sound.play(this.#screen!.moveSound(session, history[history.length - 1] as never));
      this.#say(t('puzzleCorrect', { reply }), 'info');
      announcer.say(reply);
      return;
    }
    const outcome = step.outcome!;
    sound.play(outcome === 'failed' ? 'lose' : 'win');
    this.#finish(outcome, before);
  }

  /** Rates a finished attempt (the first at this puzzle only) and says how it went. */
  #finish(outcome: PuzzleOutcome, before: number): void {
    const puzzle = this.#session!.puzzle;
    const { record, rated, saved } = recordPuzzle(puzzle.game, puzzle, outcome);
    const change = { from: before, to: record.rating };
    const solution = this.#session!.solutionShown;
    let text: string;
    if (outcome === 'failed')
      text = solution
        ? rated
          ? t('puzzleSolutionShown', change)
          : t('puzzleSolutionAgain')
        : rated
          ? t('puzzleWrong', change)
          : t('puzzleWrongAgain');
    else if (!rated) text = t('puzzleSolvedAgain');
    else text = t(outcome === 'hinted' ? 'puzzleSolvedHinted' : 'puzzleSolved', change);
    if (!saved) text = `${text} ${t('puzzleNotSaved')}`;
    this.#say(text, outcome === 'failed' ? 'error' : 'good');
    this.#deps.announcer.say(text);
  }

  #hint(): void {
    const session = this.#session;
    if (!session || !session.askHint()) return;
    const move = this.#screen!.hintView(session, this.#deps.preferences())?.move ?? '';
    this.#say(t('puzzleHintShown', { move }), 'info');
  }

  #showSolution(): void {
    const session = this.#session;
    if (!session) return;
    const before = this.#record(session.puzzle.game).rating;
    const outcome = session.showSolution();
    if (outcome) this.#finish(outcome, before);
    else {
      this.#say(t('puzzleSolutionAgain'), 'info');
    }
  }

  #retry(): void {
    this.#session?.retry();
    this.#say(t('puzzleYourMove'), 'info');
  }

  #next(): void {
    const puzzle = this.#session?.puzzle;
    if (!puzzle) return;
    const list: readonly Puzzle[] = this.#deps.puzzles[puzzle.game];
    const next = pickNext(list, this.#record(puzzle.game), puzzle.id);
    if (next) this.#start(next);
  }

  /** Puts a note in the verdict line (e.g. saved data that could not be read). */
  message(text: string, tone: 'info' | 'error' = 'info'): void {
    this.#say(text, tone);
  }

  #say(text: string, tone: 'info' | 'error' | 'good'): void {
    this.#message = { text, tone };
    this.render();
  }

  // ---- drawing -----------------------------------------------------------------

  render(): void {
    const session = this.#session;
    const screen = this.#screen;
    if (!session || !screen) return;
    const puzzle = session.puzzle;
    const record = this.#record(puzzle.game);
    const prefs = this.#deps.preferences();
    const task = puzzleTask(puzzle);
    screen.draw(session, { ply: null, interactive: session.accepting, label: task }, prefs);

    translatePage(this.#root);
    const variant = screen.variant(session);
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
    const enable = (id: string, on: boolean) => (($(id) as HTMLButtonElement).disabled = !on);
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
    data.near = screen.nearSide(session, prefs);
    const selection = session.selection as { from?: string | null; targets?: string[] } | null;
    data.selected = puzzle.game === 'xiangqi' ? (selection?.from ?? '') : '';
  }

  /** Takes the puzzle off the screen (leaving for another screen, or before the next puzzle). */
  close(): void {
    this.#screen?.destroy();
    this.#session?.dispose();
    this.#screen = null;
    this.#session = null;
  }
}
