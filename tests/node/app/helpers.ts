import type { AiDrawAnswer, AiThinkOptions, AiThinkResult } from '../../../web/src/ai/ai-client.ts';
import type { GomokuOpeningMove } from '../../../web/src/ai/opening.ts';
import { loadPinqi } from '../../../web/src/index.ts';
import type { GameTypes } from '../../../web/app/play/adapter.ts';
import { gomokuAdapter, type GomokuTypes } from '../../../web/app/play/gomoku-adapter.ts';
import { Match, type FinishedGame, type MatchChange } from '../../../web/app/play/match.ts';
import { DEFAULT_GOMOKU_SETUP, DEFAULT_XIANGQI_SETUP } from '../../../web/app/play/setup.ts';
import { xiangqiAdapter, type XiangqiTypes } from '../../../web/app/play/xiangqi-adapter.ts';
import { CURRENT_KEYS, SavedGameSlot } from '../../../web/app/store/saved-game.ts';
import { useStorage, type KeyValueStore } from '../../../web/app/store/storage.ts';

/** The real engine, as the app uses it. */
export const pinqi = await loadPinqi();
export const adapters = {
  gomoku: gomokuAdapter(pinqi.GomokuGame, pinqi.GomokuOpening),
  xiangqi: xiangqiAdapter(pinqi.XiangqiGame, pinqi.xiangqiOpenings),
};

/** localStorage in memory; `quota` (characters over all keys) makes writes beyond it throw QuotaExceededError. */
export class MemoryStorage implements KeyValueStore {
  readonly items = new Map<string, string>();
  quota = Infinity;

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    let used = value.length;
    for (const [k, v] of this.items) if (k !== key) used += v.length;
    if (used > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** A fresh in-memory storage the store modules use from now on. */
export function freshStorage(): MemoryStorage {
  const storage = new MemoryStorage();
  useStorage(storage);
  return storage;
}

type Answer<M> = Partial<AiThinkResult<M>> & { move: M };

/**
 * A scripted stand-in for the package's AI client (the shape of MatchAi):
 * answers `think` with the next scripted move, `hint` with the scripted hint
 * and `offerDraw` with the scripted draw answer (the engine's decision). With
 * `hold`, each answer waits for `release()`. Aborting resolves with the best
 * move so far (`cancelled: true`), as the real client does.
 */
export class ScriptedAi<M> {
  thinks = 0;
  hints = 0;
  drawOffers = 0;
  hold = false;
  #waiting: (() => void)[] = [];

  /** The scripted fair-opening steps (ai.openingMove), in order. */
  openings: GomokuOpeningMove[] = [];
  openingAsks = 0;

  constructor(
    public moves: M[],
    public hintAnswer: Answer<M> | null = null,
    public drawAnswer: AiDrawAnswer | null = null,
  ) {}

  openingMove(_opening: never, options?: { signal?: AbortSignal }): Promise<GomokuOpeningMove | null> {
    this.openingAsks += 1;
    const step = this.openings.shift();
    if (step === undefined) return Promise.reject(new Error('no scripted opening step left'));
    return new Promise((resolve) => {
      options?.signal?.addEventListener('abort', () => resolve(null), { once: true });
      if (this.hold) this.#waiting.push(() => resolve(step));
      else queueMicrotask(() => resolve(step));
    });
  }

  release(): void {
    for (const go of this.#waiting.splice(0)) go();
  }

  #answer(answer: Answer<M>, options: AiThinkOptions<M> = {}): Promise<AiThinkResult<M>> {
    const full: AiThinkResult<M> = {
      score: 0,
      pv: [answer.move],
      depth: 1,
      nodes: 1,
      reason: null,
      cancelled: false,
      ...answer,
    };
    options.onProgress?.({ depth: 1, score: full.score, nodes: 1, move: full.move, pv: full.pv });
    return new Promise((resolve) => {
      const done = (): void => resolve(full);
      options.signal?.addEventListener('abort', () => resolve({ ...full, cancelled: true }), { once: true });
      if (this.hold) this.#waiting.push(done);
      else queueMicrotask(done);
    });
  }

  think(_position: never, options?: AiThinkOptions<never>): Promise<AiThinkResult<never>> {
    this.thinks += 1;
    const move = this.moves.shift();
    if (move === undefined) return Promise.reject(new Error('no scripted move left'));
    return this.#answer({ move }, options as AiThinkOptions<M>) as Promise<AiThinkResult<never>>;
  }

  hint(_position: never, options?: AiThinkOptions<never>): Promise<AiThinkResult<never>> {
    this.hints += 1;
    if (!this.hintAnswer) return Promise.reject(new Error('no scripted hint'));
    return this.#answer(this.hintAnswer, options as AiThinkOptions<M>) as Promise<AiThinkResult<never>>;
  }

  offerDraw(_position: never, options?: { signal?: AbortSignal }): Promise<AiDrawAnswer> {
    this.drawOffers += 1;
    const answer = this.drawAnswer;
    if (!answer) return Promise.reject(new Error('no scripted draw answer'));
    return new Promise((resolve, reject) => {
      options?.signal?.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
      if (this.hold) this.#waiting.push(() => resolve(answer));
      else queueMicrotask(() => resolve(answer));
    });
  }

  dispose(): void {}
}

export interface Harness<T extends GameTypes> {
  match: Match<T>;
  changes: MatchChange<T>[];
  finished: FinishedGame<T>[];
  storage: MemoryStorage;
  /** The fake clock (ms) the match reads. */
  time: { now: number };
}

let ids = 0;

/** A match of the game over the real engine, with memory storage, an optional scripted AI and a fake clock. */
export function harness<K extends 'gomoku' | 'xiangqi'>(
  kind: K,
  options: { ai?: ScriptedAi<unknown> | null; storage?: MemoryStorage; aiDelay?: boolean; tapToMove?: boolean } = {},
): Harness<K extends 'gomoku' ? GomokuTypes : XiangqiTypes> {
  type T = K extends 'gomoku' ? GomokuTypes : XiangqiTypes;
  const storage = options.storage ?? freshStorage();
  useStorage(storage);
  const changes: MatchChange<T>[] = [];
  const finished: FinishedGame<T>[] = [];
  const time = { now: 0 };
  const match = new Match<T>({
    adapter: adapters[kind] as never,
    slot: new SavedGameSlot(CURRENT_KEYS[kind]),
    ai: (options.ai ?? null) as never,
    onFinished: (game) => finished.push(game),
    options: () => ({ aiDelay: options.aiDelay ?? false, tapToMove: options.tapToMove ?? false }),
    newId: () => `game-${++ids}`,
    now: () => time.now,
  });
  match.subscribe((change) => changes.push(change));
  return { match, changes, finished, storage, time };
}

export const GOMOKU = DEFAULT_GOMOKU_SETUP;
export const XIANGQI = DEFAULT_XIANGQI_SETUP;

/** Lets queued promise callbacks run (the scripted AI answers in a microtask). */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The moves saved under the game's key. */
export function savedMoves(storage: MemoryStorage, kind: 'gomoku' | 'xiangqi'): unknown[] {
  const raw = storage.getItem(CURRENT_KEYS[kind]);
  return raw ? (JSON.parse(raw).game.moves as unknown[]) : [];
}
