import type { Outcome } from '../play/turn-rules.js';
import { readChecked, readJson, writeText } from './storage.js';

/**
 * 战绩: wins, losses and draws per game, mode and AI level. Each finished game
 * is counted once, by its id: undoing after the end, finishing again or
 * reloading never counts it twice, and a game abandoned mid-way counts nothing.
 */
export const STATS_KEY = 'pinqi:stats';
const REMEMBERED_IDS = 500;

/** For two-player games, `win` means the first player (Black / Red) won and `loss` the second. */
export interface Tally {
  win: number;
  loss: number;
  draw: number;
}

interface StatsV1 {
  version: 1;
  buckets: Record<string, Tally>;
  /** Ids of the games already counted, newest last. */
  counted: string[];
}

const empty = (): StatsV1 => ({ version: 1, buckets: {}, counted: [] });

function revive(data: unknown): StatsV1 {
  const s = data as Partial<StatsV1>;
  if (s?.version !== 1 || typeof s.buckets !== 'object' || s.buckets === null || !Array.isArray(s.counted))
    throw new Error('bad stats');
  const buckets: Record<string, Tally> = {};
  for (const [key, tally] of Object.entries(s.buckets)) {
    const n = (v: unknown): number => (Number.isInteger(v) && (v as number) >= 0 ? (v as number) : 0);
    buckets[key] = { win: n(tally?.win), loss: n(tally?.loss), draw: n(tally?.draw) };
  }
  return { version: 1, buckets, counted: s.counted.filter((id): id is string => typeof id === 'string') };
}

/** Checks the stored stats strictly at start-up; true when they had to be backed up. */
export function checkStats(): boolean {
  return readChecked(STATS_KEY, revive).recovered;
}

function load(): StatsV1 {
  return readJson(STATS_KEY, revive).value ?? empty();
}

export type { Outcome };

/** The bucket a game falls in, e.g. 'gomoku/ai/3' or 'gomoku/two-player'. */
export function bucketKey(game: string, mode: 'two-player' | 'ai', level: number): string {
  return mode === 'ai' ? `${game}/ai/${level}` : `${game}/two-player`;
}

/** Counts a finished game unless it was counted before; returns whether it counted now. */
export function countGame(id: string, bucket: string, outcome: Outcome): boolean {
  const stats = load();
  if (stats.counted.includes(id)) return false;
  const tally = (stats.buckets[bucket] ??= { win: 0, loss: 0, draw: 0 });
  tally[outcome] += 1;
  stats.counted.push(id);
  if (stats.counted.length > REMEMBERED_IDS) stats.counted.splice(0, stats.counted.length - REMEMBERED_IDS);
  try {
    writeText(STATS_KEY, JSON.stringify(stats));
  } catch {
    return false;
  }
  return true;
}

export function allTallies(): [string, Tally][] {
  return Object.entries(load().buckets).sort(([a], [b]) => a.localeCompare(b));
}

/** Clears the counts; the ids of games already counted are kept so none is counted again. */
export function resetStats(): void {
  const stats = load();
  writeText(STATS_KEY, JSON.stringify({ ...stats, buckets: {} }));
}
