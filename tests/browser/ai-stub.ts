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
 * A scripted stand-in for the package's AI client (createAi), installed
 * before the app loads (window.pinqiTestAi). It answers with the package's
 * result shape: the first empty point in reading order (Gomoku) or the next
 * of `xiangqiReplies` (ICCS), so tests know the reply. It reports one
 * progress step first (`progress`, by default depth 3 and 1500 nodes). With `hold`, it waits for
 * window.releaseAi() so a test can act while it "thinks". Aborting resolves
 * with its move marked `cancelled`, as the real client does.
 */
export async function installAiStub(
  page: Page,
  options: {
    hold?: boolean;
    xiangqiReplies?: string[];
    xiangqiHint?: Partial<XiangqiHintScript>;
    progress?: { depth: number; nodes: number };
  } = {},
): Promise<void> {
  const hint = { ...DEFAULT_XIANGQI_HINT, ...options.xiangqiHint };
  await page.addInitScript(
    ([hold, replies, hint, progress]) => {
      const w = window as unknown as Record<string, unknown>;
      w.aiCalls = 0;
      w.hintCalls = 0;
      const result = (move: unknown, extra: Record<string, unknown> = {}) => ({
        move,
        score: 0,
        pv: [move],
        depth: 3,
        nodes: 1500,
        reason: null,
        cancelled: false,
        ...extra,
      });
      w.pinqiTestAi = ({ game }: { game: string }) => ({
        think(
          position: { size: number; moves: [number, number][] },
          { signal, onProgress }: { signal?: AbortSignal; onProgress?: (p: unknown) => void },
        ) {
          w.aiCalls = (w.aiCalls as number) + 1;
          let move: unknown;
          if (game === 'xiangqi') move = (replies as string[]).shift() ?? 'a9a8';
          else {
            const taken = new Set(position.moves.map(([x, y]) => `${x},${y}`));
            search: for (let y = 0; y < position.size; y++)
              for (let x = 0; x < position.size; x++)
                if (!taken.has(`${x},${y}`)) {
                  move = { x, y };
                  break search;
                }
          }
          onProgress?.({ ...progress, score: 0, move, pv: [move] });
          return new Promise((resolve) => {
            signal?.addEventListener('abort', () => resolve(result(move, { cancelled: true })));
            const answer = () => resolve(result(move));
            if (hold) w.releaseAi = answer;
            else answer();
          });
        },
        hint() {
          w.hintCalls = (w.hintCalls as number) + 1;
          if (game === 'xiangqi') return Promise.resolve(result(hint.move, hint));
          return Promise.resolve(
            result(
              { x: 7, y: 7 },
              {
                pv: [
                  { x: 7, y: 7 },
                  { x: 8, y: 8 },
                ],
                reason: { code: 'opening', moves: 0, lost: false },
              },
            ),
          );
        },
        offerDraw() {
          w.drawOffers = ((w.drawOffers as number) ?? 0) + 1;
          return Promise.resolve({ accept: hint.acceptsDraw, evaluation: hint.reason, score: hint.score });
        },
        dispose() {},
      });
    },
    [options.hold ?? false, options.xiangqiReplies ?? [], hint, options.progress ?? { depth: 3, nodes: 1500 }] as const,
  );
}
