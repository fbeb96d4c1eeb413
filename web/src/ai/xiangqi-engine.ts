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

  constructor(private readonly core: PinqiCoreModule) {}

  /** Every move of the request's game judged, each also passed to onReview as it is made. */
  analyze(request: ThinkRequest, onReview: (r: XiangqiMoveReview) => void): XiangqiMoveReview[] {
    const position = request.position as XiangqiSavedV1;
    this.#engine ??= new this.core.XiangqiAi(HASH_MB);
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

  /** The best lines, deepening, each depth's also passed to onDepth; the last depth's. */
  evaluate(request: ThinkRequest, onDepth: (l: WireLines) => void): WireLines {
    const position = request.position as XiangqiSavedV1;
    this.#engine ??= new this.core.XiangqiAi(HASH_MB);
    const answer = this.#engine.evaluate({
      fen: position.startFen,
      moves: position.moves,
      lines: request.multiPv ?? 3,
      maxDepth: request.maxDepth ?? 0,
      ...(request.nodes > 0 && { nodes: request.nodes }),
      onDepth,
    });
    if (isRefusal(answer)) throw refusalError(answer);
    return answer;
  }

  /** The answer of the side not to move to a draw offered by the side to move (the engine's rule). */
  offerDraw(request: ThinkRequest): WireDraw {
    const position = request.position as XiangqiSavedV1;
    this.#engine ??= new this.core.XiangqiAi(HASH_MB);
    const answer = this.#engine.offerDraw({
      fen: position.startFen,
      moves: position.moves,
      ...(request.timeMs > 0 && { timeMs: request.timeMs }),
      ...(request.nodes > 0 && { nodes: request.nodes }),
      seed: request.seed,
    });
    if (isRefusal(answer)) throw refusalError(answer);
    return { code: answer.answer, score: answer.score, evaluation: answer.evaluation };
  }

  /** The engine's answer; a refusal (the rules refuse the position, the game is over) is thrown as a PinqiError. */
  run(request: ThinkRequest, onProgress: (p: WireProgress) => void): WireResult {
    const position = request.position as XiangqiSavedV1;
    this.#engine ??= new this.core.XiangqiAi(HASH_MB);
    const answer = this.#engine[request.kind === 'hint' ? 'hint' : 'think']({
      fen: position.startFen,
      moves: position.moves,
      ...(request.timeMs > 0 && { timeMs: request.timeMs }),
      ...(request.nodes > 0 && { nodes: request.nodes }),
      level: request.level,
      seed: request.seed,
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
