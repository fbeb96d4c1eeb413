import type { GameTypes, Refusal } from './adapter.js';
import type { Finish } from './match.js';
import type { TableGame } from './review.js';
import { canRedo, canUndo, playMove, redoMove, undoMove, variationFrom, type Variation } from './variation.js';

/** How many best lines the analysis board shows. */
export const ANALYSIS_LINES = 3;
/** Gomoku scores beyond this are forced wins or losses (web/src/ai/lines.ts). */
const GOMOKU_FORCED_SCORE = 29000;

/** One line of the engine's evaluate() stream, as the package gives it (pinqi/ai's AiLineOf); `M` its move. */
interface EngineLine<M> {
  move: M;
  score: number;
  /** Xiangqi: full moves to mate, > 0 for the side to move. */
  mate?: number;
  pv: M[];
}

/**
 * The analysis stream: exactly the package's `ai.evaluate(position, options)`
 * (or a test double). Aborting the signal stops it.
 */
export type Evaluator<T extends GameTypes> = (
  position: T['saved'],
  options: {
    multiPv: number;
    signal: AbortSignal;
    onProgress: (lines: { depth: number; lines: EngineLine<T['aiMove']>[] }) => void;
    /** The last depth (none: until the signal stops it). */
    maxDepth?: number;
  },
) => Promise<unknown>;

/** A best line, read through the engine: its moves as the game writes them, its score for the side to move. */
export interface AnalysisLine<T extends GameTypes> {
  /** The line's first move, as the board plays it. */
  first: T['move'];
  /** The line replayed on a copy of the position (as far as the engine takes it). */
  moves: T['played'][];
  /** The side to move's view (Xiangqi centipawns; Gomoku the engine's units). */
  score: number;
  /** A forced win or loss for the side to move, when the engine proved one. */
  forced: 'win' | 'loss' | null;
  /** Xiangqi: full moves to mate (> 0 the side to move mates), else 0. */
  mate: number;
}

/** Where the engine's analysis of the shown position stands. */
export type AnalysisState<T extends GameTypes> =
  | { status: 'off' }
  | { status: 'over' }
  | { status: 'unavailable' }
  | { status: 'running'; depth: number; side: T['side']; lines: AnalysisLine<T>[] };

/** The saved form's parts the analysis copies: the moves, and an ending that does not belong to an earlier ply. */
interface SavedLine {
  moves: unknown[];
  ending?: unknown;
}

/**
 * The saved form of a game cut at `ply`: the same start, the first `ply`
 * moves, and no ending (a resignation or agreement came later). The copy the
 * analysis board starts from; the game it comes from is not touched.
 */
export function savedAtPly<Saved>(saved: Saved, ply: number): Saved {
  const { ending: _ending, ...rest } = saved as Saved & SavedLine;
  return { ...rest, moves: (saved as SavedLine).moves.slice(0, ply) } as Saved;
}

export interface AnalysisDeps<T extends GameTypes> {
  adapter: TableGame<T>['adapter'];
  /** The position to analyse, in the engine's saved form (a copy: see savedAtPly). */
  start: T['saved'];
  setup: T['setup'];
  /** The stream of best lines, or null when there is no AI. */
  evaluate: Evaluator<T> | null;
  /** With tap-to-move, a complete tap plays at once (as at the table). */
  tapToMove: () => boolean;
}

/**
 * The analysis board, with no DOM: a copy of a position where the player
 * plays a variation (select → confirm, undo and redo) while the engine's best
 * lines stream in for the shown position. The stream restarts whenever the
 * position changes and stops on dispose. Nothing here touches the match, its
 * history or its saved slot. It shows like a table game (TableGame) so the
 * table's board and words draw it.
 */
export class Analysis<T extends GameTypes> implements TableGame<T> {
  readonly adapter: TableGame<T>['adapter'];
  readonly setup: T['setup'];
  readonly thinking = null;
  readonly hint = null;
  readonly hinting = false;
  readonly weighingDraw = false;
  readonly #deps: AnalysisDeps<T>;
  readonly #listeners = new Set<() => void>();
  #game: T['game'];
  #variation: Variation<T['saved'], T['move']>;
  #selection: T['selection'];
  #refusal: Refusal | null = null;
  #state: AnalysisState<T> = { status: 'off' };
  #stream: AbortController | null = null;
  #disposed = false;

  /** Replays the start through the engine (throws when it does not replay) and starts the analysis. */
  constructor(deps: AnalysisDeps<T>) {
    this.#deps = deps;
    this.adapter = deps.adapter;
    this.setup = deps.setup;
    this.#game = deps.adapter.fromSaved(deps.start);
    this.#variation = variationFrom(deps.start);
    this.#selection = deps.adapter.noSelection;
    this.#analyse();
  }

  // ---- what is shown ---------------------------------------------------------

  get game(): T['game'] {
    return this.#game;
  }

  get variation(): Variation<T['saved'], T['move']> {
    return this.#variation;
  }

  get selection(): T['selection'] {
    return this.#selection;
  }

  get pending(): T['move'] | null {
    return this.adapter.pendingMove(this.#selection);
  }

  /** Why the last tap or move was refused (cleared by the next one). */
  get refusal(): Refusal | null {
    return this.#refusal;
  }

  get analysis(): AnalysisState<T> {
    return this.#state;
  }

  get finish(): Finish<T['side']> | null {
    const result = this.#game.result;
    return result ? { winner: result.winner as T['side'] | null, reason: result.reason } : null;
  }

  get over(): boolean {
    return this.#game.result !== null;
  }

  /** Both sides are played here, whoever plays them in the game. */
  get accepting(): boolean {
    return !this.over;
  }

  timeLeft(): null {
    return null;
  }

  isHuman(): boolean {
    return true;
  }

  canConfirm(side: T['side']): boolean {
    return this.accepting && side === this.#game.turn && this.pending !== null;
  }

  canUndo(): boolean {
    return canUndo(this.#variation);
  }

  canRedo(): boolean {
    return canRedo(this.#variation);
  }

  undoCount(): number {
    return this.canUndo() ? 1 : 0;
  }

  canHint(): boolean {
    return false;
  }

  canOfferDraw(): boolean {
    return false;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  // ---- input -----------------------------------------------------------------

  /** A tap: the engine says what it picks, as at the table; a whole move waits for Confirm. */
  select(cell: T['cell']): void {
    this.#refusal = null;
    if (this.over) {
      this.#refusal = { code: 'game_over' };
      return this.#emit();
    }
    const picked = this.adapter.select(this.#game, this.#selection, cell);
    this.#selection = picked.selection;
    this.#refusal = picked.refusal;
    if (picked.complete && this.#deps.tapToMove()) return this.confirm();
    this.#emit();
  }

  cancelSelection(): void {
    this.#selection = this.adapter.noSelection;
    this.#emit();
  }

  /** Plays the pending move on the analysis board (the variation's next move). */
  confirm(): void {
    const move = this.pending;
    if (move === null || this.over) return;
    try {
      this.adapter.play(this.#game, move);
    } catch (error) {
      this.#refusal = this.adapter.refusalOf(this.#game, move, error);
      this.#selection = this.adapter.noSelection;
      return this.#emit();
    }
    this.#variation = playMove(this.#variation, move);
    this.#moved();
  }

  /** One move back in the variation (never into the game it came from). */
  undo(): void {
    if (!this.canUndo()) return;
    this.#game.undo(1);
    this.#variation = undoMove(this.#variation);
    this.#moved();
  }

  /** The move undo took back, played again through the engine. */
  redo(): void {
    if (!this.canRedo()) return;
    this.adapter.play(this.#game, this.#variation.moves[this.#variation.cursor]);
    this.#variation = redoMove(this.#variation);
    this.#moved();
  }

  /** A new engine game of the shown position and the line that led to it (for "play from here"); the caller owns it. */
  copy(): T['game'] {
    return this.adapter.fromSaved(this.#game.toJSON());
  }

  /** Stops the analysis and frees the engine game. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#stop();
    this.#listeners.clear();
    this.#game.dispose();
  }

  // ---- the engine's lines ----------------------------------------------------

  #moved(): void {
    this.#selection = this.adapter.noSelection;
    this.#refusal = null;
    this.#analyse();
    this.#emit();
  }

  #stop(): void {
    this.#stream?.abort();
    this.#stream = null;
  }

  /** (Re)starts the stream for the shown position; the previous one is aborted through its signal. */
  #analyse(): void {
    this.#stop();
    const evaluate = this.#deps.evaluate;
    if (this.over) return void (this.#state = { status: 'over' });
    if (!evaluate) return void (this.#state = { status: 'unavailable' });
    const stream = new AbortController();
    this.#stream = stream;
    const side = this.#game.turn as T['side'];
    this.#state = { status: 'running', depth: 0, side, lines: [] };
    const position = this.#game.toJSON() as T['saved'];
    const current = (): boolean => this.#stream === stream && !stream.signal.aborted;
    evaluate(position, {
      multiPv: ANALYSIS_LINES,
      signal: stream.signal,
      onProgress: ({ depth, lines }) => {
        if (!current()) return;
        this.#state = { status: 'running', depth, side, lines: this.#read(lines) };
        this.#emit();
      },
    }).catch(() => {
      if (!current()) return;
      this.#state = { status: 'unavailable' };
      this.#emit();
    });
  }

  /** The engine's lines, each replayed on a copy of the position so the game's own notation can write it. */
  #read(lines: EngineLine<T['aiMove']>[]): AnalysisLine<T>[] {
    return lines.map((line) => {
      const copy = this.copy();
      const moves: T['played'][] = [];
      try {
        for (const step of line.pv) moves.push(this.adapter.play(copy, this.adapter.moveFromAi(step)));
      } catch {
        // The engine's line ends where the rules stop it (it never should).
      } finally {
        copy.dispose();
      }
      const mate = line.mate ?? 0;
      const forced =
        line.mate !== undefined
          ? mate > 0
            ? 'win'
            : mate < 0
              ? 'loss'
              : null
          : line.score > GOMOKU_FORCED_SCORE
            ? 'win'
            : line.score < -GOMOKU_FORCED_SCORE
              ? 'loss'
              : null;
      return { first: this.adapter.moveFromAi(line.move), moves, score: line.score, forced, mate };
    });
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}
