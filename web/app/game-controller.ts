import { pause, type AiHint, type AiPlayer } from './ai-player.js';
import { archiveGame, type ArchivedGame } from './archive.js';
import type { Announcer } from './announcer.js';
import { formatClock, GameClock, type ClockTimes } from './clock.js';
import { errorText } from './engine-text.js';
import { capitalise, t, type MessageKey } from './i18n.js';
import { closeEndPanel, showEndPanel } from './panels/end-panel.js';
import type { PlayScreen, SideModel } from './panels/play-screen.js';
import { progressText } from './progress-text.js';
import { SavedSlot } from './saved-slot.js';
import type { GameMode, Preferences } from './settings.js';
import type { Sound, SoundName } from './sound.js';
import { bucketKey, countGame } from './stats.js';
import { newId } from './storage.js';
import { outcomeOf, undoCount } from './turn-rules.js';

const AI_TIME_MS = [0, 200, 500, 1000, 2000, 4000];
const AI_PAUSE_MS = 450;
const HINT_TIME_MS = 1500;
const LOW_TIME_MS = 20_000;

/** What the shared game flow needs from an engine game (GomokuGame, XiangqiGame). */
export interface ControlledGame<Side extends string, Saved, Played extends { player: Side }> {
  readonly turn: Side;
  readonly moveCount: number;
  readonly lastMove: Played | null;
  readonly result: { winner: Side | null; reason: string } | null;
  undo(n?: number): void;
  toJSON(): Saved;
  dispose(): void;
}

/** The setup fields the shared flow reads. */
export interface ControlledSetup<Side extends string> {
  mode: GameMode;
  level: number;
  human: Side;
  clockMinutes: number;
}

/** An end the engine does not decide (a flag fall, a Gomoku resignation). */
export interface AppEnding<Side extends string> {
  winner: Side;
  reason: string;
  atMove: number;
}

/** The saved game in progress, as both games store it (see gomoku-save.ts, xiangqi-save.ts). */
export interface CurrentGameRecord<Side extends string, Setup, Saved> {
  id: string;
  rev: number;
  setup: Setup;
  game: Saved;
  clocks: ClockTimes[] | null;
  turnElapsedMs: number;
  ending: AppEnding<Side> | null;
}

/** How the game in progress ended, whoever decided it: the engine, a resignation or the clock. */
export interface Finish<Side extends string> {
  winner: Side | null;
  reason: string;
}

/** What the shared flow uses from the page: the screen, sound, announcer, AI and preferences. */
export interface GameControllerDeps<Saved, AiMove> {
  screen: PlayScreen;
  announcer: Announcer;
  sound: Sound;
  ai: AiPlayer<Saved, AiMove> | null;
  preferences: () => Preferences;
}

/** The parts of an archive entry every game has; each game adds its moves. */
export type ArchiveCommon<Side extends string, Setup> = {
  id: string;
  finishedAt: number;
  setup: Setup;
  result: Finish<Side>;
};

/** Which game a controller plays, as the shared flow needs to know it. */
export interface GameKind<Side extends string> {
  /** The saved-game key in storage. */
  key: string;
  /** The game's name in stats and the archive. */
  name: 'gomoku' | 'xiangqi';
  /** Both sides, first player first. */
  sides: readonly [Side, Side];
}

/**
 * The game flow both games share: restoring and saving the game in progress
 * (every committed move is saved before it is shown, and another tab's newer
 * state wins), undo, resign, clocks, AI turns and hints, and the end of the
 * game (stats, archive, end panel). Each game adds how a move is picked,
 * played, announced and drawn.
 *
 * Type parameters: the sides, the engine game with its saved form and its
 * played move, the setup, the saved record, the move the player or the AI
 * commits, and the AI's move as it answers.
 */
export abstract class GameController<
  Side extends string,
  Game extends ControlledGame<Side, Saved, Played>,
  Saved,
  Played extends { player: Side },
  Setup extends ControlledSetup<Side>,
  Current extends CurrentGameRecord<Side, Setup, Saved>,
  Move,
  AiMove,
> {
  protected readonly services: GameControllerDeps<Saved, AiMove>;
  protected readonly kind: GameKind<Side>;
  protected readonly slot: SavedSlot;
  protected game!: Game;
  protected current!: Current;
  protected clock: GameClock | null = null;
  protected thinking: { abort: AbortController; progress: string } | null = null;
  protected hinting: AbortController | null = null;

  constructor(deps: GameControllerDeps<Saved, AiMove>, kind: GameKind<Side>) {
    this.services = deps;
    this.kind = kind;
    this.slot = new SavedSlot(kind.key);
  }

  // ---- what each game supplies --------------------------------------------

  /** Reads a saved record, replaying it through the engine; throws on anything wrong. */
  protected abstract revive(data: unknown): { record: Current; game: Game };
  /** A new game for this setup (when no position is given). */
  protected abstract createGame(setup: Setup): Game;
  /** A fresh record for a new game (the setup's clock is already settled). */
  protected abstract freshRecord(id: string, setup: Setup, game: Game, clocks: ClockTimes[] | null): Current;
  /** Clears the selection and pending move (Gomoku: also the hint). */
  protected abstract clearSelection(): void;
  protected abstract clearHint(): void;
  /** Plays the move in the engine; throws when the engine refuses it. */
  protected abstract playMove(move: Move): Played;
  /** Why the engine refused this move, in words for the player. */
  protected abstract refusalText(move: Move, error: unknown): string;
  protected abstract moveSound(played: Played): SoundName;
  protected abstract announceMove(played: Played): void;
  /** The AI's answer as a move to commit; throws when it is unreadable. */
  protected abstract moveFromAi(move: AiMove): Move;
  /** Shows the AI's suggestion; throws when it is unreadable. */
  protected abstract showHint(hint: AiHint<AiMove>): void;
  /** The side gives up (already checked: the game is on and thinking is cancelled). */
  protected abstract resignFor(loser: Side): void;
  protected abstract archiveEntry(common: ArchiveCommon<Side, Setup>): ArchivedGame;
  protected abstract render(): void;
  abstract restart(): void;

  // ---- starting and replacing the game -----------------------------------

  /** Restores the saved game (replaying it through the engine) or starts one. Returns whether saved data had to be set aside. */
  start(fallbackSetup: Setup): { recovered: boolean } {
    const raw = this.slot.read();
    if (raw !== null) {
      try {
        const restored = this.revive(JSON.parse(raw));
        this.adopt(restored.record, restored.game, raw);
        this.afterChange();
        return { recovered: false };
      } catch {
        this.slot.setAside(raw);
        this.newGame(fallbackSetup);
        return { recovered: true };
      }
    }
    this.newGame(fallbackSetup);
    return { recovered: false };
  }

  get setup(): Setup {
    return { ...this.current.setup };
  }

  /** Starts a fresh game with this setup (from a given position, if any); an unfinished game is simply left (it counts nothing). */
  newGame(setup: Setup, from?: Game): void {
    this.cancelThinking();
    closeEndPanel();
    const game = from ?? this.createGame(setup);
    const clocks = setup.clockMinutes > 0 && !from ? GameClock.fresh(this.kind.sides, setup.clockMinutes) : null;
    const record = this.freshRecord(newId(), { ...setup, clockMinutes: clocks ? setup.clockMinutes : 0 }, game, clocks);
    const previous = this.game;
    this.adopt(record, game, this.slot.seen);
    // The player asked for this game: it replaces whatever is saved, even another tab's.
    this.persist({ force: true });
    if (previous && previous !== game) previous.dispose();
    this.services.screen.message('');
    this.afterChange();
  }

  // ---- confirming the pending move --------------------------------------------

  /** A side's Confirm: only the player whose turn it is may commit the pending move. */
  confirm(side: Side): void {
    const pending = this.pendingMove();
    if (!pending || this.isOver()) return;
    const turn = this.game.turn;
    if (side !== turn || !this.humanToMove()) return this.refuse(t('wrongSide', { side: t(turn as MessageKey) }));
    this.commit(pending);
  }

  /** Enter on the pending move: the keyboard belongs to the side to move. */
  confirmFromBoard(): void {
    this.confirm(this.game.turn);
  }

  // ---- controls ----------------------------------------------------------

  /** How many plies Undo takes back now (0: Undo is off). */
  undoCount(): number {
    const { mode, human } = this.current.setup;
    return undoCount({
      mode,
      human,
      over: this.isOver(),
      moves: this.game.moveCount,
      lastMover: this.game.lastMove?.player ?? null,
    });
  }

  undo(): void {
    const n = this.undoCount();
    if (n === 0) return;
    this.cancelThinking();
    closeEndPanel();
    this.game.undo(n);
    this.current.ending = null;
    this.clock?.truncate(this.game.moveCount);
    this.clearSelection();
    if (!this.persist()) return;
    this.services.screen.message('');
    this.afterChange();
  }

  /** The side to move resigns (against the AI: the player). */
  resign(): void {
    if (this.isOver()) return;
    const { mode, human } = this.current.setup;
    const loser = mode === 'ai' ? human : this.game.turn;
    this.cancelThinking();
    this.resignFor(loser);
  }

  canHint(): boolean {
    return this.services.ai !== null && !this.isOver() && this.humanToMove() && this.hinting === null;
  }

  /** Asks the AI for a suggestion and shows it. */
  async hint(): Promise<void> {
    const { ai, screen } = this.services;
    if (!ai) return screen.message(t('hintUnavailable'));
    if (!this.canHint()) return;
    const abort = new AbortController();
    this.hinting = abort;
    const ticket = this.ticket();
    this.render();
    try {
      const hint = await ai.hint(this.game.toJSON(), { signal: abort.signal, timeMs: HINT_TIME_MS });
      if (abort.signal.aborted || ticket !== this.ticket()) return;
      this.showHint(hint);
    } catch (error) {
      if (!abort.signal.aborted) screen.message(t('aiFailed', { error: errorText(error) }), 'error');
    } finally {
      if (this.hinting === abort) this.hinting = null;
      this.render();
    }
  }

  // ---- persistence and other tabs ------------------------------------------

  /** Another tab wrote the current game: show its state (it is newer). Returns whether it was taken. */
  onStorage(newValue: string | null): boolean {
    if (newValue === null || newValue === this.slot.seen) return false;
    let restored;
    try {
      restored = this.revive(JSON.parse(newValue));
    } catch {
      return false; // Not readable here; our own next write keeps the game we have.
    }
    const before = this.game.moveCount;
    const sameGame = restored.record.id === this.current.id;
    this.cancelThinking();
    const previous = this.game;
    this.adopt(restored.record, restored.game, newValue);
    previous.dispose();
    const last = this.game.lastMove;
    if (sameGame && last && this.game.moveCount === before + 1) this.announceMove(last);
    this.afterChange({ startAi: false });
    return true;
  }

  /** Writes the clock's time so far (e.g. when the page is hidden). */
  saveNow(): void {
    if (this.clock && !this.isOver()) this.persist();
  }

  /** Redraws after a preference changed. */
  refresh(): void {
    this.render();
  }

  /** Stops the clock and drops the game object (when switching to the other game). */
  dispose(): void {
    this.cancelThinking();
    this.clock?.stop();
    this.game?.dispose();
  }

  // ---- internals ----------------------------------------------------------

  protected adopt(record: Current, game: Game, seen: string | null): void {
    this.clock?.stop();
    this.game = game;
    this.current = record;
    this.slot.seen = seen;
    this.clearSelection();
    this.clearHint();
    this.clock = record.clocks
      ? new GameClock(
          record.clocks,
          () => this.renderClocks(),
          (side) => this.flag(side as Side),
        )
      : null;
  }

  /**
   * Saves the game. Refuses (returns false) when another tab changed it
   * first (its state is then shown) or storage cannot take it.
   */
  protected persist(options: { force?: boolean } = {}): boolean {
    const stored = options.force ? null : this.slot.foreign();
    if (stored !== null) {
      if (this.onStorage(stored)) {
        this.services.screen.message(t('otherTab'));
        return false;
      }
      // Unreadable data from elsewhere: keep a copy, then save ours.
      this.slot.setAside(stored);
    }
    const next: Current = {
      ...this.current,
      rev: this.current.rev + 1,
      game: this.game.toJSON(),
      clocks: this.clock?.snapshots ?? null,
      turnElapsedMs: Math.round(this.clock?.turnElapsed ?? 0),
    };
    try {
      this.slot.write(next);
    } catch {
      this.services.screen.message(t('storageFull'), 'error');
      return false;
    }
    this.current = next;
    return true;
  }

  /** Plays a move for the side to move: engine first, then storage, then the screen. */
  protected commit(move: Move): boolean {
    const { screen, sound } = this.services;
    const mover = this.game.turn;
    let played: Played;
    try {
      played = this.playMove(move);
    } catch (error) {
      this.refuse(this.refusalText(move, error));
      return false;
    }
    const game = this.game;
    this.clock?.commit(mover);
    if (!this.persist()) {
      if (this.game === game) {
        game.undo(1);
        this.clock?.truncate(game.moveCount);
        this.afterChange({ startAi: false });
      }
      return false;
    }
    this.clearSelection();
    this.clearHint();
    screen.message('');
    sound.play(this.moveSound(played));
    this.announceMove(played);
    if (this.isOver()) this.finish();
    this.afterChange();
    return true;
  }

  /** Ends the game by an end the engine does not decide (a flag fall, a Gomoku resignation). */
  protected endBy(ending: AppEnding<Side>): void {
    this.current.ending = ending;
    this.clock?.stop();
    if (!this.persist()) {
      this.current.ending = null;
      return;
    }
    this.finish();
    this.afterChange();
  }

  protected flag(side: Side): void {
    if (this.isOver()) return;
    this.cancelThinking();
    this.endBy({ winner: this.other(side), reason: 'time', atMove: this.game.moveCount });
  }

  protected other(side: Side): Side {
    const [first, second] = this.kind.sides;
    return side === first ? second : first;
  }

  protected finishState(): Finish<Side> | null {
    const result = this.game.result;
    if (result) return { winner: result.winner, reason: result.reason };
    const ending = this.current.ending;
    return ending ? { winner: ending.winner, reason: ending.reason } : null;
  }

  protected isOver(): boolean {
    return this.finishState() !== null;
  }

  /** Counts (once per game), archives, announces and shows the end panel. */
  protected finish(): void {
    const finish = this.finishState();
    if (!finish) return;
    const { announcer, sound } = this.services;
    const { mode, human, level } = this.current.setup;
    this.clock?.stop();
    const outcome = outcomeOf(mode, human, this.kind.sides[0], finish.winner);
    countGame(this.current.id, bucketKey(this.kind.name, mode, level), outcome);
    archiveGame(
      this.archiveEntry({
        id: this.current.id,
        finishedAt: Date.now(),
        setup: this.current.setup,
        result: { winner: finish.winner, reason: finish.reason },
      }),
    );
    const text = this.resultText(finish);
    announcer.say(t('announceResult', { text }));
    let title = finish.winner ? t('wins', { side: t(finish.winner as MessageKey) }) : t('draw');
    let tone: 'win' | 'lose' | 'neutral' = 'neutral';
    if (mode === 'ai' && finish.winner) {
      tone = finish.winner === human ? 'win' : 'lose';
      title = tone === 'win' ? t('youWin') : t('youLose');
    }
    sound.play(finish.winner === null ? 'draw' : tone === 'lose' ? 'lose' : 'win');
    showEndPanel(title, capitalise(this.reasonText(finish)), tone, () => this.restart());
  }

  protected reasonText(finish: Finish<Side>): string {
    const loser = finish.winner ? t(this.other(finish.winner) as MessageKey) : '';
    const key = `reason_${finish.reason}` as MessageKey;
    return finish.reason === 'resign' || finish.reason === 'time' ? t(key, { side: loser }) : t(key);
  }

  protected resultText(finish: Finish<Side>): string {
    const result = finish.winner ? t('wins', { side: t(finish.winner as MessageKey) }) : t('draw');
    return t('resultLine', { result, reason: this.reasonText(finish) });
  }

  protected humanToMove(): boolean {
    const { mode, human } = this.current.setup;
    return mode === 'two-player' || this.game.turn === human;
  }

  protected refuse(text: string): void {
    this.services.screen.message(text, 'error');
    this.services.sound.play('error');
  }

  /** Identifies the position, so late answers from the AI are dropped. */
  protected ticket(): string {
    return `${this.current.id}:${this.game.moveCount}:${this.isOver() ? 'end' : ''}`;
  }

  /** Starts or stops the clock for the new position, redraws, and lets the AI move if it is its turn. */
  protected afterChange(options: { startAi?: boolean } = {}): void {
    if (this.clock) {
      if (this.isOver()) this.clock.stop();
      else this.clock.start(this.game.turn, this.current.turnElapsedMs);
      this.current.turnElapsedMs = 0;
    }
    this.render();
    if (options.startAi !== false) void this.aiTurn();
  }

  protected cancelThinking(): void {
    this.thinking?.abort.abort();
    this.thinking = null;
    this.hinting?.abort();
    this.hinting = null;
  }

  /** Lets the AI move when it is its turn. Only the board is locked meanwhile. */
  protected async aiTurn(): Promise<void> {
    const { mode, human, level } = this.current.setup;
    if (mode !== 'ai' || this.isOver() || this.game.turn === human || this.thinking) return;
    const ai = this.services.ai;
    if (!ai) {
      this.services.screen.message(t('aiUnavailable'), 'error');
      return;
    }
    const abort = new AbortController();
    this.thinking = { abort, progress: '' };
    const ticket = this.ticket();
    this.render();
    try {
      const started = performance.now();
      const thought = await ai.think(this.game.toJSON(), {
        level,
        timeMs: AI_TIME_MS[level] ?? 1000,
        signal: abort.signal,
        onProgress: (p) => {
          if (this.thinking?.abort !== abort) return;
          this.thinking.progress = progressText(p);
          this.services.screen.thinking(true, this.thinking.progress);
        },
      });
      const rest = this.services.preferences().aiDelay ? AI_PAUSE_MS - (performance.now() - started) : 0;
      if (rest > 0) await pause(rest, abort.signal);
      if (abort.signal.aborted || this.thinking?.abort !== abort || ticket !== this.ticket()) return;
      this.thinking = null;
      this.commit(this.moveFromAi(thought.move));
    } catch (error) {
      if (abort.signal.aborted || this.thinking?.abort !== abort) return;
      this.thinking = null;
      this.services.screen.message(t('aiFailed', { error: errorText(error) }), 'error');
      this.render();
    }
  }

  // ---- drawing the shared parts ---------------------------------------------

  protected renderClocks(): void {
    if (!this.clock) return;
    const times: Record<string, { text: string; low: boolean }> = {};
    for (const side of this.kind.sides) {
      const ms = this.clock.remaining(side);
      times[side] = { text: formatClock(ms), low: ms < LOW_TIME_MS };
    }
    this.services.screen.clocks(times);
  }

  /** "Your move" or "Black to move", with the move number. */
  protected turnText(): string {
    const { mode, human } = this.current.setup;
    const turn = this.game.turn;
    const n = this.game.moveCount + 1;
    return mode === 'ai' && turn === human
      ? t('yourMove', { side: t(turn as MessageKey), n })
      : t('toMove', { side: t(turn as MessageKey), n });
  }

  /** "vs AI 3" or "Two players". */
  protected opponentText(): string {
    const { mode, level } = this.current.setup;
    return mode === 'ai' ? t('vsAi', { n: level }) : t('twoPlayer');
  }

  /** Both players' strips, the first player's at the near edge unless the board is flipped. */
  protected renderSides(): void {
    const prefs = this.services.preferences();
    const { mode, human, level } = this.current.setup;
    const over = this.isOver();
    const thinking = this.thinking !== null;
    const turn = this.game.turn;
    const [first, second] = this.kind.sides;
    const near: Side = mode === 'ai' ? human : prefs.flipped ? second : first;
    const side = (s: Side): SideModel => {
      const isHuman = mode === 'two-player' || s === human;
      const ms = this.clock?.remaining(s) ?? null;
      const name = t(s as MessageKey);
      return {
        side: s,
        colour: s as SideModel['colour'],
        name: mode === 'ai' ? (s === human ? `${t('you')} · ${name}` : `${t('ai')} ${level} · ${name}`) : name,
        clock: ms === null ? null : formatClock(ms),
        lowTime: ms !== null && ms < LOW_TIME_MS,
        active: !over && turn === s,
        confirm:
          isHuman && !prefs.tapToMove
            ? {
                label: t('confirmShort'),
                name: t('confirm', { side: name }),
                enabled: !over && this.pendingMove() !== null,
              }
            : null,
        thinking: !isHuman && thinking,
        facesAway: mode === 'two-player' && s !== near,
      };
    };
    this.services.screen.sides(side(this.other(near)), side(near));
  }

  /** The picked move waiting for Confirm, if any. */
  protected abstract pendingMove(): Move | null;

  /** The page's data attributes the tests and styles read. */
  protected markBody(): DOMStringMap {
    const body = document.body.dataset;
    body.game = this.kind.name;
    body.moves = String(this.game.moveCount);
    body.turn = this.game.turn;
    body.over = String(this.isOver());
    body.thinking = String(this.thinking !== null);
    body.mode = this.current.setup.mode;
    return body;
  }
}
