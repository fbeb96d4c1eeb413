// Worker side: runs a Gomoku think/hint request on the wasm Gomoku AI.
import type { GomokuSavedV1 } from '../api/gomoku-types.js';
import type { PinqiCoreModule } from '../generated/pinqi_core.mjs';
import type { GomokuAiCore, GomokuAiResult } from '../generated/gomoku_ai.js';
import type { ThinkRequest, WireProgress, WireResult } from './protocol.js';

/** Transposition table for the worker's engine: well inside the 32 MB wasm budget. */
const HASH_MB = 16;

function pairs(flat: ArrayLike<number>): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push({ x: flat[i]!, y: flat[i + 1]! });
  return out;
}

export class GomokuEngineRunner {
  #engine: GomokuAiCore | undefined;

  constructor(private readonly core: PinqiCoreModule) {}

  run(request: ThinkRequest, onProgress: (p: WireProgress) => void): WireResult {
    const position = request.position as GomokuSavedV1;
    this.#engine ??= new this.core.GomokuAiCore(HASH_MB);
    const flat = position.moves.flat();
    const level = Math.min(this.core.GOMOKU_AI_MAX_LEVEL, Math.max(this.core.GOMOKU_AI_MIN_LEVEL, request.level));
    const result: GomokuAiResult =
      request.kind === 'hint'
        ? this.#engine.hint(position.size, position.rule, flat, request.timeMs, request.nodes)
        : this.#engine.think(
            position.size,
            position.rule,
            flat,
            level,
            request.timeMs,
            request.nodes,
            request.seed,
            (p) =>
              onProgress({
                depth: p.depth,
                score: p.score,
                nodes: p.nodes,
                move: p.x >= 0 ? { x: p.x, y: p.y } : null,
                pv: pairs(p.pv),
              }),
          );
    if (!result.ok) throw new Error(result.reason || 'the position has no move');
    return {
      depth: result.depth,
      score: result.score,
      nodes: result.nodes,
      move: { x: result.x, y: result.y },
      pv: pairs(result.pv),
      reason: result.reason,
    };
  }
}
