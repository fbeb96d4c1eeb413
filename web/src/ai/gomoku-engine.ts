// Worker side: runs a Gomoku think/hint request on the wasm Gomoku AI.
import type { GomokuSavedV1 } from '../api/gomoku-types.js';
import { refusalError } from '../api/errors.js';
import { isRefusal } from '../api/game-base.js';
import type { PinqiCoreModule } from '../generated/pinqi_core.mjs';
import type { GomokuAiCore } from '../generated/gomoku_ai.js';
import type { ThinkRequest, WireProgress, WireResult } from './protocol.js';
import type { GomokuHintReason } from './reasons.js';

/** Transposition table for the worker's engine: well inside the 32 MB wasm budget. */
const HASH_MB = 16;

export class GomokuEngineRunner {
  #engine: GomokuAiCore | undefined;

  constructor(private readonly core: PinqiCoreModule) {}

  /** The engine's answer; a refusal (the rules refuse the position, the game is over) is thrown as a PinqiError. */
  run(request: ThinkRequest, onProgress: (p: WireProgress) => void): WireResult {
    const position = request.position as GomokuSavedV1;
    this.#engine ??= new this.core.GomokuAiCore(HASH_MB);
    const answer = this.#engine[request.kind]({
      size: position.size,
      rule: position.rule,
      setup: position.setup && {
        black: position.setup.black.flat(),
        white: position.setup.white.flat(),
        blocked: (position.setup.blocked ?? []).flat(),
        toMove: position.setup.toMove,
      },
      moves: position.moves.flat(),
      level: request.level,
      timeMs: request.timeMs,
      nodes: request.nodes,
      seed: request.seed,
      onProgress: (p) => onProgress({ depth: p.depth, score: p.score, nodes: p.nodes, move: p.move, pv: p.pv }),
    });
    if (isRefusal(answer)) throw refusalError(answer);
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
