// Worker side: runs a Xiangqi think/hint request on the wasm Xiangqi AI.
import type { XiangqiSavedV1 } from '../api/xiangqi-types.js';
import { refusalError } from '../api/errors.js';
import { isRefusal } from '../api/game-base.js';
import type { PinqiCoreModule } from '../generated/pinqi_core.mjs';
import type { XiangqiAi } from '../generated/xiangqi_ai.js';
import type { ThinkRequest, WireDraw, WireLines, WireProgress, WireResult } from './protocol.js';
import type { XiangqiMoveReview } from './review.js';

/** Transposition table for the worker's engine: well inside the 32 MB wasm budget. */
const HASH_MB = 16;

export class XiangqiEngineRunner {
  #engine: XiangqiAi | undefined;
  /** The game of the last think, hint or draw answer: its start and its moves. */
  #last: { start: string; moves: string } | null = null;
  #hasNetwork = false;

  constructor(private readonly core: PinqiCoreModule) {}

  /** The network the searches may evaluate with (its description), or a PinqiError (bad_network) and nothing changed. */
  setNetwork(bytes: Uint8Array): string | null {
    this.#engine ??= new this.core.XiangqiAi(HASH_MB);
    const answer = this.#engine.setNetwork(bytes);
    if (isRefusal(answer)) throw refusalError(answer);
    this.#last = null; // the table was the other evaluation's
    this.#hasNetwork = true;
    return this.#engine.networkDescription();
  }

  /** The hand-crafted evaluation again. */
  clearNetwork(): void {
    this.#engine?.clearNetwork();
    this.#last = null;
    this.#hasNetwork = false;
  }

  /** Whether the request would evaluate with a network the engine does not have. */
  wantsNetwork(request: ThinkRequest): boolean {
    if (this.#hasNetwork || request.network === false) return false;
    // hint, analyze, evaluate and draw answers search at the top level.
    const level = request.kind === 'think' ? request.level : 4;
    return request.network === true || this.core.XiangqiAi.levelUsesNetwork(level);
  }

  /** Every move of the request's game judged, each also passed to onReview as it is made. */
  analyze(request: ThinkRequest, onReview: (r: XiangqiMoveReview) => void): XiangqiMoveReview[] {
    const position = request.position as XiangqiSavedV1;
    this.#engine ??= new this.core.XiangqiAi(HASH_MB);
    this.#last = null; // the review starts from an empty table
    const answer = this.#engine.analyze({
      fen: position.startFen,
      moves: position.moves,
      ...(request.timeMs > 0 && { timeMs: request.timeMs }),
      ...(request.nodes > 0 && { nodes: request.nodes }),
      lines: request.multiPv ?? 1,
      onMove: (r) => onReview(r as XiangqiMoveReview),
    });
    if (isRefusal(answer)) throw refusalError(answer);
    return answer as XiangqiMoveReview[];
  }

  /**
   * analyze's review one search at a time (the Worker without shared memory): begin, then slices
   * of the next search (false: none left), and commit once its budget is spent (the reviews made).
   */
  reviewBegin(request: ThinkRequest): void {
    const position = request.position as XiangqiSavedV1;
    this.#engine ??= new this.core.XiangqiAi(HASH_MB);
    this.#last = null; // the review starts from an empty table
    const answer = this.#engine.reviewBegin({
      fen: position.startFen,
      moves: position.moves,
      lines: request.multiPv ?? 1,
    });
    if (isRefusal(answer)) throw refusalError(answer);
  }
  reviewSearch(slice: ThinkRequest): boolean {
    return this.#engine!.reviewSearch({
      ...(slice.timeMs > 0 && { timeMs: slice.timeMs }),
      ...(slice.nodes > 0 && { nodes: slice.nodes }),
    });
  }
  reviewCommit(): XiangqiMoveReview[] {
    return this.#engine!.reviewCommit() as XiangqiMoveReview[];
  }

  /** The best lines, deepening, each depth's also passed to onDepth; the last depth's. `resume`: the next slice of the same analysis, on its table. */
  evaluate(request: ThinkRequest, onDepth: (l: WireLines) => void, resume = false): WireLines {
    const position = request.position as XiangqiSavedV1;
    this.#engine ??= new this.core.XiangqiAi(HASH_MB);
    this.#last = null; // the analysis starts from an empty table
    const answer = this.#engine.evaluate({
      fen: position.startFen,
      moves: position.moves,
      lines: request.multiPv ?? 3,
      maxDepth: request.maxDepth ?? 0,
      ...(request.nodes > 0 && { nodes: request.nodes }),
      onDepth,
      warm: resume,
    });
    if (isRefusal(answer)) throw refusalError(answer);
    return answer;
  }

  /** The answer of the side not to move to a draw offered by the side to move (the engine's rule; `resume`: the next slice of the same search). */
  offerDraw(request: ThinkRequest, resume = false): WireDraw {
    const position = request.position as XiangqiSavedV1;
    this.#engine ??= new this.core.XiangqiAi(HASH_MB);
    const answer = this.#engine.offerDraw({
      fen: position.startFen,
      moves: position.moves,
      ...(request.timeMs > 0 && { timeMs: request.timeMs }),
      ...(request.nodes > 0 && { nodes: request.nodes }),
      seed: request.seed,
      warm: this.#warm(request, resume),
    });
    if (isRefusal(answer)) throw refusalError(answer);
    return { code: answer.answer, score: answer.score, evaluation: answer.evaluation };
  }

  /**
   * Whether the search keeps the table of the last one: when this request's game continues it
   * (same start, the last moves and more) and the request has no node budget; else the table is
   * cleared, so that a new game starts cold and a node budget's answer depends on the request
   * alone. `resume`: the next slice of the same search keeps it.
   */
  #warm(request: ThinkRequest, resume: boolean): boolean {
    const position = request.position as XiangqiSavedV1;
    const start = position.startFen;
    const moves = position.moves.map((m) => `${m} `).join('');
    const last = this.#last;
    this.#last = { start, moves };
    return resume || (request.nodes === 0 && last?.start === start && moves.startsWith(last.moves));
  }

  /** The engine's answer (`resume`: the next slice of the same search); a refusal (the rules refuse the position, the game is over) is thrown as a PinqiError. */
  run(request: ThinkRequest, onProgress: (p: WireProgress) => void, resume: boolean): WireResult {
    const position = request.position as XiangqiSavedV1;
    this.#engine ??= new this.core.XiangqiAi(HASH_MB);
    const answer = this.#engine[request.kind === 'hint' ? 'hint' : 'think']({
      fen: position.startFen,
      moves: position.moves,
      ...(request.timeMs > 0 && { timeMs: request.timeMs }),
      ...(request.nodes > 0 && { nodes: request.nodes }),
      level: request.level,
      seed: request.seed,
      ...(request.network !== undefined && { network: request.network }),
      warm: this.#warm(request, resume),
      onProgress: (p) =>
        onProgress({
          depth: p.depth,
          score: p.score,
          nodes: p.nodes,
          move: p.move || null,
          pv: p.pv,
          evaluation: p.evaluation,
        }),
    });
    if (isRefusal(answer)) throw refusalError(answer);
    return {
      depth: answer.depth,
      score: answer.score,
      nodes: answer.nodes,
      move: answer.move,
      pv: answer.pv,
      reason: answer.evaluation,
      notations: { wxf: answer.pvWxf, chinese: answer.pvChinese },
    };
  }
}
