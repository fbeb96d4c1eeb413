// Worker side: runs a Gomoku think/hint request on the wasm Gomoku AI.
import type { GomokuSavedV1, Point } from '../api/gomoku-types.js';
import { refusalError } from '../api/errors.js';
import { isRefusal } from '../api/game-base.js';
import type { PinqiCoreModule } from '../generated/pinqi_core.mjs';
import type {
  GomokuAiCore,
  GomokuAiOpeningAnswer,
  GomokuAiOpeningRequest,
  GomokuAiRequest,
} from '../generated/gomoku_ai.js';
import type { Refusal } from '../generated/boundary.js';
import type { ThinkRequest, WireLines, WireProgress, WireResult } from './protocol.js';
import type { GomokuHintReason } from './reasons.js';
import type { GomokuMoveReview } from './review.js';
import type { GomokuOpeningMove } from './opening.js';

/** Transposition table for the worker's engine: well inside the 32 MB wasm budget. */
const HASH_MB = 16;

export class GomokuEngineRunner {
  #engine: GomokuAiCore | undefined;
  /** The game of the last think, hint or opening: its rules and setup, and its moves. */
  #last: { head: string; moves: string } | null = null;

  constructor(private readonly core: PinqiCoreModule) {}

  /** Every move of the request's game judged, each also passed to onReview as it is made. */
  analyze(request: ThinkRequest, onReview: (r: GomokuMoveReview) => void): GomokuMoveReview[] {
    this.#last = null; // the review starts from an empty table
    const answer = this.#core().analyze({
      ...GomokuEngineRunner.#game(request.position as GomokuSavedV1),
      timeMs: request.timeMs,
      nodes: request.nodes,
      lines: request.multiPv ?? 1,
      onMove: (r) => onReview(r as GomokuMoveReview),
    });
    if (isRefusal(answer)) throw refusalError(answer);
    return answer as GomokuMoveReview[];
  }

  /**
   * analyze's review one search at a time (the Worker without shared memory): begin, then slices
   * of the next search (false: none left), and commit once its budget is spent (the reviews made).
   */
  reviewBegin(request: ThinkRequest): void {
    this.#last = null; // the review starts from an empty table
    const answer = this.#core().reviewBegin({
      ...GomokuEngineRunner.#game(request.position as GomokuSavedV1),
      timeMs: request.timeMs,
      nodes: request.nodes,
      lines: request.multiPv ?? 1,
    });
    if (isRefusal(answer)) throw refusalError(answer);
  }
  reviewSearch(slice: ThinkRequest): boolean {
    return this.#core().reviewSearch({ timeMs: slice.timeMs, nodes: slice.nodes });
  }
  reviewCommit(): GomokuMoveReview[] {
    return this.#core().reviewCommit() as GomokuMoveReview[];
  }

  /** The best lines, deepening, each depth's also passed to onDepth; the last depth's. `resume`: the next slice of the same analysis, on its table. */
  evaluate(request: ThinkRequest, onDepth: (l: WireLines) => void, resume = false): WireLines {
    this.#last = null; // the analysis starts from an empty table
    const answer = this.#core().evaluate({
      ...GomokuEngineRunner.#game(request.position as GomokuSavedV1),
      lines: request.multiPv ?? 3,
      maxDepth: request.maxDepth ?? 0,
      nodes: request.nodes,
      onDepth,
      warm: resume,
    });
    if (isRefusal(answer)) throw refusalError(answer);
    return answer;
  }

  /** The AI's next step in the request's opening, in one run (each search whole). */
  opening(request: ThinkRequest): GomokuOpeningMove {
    this.openingBegin(request);
    for (;;) {
      const move = this.openingStep({ timeMs: 0 });
      if (move) return move;
    }
  }

  /**
   * opening's decision one slice of a search at a time (the Worker without shared memory): begin,
   * then steps of `slice.timeMs` (or 20,000 nodes under a node budget), undefined until the
   * decision is made; its answer is the one opening() gives with the same budget (under a node
   * budget, the same). Nothing else may run on this engine between the steps.
   */
  openingBegin(request: ThinkRequest): void {
    this.#prepare(request, false);
    const answer = this.#core().openingBegin(GomokuEngineRunner.#openingRequest(request));
    if (isRefusal(answer)) throw refusalError(answer);
  }
  openingStep(slice: { timeMs: number }): GomokuOpeningMove | undefined {
    const answer = this.#core().openingStep(slice);
    return answer === null ? undefined : GomokuEngineRunner.#openingMove(answer);
  }

  static #openingRequest(request: ThinkRequest): GomokuAiOpeningRequest {
    const game = GomokuEngineRunner.#game(request.position as GomokuSavedV1);
    return {
      size: game.size,
      rule: game.rule,
      moves: game.moves,
      opening: request.opening!,
      timeMs: request.timeMs,
      nodes: request.nodes,
      seed: request.seed,
    };
  }

  static #openingMove(answer: GomokuAiOpeningAnswer | Refusal): GomokuOpeningMove {
    if (isRefusal(answer)) throw refusalError(answer);
    const [a, b] = answer.stones as [Point, Point];
    switch (answer.kind) {
      case 'place':
        return { kind: 'place', stones: answer.stones, score: answer.score };
      case 'choose':
        return { kind: 'choose', colour: answer.colour!, stones: answer.stones, score: answer.score };
      case 'place-two':
        return { kind: 'place-two', stones: [a, b], score: answer.score };
      case 'offer':
        return { kind: 'offer', points: [a, b], score: answer.score };
      case 'select':
        return { kind: 'select', move: a, score: answer.score };
    }
  }

  /**
   * Keeps the table of the last search when this request's game continues it (same rules and
   * setup, the last moves and more) and the request has no node budget; else clears it, so that
   * a new game starts cold and a node budget's answer depends on the request alone. `resume`:
   * the next slice of the same search keeps it.
   */
  #prepare(request: ThinkRequest, resume: boolean): void {
    const p = request.position as GomokuSavedV1;
    const head = JSON.stringify([p.size, p.rule, p.setup ?? null]);
    const moves = p.moves.map(([x, y]) => `${x},${y};`).join('');
    const last = this.#last;
    const warm = resume || (request.nodes === 0 && last?.head === head && moves.startsWith(last.moves));
    this.#last = { head, moves };
    if (!warm) this.#core().clear();
  }

  #core(): GomokuAiCore {
    return (this.#engine ??= new this.core.GomokuAiCore(HASH_MB));
  }

  static #game(position: GomokuSavedV1): {
    size: number;
    rule: string;
    setup?: GomokuAiRequest['setup'];
    moves: number[];
  } {
    return {
      size: position.size,
      rule: position.rule,
      setup: position.setup && {
        black: position.setup.black.flat(),
        white: position.setup.white.flat(),
        blocked: (position.setup.blocked ?? []).flat(),
        toMove: position.setup.toMove,
      },
      moves: position.moves.flat(),
    };
  }

  /** Whether the last run's answer needed no search (a five, a block, a threat win, the only move): more slices would give the same. */
  get decided(): boolean {
    return this.#decided;
  }
  #decided = false;

  /**
   * The engine's answer (`resume`: the next slice of the same search); a refusal (the rules
   * refuse the position, the game is over) is thrown as a PinqiError. `whole`: the request
   * this is a slice of (the Worker without shared memory), whose budget the root's threat
   * proofs take their shares of, going on from slice to slice as in one search.
   */
  run(request: ThinkRequest, onProgress: (p: WireProgress) => void, resume: boolean, whole?: ThinkRequest): WireResult {
    this.#prepare(request, resume);
    this.#decided = false;
    const answer = this.#core()[request.kind === 'hint' ? 'hint' : 'think']({
      ...GomokuEngineRunner.#game(request.position as GomokuSavedV1),
      level: request.level,
      timeMs: request.timeMs,
      nodes: request.nodes,
      seed: request.seed,
      onProgress: (p) => onProgress({ depth: p.depth, score: p.score, nodes: p.nodes, move: p.move, pv: p.pv }),
      ...(whole && { slice: { resume, timeMs: whole.timeMs, nodes: whole.nodes } }),
    });
    if (isRefusal(answer)) throw refusalError(answer);
    this.#decided = answer.decided;
    return {
      depth: answer.depth,
      score: answer.score,
      nodes: answer.nodes,
      move: answer.move,
      pv: answer.pv,
      reason: answer.reason as GomokuHintReason,
    };
  }
}
