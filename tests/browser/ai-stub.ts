import type { Page } from '@playwright/test';

/** The engine's verdict as it crosses the API: a code with its numbers. */
export interface XiangqiVerdictScript {
  verdict: string;
  side: 'red' | 'black' | null;
  moves: number;
}

/** What the stand-in answers to a Xiangqi hint, and (acceptsDraw, reason) to a draw offer. */
export interface XiangqiHintScript {
  move: string;
  score: number;
  reason: XiangqiVerdictScript;
  acceptsDraw: boolean;
  pv: string[];
  notations: { wxf: string[]; chinese: string[] };
}

export const DEFAULT_XIANGQI_HINT: XiangqiHintScript = {
  move: 'h2e2',
  score: 30,
  reason: { verdict: 'level', side: null, moves: 0 },
  acceptsDraw: true,
  pv: ['h2e2', 'h9g7', 'h0g2'],
  notations: { wxf: ['C2.5', 'H8+7', 'H2+3'], chinese: ['炮二平五', '马8进7', '马二进三'] },
};

/**
 * A scripted stand-in for the engine's AI client, installed before the app
 * loads (window.pinqiTestAi). It is a test double for the app's AI seam: it
 * always answers the first empty point in reading order (Gomoku) or the next
 * of `xiangqiReplies` (ICCS), so tests know the reply. It reports one
 * progress step (depth 3, 1500 nodes) first. With `hold`, it waits for
 * window.releaseAi() so a test can act while it "thinks". It rejects when
 * aborted.
 */
export async function installAiStub(
  page: Page,
  options: { hold?: boolean; xiangqiReplies?: string[]; xiangqiHint?: Partial<XiangqiHintScript> } = {},
): Promise<void> {
  const hint = { ...DEFAULT_XIANGQI_HINT, ...options.xiangqiHint };
  await page.addInitScript(
    ([hold, replies, hint]) => {
      const w = window as unknown as Record<string, unknown>;
      w.aiCalls = 0;
      w.hintCalls = 0;
      w.pinqiTestAi = ({ game }: { game: string }) => ({
        think(
          position: { size: number; moves: [number, number][] },
          { signal, onProgress }: { signal?: AbortSignal; onProgress?: (p: { depth: number; nodes: number }) => void },
        ) {
          w.aiCalls = (w.aiCalls as number) + 1;
          onProgress?.({ depth: 3, nodes: 1500 });
          return new Promise((resolve, reject) => {
            const answer = () => {
              if (game === 'xiangqi') return resolve({ move: (replies as string[]).shift() ?? 'a9a8' });
              const taken = new Set(position.moves.map(([x, y]) => `${x},${y}`));
              for (let y = 0; y < position.size; y++)
                for (let x = 0; x < position.size; x++)
                  if (!taken.has(`${x},${y}`)) return resolve({ move: { x, y }, depth: 1, nodes: 1 });
            };
            signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
            if (hold) w.releaseAi = answer;
            else answer();
          });
        },
        hint() {
          w.hintCalls = (w.hintCalls as number) + 1;
          if (game === 'xiangqi') return Promise.resolve(hint);
          return Promise.resolve({ move: { x: 7, y: 7 }, reason: { code: 'opening', moves: 0, lost: false } });
        },
        offerDraw() {
          w.drawOffers = ((w.drawOffers as number) ?? 0) + 1;
          return Promise.resolve({ accept: hint.acceptsDraw, evaluation: hint.reason });
        },
        dispose() {},
      });
    },
    [options.hold ?? false, options.xiangqiReplies ?? [], hint] as const,
  );
}
