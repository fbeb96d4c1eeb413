// Worker side: runs a Xiangqi think/hint request on the wasm Xiangqi AI.
import type { XiangqiSavedV1 } from '../api/xiangqi-types.js';
import type { PinqiCoreModule } from '../generated/pinqi_core.mjs';
import type { XiangqiAi, XiangqiThinkResult } from '../generated/xiangqi_ai.js';
import type { ThinkRequest, WireProgress, WireResult } from './protocol.js';

/** Transposition table for the worker's engine: well inside the 32 MB wasm budget. */
const HASH_MB = 16;

export class XiangqiEngineRunner {
  #engine: XiangqiAi | undefined;

  constructor(private readonly core: PinqiCoreModule) {}

  run(request: ThinkRequest, onProgress: (p: WireProgress) => void): WireResult {
    const position = request.position as XiangqiSavedV1;
    this.#engine ??= new this.core.XiangqiAi(HASH_MB);
    const common = {
      fen: position.startFen,
      moves: position.moves,
      ...(request.timeMs > 0 && { timeMs: request.timeMs }),
      ...(request.nodes > 0 && { nodes: request.nodes }),
    };
    const result: XiangqiThinkResult =
      request.kind === 'hint'
        ? this.#engine.hint(common)
        : this.#engine.think({
            ...common,
            level: request.level,
            seed: request.seed,
            onProgress: (p) =>
              onProgress({ depth: p.depth, score: p.score, nodes: p.nodes, move: p.move || null, pv: p.pv }),
          });
    if (result.code !== 'ok' || !result.move) throw new Error(result.message || 'the position has no move');
    return {
      depth: result.depth,
      score: result.score,
      nodes: result.nodes,
      move: result.move,
      pv: result.pv,
      reason: result.evaluation,
      notations: { wxf: result.pvWxf, chinese: result.pvChinese },
    };
  }
}
