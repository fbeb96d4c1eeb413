import type { XiangqiBoardApi, XiangqiGame, XiangqiGameClass, XiangqiMove, XiangqiSavedV1, XiangqiSide, XiangqiSquare } from '../src/index.js';
import { pause, type AiHint, type XiangqiAi } from './ai-player.js';
import { archiveGame } from './archive.js';
import type { Announcer } from './announcer.js';
import { formatClock, GameClock } from './clock.js';
import { evaluationText } from './evaluation-text.js';
import { capitalise, lang, t, type MessageKey } from './i18n.js';
import { ask } from './panels/ask.js';
import { closeEndPanel, showEndPanel } from './panels/end-panel.js';
import type { HintCard, MoveItem, PlayScreen, SideModel } from './panels/play-screen.js';
import { progressText } from './progress-text.js';
import { SavedSlot } from './saved-slot.js';
import type { Preferences, XiangqiSetup } from './settings.js';
import type { Sound } from './sound.js';
import { bucketKey, countGame } from './stats.js';
import { outcomeOf, undoCount } from './turn-rules.js';
import { newId } from './storage.js';
import { freshXiangqiRecord, reviveXiangqiCurrent, XIANGQI_CURRENT_KEY, type XiangqiCurrentV1 } from './xiangqi-save.js';
import { pieceGlyph } from '../src/views/xiangqi/glyphs.js';

const SIDES: readonly XiangqiSide[] = ['red', 'black'];
const other = (side: XiangqiSide): XiangqiSide => (side === 'red' ? 'black' : 'red');
const AI_TIME_MS = [0, 200, 500, 1000, 2000, 4000];
const AI_PAUSE_MS = 450;
const HINT_TIME_MS = 1500;
const LOW_TIME_MS = 20_000;
/** How long the AI looks at the position before it answers a draw offer. */
const DRAW_THINK_MS = 600;
/**
 * The AI accepts a draw unless the engine scores the position in its own
 * favour by more than this (the engine's own "the game is level" band).
 */
const DRAW_ACCEPT_MARGIN = 40;

export interface XiangqiControllerDeps {
  Game: XiangqiGameClass;
  board: XiangqiBoardApi;
  screen: PlayScreen;
  announcer: Announcer;
  sound: Sound;
  ai: XiangqiAi | null;
  preferences: () => Preferences;
}

interface Finish {
  winner: XiangqiSide | null;
  reason: string;
}

/** The move notation in use: the player's choice, or Chinese in Chinese and WXF in English. */
export function notationOf(prefs: Preferences): 'chinese' | 'wxf' | 'iccs' {
  return prefs.notation === 'auto' ? (lang() === 'zh' ? 'chinese' : 'wxf') : prefs.notation;
}

/**
 * The Xiangqi game flow: pick a piece (the engine lists its legal targets),
 * pick a target (the pending move), and the side to move confirms. Undo,
 * restart, resign, hint, AI turns and clocks follow the same rules as Gomoku;
 * every committed move is saved before it is shown.
 */
export class XiangqiController {
  readonly #deps: XiangqiControllerDeps;
  readonly #slot = new SavedSlot(XIANGQI_CURRENT_KEY);
  #game!: XiangqiGame;
  #record!: XiangqiCurrentV1;
  #clock: GameClock | null = null;
  #selected: XiangqiSquare | null = null;
  #targets: XiangqiSquare[] = [];
  #pending: { from: XiangqiSquare; to: XiangqiSquare } | null = null;
  #hint: { from: XiangqiSquare; to: XiangqiSquare; card: HintCard } | null = null;
  #thinking: { abort: AbortController; progress: string } | null = null;
  #hinting: AbortController | null = null;
  /** The AI is weighing the player's draw offer. */
  #drawCheck: AbortController | null = null;

  constructor(deps: XiangqiControllerDeps) {
    this.#deps = deps;
  }

  start(fallbackSetup: XiangqiSetup): { recovered: boolean } {
    const raw = this.#slot.read();
    if (raw !== null) {
      try {
        const restored = reviveXiangqiCurrent(JSON.parse(raw), this.#deps.Game);
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

  get setup(): XiangqiSetup {
    return { ...this.#record.setup };
  }

  newGame(setup: XiangqiSetup, from?: XiangqiGame): void {
    this.#cancelThinking();
    closeEndPanel();
    const game = from ?? new this.#deps.Game();
    const clocks = setup.clockMinutes > 0 && !from ? GameClock.fresh(SIDES, setup.clockMinutes) : null;
    const record = freshXiangqiRecord(newId(), { ...setup, clockMinutes: clocks ? setup.clockMinutes : 0 }, game, clocks);
    const previous = this.#game;
    this.#adopt(record, game, this.#slot.seen);
    this.#persist({ force: true });
    if (previous && previous !== game) previous.dispose();
    this.#deps.screen.message('');
    this.#afterChange();
  }

  /** Restart: the same start position (a puzzle restarts as the puzzle) and setup. */
  restart(): void {
    const fen = this.#record.game.startFen;
    this.newGame(this.#record.setup, new this.#deps.Game({ fen }));
  }

  /** Loads a position (a puzzle FEN, a saved game or a record) as a new game, keeping the mode. */
  loadPosition(source: { fen: string } | XiangqiSavedV1 | XiangqiGame): void {
    const Game = this.#deps.Game;
    const game = source instanceof Game ? source : 'fen' in source ? new Game({ fen: source.fen }) : Game.fromJSON(source);
    this.newGame({ ...this.#record.setup, clockMinutes: 0 }, game);
  }

  // ---- input -------------------------------------------------------------

  /** A tap or Enter on a square: picks a piece, picks one of its targets, or clears. */
  select(square: XiangqiSquare): void {
    if (this.#isOver()) return this.#refuse(t('gameOver'));
    if (!this.#humanToMove()) return this.#refuse(t('notYourTurn'));
    const game = this.#game;
    if (this.#selected && this.#targets.includes(square)) {
      this.#pending = { from: this.#selected, to: square };
      this.#deps.screen.message('');
      if (this.#deps.preferences().tapToMove) {
        this.#commit(this.#pending.from, this.#pending.to);
        return;
      }
      this.#deps.sound.play('place');
      this.#render();
      return;
    }
    const targets = game.legalTargets(square);
    const piece = game.pieceAt(square);
    this.#pending = null;
    this.#hint = null;
    if (targets.length > 0) {
      this.#selected = square;
      this.#targets = targets;
      this.#deps.screen.message('');
    } else {
      this.#selected = null;
      this.#targets = [];
      const own = piece !== null && (piece === piece.toUpperCase() ? 'red' : 'black') === game.turn;
      if (own) this.#refuse(t('noLegalMove'));
      else if (piece !== null) this.#refuse(t('pickOwnPiece'));
    }
    this.#render();
  }

  cancelSelection(): void {
    this.#selected = null;
    this.#targets = [];
    this.#pending = null;
    this.#render();
  }

  confirm(side: XiangqiSide): void {
    if (!this.#pending || this.#isOver()) return;
    const turn = this.#game.turn;
    if (side !== turn || !this.#humanToMove()) return this.#refuse(t('wrongSide', { side: t(turn) }));
    this.#commit(this.#pending.from, this.#pending.to);
  }

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
    this.#clearSelection();
    if (!this.#persist()) return;
    this.#deps.screen.message('');
    this.#afterChange();
  }

  resign(): void {
    if (this.#isOver()) return;
    const { mode, human } = this.#record.setup;
    const loser = mode === 'ai' ? human : this.#game.turn;
    this.#cancelThinking();
    this.#game.resign(loser);
    this.#clock?.stop();
    if (!this.#persist()) return;
    this.#finish();
    this.#afterChange();
  }

  canHint(): boolean {
    return this.#deps.ai !== null && !this.#isOver() && this.#humanToMove() && this.#hinting === null;
  }

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
      const move = parseAiMove(hint.move);
      if (!move) throw new Error(`unreadable move ${JSON.stringify(hint.move)}`);
      const card = this.#hintCard(move, hint);
      this.#hint = { ...move, card };
      screen.message(''); // the hint card says it all (and is announced politely)
    } catch (error) {
      if (!abort.signal.aborted) screen.message(t('aiFailed', { error: (error as Error).message }), 'error');
    } finally {
      if (this.#hinting === abort) this.#hinting = null;
      this.#render();
    }
  }

  /**
   * The hint in words: the move in the chosen notation, the engine's expected
   * line in Chinese and in WXF, and its verdict on the position.
   */
  #hintCard(move: { from: XiangqiSquare; to: XiangqiSquare }, hint: AiHint<unknown>): HintCard {
    const chinese = hint.notations?.chinese ?? [];
    const wxf = hint.notations?.wxf ?? [];
    const notation = notationOf(this.#deps.preferences());
    const first = notation === 'chinese' ? chinese[0] : notation === 'wxf' ? wxf[0] : undefined;
    const iccs = `${move.from}${move.to}`;
    const lines: HintCard['lines'] = [];
    if (chinese.length) lines.push({ notation: 'chinese', label: t('pvChinese'), text: chinese.join(' '), lang: 'zh' });
    if (wxf.length) lines.push({ notation: 'wxf', label: 'WXF', text: wxf.join(' '), lang: 'en' });
    if (!chinese.length && !wxf.length && hint.pv?.length) lines.push({ notation: 'iccs', label: 'ICCS', text: hint.pv.map(String).join(' '), lang: 'en' });
    return { title: t('hint'), move: first ?? iccs, lines, evaluation: evaluationText(hint.reason ?? '') };
  }

  // ---- draw offers --------------------------------------------------------

  /** A draw may be offered by the side to move, while the game is on (and not while the AI thinks). */
  canOfferDraw(): boolean {
    const { mode } = this.#record.setup;
    if (this.#isOver() || this.#thinking || this.#drawCheck || !this.#humanToMove()) return false;
    return mode === 'two-player' || this.#deps.ai !== null;
  }

  /**
   * Offers a draw. Between two players the other side answers in a dialog;
   * against the AI the engine weighs the position and the AI accepts only
   * when it does not think it is ahead, saying why it declines.
   */
  async offerDraw(): Promise<void> {
    if (!this.canOfferDraw()) return;
    const { mode, human } = this.#record.setup;
    const offerer = mode === 'ai' ? human : this.#game.turn;
    const answerer = other(offerer);
    const ticket = this.#ticket();
    if (mode === 'two-player') {
      const accepted = await ask(t('drawOfferAsk', { side: t(offerer), other: t(answerer) }), t('acceptDraw'), t('declineDraw'));
      if (ticket !== this.#ticket() || this.#isOver()) return;
      if (accepted) this.#agreeDraw();
      else this.#deps.screen.message(t('drawDeclined', { side: t(answerer) }));
      return;
    }
    const ai = this.#deps.ai!;
    const abort = new AbortController();
    this.#drawCheck = abort;
    this.#clearSelection();
    this.#deps.screen.message(t('aiConsidersDraw'));
    this.#render();
    try {
      const view = await ai.hint(this.#game.toJSON(), { signal: abort.signal, timeMs: DRAW_THINK_MS });
      if (abort.signal.aborted || ticket !== this.#ticket()) return;
      // The score is from the side to move (the player who offers); the AI's view is its negation.
      const aiScore = -(view.score ?? 0);
      this.#drawCheck = null;
      if (aiScore > DRAW_ACCEPT_MARGIN) {
        this.#deps.screen.message(t('aiDeclinesDraw', { reason: evaluationText(view.reason ?? '') }));
        this.#render();
      } else {
        this.#agreeDraw();
      }
    } catch (error) {
      if (abort.signal.aborted) return;
      this.#deps.screen.message(t('aiFailed', { error: (error as Error)?.message ?? String(error) }), 'error');
    } finally {
      if (this.#drawCheck === abort) {
        this.#drawCheck = null;
        this.#render();
      }
    }
  }

  #agreeDraw(): void {
    if (this.#isOver()) return;
    this.#cancelThinking();
    this.#game.agreeDraw();
    this.#clock?.stop();
    if (!this.#persist()) {
      this.#game.undo(0);
      this.#afterChange({ startAi: false });
      return;
    }
    this.#finish();
    this.#afterChange();
  }

  onStorage(newValue: string | null): boolean {
    if (newValue === null || newValue === this.#slot.seen) return false;
    let restored;
    try {
      restored = reviveXiangqiCurrent(JSON.parse(newValue), this.#deps.Game);
    } catch {
      return false;
    }
    const before = this.#game.moveCount;
    const sameGame = restored.record.id === this.#record.id;
    this.#cancelThinking();
    const previous = this.#game;
    this.#adopt(restored.record, restored.game, newValue);
    previous.dispose();
    const last = this.#game.lastMove;
    if (sameGame && last && this.#game.moveCount === before + 1) this.#announceMove(last);
    this.#afterChange({ startAi: false });
    return true;
  }

  saveNow(): void {
    if (this.#clock && !this.#isOver()) this.#persist();
  }

  refresh(): void {
    this.#render();
  }

  record(): string {
    return this.#game.toRecord(notationOf(this.#deps.preferences()));
  }

  /** Stops the clock and drops the game object (when switching to the other game). */
  dispose(): void {
    this.#cancelThinking();
    this.#clock?.stop();
    this.#game?.dispose();
  }

  // ---- internals ----------------------------------------------------------

  #adopt(record: XiangqiCurrentV1, game: XiangqiGame, seen: string | null): void {
    this.#clock?.stop();
    this.#game = game;
    this.#record = record;
    this.#slot.seen = seen;
    this.#clearSelection();
    this.#hint = null;
    this.#clock = record.clocks ? new GameClock(record.clocks, () => this.#renderClocks(), (side) => this.#flag(side as XiangqiSide)) : null;
  }

  #clearSelection(): void {
    this.#selected = null;
    this.#targets = [];
    this.#pending = null;
  }

  #persist(options: { force?: boolean } = {}): boolean {
    const stored = options.force ? null : this.#slot.foreign();
    if (stored !== null) {
      if (this.onStorage(stored)) {
        this.#deps.screen.message(t('otherTab'));
        return false;
      }
      this.#slot.setAside(stored);
    }
    const next: XiangqiCurrentV1 = {
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

  #commit(from: XiangqiSquare, to: XiangqiSquare): boolean {
    const mover = this.#game.turn;
    let move: XiangqiMove;
    try {
      move = this.#game.move(from, to);
    } catch (error) {
      this.#refuse((error as Error).message);
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
    this.#hint = null;
    this.#deps.screen.message('');
    this.#deps.sound.play(game.inCheck ? 'check' : move.captured ? 'capture' : 'place');
    this.#announceMove(move);
    if (this.#isOver()) this.#finish();
    this.#afterChange();
    return true;
  }

  #announceMove(move: XiangqiMove): void {
    const text = t('announceMove', { side: t(move.player), point: move[notationOf(this.#deps.preferences())] });
    this.#deps.announcer.say(this.#game.inCheck && !this.#game.isOver ? `${text}, ${t('check')}` : text);
  }

  #flag(side: XiangqiSide): void {
    if (this.#isOver()) return;
    this.#cancelThinking();
    this.#record.ending = { winner: other(side), reason: 'time', atMove: this.#game.moveCount };
    if (!this.#persist()) {
      this.#record.ending = null;
      return;
    }
    this.#finish();
    this.#afterChange();
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

  #finish(): void {
    const finish = this.#finishState();
    if (!finish) return;
    const { mode, human, level } = this.#record.setup;
    this.#clock?.stop();
    const outcome = outcomeOf(mode, human, 'red', finish.winner);
    countGame(this.#record.id, bucketKey('xiangqi', mode, level), outcome);
    const saved = this.#game.toJSON();
    archiveGame({
      id: this.#record.id,
      game: 'xiangqi',
      finishedAt: Date.now(),
      setup: this.#record.setup,
      startFen: saved.startFen,
      moves: saved.moves,
      result: { winner: finish.winner, reason: finish.reason },
    });
    const text = this.#resultText(finish);
    this.#deps.announcer.say(t('announceResult', { text }));
    let title = finish.winner ? t('wins', { side: t(finish.winner) }) : t('draw');
    let tone: 'win' | 'lose' | 'neutral' = 'neutral';
    if (mode === 'ai' && finish.winner) {
      tone = finish.winner === human ? 'win' : 'lose';
      title = tone === 'win' ? t('youWin') : t('youLose');
    }
    this.#deps.sound.play(finish.winner === null ? 'draw' : tone === 'lose' ? 'lose' : 'win');
    showEndPanel(title, capitalise(this.#reasonText(finish)), tone, () => this.restart());
  }

  #reasonText(finish: Finish): string {
    const loser = finish.winner ? t(other(finish.winner)) : '';
    const key = `reason_${finish.reason}` as MessageKey;
    return finish.reason === 'resign' || finish.reason === 'time' ? t(key, { side: loser }) : t(key);
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

  #ticket(): string {
    return `${this.#record.id}:${this.#game.moveCount}:${this.#isOver() ? 'end' : ''}`;
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
    this.#drawCheck?.abort();
    this.#drawCheck = null;
  }

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
      const move = parseAiMove(thought.move);
      if (!move) throw new Error(`unreadable move ${JSON.stringify(thought.move)}`);
      this.#commit(move.from, move.to);
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
    const { mode, human, level } = this.#record.setup;
    const finish = this.#finishState();
    const over = finish !== null;
    const turn = game.turn;
    const history = game.history;
    const thinking = this.#thinking !== null;
    const pieces = game.pieces();
    const inCheck = game.inCheck;
    const general = turn === 'red' ? 'K' : 'k';
    const checkSquare = inCheck ? (pieces.find((p) => p.piece === general)?.square ?? null) : null;
    const last = game.lastMove;

    board.set({
      pieces,
      orientation: prefs.flipped ? other(mode === 'ai' ? human : 'red') : mode === 'ai' ? human : 'red',
      selected: this.#selected,
      targets: this.#targets,
      pending: this.#pending,
      lastMove: last && { from: last.from, to: last.to },
      check: checkSquare,
      hint: this.#hint,
      coordinates: prefs.coordinates,
      theme: prefs.theme,
      interactive: !over && !thinking && this.#drawCheck === null && this.#humanToMove(),
      label: t('xiangqi'),
    });

    const n = history.length + 1;
    if (finish) screen.status(this.#resultText(finish));
    else {
      const base = mode === 'ai' && turn === human ? t('yourMove', { side: t(turn), n }) : t('toMove', { side: t(turn), n });
      screen.status(inCheck ? `${base} · ${t('check')}` : base);
    }
    screen.thinking(thinking, this.#thinking?.progress ?? '');
    screen.info(`${t('xiangqi')} · ${mode === 'ai' ? t('vsAi', { n: level }) : t('twoPlayer')}`);

    const near: XiangqiSide = mode === 'ai' ? human : prefs.flipped ? 'black' : 'red';
    const side = (s: XiangqiSide): SideModel => {
      const isHuman = mode === 'two-player' || s === human;
      const ms = this.#clock?.remaining(s) ?? null;
      return {
        side: s,
        colour: s === 'red' ? 'red' : 'black',
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
    screen.controls({ undo: this.undoCount() > 0, restart: true, resign: !over, hint: this.canHint(), 'offer-draw': this.canOfferDraw() });
    screen.hintCard(this.#hint?.card ?? null);

    const notation = notationOf(prefs);
    const moves: MoveItem[] = history.map((m, i) => ({
      number: m.player === 'red' || i === 0 ? Math.floor(i / 2) + 1 : null,
      side: m.player,
      text: m[notation],
    }));
    screen.moves(moves, t('noMoves'));
    screen.captured(
      game.captured.map((p) => ({ glyph: pieceGlyph(p), side: p === p.toUpperCase() ? 'red' : 'black' })),
      t('capturedLabel'),
    );

    const body = document.body.dataset;
    body.game = 'xiangqi';
    body.moves = String(history.length);
    body.turn = turn;
    body.over = String(over);
    body.thinking = String(thinking);
    body.mode = mode;
    body.check = String(inCheck);
    body.selected = this.#selected ?? '';
    body.targets = this.#targets.join(' ');
  }
}

/** The AI's move as from/to squares: accepts { from, to } or ICCS text ('h2e2'). */
function parseAiMove(move: unknown): { from: XiangqiSquare; to: XiangqiSquare } | null {
  if (typeof move === 'string' && /^[a-i][0-9][a-i][0-9]$/.test(move)) return { from: move.slice(0, 2), to: move.slice(2) };
  const m = move as { from?: unknown; to?: unknown };
  if (typeof m?.from === 'string' && typeof m.to === 'string') return { from: m.from, to: m.to };
  return null;
}
