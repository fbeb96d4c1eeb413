import * as library from '../src/index.js';
import type { GomokuHintReason, GomokuSavedV1, Point, XiangqiEvaluation, XiangqiSavedV1 } from '../src/index.js';

/**
 * The seam between the app and an AI opponent. The app codes against this
 * shape only; the engine's Worker-based client (createAi in the package)
 * plugs in here. Nothing in the app chooses a move by itself.
 */
export interface AiProgress {
  depth?: number;
  nodes?: number;
  score?: number;
}

export interface AiThinkOptions {
  /** 1 (easiest) to 4. */
  level: number;
  /** A soft time budget in milliseconds. */
  timeMs?: number;
  /** Aborting rejects the promise and stops the search. */
  signal?: AbortSignal;
  onProgress?: (progress: AiProgress) => void;
}

export interface AiThought<Move> {
  move: Move;
  score?: number;
  pv?: Move[];
  depth?: number;
  nodes?: number;
}

export interface AiHint<Move> {
  move: Move;
  /** Why, as the engine's codes (engine-text.ts words them): Gomoku's reason, Xiangqi's verdict. */
  reason: GomokuHintReason | XiangqiEvaluation | null;
  /** The engine's score from the mover's side, when it gives one. */
  score?: number;
  /** The expected line from this move on (ICCS for Xiangqi). */
  pv?: Move[];
  /** Xiangqi: the same line in WXF and Chinese notation. */
  notations?: { wxf: string[]; chinese: string[] };
}

/** The AI's answer to a draw offer: the engine decides, and says what it thinks of the position. */
export interface AiDrawAnswer {
  accept: boolean;
  evaluation: XiangqiEvaluation;
}

export interface AiPlayer<Position, Move> {
  think(position: Position, options: AiThinkOptions): Promise<AiThought<Move>>;
  hint(position: Position, options?: { signal?: AbortSignal; timeMs?: number }): Promise<AiHint<Move>>;
  /** Xiangqi: the side to move offers a draw; the AI (the other side) answers. */
  offerDraw?(position: Position, options?: { signal?: AbortSignal; timeMs?: number }): Promise<AiDrawAnswer>;
  dispose(): void;
}

/** A Gomoku position is the engine's saved game: size, rule and the moves so far. */
export type GomokuAi = AiPlayer<GomokuSavedV1, Point>;

/**
 * A Xiangqi position is the engine's saved game (start FEN and the ICCS moves,
 * so repetition rules can be judged); a move is { from, to } or ICCS text.
 */
export type XiangqiAi = AiPlayer<XiangqiSavedV1, { from: string; to: string } | string>;

/** The package export that creates the engine's AI client (issue 6). */
const CREATE_AI: string = 'createAi';

type AiFactory = (options: { game: 'gomoku' | 'xiangqi' }) => unknown;

/**
 * Tests may install a scripted stand-in before the page loads (see
 * tests/browser/ai-stub.ts) to drive the thinking, cancel and undo flows.
 */
declare global {
  interface Window {
    pinqiTestAi?: AiFactory;
  }
}

function isAiPlayer(value: unknown): value is AiPlayer<unknown, unknown> {
  const v = value as Partial<AiPlayer<unknown, unknown>>;
  return typeof v === 'object' && v !== null && typeof v.think === 'function' && typeof v.dispose === 'function';
}

/**
 * The AI for a game, or null when this build has none. Uses the package's
 * `createAi({ game })` as soon as it is exported.
 */
export async function connectAi(game: 'gomoku'): Promise<GomokuAi | null>;
export async function connectAi(game: 'xiangqi'): Promise<XiangqiAi | null>;
export async function connectAi(game: 'gomoku' | 'xiangqi'): Promise<GomokuAi | XiangqiAi | null> {
  const exports = library as unknown as Record<string, unknown>;
  const factory = window.pinqiTestAi ?? (exports[CREATE_AI] as AiFactory | undefined);
  if (typeof factory !== 'function') return null;
  try {
    const ai = await factory({ game });
    return isAiPlayer(ai) ? (ai as GomokuAi | XiangqiAi) : null;
  } catch {
    return null;
  }
}

/** Resolves after ms, or rejects at once when the signal aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
