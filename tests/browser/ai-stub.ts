import type { Page } from '@playwright/test';

/** The engine's verdict as it crosses the API: a code with its numbers. */
export interface XiangqiVerdictScript {
  verdict: string;
  side: 'red' | 'black' | null;
  moves: number;
}

/** What the stand-in answers to a Xiangqi hint. */
export interface XiangqiHintScript {
  move: string;
  score: number;
  reason: XiangqiVerdictScript;
  pv: string[];
  notations: { wxf: string[]; chinese: string[] };
}

/** What the stand-in answers to a draw offer: the engine's code, its verdict (null: it did not search), the offerer's score. */
export interface XiangqiDrawScript {
  code: 'accept' | 'too_early' | 'better';
  evaluation: XiangqiVerdictScript | null;
  score: number;
}

export const DEFAULT_XIANGQI_HINT: XiangqiHintScript = {
  move: 'h2e2',
  score: 30,
  reason: { verdict: 'level', side: null, moves: 0 },
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
 *
 * `analyze` reviews every move of the game it is given, scripted by ply (see
 * STUB_REVIEW): move 3 a blunder that missed a VCF, move 5 an inaccuracy, move 6 a
 * mistake, the others good; each with a best line of three moves. It counts its
 * calls (window.analyzeCalls). With window.holdAnalysis set, it reports the first
 * move and waits for the signal (Cancel) or window.releaseAnalysis().
 */
export async function installAiStub(
  page: Page,
  options: {
    hold?: boolean;
    xiangqiReplies?: string[];
    xiangqiHint?: Partial<XiangqiHintScript>;
    /** Default: accepted, the game level. */
    xiangqiDraw?: XiangqiDrawScript;
    progress?: { depth: number; nodes: number };
  } = {},
): Promise<void> {
  const hint = { ...DEFAULT_XIANGQI_HINT, ...options.xiangqiHint };
  const draw: XiangqiDrawScript = options.xiangqiDraw ?? {
    code: 'accept',
    evaluation: { verdict: 'level', side: null, moves: 0 },
    score: 0,
  };
  await page.addInitScript(
    ([hold, replies, hint, draw, progress]) => {
      const w = window as unknown as Record<string, unknown>;
      w.aiCalls = 0;
      w.hintCalls = 0;
      w.analyzeCalls = 0;
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
          return Promise.resolve({ accept: draw.code === 'accept', ...draw });
        },
        analyze(
          position: { history: { x?: number; y?: number; iccs?: string; player: string }[] },
          { signal, onProgress }: { signal?: AbortSignal; onProgress?: (p: unknown) => void },
        ) {
          w.analyzeCalls = (w.analyzeCalls as number) + 1;
          const played = position.history;
          const line = (ply: number) =>
            game === 'xiangqi' ? ['h2e2', 'h9g7', 'h0g2'] : [0, 1, 2].map((x) => ({ x, y: ply % 15 }));
          const classes: Record<number, string> = { 2: 'blunder', 4: 'inaccuracy', 5: 'mistake' };
          const reviews = played.map((m, ply) => {
            const swing = ply % 2 === 0 ? 1 : -1;
            const classification = classes[ply] ?? 'good';
            const gomoku = game !== 'xiangqi';
            const forced =
              ply === 2 ? (gomoku ? { kind: 'vcf', line: line(ply) } : { moves: 1, line: ['h2e2'] }) : null;
            return {
              ply,
              move: gomoku ? { x: m.x, y: m.y } : m.iccs,
              side: m.player,
              scoreBefore: 100 * swing,
              scoreAfter: ply === 2 ? -30000 : -50 * swing,
              best: line(ply)[0],
              bestLine: line(ply),
              lines: [],
              classification,
              ...(gomoku ? { missedWin: forced, allowedWin: null } : { missedMate: forced, allowedMate: null }),
            };
          });
          return new Promise((resolve) => {
            let sent = 0;
            const send = (upTo: number) => {
              for (; sent < upTo; sent++)
                onProgress?.({ done: sent + 1, total: reviews.length, review: reviews[sent] });
            };
            const finish = (cancelled: boolean) => {
              if (!cancelled) send(reviews.length);
              resolve({ moves: reviews.slice(0, sent), cancelled });
            };
            signal?.addEventListener('abort', () => finish(true));
            if (w.holdAnalysis) {
              send(1);
              w.releaseAnalysis = () => finish(false);
            } else setTimeout(() => finish(false), 0);
          });
        },
        dispose() {},
      });
    },
    [
      options.hold ?? false,
      options.xiangqiReplies ?? [],
      hint,
      draw,
      options.progress ?? { depth: 3, nodes: 1500 },
    ] as const,
  );
}
