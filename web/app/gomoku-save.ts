import type { GomokuGameClass, GomokuGame, GomokuSavedV1, GomokuSide } from '../src/index.js';
import type { ClockTimes } from './clock.js';
import { sameData } from './storage.js';
import { reviveGomokuSetup, type GomokuSetup } from './settings.js';

/**
 * The saved form of the Gomoku game in progress: the engine's saved game
 * (replayed through the rules on load) plus what the app adds around it.
 */
export const GOMOKU_CURRENT_KEY = 'pinqi:gomoku:current';
const SCHEMA = 'pinqi-app/gomoku-current';

/** An end the engine does not decide: a resignation or a flag fall. */
export interface GomokuEnding {
  winner: GomokuSide;
  reason: 'resign' | 'time';
  /** Number of moves on the board when it happened. */
  atMove: number;
}

export interface GomokuCurrentV1 {
  schema: typeof SCHEMA;
  version: 1;
  /** Tells games apart, so each finished game is counted once. */
  id: string;
  /** Bumped by every write, so two tabs can tell which state is newer. */
  rev: number;
  startedAt: number;
  setup: GomokuSetup;
  game: GomokuSavedV1;
  /** Clock snapshots per ply (moves + 1 of them), or null without clocks. */
  clocks: ClockTimes[] | null;
  /** Time the side to move had used when this was written. */
  turnElapsedMs: number;
  ending: GomokuEnding | null;
}

export interface RestoredGomoku {
  record: GomokuCurrentV1;
  game: GomokuGame;
}

function fail(why: string): never {
  throw new Error(`saved game: ${why}`);
}

/** Checks every field and replays the moves through the engine; throws on anything wrong. */
export function reviveGomokuCurrent(data: unknown, Game: GomokuGameClass): RestoredGomoku {
  const r = data as Partial<GomokuCurrentV1>;
  if (typeof r !== 'object' || r === null || r.schema !== SCHEMA) fail('not a Pinqi game');
  if (r.version !== 1) fail(`unknown version ${String(r.version)}`);
  if (typeof r.id !== 'string' || !r.id) fail('no id');
  if (!Number.isInteger(r.rev) || !Number.isFinite(r.startedAt)) fail('bad revision');
  const setup = reviveGomokuSetup(r.setup);
  const game = Game.fromJSON(r.game);
  try {
    if (game.size !== setup.size || game.rule !== setup.rule) fail('setup does not match the game');
    const plies = game.moveCount;
    let clocks: ClockTimes[] | null = null;
    if (r.clocks !== null && r.clocks !== undefined) {
      if (!Array.isArray(r.clocks) || r.clocks.length !== plies + 1) fail('clock snapshots do not match the moves');
      clocks = r.clocks.map((c) => {
        if (!Number.isFinite(c?.black) || !Number.isFinite(c?.white)) fail('bad clock snapshot');
        return { black: c.black!, white: c.white! };
      });
    }
    let ending: GomokuEnding | null = null;
    if (r.ending) {
      const e = r.ending;
      if (
        (e.winner !== 'black' && e.winner !== 'white') ||
        (e.reason !== 'resign' && e.reason !== 'time') ||
        e.atMove !== plies ||
        game.isOver
      )
        fail('bad ending');
      ending = { winner: e.winner, reason: e.reason, atMove: e.atMove };
    }
    const turnElapsedMs = Number.isFinite(r.turnElapsedMs) && r.turnElapsedMs! >= 0 ? r.turnElapsedMs! : 0;
    const record: GomokuCurrentV1 = {
      schema: SCHEMA,
      version: 1,
      id: r.id,
      rev: r.rev!,
      startedAt: r.startedAt!,
      setup,
      game: game.toJSON(),
      clocks,
      turnElapsedMs,
      ending,
    };
    // Nothing may be dropped or changed on the way in: a hand-edited field is as unreadable as a broken one.
    if (!sameData(data, record)) fail('unexpected or changed fields');
    return { record, game };
  } catch (error) {
    game.dispose();
    throw error;
  }
}

export function freshGomokuRecord(
  id: string,
  setup: GomokuSetup,
  game: GomokuGame,
  clocks: ClockTimes[] | null,
): GomokuCurrentV1 {
  return {
    schema: SCHEMA,
    version: 1,
    id,
    rev: 0,
    startedAt: Date.now(),
    setup,
    game: game.toJSON(),
    clocks,
    turnElapsedMs: 0,
    ending: null,
  };
}
