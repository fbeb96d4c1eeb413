import type { Ai } from '../../src/ai/ai-client.js';
import type { AiGame } from '../../src/ai/protocol.js';

/**
 * The seam between a match and its AI opponent: exactly the package's AI
 * client (`createAi({ game })`), or a test double of the same shape. Nothing
 * in the app chooses a move or answers a draw offer by itself. Aborting a search resolves with the
 * best move found so far (`cancelled: true`); the match drops such answers.
 */
export type MatchAi<G extends AiGame> = Pick<Ai<G>, 'think' | 'hint' | 'offerDraw' | 'dispose'> &
  Partial<Pick<Ai<G>, 'openingMove'>>;

/** Something that makes an AI client for a game (createAi, or a test double). */
export type AiFactory = (options: { game: AiGame }) => unknown;

function isAi(value: unknown): value is MatchAi<AiGame> {
  const v = value as Partial<MatchAi<AiGame>> | null;
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
export async function connectAi<G extends AiGame>(factory: AiFactory | undefined, game: G): Promise<MatchAi<G> | null> {
  if (typeof factory !== 'function') return null;
  try {
    const ai = await factory({ game });
    return isAi(ai) ? (ai as MatchAi<G>) : null;
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
