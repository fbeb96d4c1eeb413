/**
 * The saved game in progress, in one generic form for both games: the
 * engine's saved game (replayed through the rules on load) plus what the app
 * adds around it (setup, clocks, an ending the engine does not decide, and
 * the id and revision that let tabs agree). The codec only: where it is kept
 * is the store's (store/saved-game.ts, injected into the match as a MatchSlot).
 */

/** Remaining milliseconds per side. */
export type ClockTimes = Record<string, number>;

/** An end the engine does not decide (a flag fall; a Gomoku resignation). */
export interface AppEnding<Side extends string> {
  winner: Side;
  reason: string;
  /** Number of moves on the board when it happened. */
  atMove: number;
}

export interface CurrentGame<Side extends string, Setup, Saved> {
  schema: string;
  version: 1;
  /** Tells games apart, so each finished game is counted once. */
  id: string;
  /** Bumped by every write, so two tabs can tell which state is newer. */
  rev: number;
  startedAt: number;
  setup: Setup;
  game: Saved;
  /** Clock snapshots per ply (moves + 1 of them), or null without clocks. */
  clocks: ClockTimes[] | null;
  /** Time the side to move had used when this was written. */
  turnElapsedMs: number;
  ending: AppEnding<Side> | null;
}

/** What the saved-game reader needs to know about one game: each game's adapter provides it. */
export interface SavedGameCodec<Side extends string, Setup, Saved, Game extends EngineSnapshot<Saved>> {
  readonly kind: 'gomoku' | 'xiangqi';
  readonly sides: readonly [Side, Side];
  /** Ends the app itself may record for this game. */
  readonly appEndings: readonly string[];
  reviveSetup(data: unknown): Setup;
  /** Replays the engine's saved form through the rules; throws on anything wrong. */
  fromSaved(saved: unknown): Game;
  /** Throws when the setup does not describe the game (e.g. another board size). */
  checkSetup(setup: Setup, game: Game): void;
}

/** What the reader asks of the replayed game. */
export interface EngineSnapshot<Saved> {
  readonly moveCount: number;
  readonly isOver: boolean;
  toJSON(): Saved;
  dispose(): void;
}

const schemaOf = (kind: string): string => `pinqi-app/${kind}-current`;

function fail(why: string): never {
  throw new Error(`saved game: ${why}`);
}

/** Checks every field and replays the moves through the engine; throws on anything wrong. */
export function reviveCurrent<Side extends string, Setup, Saved, Game extends EngineSnapshot<Saved>>(
  data: unknown,
  codec: SavedGameCodec<Side, Setup, Saved, Game>,
): { record: CurrentGame<Side, Setup, Saved>; game: Game } {
  const r = data as Partial<CurrentGame<Side, Setup, Saved>>;
  const schema = schemaOf(codec.kind);
  if (typeof r !== 'object' || r === null || r.schema !== schema) fail('not a Pinqi game');
  if (r.version !== 1) fail(`unknown version ${String(r.version)}`);
  if (typeof r.id !== 'string' || !r.id) fail('no id');
  if (!Number.isInteger(r.rev) || !Number.isFinite(r.startedAt)) fail('bad revision');
  const setup = codec.reviveSetup(r.setup);
  const game = codec.fromSaved(r.game);
  try {
    codec.checkSetup(setup, game);
    const plies = game.moveCount;
    let clocks: ClockTimes[] | null = null;
    if (r.clocks !== null && r.clocks !== undefined) {
      if (!Array.isArray(r.clocks) || r.clocks.length !== plies + 1) fail('clock snapshots do not match the moves');
      clocks = r.clocks.map((c) => {
        const times = Object.fromEntries(codec.sides.map((side) => [side, (c as ClockTimes | null)?.[side]]));
        if (!codec.sides.every((side) => Number.isFinite(times[side]))) fail('bad clock snapshot');
        return times as ClockTimes;
      });
    }
    let ending: AppEnding<Side> | null = null;
    if (r.ending) {
      const e = r.ending;
      if (!codec.sides.includes(e.winner) || !codec.appEndings.includes(e.reason) || e.atMove !== plies || game.isOver)
        fail('bad ending');
      ending = { winner: e.winner, reason: e.reason, atMove: e.atMove };
    }
    const turnElapsedMs = Number.isFinite(r.turnElapsedMs) && r.turnElapsedMs! >= 0 ? r.turnElapsedMs! : 0;
    const record: CurrentGame<Side, Setup, Saved> = {
      schema,
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

/** A fresh record for a new game. */
export function freshCurrent<Side extends string, Setup, Saved>(
  kind: 'gomoku' | 'xiangqi',
  id: string,
  setup: Setup,
  saved: Saved,
  clocks: ClockTimes[] | null,
  now: number = Date.now(),
): CurrentGame<Side, Setup, Saved> {
  return {
    schema: schemaOf(kind),
    version: 1,
    id,
    rev: 0,
    startedAt: now,
    setup,
    game: saved,
    clocks,
    turnElapsedMs: 0,
    ending: null,
  };
}

/** Whether two JSON values hold the same data (object key order aside). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const list = b as unknown[];
    return a.length === list.length && a.every((item, i) => sameData(item, list[i]));
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => Object.hasOwn(y, k) && sameData(x[k], y[k]));
}

/**
 * What the home screen says of a saved game: its moves, whether it is over,
 * and its setup; null when it cannot be read. Replayed through the engine.
 */
export function savedSummary<Side extends string, Setup, Saved, Game extends EngineSnapshot<Saved>>(
  raw: string,
  codec: SavedGameCodec<Side, Setup, Saved, Game>,
): { moves: number; over: boolean; setup: Setup } | null {
  try {
    const { record, game } = reviveCurrent(JSON.parse(raw), codec);
    const summary = { moves: game.moveCount, over: game.isOver || record.ending !== null, setup: record.setup };
    game.dispose();
    return summary;
  } catch {
    return null;
  }
}
