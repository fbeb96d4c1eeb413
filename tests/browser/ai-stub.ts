import type { Page } from '@playwright/test';

/**
 * A scripted stand-in for the engine's AI client, installed before the app
 * loads (window.pinqiTestAi). It is a test double for the app's AI seam: it
 * always answers the first empty point in reading order (Gomoku) or the next
 * of `xiangqiReplies` (ICCS), so tests know the reply. With `hold`, it waits
 * for window.releaseAi() so a test can act while it "thinks". It rejects when
 * aborted.
 */
export async function installAiStub(page: Page, options: { hold?: boolean; xiangqiReplies?: string[] } = {}): Promise<void> {
  await page.addInitScript(([hold, replies]) => {
    const w = window as unknown as Record<string, unknown>;
    w.aiCalls = 0;
    w.pinqiTestAi = ({ game }: { game: string }) => ({
      think(position: { size: number; moves: [number, number][] }, { signal }: { signal?: AbortSignal }) {
        w.aiCalls = (w.aiCalls as number) + 1;
        return new Promise((resolve, reject) => {
          const answer = () => {
            if (game === 'xiangqi') return resolve({ move: (replies as string[]).shift() ?? 'a9a8' });
            const taken = new Set(position.moves.map(([x, y]) => `${x},${y}`));
            for (let y = 0; y < position.size; y++)
              for (let x = 0; x < position.size; x++) if (!taken.has(`${x},${y}`)) return resolve({ move: { x, y }, depth: 1, nodes: 1 });
          };
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          if (hold) w.releaseAi = answer;
          else answer();
        });
      },
      hint() {
        return Promise.resolve({ move: { x: 7, y: 7 }, reason: 'Take the centre.' });
      },
      dispose() {},
    });
  }, [options.hold ?? false, options.xiangqiReplies ?? []] as const);
}
