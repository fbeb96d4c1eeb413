import type { AiAnalysis, AiAnalyzeOptions, GomokuMoveReview, XiangqiMoveReview } from 'pinqi/ai';
import { engineCode, type EngineCode } from './adapter.js';
import type { GameKind } from './setup.js';

/** One move's review as kept: the package's review without its multi-PV lines. */
export type StoredMoveReview<G extends GameKind = GameKind> = G extends 'gomoku'
  ? Omit<GomokuMoveReview, 'lines'>
  : Omit<XiangqiMoveReview, 'lines'>;

export interface StoredReview<G extends GameKind = GameKind> {
  id: string;
  game: G;
  /** One review per move of the game, in order. */
  moves: StoredMoveReview<G>[];
}

/**
 * Where finished games' reviews are kept, so a game is reviewed once
 * (store/review-cache.ts in the app), injected as the match's slot is.
 */
export interface ReviewShelf {
  /** The kept review of a game: only of this kind of game, with one review per move; else null. */
  read<G extends GameKind>(id: string, game: G, moveCount: number): StoredReview<G> | null;
  /** Keeps a review; false when it could not be kept (it is still shown). */
  keep(review: StoredReview): boolean;
}

/** The part of the package's AI client a review uses (createAi's `analyze`, or a test double). */
export interface AnalysisAi {
  analyze(position: unknown, options: AiAnalyzeOptions<never>): Promise<AiAnalysis<never>>;
}

/** Whether an AI client (or a test double) can review games. */
export function canAnalyze(ai: unknown): ai is AnalysisAi {
  return typeof (ai as Partial<AnalysisAi> | null)?.analyze === 'function';
}

/** What the review of the game on the table is at. */
export type AnalysisState =
  | { status: 'none' }
  | { status: 'running'; done: number; total: number; moves: StoredMoveReview[] }
  | { status: 'done'; moves: StoredMoveReview[] }
  | { status: 'failed'; error: EngineCode };

/** Which game a review is of: the archived game's id, its kind and its moves. */
export interface AnalysisKey {
  id: string;
  kind: GameKind;
  moveCount: number;
}

export interface GameAnalysisDeps {
  /** The AI that reviews a game of this kind, or null when there is none. */
  ai: (kind: GameKind) => AnalysisAi | null;
  /** Where reviews are kept. */
  shelf: ReviewShelf;
  /** Each position's search time. */
  timeMsPerMove: () => number;
  onChange: () => void;
}

/**
 * The engine's review of one finished game at a time: shown at once when it
 * was kept (on the shelf), else run in the AI Worker with its
 * progress, cancellable, and kept when it completes. A cancelled review is
 * neither shown nor kept.
 */
export class GameAnalysis {
  readonly #deps: GameAnalysisDeps;
  #state: AnalysisState = { status: 'none' };
  #key: AnalysisKey | null = null;
  #abort: AbortController | null = null;
  /** Bumped on every new start or clear, so a late answer of an old run is dropped. */
  #run = 0;

  constructor(deps: GameAnalysisDeps) {
    this.#deps = deps;
  }

  get state(): AnalysisState {
    return this.#state;
  }

  get key(): AnalysisKey | null {
    return this.#key;
  }

  /** The moves reviewed so far (all of them once done). */
  get moves(): readonly StoredMoveReview[] {
    const s = this.#state;
    return s.status === 'running' || s.status === 'done' ? s.moves : [];
  }

  /** Whether the game's review can be run now (an AI that reviews, and none running). */
  canRun(kind: GameKind): boolean {
    return this.#state.status !== 'running' && this.#deps.ai(kind) !== null;
  }

  /** Shows the kept review of a game, if there is one; true when there was. Anything else shown is dropped. */
  open(key: AnalysisKey): boolean {
    this.clear();
    this.#key = key;
    const kept = this.#deps.shelf.read(key.id, key.kind, key.moveCount);
    if (kept) this.#state = { status: 'done', moves: kept.moves };
    this.#deps.onChange();
    return kept !== null;
  }

  /** Reviews a game (`position`: the engine game), unless its review was kept; resolves when done or cancelled. */
  async run(key: AnalysisKey, position: unknown): Promise<void> {
    if (this.open(key)) return;
    const ai = this.#deps.ai(key.kind);
    if (!ai) return;
    const run = ++this.#run;
    const abort = new AbortController();
    this.#abort = abort;
    const moves: StoredMoveReview[] = [];
    this.#state = { status: 'running', done: 0, total: key.moveCount, moves };
    this.#deps.onChange();
    try {
      const result = await ai.analyze(position, {
        timeMsPerMove: this.#deps.timeMsPerMove(),
        signal: abort.signal,
        onProgress: ({ done, total, review }) => {
          if (run !== this.#run) return;
          moves.push(review as StoredMoveReview);
          this.#state = { status: 'running', done, total, moves };
          this.#deps.onChange();
        },
      });
      if (run !== this.#run) return;
      this.#abort = null;
      if (result.cancelled || result.moves.length !== key.moveCount) {
        this.#state = { status: 'none' };
      } else {
        const reviewed = result.moves as StoredMoveReview[];
        this.#deps.shelf.keep({ id: key.id, game: key.kind, moves: reviewed });
        this.#state = { status: 'done', moves: reviewed };
      }
    } catch (error) {
      if (run !== this.#run) return;
      this.#abort = null;
      this.#state = { status: 'failed', error: engineCode(error) };
    }
    this.#deps.onChange();
  }

  /** Stops a running review (nothing is kept). */
  cancel(): void {
    this.#abort?.abort();
  }

  /** Forgets the review shown (stopping one that runs). */
  clear(): void {
    this.#run++;
    this.#abort?.abort();
    this.#abort = null;
    this.#key = null;
    this.#state = { status: 'none' };
  }
}
