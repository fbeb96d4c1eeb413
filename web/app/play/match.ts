import type { AiProgress, AiThinkResult, XiangqiDrawCode, XiangqiEvaluation } from 'pinqi/ai';
import {
  engineCode,
  type EngineCode,
  type GameAdapter,
  type GameTypes,
  type OpeningView,
  type Refusal,
} from './adapter.js';
import { pause, type MatchAi } from './ai.js';
import { GameClock } from './clock.js';
import { freshCurrent, reviveCurrent, type AppEnding, type CurrentGame } from './saved-game.js';
import { countsAsPlayed, outcomeOf, undoCount, type Outcome } from './turn-rules.js';

/** The AI's thinking time (ms) at each of the engine's levels (AI_LEVELS); the level's own limits apply too. */
export const AI_TIME_MS: Readonly<Record<number, number>> = { 1: 200, 2: 500, 3: 1000, 4: 2000 };
/** With `aiDelay`, the AI never answers faster than this, so its move can be seen coming. */
const AI_PAUSE_MS = 450;
const HINT_TIME_MS = 1500;

/** How the game ended, whoever decided it: the engine, a resignation or the clock. */
export interface Finish<Side extends string = string> {
  winner: Side | null;
  reason: string;
}

/** A finished game, as the store counts and archives it. */
export interface FinishedGame<T extends GameTypes> {
  kind: T['kind'];
  id: string;
  setup: T['setup'];
  result: Finish<T['side']>;
  saved: T['saved'];
  outcome: Outcome;
  /** Whether the player made a move (see countsAsPlayed): only such games are counted and archived. */
  played: boolean;
}

/** Something the player should be told, as a code the UI puts into words. */
export type Notice =
  | { code: 'other_tab' }
  | { code: 'storage_full' }
  | { code: 'ai_unavailable' }
  | { code: 'hint_unavailable' }
  | { code: 'ai_failed'; cause: EngineCode }
  /**
   * `why`: the engine's code when the AI declined ('too_early', 'better'; null: the other
   * player did); `evaluation`: the engine's verdict on the position when it searched.
   */
  | {
      code: 'draw_declined';
      side: string;
      why: Exclude<XiangqiDrawCode, 'accept'> | null;
      evaluation: XiangqiEvaluation | null;
    };

/** What changed; the UI redraws on 'changed' and words the others. */
export type MatchChange<T extends GameTypes> =
  | { type: 'changed' }
  | { type: 'clock' }
  | { type: 'moved'; move: T['played']; by: 'player' | 'ai' | 'tab' }
  | { type: 'ended'; finish: Finish<T['side']> }
  | { type: 'refused'; refusal: Refusal }
  | { type: 'notice'; notice: Notice };

/**
 * Where the game in progress is kept (store/saved-game.ts in the app, memory
 * in tests): the match reads and writes it, in the form of play/saved-game.ts.
 */
export interface MatchSlot {
  seen: string | null;
  read(): string | null;
  foreign(): string | null;
  write(record: unknown): void;
  setAside(raw: string): void;
}

export interface MatchDeps<T extends GameTypes> {
  adapter: GameAdapter<T>;
  slot: MatchSlot;
  ai: MatchAi<T> | null;
  /** Called once each time a game ends; the store counts a game only once, by its id. */
  onFinished: (game: FinishedGame<T>) => void;
  /** The player's choices the flow follows. */
  options: () => { aiDelay: boolean; tapToMove: boolean };
  /** A new game id (random in the app, predictable in tests). */
  newId: () => string;
  /** Milliseconds for the clocks and the AI's pause; performance.now() unless given. */
  now?: () => number;
}

export type MatchRecord<T extends GameTypes> = CurrentGame<T['side'], T['setup'], T['saved']>;

/**
 * One game at the table, with no DOM: select → confirm, commit (engine, then
 * storage, then the listeners), undo, resign, draw offers, the end of the
 * game, AI turns and hints, clocks, and other tabs' changes. Everything
 * shown is read from here (see ui/play-presenter.ts); every rule comes from the
 * engine through the game's adapter.
 */
export class Match<T extends GameTypes> {
  readonly adapter: GameAdapter<T>;
  readonly #deps: MatchDeps<T>;
  readonly #listeners = new Set<(change: MatchChange<T>) => void>();
  #game!: T['game'];
  #record!: MatchRecord<T>;
  #clock: GameClock | null = null;
  #selection: T['selection'];
  #thinking: { abort: AbortController; progress: AiProgress<unknown> | null } | null = null;
  #hinting: AbortController | null = null;
  #hint: { move: T['move']; result: AiThinkResult<unknown> } | null = null;
  #drawCheck: AbortController | null = null;
  #disposed = false;
  readonly #now: () => number;

  constructor(deps: MatchDeps<T>) {
    this.#deps = deps;
    this.#now = deps.now ?? (() => performance.now());
    this.adapter = deps.adapter;
    this.#selection = deps.adapter.noSelection;
  }

  // ---- what is shown ---------------------------------------------------------

  get game(): T['game'] {
    return this.#game;
  }

  get setup(): T['setup'] {
    return this.#record.setup;
  }

  get id(): string {
    return this.#record.id;
  }

  get selection(): T['selection'] {
    return this.#selection;
  }

  /** The picked move waiting for Confirm. */
  get pending(): T['move'] | null {
    return this.adapter.pendingMove(this.#selection);
  }

  /** The AI is choosing its move: its best line so far, once it has one. */
  get thinking(): { progress: AiProgress<unknown> | null } | null {
    return this.#thinking && { progress: this.#thinking.progress };
  }

  get hinting(): boolean {
    return this.#hinting !== null;
  }

  get hint(): { move: T['move']; result: AiThinkResult<unknown> } | null {
    return this.#hint;
  }

  /** The AI is weighing the player's draw offer. */
  get weighingDraw(): boolean {
    return this.#drawCheck !== null;
  }

  get ai(): boolean {
    return this.#deps.ai !== null;
  }

  get finish(): Finish<T['side']> | null {
    const result = this.#game.result;
    if (result) return { winner: result.winner as T['side'] | null, reason: result.reason };
    const ending = this.#record.ending;
    return ending ? { winner: ending.winner, reason: ending.reason } : null;
  }

  get over(): boolean {
    return this.finish !== null;
  }

  /** Milliseconds left for a side, or null without clocks. */
  timeLeft(side: T['side']): number | null {
    return this.#clock ? this.#clock.remaining(side) : null;
  }

  /** Whether a person (not the AI) plays this side. */
  isHuman(side: T['side']): boolean {
    return this.#record.setup.mode === 'two-player' || side === this.human;
  }

  /** The side the player plays against the AI (a fair opening may have swapped the setup's). */
  get human(): T['side'] {
    const start = this.#record.setup.human as T['side'];
    return this.adapter.opening ? this.adapter.opening.sideOf(this.#game, start) : start;
  }

  /** The side whose player acts now: while a fair opening runs, its actor; else the side to move. */
  get actor(): T['side'] {
    return this.adapter.opening ? this.adapter.opening.actor(this.#game) : (this.#game.turn as T['side']);
  }

  /** What a running fair opening waits for, for the screen; null without one or once it is over. */
  get openingView(): OpeningView | null {
    return this.adapter.opening?.view(this.#game) ?? null;
  }

  /** Whether a fair opening still runs (its steps come before ordinary moves). */
  get inOpening(): boolean {
    return this.adapter.opening?.running(this.#game) ?? false;
  }

  humanToMove(): boolean {
    return this.isHuman(this.actor);
  }

  /** Whether the board takes taps now. */
  get accepting(): boolean {
    return !this.over && this.#thinking === null && this.#drawCheck === null && this.humanToMove();
  }

  /** Whether this side's Confirm would commit the pending move now. */
  canConfirm(side: T['side']): boolean {
    return this.accepting && side === this.actor && this.pending !== null;
  }

  /** How many plies Undo takes back now (0: Undo is off); see turn-rules.ts. */
  undoCount(): number {
    // openings: while the opening runs, Undo takes back its steps (see undo)
    const { mode } = this.#record.setup;
    if (this.adapter.opening?.lastStepInOpening(this.#game)) {
      const mine = mode === 'two-player' || this.adapter.opening.hasActed(this.#game, this.#record.setup.human);
      return mine && this.#game.moveCount > 0 ? 1 : 0;
    }
    const human = this.human;
    const last = this.#game.lastMove as T['played'] | null;
    return undoCount({ mode, human, moves: this.#game.moveCount, lastMover: last?.player ?? null });
  }

  canHint(): boolean {
    // openings: the AI's hint is a move, not an opening step
    return this.#deps.ai !== null && this.accepting && this.#hinting === null && !this.inOpening;
  }

  /** A draw may be offered by the side to move, while the game is on (and not while the AI thinks). */
  canOfferDraw(): boolean {
    if (!this.adapter.agreeDraw || !this.accepting) return false;
    return this.#record.setup.mode === 'two-player' || this.#deps.ai !== null;
  }

  /** Whether the game has moves a new game would throw away (it is not over, so it is not archived). */
  hasUnfinishedMoves(): boolean {
    return !this.over && this.#game.moveCount > 0;
  }

  subscribe(listener: (change: MatchChange<T>) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  // ---- starting and replacing the game -----------------------------------

  /** Restores the saved game (replaying it through the engine) or starts one. Returns whether saved data had to be set aside. */
  start(fallbackSetup: T['setup']): { recovered: boolean } {
    const raw = this.#deps.slot.read();
    if (raw !== null) {
      try {
        const restored = reviveCurrent(JSON.parse(raw), this.adapter);
        this.#adopt(restored.record, restored.game, raw);
        this.#afterChange();
        return { recovered: false };
      } catch {
        this.#deps.slot.setAside(raw);
        this.newGame(fallbackSetup);
        return { recovered: true };
      }
    }
    this.newGame(fallbackSetup);
    return { recovered: false };
  }

  /**
   * Starts a fresh game with this setup, from a given game (a loaded record
   * or sample) if any. An unfinished game is replaced (it counts nothing).
   * Clocks run only from a game's first move.
   */
  newGame(setup: T['setup'], from?: T['game']): void {
    this.#cancelThinking();
    const game = from ?? this.adapter.create(setup);
    const fitted = this.adapter.fitSetup(setup, game);
    const timed = fitted.clockMinutes > 0 && game.moveCount === 0;
    const clocks = timed ? GameClock.fresh(this.adapter.sides, fitted.clockMinutes) : null;
    const record = freshCurrent<T['side'], T['setup'], T['saved']>(
      this.adapter.kind,
      this.#deps.newId(),
      { ...fitted, clockMinutes: timed ? fitted.clockMinutes : 0 },
      game.toJSON() as T['saved'],
      clocks,
    );
    const previous = this.#game as T['game'] | undefined;
    this.#adopt(record, game, this.#deps.slot.seen);
    // The player asked for this game: it replaces whatever is saved, even another tab's.
    this.#persist({ force: true });
    if (previous && previous !== game) previous.dispose();
    this.#afterChange();
  }

  /** The same game again from its start, with the same setup. */
  restart(): void {
    this.newGame(this.#record.setup, this.adapter.restart(this.#game));
  }

  /** A new game from the same start with the colours swapped (two players: the near side changes hands). */
  rematch(): void {
    const setup = this.#record.setup;
    this.newGame({ ...setup, human: this.#other(setup.human) }, this.adapter.restart(this.#game));
  }

  // ---- input -----------------------------------------------------------------

  /** A tap (or Enter) on a cell: the engine says what it picks; a whole move waits for Confirm (or plays at once with tap-to-move). */
  select(cell: T['cell']): void {
    if (this.over) return this.#refuse({ code: 'game_over' });
    if (!this.humanToMove() || this.#thinking) return this.#refuse({ code: 'not_your_turn' });
    const picked = this.adapter.select(this.#game, this.#selection, cell);
    this.#selection = picked.selection;
    this.#hint = null;
    if (picked.refusal) this.#refuse(picked.refusal);
    if (picked.complete && this.#deps.options().tapToMove) {
      const move = this.pending;
      if (move !== null) {
        if (this.inOpening) return this.confirm(this.actor);
        this.#commit(move, 'player');
        return;
      }
    }
    this.#emit({ type: 'changed' });
  }

  /** A dragged piece or stone dropped on a cell: the same as tapping where it started, then where it landed. */
  drop(from: T['cell'] | null, to: T['cell']): void {
    if (from !== null) {
      this.#selection = this.adapter.noSelection;
      const picked = this.adapter.select(this.#game, this.#selection, from);
      if (picked.refusal || picked.complete) return this.select(from);
      this.#selection = picked.selection;
    }
    this.select(to);
  }

  cancelSelection(): void {
    this.#selection = this.adapter.noSelection;
    this.#emit({ type: 'changed' });
  }

  /** A side's Confirm: only the side to move commits the pending move. */
  confirm(side: T['side']): void {
    if (!this.canConfirm(side)) return;
    if (this.inOpening) return this.#openingStep(() => this.adapter.opening!.confirm(this.#game, this.pending!));
    this.#commit(this.pending!, 'player');
  }

  /** Enter on the pending move: the keyboard belongs to the side to move. */
  confirmFromBoard(): void {
    this.confirm(this.actor);
  }

  // ---- controls ----------------------------------------------------------

  undo(): void {
    const n = this.undoCount();
    if (n === 0) return;
    this.#cancelThinking();
    if (this.adapter.opening?.lastStepInOpening(this.#game)) return this.#undoOpening();
    this.#game.undo(n);
    this.#record.ending = null;
    this.#clock?.truncate(this.#game.moveCount);
    this.#clearSelection();
    if (!this.#persist()) return;
    this.#afterChange();
  }

  /** The side to move resigns (against the AI: the player). */
  resign(): void {
    if (this.over) return;
    const { mode } = this.#record.setup;
    const loser = mode === 'ai' ? this.human : this.actor;
    this.#cancelThinking();
    if (this.adapter.resign(this.#game, loser)) {
      this.#clock?.stop();
      if (!this.#persist()) return;
      this.#finish();
      this.#afterChange();
    } else {
      this.#endBy({ winner: this.#other(loser), reason: 'resign', atMove: this.#game.moveCount });
    }
  }

  /** Asks the AI for a suggestion; it shows as `hint` until the position changes. */
  async askHint(): Promise<void> {
    const ai = this.#deps.ai;
    if (!ai) return this.#notify({ code: 'hint_unavailable' });
    if (!this.canHint()) return;
    const abort = new AbortController();
    this.#hinting = abort;
    const ticket = this.#ticket();
    this.#emit({ type: 'changed' });
    try {
      const result = await ai.hint(this.#saved(), { signal: abort.signal, timeMs: HINT_TIME_MS });
      if (abort.signal.aborted || result.cancelled || ticket !== this.#ticket()) return;
      this.#hint = { move: this.adapter.moveFromAi(result.move), result };
    } catch (error) {
      if (!abort.signal.aborted) this.#notify({ code: 'ai_failed', cause: engineCode(error) });
    } finally {
      if (this.#hinting === abort) {
        this.#hinting = null;
        this.#emit({ type: 'changed' });
      }
    }
  }

  /**
   * Offers a draw for the side to move (against the AI: the player). Between
   * two players `askOther(offerer, answerer)` asks the other side; against the
   * AI the engine answers (ai.offerDraw): it declines before the 30th ply
   * (unless the position is a dead draw) and when it sees itself ahead.
   */
  async offerDraw(askOther: (offerer: T['side'], answerer: T['side']) => Promise<boolean>): Promise<void> {
    if (!this.canOfferDraw()) return;
    const { mode, human } = this.#record.setup;
    const offerer = mode === 'ai' ? human : this.#game.turn;
    const answerer = this.#other(offerer);
    const ticket = this.#ticket();
    if (mode === 'two-player') {
      const accepted = await askOther(offerer, answerer);
      if (ticket !== this.#ticket() || this.over) return;
      if (accepted) this.#agreeDraw();
      else this.#notify({ code: 'draw_declined', side: answerer, why: null, evaluation: null });
      return;
    }
    const abort = new AbortController();
    this.#drawCheck = abort;
    this.#clearSelection();
    this.#emit({ type: 'changed' });
    try {
      // The engine decides (in the package's own time for it), and says why as a code.
      const answer = await this.#deps.ai!.offerDraw(this.#saved(), { signal: abort.signal });
      if (abort.signal.aborted || ticket !== this.#ticket()) return;
      this.#drawCheck = null;
      if (answer.code === 'accept') this.#agreeDraw();
      else this.#notify({ code: 'draw_declined', side: answerer, why: answer.code, evaluation: answer.evaluation });
    } catch (error) {
      if (!abort.signal.aborted) this.#notify({ code: 'ai_failed', cause: engineCode(error) });
    } finally {
      if (this.#drawCheck === abort) this.#drawCheck = null;
      this.#emit({ type: 'changed' });
    }
  }

  // ---- persistence and other tabs ------------------------------------------

  /** Another tab wrote this game's slot: show its state (it is newer). Returns whether it was taken. */
  onStorage(newValue: string | null): boolean {
    if (newValue === null || newValue === this.#deps.slot.seen) return false;
    let restored;
    try {
      restored = reviveCurrent(JSON.parse(newValue), this.adapter);
    } catch {
      return false; // Not readable here; our own next write keeps the game we have.
    }
    const before = this.#game.moveCount;
    const sameGame = restored.record.id === this.#record.id;
    this.#cancelThinking();
    const previous = this.#game;
    this.#adopt(restored.record, restored.game, newValue);
    previous.dispose();
    const last = this.#game.lastMove as T['played'] | null;
    if (sameGame && last && this.#game.moveCount === before + 1) this.#emit({ type: 'moved', move: last, by: 'tab' });
    this.#afterChange({ startAi: false });
    return true;
  }

  /** Writes the clock's time so far (e.g. when the page is hidden). */
  saveNow(): void {
    if (this.#clock && !this.over) this.#persist();
  }

  /** The game record text in the given notation. */
  record(notation: string): string {
    return this.adapter.record(this.#game, notation);
  }

  /** Stops the clock and the AI and drops the game object. */
  dispose(): void {
    this.#disposed = true;
    this.#cancelThinking();
    this.#clock?.stop();
    this.#game?.dispose();
    this.#listeners.clear();
  }

  // ---- internals ----------------------------------------------------------

  #emit(change: MatchChange<T>): void {
    if (this.#disposed) return;
    for (const listener of [...this.#listeners]) listener(change);
  }

  /** The game in the engine's saved form (what is stored, and what the AI is asked about). */
  #saved(): T['saved'] {
    return this.#game.toJSON() as T['saved'];
  }

  #notify(notice: Notice): void {
    this.#emit({ type: 'notice', notice });
  }

  #refuse(refusal: Refusal): void {
    this.#emit({ type: 'refused', refusal });
  }

  #other(side: T['side']): T['side'] {
    const [first, second] = this.adapter.sides;
    return side === first ? second : first;
  }

  #clearSelection(): void {
    this.#selection = this.adapter.noSelection;
    this.#hint = null;
  }

  #adopt(record: MatchRecord<T>, game: T['game'], seen: string | null): void {
    this.#clock?.stop();
    this.#game = game;
    this.#record = record;
    this.#deps.slot.seen = seen;
    this.#clearSelection();
    this.#clock = record.clocks
      ? new GameClock(
          record.clocks,
          () => this.#emit({ type: 'clock' }),
          (side) => this.#flag(side as T['side']),
          this.#now,
        )
      : null;
  }

  /**
   * Saves the game. Refuses (returns false) when another tab changed it
   * first (its state is then shown) or storage cannot take it.
   */
  #persist(options: { force?: boolean } = {}): boolean {
    const slot = this.#deps.slot;
    const stored = options.force ? null : slot.foreign();
    if (stored !== null) {
      if (this.onStorage(stored)) {
        this.#notify({ code: 'other_tab' });
        return false;
      }
      // Unreadable data from elsewhere: keep a copy, then save ours.
      slot.setAside(stored);
    }
    const next: MatchRecord<T> = {
      ...this.#record,
      rev: this.#record.rev + 1,
      game: this.#saved(),
      clocks: this.#clock?.snapshots ?? null,
      turnElapsedMs: Math.round(this.#clock?.turnElapsed ?? 0),
    };
    try {
      slot.write(next);
    } catch {
      this.#notify({ code: 'storage_full' });
      return false;
    }
    this.#record = next;
    return true;
  }

  /** Plays a move for the side to move: engine first, then storage, then the listeners. */
  #commit(move: T['move'], by: 'player' | 'ai'): boolean {
    const mover = this.#game.turn;
    let played: T['played'];
    try {
      played = this.adapter.play(this.#game, move);
    } catch (error) {
      this.#refuse(this.adapter.refusalOf(this.#game, move, error));
      this.#emit({ type: 'changed' });
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
    this.#clearSelection();
    this.#emit({ type: 'moved', move: played, by });
    if (this.over) this.#finish();
    this.#afterChange();
    return true;
  }

  /** Ends the game by an end the engine does not decide (a flag fall, a Gomoku resignation). */
  #endBy(ending: AppEnding<T['side']>): void {
    this.#record.ending = ending;
    this.#clock?.stop();
    if (!this.#persist()) {
      this.#record.ending = null;
      return;
    }
    this.#finish();
    this.#afterChange();
  }

  #flag(side: T['side']): void {
    if (this.over) return;
    this.#cancelThinking();
    this.#endBy({ winner: this.#other(side), reason: 'time', atMove: this.#game.moveCount });
  }

  #agreeDraw(): void {
    if (this.over || !this.adapter.agreeDraw) return;
    this.#cancelThinking();
    this.adapter.agreeDraw(this.#game);
    this.#clock?.stop();
    if (!this.#persist()) {
      this.#game.undo(0);
      this.#afterChange({ startAi: false });
      return;
    }
    this.#finish();
    this.#afterChange();
  }

  /** Hands the finished game to the store (which counts it once) and tells the listeners. */
  #finish(): void {
    const finish = this.finish;
    if (!finish) return;
    const { mode } = this.#record.setup;
    const human = this.human;
    const sides = this.adapter.sides;
    this.#clock?.stop();
    const movers = (this.#game.history as T['played'][]).map((m) => m.player);
    this.#deps.onFinished({
      kind: this.adapter.kind,
      id: this.#record.id,
      setup: this.#record.setup,
      result: finish,
      saved: this.#saved(),
      outcome: outcomeOf(mode, human, sides[0], finish.winner),
      played: countsAsPlayed(mode, human, movers),
    });
    this.#emit({ type: 'ended', finish });
  }

  /** Identifies the position, so late answers from the AI are dropped. */
  #ticket(): string {
    return `${this.#record.id}:${this.#game.moveCount}:${this.over ? 'end' : ''}`;
  }

  /** Starts or stops the clock for the new position, tells the listeners, and lets the AI move if it is its turn. */
  #afterChange(options: { startAi?: boolean } = {}): void {
    if (this.#clock) {
      if (this.over) this.#clock.stop();
      else this.#clock.start(this.actor, this.#record.turnElapsedMs);
      this.#record.turnElapsedMs = 0;
    }
    this.#emit({ type: 'changed' });
    if (options.startAi !== false) void this.#aiTurn();
  }

  // ---- fair openings ----------------------------------------------------------

  /** The acting player's choice in a fair opening: 'black', 'white' or 'place-two'. */
  chooseOpening(choice: string): void {
    if (!this.inOpening || !this.accepting) return;
    this.#openingStep(() => {
      this.adapter.opening!.choose(this.#game, choice);
      return null;
    });
  }

  /** One opening step by the player: the engine takes it or refuses; then storage, then the listeners. */
  #openingStep(step: () => T['played'] | null): void {
    let played: T['played'] | null;
    const mover = this.actor;
    try {
      played = step();
    } catch (error) {
      this.#clearSelection();
      this.#refuse({ code: 'engine', ...engineCode(error) });
      this.#emit({ type: 'changed' });
      return;
    }
    this.#afterOpeningStep(played ? [played] : [], 'player', mover);
  }

  /** After an opening step: storage (a refusal there has been told), then the listeners. */
  #afterOpeningStep(played: T['played'][], by: 'player' | 'ai', mover: T['side']): void {
    if (played.length > 0) this.#clock?.commit(mover);
    if (!this.#persist()) {
      this.#afterChange({ startAi: false });
      return;
    }
    this.#clearSelection();
    for (const move of played) this.#emit({ type: 'moved', move, by });
    if (this.over) this.#finish();
    this.#afterChange();
  }

  /** Undo in a fair opening: one step between two players; against the AI, back to the player's step. */
  #undoOpening(): void {
    const hooks = this.adapter.opening!;
    const againstAi = this.#record.setup.mode === 'ai';
    let undone = hooks.undo(this.#game);
    while (undone && againstAi && this.actor !== this.human && this.#game.moveCount > 0)
      undone = hooks.undo(this.#game);
    this.#record.ending = null;
    this.#clock?.truncate(this.#game.moveCount);
    this.#clearSelection();
    if (!this.#persist()) return;
    this.#afterChange();
  }

  /** The AI's step in a fair opening, decided by the engine (ai.openingMove). */
  async #aiOpening(ai: MatchAi<T>, timeMs: number): Promise<void> {
    const abort = new AbortController();
    const thinking: { abort: AbortController; progress: AiProgress<unknown> | null } = { abort, progress: null };
    this.#thinking = thinking;
    const ticket = this.#openingTicket();
    this.#emit({ type: 'changed' });
    try {
      const started = this.#now();
      const step = await this.adapter.opening!.aiDecide(this.#game, ai, { timeMs, signal: abort.signal });
      const rest = this.#deps.options().aiDelay ? AI_PAUSE_MS - (this.#now() - started) : 0;
      if (rest > 0) await pause(rest, abort.signal);
      if (abort.signal.aborted || this.#thinking !== thinking || ticket !== this.#openingTicket()) return;
      this.#thinking = null;
      if (step === null) return this.#notify({ code: 'ai_unavailable' });
      const mover = this.actor;
      let played: T['played'][];
      try {
        played = this.adapter.opening!.applyAi(this.#game, step);
      } catch (error) {
        this.#notify({ code: 'ai_failed', cause: engineCode(error) });
        this.#emit({ type: 'changed' });
        return;
      }
      this.#afterOpeningStep(played, 'ai', mover);
    } catch (error) {
      if (abort.signal.aborted || this.#thinking !== thinking) return;
      this.#thinking = null;
      this.#notify({ code: 'ai_failed', cause: engineCode(error) });
      this.#emit({ type: 'changed' });
    }
  }

  /** The position and the opening's decisions, so a late answer from the AI is dropped. */
  #openingTicket(): string {
    return `${this.#ticket()}:${JSON.stringify(this.#game.toJSON())}`;
  }

  #cancelThinking(): void {
    this.#thinking?.abort.abort();
    this.#thinking = null;
    this.#hinting?.abort();
    this.#hinting = null;
    this.#drawCheck?.abort();
    this.#drawCheck = null;
  }

  /** Lets the AI move when it is its turn. Only the board is locked meanwhile. */
  async #aiTurn(): Promise<void> {
    const { mode, level } = this.#record.setup;
    if (mode !== 'ai' || this.over || this.actor === this.human || this.#thinking || this.#disposed) return;
    const ai = this.#deps.ai;
    if (!ai) return this.#notify({ code: 'ai_unavailable' });
    if (this.inOpening) return this.#aiOpening(ai, AI_TIME_MS[level] ?? 1000);
    const abort = new AbortController();
    const thinking: { abort: AbortController; progress: AiProgress<unknown> | null } = { abort, progress: null };
    this.#thinking = thinking;
    const ticket = this.#ticket();
    this.#emit({ type: 'changed' });
    try {
      const started = this.#now();
      const thought = await ai.think(this.#saved(), {
        level,
        timeMs: AI_TIME_MS[level] ?? 1000,
        signal: abort.signal,
        onProgress: (progress) => {
          if (this.#thinking !== thinking) return;
          thinking.progress = progress;
          this.#emit({ type: 'changed' });
        },
      });
      const rest = this.#deps.options().aiDelay ? AI_PAUSE_MS - (this.#now() - started) : 0;
      if (rest > 0) await pause(rest, abort.signal);
      if (abort.signal.aborted || thought.cancelled || this.#thinking !== thinking || ticket !== this.#ticket()) return;
      this.#thinking = null;
      this.#commit(this.adapter.moveFromAi(thought.move), 'ai');
    } catch (error) {
      if (abort.signal.aborted || this.#thinking !== thinking) return;
      this.#thinking = null;
      this.#notify({ code: 'ai_failed', cause: engineCode(error) });
      this.#emit({ type: 'changed' });
    }
  }
}
