import type { XiangqiGame, XiangqiGameClass, XiangqiSavedV1, XiangqiSide } from '../src/index.js';
import type { ClockTimes } from './clock.js';
import { sameData } from './storage.js';
import { reviveXiangqiSetup, type XiangqiSetup } from './settings.js';

/**
 * The saved form of the Xiangqi game in progress: the engine's saved game
 * (start FEN, moves, resignation; replayed through the rules on load) plus
 * what the app adds around it.
 */
export const XIANGQI_CURRENT_KEY = 'pinqi:xiangqi:current';
const SCHEMA = 'pinqi-app/xiangqi-current';

/** A flag fall: the one end the engine does not decide. */
export interface XiangqiEnding {
  winner: XiangqiSide;
  reason: 'time';
  atMove: number;
}

export interface XiangqiCurrentV1 {
  schema: typeof SCHEMA;
  version: 1;
  id: string;
  rev: number;
  startedAt: number;
  setup: XiangqiSetup;
  game: XiangqiSavedV1;
  clocks: ClockTimes[] | null;
  turnElapsedMs: number;
  ending: XiangqiEnding | null;
}

function fail(why: string): never {
  throw new Error(`saved game: ${why}`);
}

/** Checks every field and replays the moves through the engine; throws on anything wrong. */
export function reviveXiangqiCurrent(
  data: unknown,
  Game: XiangqiGameClass,
): { record: XiangqiCurrentV1; game: XiangqiGame } {
  const r = data as Partial<XiangqiCurrentV1>;
  if (typeof r !== 'object' || r === null || r.schema !== SCHEMA) fail('not a Pinqi game');
  if (r.version !== 1) fail(`unknown version ${String(r.version)}`);
  if (typeof r.id !== 'string' || !r.id) fail('no id');
  if (!Number.isInteger(r.rev) || !Number.isFinite(r.startedAt)) fail('bad revision');
  const setup = reviveXiangqiSetup(r.setup);
  const game = Game.fromJSON(r.game);
  try {
    const plies = game.moveCount;
    let clocks: ClockTimes[] | null = null;
    if (r.clocks !== null && r.clocks !== undefined) {
      if (!Array.isArray(r.clocks) || r.clocks.length !== plies + 1) fail('clock snapshots do not match the moves');
      clocks = r.clocks.map((c) => {
        if (!Number.isFinite(c?.red) || !Number.isFinite(c?.black)) fail('bad clock snapshot');
        return { red: c.red!, black: c.black! };
      });
    }
    let ending: XiangqiEnding | null = null;
    if (r.ending) {
      const e = r.ending;
      if ((e.winner !== 'red' && e.winner !== 'black') || e.reason !== 'time' || e.atMove !== plies || game.isOver)
        fail('bad ending');
      ending = { winner: e.winner, reason: 'time', atMove: e.atMove };
    }
    const turnElapsedMs = Number.isFinite(r.turnElapsedMs) && r.turnElapsedMs! >= 0 ? r.turnElapsedMs! : 0;
    const record: XiangqiCurrentV1 = {
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

export function freshXiangqiRecord(
  id: string,
  setup: XiangqiSetup,
  game: XiangqiGame,
  clocks: ClockTimes[] | null,
): XiangqiCurrentV1 {
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
