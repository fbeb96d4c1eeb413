import { createAi, type Ai } from '../../dist/lib/ai/index.js';

/**
 * A client whose Worker got no stop word (a page that is not cross-origin isolated): its
 * searches run in slices. `warm` makes its first request, which starts the Worker while the
 * page still looks unshared.
 */
export async function unsharedAi<G extends 'gomoku' | 'xiangqi'>(
  game: G,
  warm: (ai: Ai<G>) => Promise<unknown>,
): Promise<Ai<G>> {
  const scope = globalThis as { crossOriginIsolated?: boolean };
  scope.crossOriginIsolated = false;
  const ai = createAi({ game, network: false }); // the hand-crafted evaluation throughout: the answers stay comparable
  try {
    await warm(ai);
  } finally {
    delete scope.crossOriginIsolated;
  }
  return ai;
}
