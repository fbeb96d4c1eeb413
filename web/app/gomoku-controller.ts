import { PinqiError, type GomokuBoardApi, type GomokuGame, type GomokuGameClass, type GomokuSavedV1, type GomokuSide, type Point } from '../src/index.js';
import { pause, type GomokuAi } from './ai-player.js';
import { archiveGame } from './archive.js';
import type { Announcer } from './announcer.js';
import { formatClock, GameClock } from './clock.js';
import { freshGomokuRecord, GOMOKU_CURRENT_KEY, reviveGomokuCurrent, type GomokuCurrentV1, type GomokuEnding } from './gomoku-save.js';
import { capitalise, t, type MessageKey } from './i18n.js';
import { progressText } from './progress-text.js';
import { closeEndPanel, showEndPanel } from './panels/end-panel.js';
import type { MoveItem, PlayScreen, SideModel } from './panels/play-screen.js';
import type { GomokuSetup, Preferences } from './settings.js';
import type { Sound } from './sound.js';
import { bucketKey, countGame } from './stats.js';
import { outcomeOf, undoCount } from './turn-rules.js';
import { SavedSlot } from './saved-slot.js';
import { newId } from './storage.js';

const SIDES: readonly GomokuSide[] = ['black', 'white'];
const other = (side: GomokuSide): GomokuSide => (side === 'black' ? 'white' : 'black');
const AI_TIME_MS = [0, 200, 500, 1000, 2000, 4000];
const AI_PAUSE_MS = 450;
const HINT_TIME_MS = 1500;
const LOW_TIME_MS = 20_000;

export interface GomokuControllerDeps {
  Game: GomokuGameClass;
  board: GomokuBoardApi;
  screen: PlayScreen;
  announcer: Announcer;
  sound: Sound;
  ai: GomokuAi | null;
  preferences: () => Preferences;
}

/** How the game in progress ended, whoever decided it: the engine, a resignation or the clock. */
interface Finish {
  winner: GomokuSide | null;
  reason: 'five' | 'board_full' | 'resign' | 'time';
}

/**
 * The Gomoku game flow: select → confirm, undo, restart, resign, hint, AI
 * turns, clocks, and the rule that every committed move is saved before it is
 * shown. All rules come from the engine (GomokuGame); this file only decides
 * who may act and when.
 */
export class GomokuController {
  readonly #deps: GomokuControllerDeps;
  #game!: GomokuGame;
  #record!: GomokuCurrentV1;
  readonly #slot = new SavedSlot(GOMOKU_CURRENT_KEY);
  #clock: GameClock | null = null;
  #pending: Point | null = null;
  #hint: Point | null = null;
  #thinking: { abort: AbortController; progress: string } | null = null;
  #hinting: AbortController | null = null;

  constructor(deps: GomokuControllerDeps) {
    this.#deps = deps;
  }

  /** Restores the saved game (replaying it through the engine) or starts one. Returns whether saved data had to be set aside. */
  start(fallbackSetup: GomokuSetup): { recovered: boolean } {
    const raw = this.#slot.read();
    if (raw !== null) {
      try {
        const restored = reviveGomokuCurrent(JSON.parse(raw), this.#deps.Game);
        this.#adopt(restored.record, restored.game, raw);
        this.#afterChange();
        return { recovered: false };
      } catch {
        this.#slot.setAside(raw);
        this.newGame(fallbackSetup);
        return { recovered: true };
      }
    }
    this.newGame(fallbackSetup);
    return { recovered: false };
  }

  get setup(): GomokuSetup {
    return { ...this.#record.setup };
  }

  get game(): GomokuGame {
    return this.#game;
  }

  /** Starts a fresh game with this setup; an unfinished game is simply left (it counts nothing). */
  newGame(setup: GomokuSetup, from?: GomokuGame): void {
    this.#cancelThinking();
    closeEndPanel();
    const game = from ?? new this.#deps.Game({ size: setup.size, rule: setup.rule });
    const clocks = setup.clockMinutes > 0 && !from ? GameClock.fresh(SIDES, setup.clockMinutes) : null;
    const actualSetup = { ...setup, size: game.size, rule: game.rule, clockMinutes: clocks ? setup.clockMinutes : 0 };
    const record = freshGomokuRecord(newId(), actualSetup, game, clocks);
    const previous = this.#game;
    this.#adopt(record, game, this.#slot.seen);
    // The player asked for this game: it replaces whatever is saved, even another tab's.
    this.#persist({ force: true });
    if (previous && previous !== game) previous.dispose();
    this.#deps.screen.message('');
    this.#afterChange();
  }

  restart(): void {
    this.newGame(this.#record.setup);
  }

  /** Loads a saved position (a sample or a record) as a new game, keeping the mode. */
  loadPosition(saved: GomokuSavedV1 | GomokuGame): void {
    const game = saved instanceof this.#deps.Game ? saved : this.#deps.Game.fromJSON(saved);
    this.newGame({ ...this.#record.setup, size: game.size, rule: game.rule }, game);
  }

  // ---- input -------------------------------------------------------------

  /** A tap or Enter on a point: it becomes the pending stone if the engine would accept it. */
  select(point: Point): void {
    const { screen, sound } = this.#deps;
    if (this.#isOver()) return this.#refuse(t('gameOver'));
    if (!this.#humanToMove()) return this.#refuse(t('notYourTurn'));
    const problem = this.#game.check(point);
    if (problem === 'occupied') return this.#refuse(t('occupied', { point: this.#label(point) }));
    if (problem === 'forbidden') return this.#refuse(this.#forbiddenText(point));
    if (problem) return this.#refuse(problem);
    this.#hint = null;
    screen.message('');
    if (this.#deps.preferences().tapToMove) {
      this.#commit(point);
      return;
    }
    this.#pending = point;
    sound.play('place');
    this.#render();
  }

  cancelSelection(): void {
    this.#pending = null;
    this.#render();
  }

  /** A side's Confirm: only the player whose turn it is may commit the pending stone. */
  confirm(side: GomokuSide): void {
    if (!this.#pending || this.#isOver()) return;
    const turn = this.#game.turn;
    if (side !== turn || !this.#humanToMove()) return this.#refuse(t('wrongSide', { side: t(turn) }));
    this.#commit(this.#pending);
  }

  /** Enter on the pending stone: the keyboard belongs to the side to move. */
  confirmFromBoard(): void {
    this.confirm(this.#game.turn);
  }

  // ---- controls ----------------------------------------------------------

  /** How many plies Undo takes back now (0: Undo is off). */
  undoCount(): number {
    const { mode, human } = this.#record.setup;
    return undoCount({ mode, human, over: this.#isOver(), moves: this.#game.moveCount, lastMover: this.#game.lastMove?.player ?? null });
  }

  undo(): void {
    const n = this.undoCount();
    if (n === 0) return;
    this.#cancelThinking();
    closeEndPanel();
    this.#game.undo(n);
    this.#record.ending = null;
    this.#clock?.truncate(this.#game.moveCount);
    this.#pending = null;
    this.#hint = null;
    if (!this.#persist()) return;
    this.#deps.screen.message('');
    this.#afterChange();
  }

  /** The side to move resigns (against the AI: the player). */
  resign(): void {
    if (this.#isOver()) return;
    const { mode, human } = this.#record.setup;
    const loser = mode === 'ai' ? human : this.#game.turn;
    this.#cancelThinking();
    this.#end({ winner: other(loser), reason: 'resign', atMove: this.#game.moveCount });
  }

  canHint(): boolean {
    return this.#deps.ai !== null && !this.#isOver() && this.#humanToMove() && this.#hinting === null;
  }

  /** Asks the AI for a suggestion and shows it with its reason. */
  async hint(): Promise<void> {
    const { ai, screen } = this.#deps;
    if (!ai) return screen.message(t('hintUnavailable'));
    if (!this.canHint()) return;
    const abort = new AbortController();
    this.#hinting = abort;
    const ticket = this.#ticket();
    this.#render();
    try {
      const hint = await ai.hint(this.#game.toJSON(), { signal: abort.signal, timeMs: HINT_TIME_MS });
      if (abort.signal.aborted || ticket !== this.#ticket()) return;
      this.#hint = hint.move;
      screen.message(t('hintText', { point: this.#label(hint.move), reason: hint.reason }));
    } catch (error) {
      if (!abort.signal.aborted) screen.message(t('aiFailed', { error: (error as Error).message }), 'error');
    } finally {
      if (this.#hinting === abort) this.#hinting = null;
      this.#render();
    }
  }

  // ---- persistence and other tabs ------------------------------------------

  /** Another tab wrote the current game: show its state (it is newer). Returns whether it was taken. */
  onStorage(newValue: string | null): boolean {
    if (newValue === null || newValue === this.#slot.seen) return false;
    let restored;
    try {
      restored = reviveGomokuCurrent(JSON.parse(newValue), this.#deps.Game);
    } catch {
      return false; // Not readable here; our own next write keeps the game we have.
    }
    const before = this.#game.moveCount;
    const sameGame = restored.record.id === this.#record.id;
    this.#cancelThinking();
    const previous = this.#game;
    this.#adopt(restored.record, restored.game, newValue);
    previous.dispose();
    this.#pending = null;
    const last = this.#game.lastMove;
    if (sameGame && last && this.#game.moveCount === before + 1) this.#deps.announcer.say(t('announceMove', { side: t(last.player), point: last.notation }));
    this.#afterChange({ startAi: false });
    return true;
  }

  /** Writes the clock's time so far (e.g. when the page is hidden). */
  saveNow(): void {
    if (this.#clock && !this.#isOver()) this.#persist();
  }

  /** Redraws after a preference changed. */
  refresh(): void {
    this.#render();
  }

  record(): string {
    return this.#game.toRecord();
  }

  /** Stops the clock and drops the game object (when switching to the other game). */
  dispose(): void {
    this.#cancelThinking();
    this.#clock?.stop();
    this.#game?.dispose();
  }

  // ---- internals ----------------------------------------------------------

  #adopt(record: GomokuCurrentV1, game: GomokuGame, seen: string | null): void {
    this.#clock?.stop();
    this.#game = game;
    this.#record = record;
    this.#slot.seen = seen;
    this.#pending = null;
    this.#hint = null;
    this.#clock = record.clocks
      ? new GameClock(record.clocks, () => this.#renderClocks(), (side) => this.#flag(side as GomokuSide))
      : null;
  }

  /**
   * Saves the game. Refuses (returns false) when another tab changed it
   * first (its state is then shown) or storage cannot take it.
   */
  #persist(options: { force?: boolean } = {}): boolean {
    const stored = options.force ? null : this.#slot.foreign();
    if (stored !== null) {
      if (this.onStorage(stored)) {
        this.#deps.screen.message(t('otherTab'));
        return false;
      }
      // Unreadable data from elsewhere: keep a copy, then save ours.
      this.#slot.setAside(stored);
    }
    const next: GomokuCurrentV1 = {
      ...this.#record,
      rev: this.#record.rev + 1,
      game: this.#game.toJSON(),
      clocks: this.#clock?.snapshots ?? null,
      turnElapsedMs: Math.round(this.#clock?.turnElapsed ?? 0),
    };
    try {
      this.#slot.write(next);
    } catch {
      this.#deps.screen.message(t('storageFull'), 'error');
      return false;
    }
    this.#record = next;
    return true;
  }

  /** "i8 is forbidden for Black under Renju (double-three)": the reason is the engine's verdict. */
  #forbiddenText(point: Point): string {
    const kind = this.#game.forbiddenKind(point);
    const why = kind ? t(`forbidden_${kind}`) : '';
    return t(why ? 'forbiddenWhy' : 'forbidden', { point: this.#label(point), why });
  }

  /** Plays a point for the side to move: engine first, then storage, then the screen. */
  #commit(point: Point): boolean {
    const { screen, sound, announcer } = this.#deps;
    const mover = this.#game.turn;
    let move;
    try {
      move = this.#game.place(point);
    } catch (error) {
      this.#refuse(error instanceof PinqiError && error.code === 'forbidden' ? this.#forbiddenText(point) : (error as Error).message);
      return false;
    }
    const game = this.#game;
    this.#clock?.commit(mover);
    if (!this.#persist()) {
      if (this.#game === game) {
        game.undo(1);
        this.#clock?.truncate(game.moveCount);
        this.#afterChange({ startAi: false });
      }
      return false;
    }
    this.#pending = null;
    this.#hint = null;
    screen.message('');
    sound.play('place');
    announcer.say(t('announceMove', { side: t(move.player), point: move.notation }));
    if (game.isOver) this.#finish();
    this.#afterChange();
    return true;
  }

  /** Ends the game by resignation or flag fall (the engine's own ends come from place). */
  #end(ending: GomokuEnding): void {
    this.#record.ending = ending;
    this.#clock?.stop();
    if (!this.#persist()) {
      this.#record.ending = null;
      return;
    }
    this.#finish();
    this.#afterChange();
  }

  #flag(side: GomokuSide): void {
    if (this.#isOver()) return;
    this.#cancelThinking();
    this.#end({ winner: other(side), reason: 'time', atMove: this.#game.moveCount });
  }

  #finishState(): Finish | null {
    const result = this.#game.result;
    if (result) return { winner: result.winner, reason: result.reason };
    const ending = this.#record.ending;
    return ending ? { winner: ending.winner, reason: ending.reason } : null;
  }

  #isOver(): boolean {
    return this.#finishState() !== null;
  }

  /** Counts (once per game), archives, announces and shows the end panel. */
  #finish(): void {
    const finish = this.#finishState();
    if (!finish) return;
    const { announcer, sound } = this.#deps;
    const { mode, human, level } = this.#record.setup;
    this.#clock?.stop();
    const outcome = outcomeOf(mode, human, 'black', finish.winner);
    countGame(this.#record.id, bucketKey('gomoku', mode, level), outcome);
    archiveGame({
      id: this.#record.id,
      game: 'gomoku',
      finishedAt: Date.now(),
      setup: this.#record.setup,
      moves: this.#game.toJSON().moves,
      result: { winner: finish.winner, reason: finish.reason },
    });
    const text = this.#resultText(finish);
    announcer.say(t('announceResult', { text }));
    let title = finish.winner ? t('wins', { side: t(finish.winner) }) : t('draw');
    let tone: 'win' | 'lose' | 'neutral' = 'neutral';
    if (mode === 'ai' && finish.winner) {
      tone = finish.winner === human ? 'win' : 'lose';
      title = tone === 'win' ? t('youWin') : t('youLose');
    }
    sound.play(finish.winner === null ? 'draw' : tone === 'lose' ? 'lose' : 'win');
    showEndPanel(title, capitalise(this.#reasonText(finish)), tone, () => this.restart());
  }

  #reasonText(finish: Finish): string {
    const loser = finish.winner ? t(other(finish.winner)) : '';
    if (finish.reason === 'five') return t('reason_five');
    if (finish.reason === 'board_full') return t('reason_board_full');
    return t(finish.reason === 'resign' ? 'reason_resign' : 'reason_time', { side: loser });
  }

  #resultText(finish: Finish): string {
    const result = finish.winner ? t('wins', { side: t(finish.winner) }) : t('draw');
    return t('resultLine', { result, reason: this.#reasonText(finish) });
  }

  #humanToMove(): boolean {
    const { mode, human } = this.#record.setup;
    return mode === 'two-player' || this.#game.turn === human;
  }

  #refuse(text: string): void {
    this.#deps.screen.message(text, 'error');
    this.#deps.sound.play('error');
  }

  #label(p: Point): string {
    return String.fromCharCode(97 + p.x) + String(this.#game.size - p.y);
  }

  /** Identifies the position, so late answers from the AI are dropped. */
  #ticket(): string {
    return `${this.#record.id}:${this.#game.moveCount}:${this.#record.ending ? 'end' : ''}`;
  }

  #afterChange(options: { startAi?: boolean } = {}): void {
    if (this.#clock) {
      if (this.#isOver()) this.#clock.stop();
      else this.#clock.start(this.#game.turn, this.#record.turnElapsedMs);
      this.#record.turnElapsedMs = 0;
    }
    this.#render();
    if (options.startAi !== false) void this.#aiTurn();
  }

  #cancelThinking(): void {
    this.#thinking?.abort.abort();
    this.#thinking = null;
    this.#hinting?.abort();
    this.#hinting = null;
  }

  /** Lets the AI move when it is its turn. Only the board is locked meanwhile. */
  async #aiTurn(): Promise<void> {
    const { mode, human, level } = this.#record.setup;
    if (mode !== 'ai' || this.#isOver() || this.#game.turn === human || this.#thinking) return;
    const ai = this.#deps.ai;
    if (!ai) {
      this.#deps.screen.message(t('aiUnavailable'), 'error');
      return;
    }
    const abort = new AbortController();
    this.#thinking = { abort, progress: '' };
    const ticket = this.#ticket();
    this.#render();
    try {
      const started = performance.now();
      const thought = await ai.think(this.#game.toJSON(), {
        level,
        timeMs: AI_TIME_MS[level] ?? 1000,
        signal: abort.signal,
        onProgress: (p) => {
          if (this.#thinking?.abort !== abort) return;
          this.#thinking.progress = progressText(p);
          this.#deps.screen.thinking(true, this.#thinking.progress);
        },
      });
      const rest = this.#deps.preferences().aiDelay ? AI_PAUSE_MS - (performance.now() - started) : 0;
      if (rest > 0) await pause(rest, abort.signal);
      if (abort.signal.aborted || this.#thinking?.abort !== abort || ticket !== this.#ticket()) return;
      this.#thinking = null;
      this.#commit(thought.move);
    } catch (error) {
      if (abort.signal.aborted || this.#thinking?.abort !== abort) return;
      this.#thinking = null;
      this.#deps.screen.message(t('aiFailed', { error: (error as Error)?.message ?? String(error) }), 'error');
      this.#render();
    }
  }

  #renderClocks(): void {
    if (!this.#clock) return;
    const times: Record<string, { text: string; low: boolean }> = {};
    for (const side of SIDES) {
      const ms = this.#clock.remaining(side);
      times[side] = { text: formatClock(ms), low: ms < LOW_TIME_MS };
    }
    this.#deps.screen.clocks(times);
  }

  #render(): void {
    const { board, screen, preferences } = this.#deps;
    const prefs = preferences();
    const game = this.#game;
    const { mode, human, rule, level } = this.#record.setup;
    const finish = this.#finishState();
    const over = finish !== null;
    const turn = game.turn;
    const history = game.history;
    const thinking = this.#thinking !== null;

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
      interactive: !over && !thinking && this.#humanToMove(),
      label: `${t('gomoku')} ${game.size}×${game.size}`,
    });

    if (finish) screen.status(this.#resultText(finish));
    else if (mode === 'ai' && turn === human) screen.status(t('yourMove', { side: t(turn), n: history.length + 1 }));
    else screen.status(t('toMove', { side: t(turn), n: history.length + 1 }));
    screen.thinking(thinking, this.#thinking?.progress ?? '');
    screen.info(`${t(`rule_${rule}` as MessageKey)} · ${game.size}×${game.size} · ${mode === 'ai' ? t('vsAi', { n: level }) : t('twoPlayer')}`);

    // The first player's strip sits at the near edge unless the board is flipped.
    const near: GomokuSide = mode === 'ai' ? human : prefs.flipped ? 'white' : 'black';
    const side = (s: GomokuSide): SideModel => {
      const isHuman = mode === 'two-player' || s === human;
      const ms = this.#clock?.remaining(s) ?? null;
      return {
        side: s,
        colour: s,
        name: mode === 'ai' ? (s === human ? `${t('you')} · ${t(s)}` : `${t('ai')} ${level} · ${t(s)}`) : t(s),
        clock: ms === null ? null : formatClock(ms),
        lowTime: ms !== null && ms < LOW_TIME_MS,
        active: !over && turn === s,
        confirm: isHuman && !prefs.tapToMove ? { label: t('confirmShort'), name: t('confirm', { side: t(s) }), enabled: !over && this.#pending !== null } : null,
        thinking: !isHuman && thinking,
        facesAway: mode === 'two-player' && s !== near,
      };
    };
    screen.sides(side(other(near)), side(near));

    screen.controls({ undo: this.undoCount() > 0, restart: true, resign: !over, hint: this.canHint() });
    screen.hintCard(null);
    const moves: MoveItem[] = history.map((m) => ({ number: m.index + 1, side: m.player, text: m.notation }));
    screen.moves(moves, t('noMoves'));
    screen.captured([], '');

    const body = document.body.dataset;
    body.game = 'gomoku';
    body.moves = String(history.length);
    body.turn = turn;
    body.over = String(over);
    body.thinking = String(thinking);
    body.mode = mode;
    delete body.check;
    delete body.selected;
    delete body.targets;
  }
}
