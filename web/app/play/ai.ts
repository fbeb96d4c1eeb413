import type { AiDrawAnswer, AiProgress, AiThinkResult } from 'pinqi/ai';
import type { GameTypes, OpeningAi } from './adapter.js';

/**
 * The seam between a match and its AI opponent: exactly the package's AI
 * client (`createAi({ game })` from `pinqi/ai`), or a test double of the same
 * shape. Nothing in the app chooses a move or answers a draw offer by itself.
 * Aborting a search resolves with the best move found so far (`cancelled:
 * true`); the match drops such answers. The app makes one client per game
 * (main.ts) for play, hints, the review and the analysis board: one Worker
 * and one warm engine, the AI's move first (docs/API.md).
 */
export interface MatchAi<T extends GameTypes> extends OpeningAi {
  think(
    position: T['saved'],
    options: { level: number; timeMs: number; signal: AbortSignal; onProgress: (p: AiProgress<T['aiMove']>) => void },
  ): Promise<AiThinkResult<T['aiMove']>>;
  hint(position: T['saved'], options: { timeMs: number; signal: AbortSignal }): Promise<AiThinkResult<T['aiMove']>>;
  offerDraw(position: T['saved'], options: { signal: AbortSignal }): Promise<AiDrawAnswer>;
  dispose(): void;
}

/** Something that makes an AI client for a game (createAi, or a test double). */
export type AiFactory = (options: { game: GameTypes['kind'] }) => unknown;

function isAi<T extends GameTypes>(value: unknown): value is MatchAi<T> {
  const v = value as Partial<Record<keyof MatchAi<T>, unknown>> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.think === 'function' &&
    typeof v.hint === 'function' &&
    typeof v.offerDraw === 'function' &&
    typeof v.dispose === 'function'
  );
}

/** The AI for a game from the factory, or null when it cannot make one. */
export async function connectAi<T extends GameTypes>(
  factory: AiFactory | undefined,
  game: T['kind'],
): Promise<MatchAi<T> | null> {
  if (typeof factory !== 'function') return null;
  try {
    const ai = await factory({ game });
    return isAi<T>(ai) ? ai : null;
  } catch {
    return null;
  }
}

/** Resolves after ms, or at once when the signal aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
