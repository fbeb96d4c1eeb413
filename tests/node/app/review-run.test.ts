import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { AiAnalyzeOptions } from '../../../web/src/ai/ai-client.ts';
import { PinqiError } from '../../../web/src/api/errors.ts';
import { GameAnalysis, type AnalysisAi } from '../../../web/app/play/review-run.ts';
import { readReview, reviewShelf } from '../../../web/app/store/review-cache.ts';
import { freshStorage, settle } from './helpers.ts';

/** A finished game's review (play/review-run.ts): run once in the AI, shown from the cache after that. */

const review = (ply: number) => ({
  ply,
  move: { x: ply, y: 0 },
  side: ply % 2 === 0 ? 'black' : 'white',
  scoreBefore: 0,
  scoreAfter: 0,
  best: { x: ply, y: 1 },
  bestLine: [{ x: ply, y: 1 }],
  lines: [],
  classification: 'mistake',
  missedWin: null,
  allowedWin: null,
});

/** analyze() as the client answers it: one progress per move; with `hold`, waits for the signal or release(). */
class FakeAnalysisAi implements AnalysisAi {
  calls = 0;
  options: AiAnalyzeOptions<never> | null = null;
  hold = false;
  fail: Error | null = null;
  release: () => void = () => {};

  analyze(position: unknown, options: AiAnalyzeOptions<never>) {
    this.calls += 1;
    this.options = options;
    const n = (position as { moveCount: number }).moveCount;
    const moves = Array.from({ length: n }, (_, i) => review(i));
    return new Promise<never>((resolve, reject) => {
      if (this.fail) return reject(this.fail);
      const finish = (cancelled: boolean) => {
        const done = cancelled ? moves.slice(0, 1) : moves;
        done.forEach((r, i) => options.onProgress?.({ done: i + 1, total: n, review: r } as never));
        resolve({ moves: done, cancelled } as never);
      };
      options.signal?.addEventListener('abort', () => finish(true));
      if (this.hold) this.release = () => finish(false);
      else queueMicrotask(() => finish(false));
    });
  }
}

function analysisWith(ai: FakeAnalysisAi | null) {
  const changes: string[] = [];
  const analysis: GameAnalysis = new GameAnalysis({
    ai: () => ai,
    shelf: reviewShelf,
    timeMsPerMove: () => 25,
    onChange: () => changes.push(analysis.state.status),
  });
  return { analysis, changes };
}

const KEY = { id: 'g1', kind: 'gomoku' as const, moveCount: 3 };
const GAME = { moveCount: 3 };

describe('the review of a finished game', () => {
  it('runs once in the AI with the time per move, shows its progress, and is kept: opening the game again needs no AI', async () => {
    freshStorage();
    const ai = new FakeAnalysisAi();
    const { analysis, changes } = analysisWith(ai);
    await analysis.run(KEY, GAME);
    assert.equal(ai.calls, 1);
    assert.equal(ai.options?.timeMsPerMove, 25);
    assert.deepEqual(changes, ['none', 'running', 'running', 'running', 'running', 'done']);
    assert.equal(analysis.moves.length, 3);
    assert.equal(readReview('g1', 'gomoku', 3)?.moves.length, 3);

    const again = analysisWith(ai);
    assert.equal(again.analysis.open(KEY), true);
    assert.equal(again.analysis.state.status, 'done');
    await again.analysis.run(KEY, GAME);
    assert.equal(ai.calls, 1, 'no second analysis');
  });

  it('Cancel stops it: nothing is shown or kept, and it can run again', async () => {
    freshStorage();
    const ai = new FakeAnalysisAi();
    ai.hold = true;
    const { analysis } = analysisWith(ai);
    const status = (): string => analysis.state.status;
    const running = analysis.run(KEY, GAME);
    assert.equal(status(), 'running');
    assert.equal(analysis.canRun('gomoku'), false, 'one review at a time');
    analysis.cancel();
    await running;
    assert.equal(status(), 'none');
    assert.equal(readReview('g1', 'gomoku', 3), null);
    ai.hold = false;
    await analysis.run(KEY, GAME);
    assert.equal(status(), 'done');
  });

  it('a review of another game (or none) drops the late answer of the one before', async () => {
    freshStorage();
    const ai = new FakeAnalysisAi();
    ai.hold = true;
    const { analysis } = analysisWith(ai);
    const running = analysis.run(KEY, GAME);
    const release = ai.release;
    analysis.open({ ...KEY, id: 'g2' });
    release();
    await running;
    assert.equal(analysis.key?.id, 'g2');
    assert.equal(analysis.state.status, 'none');
  });

  it('an AI that fails gives the engine’s code; with no AI there is nothing to run', async () => {
    freshStorage();
    const ai = new FakeAnalysisAi();
    ai.fail = new PinqiError('ai_failed', 'worker died');
    const { analysis } = analysisWith(ai);
    await analysis.run(KEY, GAME);
    assert.deepEqual(analysis.state, { status: 'failed', error: { error: 'ai_failed', why: null, index: null } });
    const none = analysisWith(null).analysis;
    assert.equal(none.canRun('gomoku'), false);
    await none.run(KEY, GAME);
    assert.equal(none.state.status, 'none');
    await settle();
  });
});
