import type {
  XiangqiBoardApi,
  XiangqiEvaluation,
  XiangqiGame,
  XiangqiGameClass,
  XiangqiMove,
  XiangqiSavedV1,
  XiangqiSide,
  XiangqiSquare,
} from '../src/index.js';
import type { AiHint, XiangqiAi } from './ai-player.js';
import type { ArchivedGame } from './archive.js';
import type { ClockTimes } from './clock.js';
import { errorText, evaluationText } from './engine-text.js';
import { GameController, type ArchiveCommon, type GameControllerDeps } from './game-controller.js';
import { lang, t } from './i18n.js';
import { ask } from './panels/ask.js';
import type { HintCard, MoveItem } from './panels/play-screen.js';
import type { Preferences, XiangqiSetup } from './settings.js';
import type { SoundName } from './sound.js';
import {
  freshXiangqiRecord,
  reviveXiangqiCurrent,
  XIANGQI_CURRENT_KEY,
  type XiangqiCurrentV1,
} from './xiangqi-save.js';
import { pieceGlyph } from '../src/views/xiangqi/glyphs.js';

/** How long the AI looks at the position before it answers a draw offer. */
const DRAW_THINK_MS = 600;

type AiMove = { from: string; to: string } | string;
type FromTo = { from: XiangqiSquare; to: XiangqiSquare };

export interface XiangqiControllerDeps extends GameControllerDeps<XiangqiSavedV1, AiMove> {
  Game: XiangqiGameClass;
  board: XiangqiBoardApi;
  ai: XiangqiAi | null;
}

/** The move notation in use: the player's choice, or Chinese in Chinese and WXF in English. */
export function notationOf(prefs: Preferences): 'chinese' | 'wxf' | 'iccs' {
  return prefs.notation === 'auto' ? (lang() === 'zh' ? 'chinese' : 'wxf') : prefs.notation;
}

/**
 * The Xiangqi game flow: pick a piece (the engine lists its legal targets),
 * pick a target (the pending move), and the side to move confirms; draw
 * offers. Undo, restart, resign, hint, AI turns, clocks and saving come from
 * GameController, the same as for Gomoku; every committed move is saved
 * before it is shown.
 */
export class XiangqiController extends GameController<
  XiangqiSide,
  XiangqiGame,
  XiangqiSavedV1,
  XiangqiMove,
  XiangqiSetup,
  XiangqiCurrentV1,
  FromTo,
  AiMove
> {
  readonly #deps: XiangqiControllerDeps;
  #selected: XiangqiSquare | null = null;
  #targets: XiangqiSquare[] = [];
  #pending: FromTo | null = null;
  #hint: { from: XiangqiSquare; to: XiangqiSquare; card: HintCard } | null = null;
  /** The AI is weighing the player's draw offer. */
  #drawCheck: AbortController | null = null;

  constructor(deps: XiangqiControllerDeps) {
    super(deps, { key: XIANGQI_CURRENT_KEY, name: 'xiangqi', sides: ['red', 'black'] });
    this.#deps = deps;
  }

  /** Restart: the same start position (a puzzle restarts as the puzzle) and setup. */
  restart(): void {
    const fen = this.current.game.startFen;
    this.newGame(this.current.setup, new this.#deps.Game({ fen }));
  }

  /** Loads a position (a puzzle FEN, a saved game or a record) as a new game, keeping the mode. */
  loadPosition(source: { fen: string } | XiangqiSavedV1 | XiangqiGame): void {
    const Game = this.#deps.Game;
    const game =
      source instanceof Game ? source : 'fen' in source ? new Game({ fen: source.fen }) : Game.fromJSON(source);
    this.newGame({ ...this.current.setup, clockMinutes: 0 }, game);
  }

  record(): string {
    return this.game.toRecord(notationOf(this.#deps.preferences()));
  }

  // ---- input -------------------------------------------------------------

  /** A tap or Enter on a square: picks a piece, picks one of its targets, or clears. */
  select(square: XiangqiSquare): void {
    if (this.isOver()) return this.refuse(t('gameOver'));
    if (!this.humanToMove()) return this.refuse(t('notYourTurn'));
    const game = this.game;
    if (this.#selected && this.#targets.includes(square)) {
      this.#pending = { from: this.#selected, to: square };
      this.#deps.screen.message('');
      if (this.#deps.preferences().tapToMove) {
        this.commit(this.#pending);
        return;
      }
      this.#deps.sound.play('place');
      this.render();
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
      if (own) this.refuse(t('noLegalMove'));
      else if (piece !== null) this.refuse(t('pickOwnPiece'));
    }
    this.render();
  }

  cancelSelection(): void {
    this.clearSelection();
    this.render();
  }

  // ---- draw offers --------------------------------------------------------

  /** A draw may be offered by the side to move, while the game is on (and not while the AI thinks). */
  canOfferDraw(): boolean {
    const { mode } = this.current.setup;
    if (this.isOver() || this.thinking || this.#drawCheck || !this.humanToMove()) return false;
    return mode === 'two-player' || this.#deps.ai !== null;
  }

  /**
   * Offers a draw. Between two players the other side answers in a dialog;
   * against the AI the engine weighs the position and the AI accepts only
   * when it does not think it is ahead, saying why it declines.
   */
  async offerDraw(): Promise<void> {
    if (!this.canOfferDraw()) return;
    const { mode, human } = this.current.setup;
    const offerer = mode === 'ai' ? human : this.game.turn;
    const answerer = this.other(offerer);
    const ticket = this.ticket();
    if (mode === 'two-player') {
      const accepted = await ask(
        t('drawOfferAsk', { side: t(offerer), other: t(answerer) }),
        t('acceptDraw'),
        t('declineDraw'),
      );
      if (ticket !== this.ticket() || this.isOver()) return;
      if (accepted) this.#agreeDraw();
      else this.#deps.screen.message(t('drawDeclined', { side: t(answerer) }));
      return;
    }
    const ai = this.#deps.ai!;
    const abort = new AbortController();
    this.#drawCheck = abort;
    this.clearSelection();
    this.#deps.screen.message(t('aiConsidersDraw'));
    this.render();
    try {
      // The engine decides: the AI declines only when it sees itself clearly ahead.
      const answer = await ai.offerDraw!(this.game.toJSON(), { signal: abort.signal, timeMs: DRAW_THINK_MS });
      if (abort.signal.aborted || ticket !== this.ticket()) return;
      this.#drawCheck = null;
      if (!answer.accept) {
        this.#deps.screen.message(t('aiDeclinesDraw', { reason: evaluationText(answer.evaluation) }));
        this.render();
      } else {
        this.#agreeDraw();
      }
    } catch (error) {
      if (abort.signal.aborted) return;
      this.#deps.screen.message(t('aiFailed', { error: errorText(error) }), 'error');
    } finally {
      if (this.#drawCheck === abort) {
        this.#drawCheck = null;
        this.render();
      }
    }
  }

  #agreeDraw(): void {
    if (this.isOver()) return;
    this.cancelThinking();
    this.game.agreeDraw();
    this.clock?.stop();
    if (!this.persist()) {
      this.game.undo(0);
      this.afterChange({ startAi: false });
      return;
    }
    this.finish();
    this.afterChange();
  }

  // ---- what the shared flow asks of Xiangqi ----------------------------------

  protected revive(data: unknown): { record: XiangqiCurrentV1; game: XiangqiGame } {
    return reviveXiangqiCurrent(data, this.#deps.Game);
  }

  protected createGame(): XiangqiGame {
    return new this.#deps.Game();
  }

  protected freshRecord(
    id: string,
    setup: XiangqiSetup,
    game: XiangqiGame,
    clocks: ClockTimes[] | null,
  ): XiangqiCurrentV1 {
    return freshXiangqiRecord(id, setup, game, clocks);
  }

  protected clearSelection(): void {
    this.#selected = null;
    this.#targets = [];
    this.#pending = null;
  }

  protected clearHint(): void {
    this.#hint = null;
  }

  protected pendingMove(): FromTo | null {
    return this.#pending;
  }

  protected playMove(move: FromTo): XiangqiMove {
    return this.game.move(move.from, move.to);
  }

  protected refusalText(move: FromTo, error: unknown): string {
    return errorText(error, `${move.from}${move.to}`);
  }

  protected moveSound(move: XiangqiMove): SoundName {
    return this.game.inCheck ? 'check' : move.captured ? 'capture' : 'place';
  }

  protected announceMove(move: XiangqiMove): void {
    const text = t('announceMove', { side: t(move.player), point: move[notationOf(this.#deps.preferences())] });
    this.#deps.announcer.say(this.game.inCheck && !this.game.isOver ? `${text}, ${t('check')}` : text);
  }

  protected moveFromAi(aiMove: AiMove): FromTo {
    const move = parseAiMove(aiMove);
    if (!move) throw new Error(`unreadable move ${JSON.stringify(aiMove)}`);
    return move;
  }

  protected showHint(hint: AiHint<AiMove>): void {
    const move = this.moveFromAi(hint.move);
    const card = this.#hintCard(move, hint);
    this.#hint = { ...move, card };
    this.#deps.screen.message(''); // the hint card says it all (and is announced politely)
  }

  protected resignFor(loser: XiangqiSide): void {
    this.game.resign(loser);
    this.clock?.stop();
    if (!this.persist()) return;
    this.finish();
    this.afterChange();
  }

  protected archiveEntry(common: ArchiveCommon<XiangqiSide, XiangqiSetup>): ArchivedGame {
    const saved = this.game.toJSON();
    return { ...common, game: 'xiangqi', startFen: saved.startFen, moves: saved.moves };
  }

  protected override cancelThinking(): void {
    super.cancelThinking();
    this.#drawCheck?.abort();
    this.#drawCheck = null;
  }

  // ---- Xiangqi's own ------------------------------------------------------

  /**
   * The hint in words: the move in the chosen notation, the engine's expected
   * line in Chinese and in WXF, and its verdict on the position.
   */
  #hintCard(move: FromTo, hint: AiHint<unknown>): HintCard {
    const chinese = hint.notations?.chinese ?? [];
    const wxf = hint.notations?.wxf ?? [];
    const notation = notationOf(this.#deps.preferences());
    const first = notation === 'chinese' ? chinese[0] : notation === 'wxf' ? wxf[0] : undefined;
    const iccs = `${move.from}${move.to}`;
    const lines: HintCard['lines'] = [];
    if (chinese.length) lines.push({ notation: 'chinese', label: t('pvChinese'), text: chinese.join(' '), lang: 'zh' });
    if (wxf.length) lines.push({ notation: 'wxf', label: 'WXF', text: wxf.join(' '), lang: 'en' });
    if (!chinese.length && !wxf.length && hint.pv?.length)
      lines.push({ notation: 'iccs', label: 'ICCS', text: hint.pv.map(String).join(' '), lang: 'en' });
    return {
      title: t('hint'),
      move: first ?? iccs,
      lines,
      evaluation: evaluationText(hint.reason as XiangqiEvaluation | null),
    };
  }

  protected render(): void {
    const { board, screen, preferences } = this.#deps;
    const prefs = preferences();
    const game = this.game;
    const { mode, human } = this.current.setup;
    const finish = this.finishState();
    const over = finish !== null;
    const turn = game.turn;
    const history = game.history;
    const thinking = this.thinking !== null;
    const pieces = game.pieces();
    const inCheck = game.inCheck;
    const general = turn === 'red' ? 'K' : 'k';
    const checkSquare = inCheck ? (pieces.find((p) => p.piece === general)?.square ?? null) : null;
    const last = game.lastMove;

    board.set({
      pieces,
      orientation: prefs.flipped ? this.other(mode === 'ai' ? human : 'red') : mode === 'ai' ? human : 'red',
      selected: this.#selected,
      targets: this.#targets,
      pending: this.#pending,
      lastMove: last && { from: last.from, to: last.to },
      check: checkSquare,
      hint: this.#hint,
      coordinates: prefs.coordinates,
      theme: prefs.theme,
      interactive: !over && !thinking && this.#drawCheck === null && this.humanToMove(),
      label: t('xiangqi'),
    });

    if (finish) screen.status(this.resultText(finish));
    else screen.status(inCheck ? `${this.turnText()} · ${t('check')}` : this.turnText());
    screen.thinking(thinking, this.thinking?.progress ?? '');
    screen.info(`${t('xiangqi')} · ${this.opponentText()}`);
    this.renderSides();
    screen.controls({
      undo: this.undoCount() > 0,
      restart: true,
      resign: !over,
      hint: this.canHint(),
      'offer-draw': this.canOfferDraw(),
    });
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

    const body = this.markBody();
    body.check = String(inCheck);
    body.selected = this.#selected ?? '';
    body.targets = this.#targets.join(' ');
  }
}

/** The AI's move as from/to squares: accepts { from, to } or ICCS text ('h2e2'). */
function parseAiMove(move: unknown): FromTo | null {
  if (typeof move === 'string' && /^[a-i][0-9][a-i][0-9]$/.test(move))
    return { from: move.slice(0, 2), to: move.slice(2) };
  const m = move as { from?: unknown; to?: unknown };
  if (typeof m?.from === 'string' && typeof m.to === 'string') return { from: m.from, to: m.to };
  return null;
}
