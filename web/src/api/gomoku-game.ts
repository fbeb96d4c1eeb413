import type { GomokuGameCore, GomokuMoveOut, GomokuResultOut } from '../generated/gomoku.js';
import type { PinqiCoreModule } from '../generated/pinqi_core.mjs';
import { excerpt, PinqiError, type PinqiErrorCode } from './errors.js';
import { accepted, denseList, GameBase, isRefusal, own, readSavedHeader } from './game-base.js';
import { boundModule } from './wasm-handle.js';
import type {
  GomokuAxisLabels,
  GomokuForbiddenKind,
  GomokuMove,
  GomokuOptions,
  GomokuPosition,
  GomokuResult,
  GomokuRule,
  GomokuSavedV1,
  GomokuSetup,
  GomokuSide,
  GomokuSizes,
  Point,
} from './gomoku-types.js';

const SAVED_SCHEMA = 'pinqi/gomoku';
const SIDES: Record<number, GomokuSide> = { 1: 'black', 2: 'white' };

/**
 * The engine's names of points ('h8'), per board size, asked once per point:
 * notation lives in the engine, and a move crosses the boundary as numbers.
 */
const NAMES = new Map<number, string[]>();

/** The name of a point the engine has just placed a stone on (so x, y and size are valid). */
function pointName(module: PinqiCoreModule, x: number, y: number, size: number): string {
  let names = NAMES.get(size);
  if (!names) NAMES.set(size, (names = []));
  return (names[y * size + x] ??= accepted(module.gomokuNotation(x, y, size)));
}

/** The engine bound last (by loadPinqi), which names the board views' axes. */
let labelsEngine: PinqiCoreModule | undefined;
const LABELS = new Map<number, GomokuAxisLabels>();

/**
 * The engine's axis labels of a board size, for the board views: columns[x]
 * and rows[y] (y = 0 at the top) are the halves of each point's name ('h' and
 * '8' of h8). null before any engine is loaded, or for a size it refuses.
 */
export function gomokuAxisLabels(size: number): GomokuAxisLabels | null {
  let labels = LABELS.get(size);
  if (!labels && labelsEngine) {
    const out = labelsEngine.gomokuAxisLabels(size);
    if (isRefusal(out)) return null;
    LABELS.set(size, (labels = out));
  }
  return labels ?? null;
}

/** The coordinates of a point argument; bad_point for anything that is not {x: number, y: number}. */
function coordinates(point: unknown): [number, number] {
  let x: unknown, y: unknown;
  try {
    if (typeof point === 'object' && point !== null) ({ x, y } = point as Partial<Point>);
  } catch {
    // a throwing getter: not a point
  }
  if (typeof x !== 'number' || typeof y !== 'number')
    throw new PinqiError('bad_point', `not a point {x, y}: ${excerpt(point)}`);
  return [x, y];
}

/** Settings as the engine takes them; bad_settings for anything but {size?: number, rule?: string}. */
function settings(options: unknown, core: PinqiCoreModule): { size: number; rule: string } {
  if (options === undefined) options = {};
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new PinqiError(
      'bad_settings',
      `options must be an object like {size: 15, rule: 'renju'}, got ${excerpt(options)}`,
    );
  let size: unknown, rule: unknown;
  try {
    ({ size, rule } = options as GomokuOptions);
  } catch {
    throw new PinqiError('bad_settings', 'options cannot be read');
  }
  size ??= core.GOMOKU_DEFAULT_SIZE;
  rule ??= 'freestyle';
  if (typeof size !== 'number')
    throw new PinqiError('bad_settings', `board size must be a number, got ${excerpt(size)}`);
  if (typeof rule !== 'string')
    throw new PinqiError('bad_settings', `rule must be 'freestyle', 'standard' or 'renju', got ${excerpt(rule)}`);
  accepted(core.gomokuCheckSettings(size, rule));
  return { size, rule };
}

/** [x, y] number pairs, refused with bad_record otherwise. */
function numberPairs(list: unknown, what: string): [number, number][] {
  if (!Array.isArray(list)) throw new PinqiError('bad_record', `${what} is not a list of [x, y] pairs`);
  return denseList(list, what).map((item, index): [number, number] => {
    if (!Array.isArray(item) || item.length !== 2 || typeof item[0] !== 'number' || typeof item[1] !== 'number')
      throw new PinqiError('bad_record', `${what} item ${index + 1} is not an [x, y] pair: ${excerpt(item)}`, {
        why: 'bad_point',
        index,
      });
    return [item[0], item[1]];
  });
}

/** A saved setup's structure: the engine judges the position itself when it is set up. */
function readSetup(setup: unknown): NonNullable<GomokuSavedV1['setup']> {
  if (typeof setup !== 'object' || setup === null || Array.isArray(setup))
    throw new PinqiError('bad_record', `saved game has a bad setup: ${excerpt(setup)}`);
  const toMove = own(setup, 'toMove');
  if (toMove !== 'black' && toMove !== 'white')
    throw new PinqiError('bad_record', `saved setup has a bad side to move: ${excerpt(toMove)}`);
  const out: NonNullable<GomokuSavedV1['setup']> = {
    black: numberPairs(own(setup, 'black'), 'saved setup black'),
    white: numberPairs(own(setup, 'white'), 'saved setup white'),
    toMove,
  };
  const blocked = own(setup, 'blocked');
  if (blocked !== undefined) out.blocked = numberPairs(blocked, 'saved setup blocked');
  return out;
}

/** The points of a fromPosition list as a flat [x0, y0, ...] list; bad_position for anything else. */
function flatPoints(list: unknown, side: string): number[] {
  if (!Array.isArray(list))
    throw new PinqiError('bad_position', `${side} must be a list of points {x, y}, got ${excerpt(list)}`);
  const flat: number[] = [];
  for (let i = 0; i < list.length; i++) {
    if (!Object.prototype.hasOwnProperty.call(list, i))
      throw new PinqiError('bad_position', `${side} has a hole at ${i + 1}`, { why: 'bad_point', index: i });
    try {
      flat.push(...coordinates(list[i]));
    } catch (error) {
      throw new PinqiError('bad_position', `${side} stone ${i + 1}: ${(error as Error).message}`, {
        why: 'bad_point',
        index: i,
      });
    }
  }
  return flat;
}

const pairsToFlat = (pairs: [number, number][] | undefined): number[] => (pairs ?? []).flat();

function flatToPoints(flat: ArrayLike<number>): Point[] {
  const out: Point[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push({ x: flat[i]!, y: flat[i + 1]! });
  return out;
}

/**
 * The structure of a saved Gomoku game, checked without the engine: the
 * header, a size and rule, [x, y] number pairs and the ending. The moves
 * themselves are judged by the engine when they are replayed. Returns a
 * plain copy. Used by fromJSON and by the AI client.
 */
export function readGomokuSaved(data: unknown): GomokuSavedV1 {
  const { saved, moves } = readSavedHeader(data, SAVED_SCHEMA);
  const size = own(saved, 'size');
  const rule = own(saved, 'rule');
  if (typeof size !== 'number' || typeof rule !== 'string')
    throw new PinqiError('bad_record', `saved game has a bad size or rule: ${excerpt(size)}, ${excerpt(rule)}`);
  const pairs = moves.map((move, index): [number, number] => {
    if (!Array.isArray(move) || move.length !== 2 || typeof move[0] !== 'number' || typeof move[1] !== 'number')
      throw new PinqiError('bad_record', `saved move ${index + 1} is not an [x, y] pair: ${excerpt(move)}`, {
        why: 'bad_point',
        index,
      });
    return [move[0], move[1]];
  });
  const copy: GomokuSavedV1 = { schema: SAVED_SCHEMA, version: 1, size, rule: rule as GomokuRule, moves: pairs };
  const setup = own(saved, 'setup');
  if (setup !== undefined) copy.setup = readSetup(setup);
  const ending = own(saved, 'ending');
  if (ending !== undefined) {
    const loser = typeof ending === 'object' && ending !== null ? own(ending, 'loser') : undefined;
    if (own(ending as object, 'type') !== 'resign' || (loser !== 'black' && loser !== 'white'))
      throw new PinqiError('bad_record', `saved game has an unknown ending: ${excerpt(ending)}`);
    copy.ending = { type: 'resign', loser };
  }
  return copy;
}

/**
 * A game of Gomoku. Every refusal throws a PinqiError and leaves the game
 * unchanged. Get the class from `await loadPinqi()`; call dispose() when done.
 */
export class GomokuGame extends GameBase<GomokuGameCore, GomokuMoveOut, GomokuResultOut, GomokuMove, GomokuResult> {
  /** The wasm module this class is bound to (set by loadPinqi). */
  protected static module: PinqiCoreModule | undefined;

  constructor(options: GomokuOptions = {}) {
    const module = boundModule((new.target as typeof GomokuGame).module, 'GomokuGame');
    const { size, rule } = settings(options, module);
    super(new module.GomokuGameCore(size, rule));
  }

  /** The board sizes the engine supports (5 to 20, default 15). */
  static get sizes(): GomokuSizes {
    const module = boundModule(this.module, 'GomokuGame');
    return { min: module.GOMOKU_MIN_SIZE, max: module.GOMOKU_MAX_SIZE, default: module.GOMOKU_DEFAULT_SIZE };
  }

  /** Builds a game by replaying a record (see toRecord); throws bad_record naming the bad move. */
  static fromRecord<T extends typeof GomokuGame>(this: T, text: string): InstanceType<T> {
    if (typeof text !== 'string') throw new PinqiError('bad_record', `a record is text, got ${excerpt(text)}`);
    const game = new this() as InstanceType<T>;
    const refusal = game.core.loadRecord(text);
    if (refusal) {
      game.dispose();
      accepted(refusal);
    }
    game.#size = undefined;
    game.resync();
    return game;
  }

  /**
   * Sets up a position for puzzles and analysis: {size, rule, black, white, toMove}.
   * The stones may be listed in any order and are not judged as moves; the game
   * starts from them with `toMove` (default: Black when the counts are equal,
   * else White). Refuses, with bad_position and a finer `why`, only what no game
   * reaches: stones off the board ('out_of_bounds') or on one point ('overlap'),
   * counts that do not alternate into `toMove` ('counts'), a five already on the
   * board ('five'), under Renju a Black overline ('overline'). Under Renju the
   * forbidden points are then judged on this position. Bad settings: bad_settings.
   */
  static fromPosition<T extends typeof GomokuGame>(this: T, position: GomokuPosition): InstanceType<T> {
    if (typeof position !== 'object' || position === null || Array.isArray(position))
      throw new PinqiError(
        'bad_position',
        `a position is {size, rule, black, white, toMove}, got ${excerpt(position)}`,
      );
    let spec: Partial<GomokuPosition>;
    try {
      const { size, rule, black, white, toMove } = position;
      spec = { size, rule, black, white, toMove };
    } catch {
      throw new PinqiError('bad_position', 'the position cannot be read');
    }
    const black = flatPoints(spec.black, 'black');
    const white = flatPoints(spec.white, 'white');
    const toMove: unknown = spec.toMove ?? '';
    if (typeof toMove !== 'string')
      throw new PinqiError('bad_position', `toMove is 'black' or 'white', got ${excerpt(toMove)}`, { why: 'bad_turn' });
    const options: GomokuOptions = {};
    if (spec.size !== undefined) options.size = spec.size;
    if (spec.rule !== undefined) options.rule = spec.rule;
    const game = new this(options) as InstanceType<T>;
    const refusal = game.core.loadPosition(black, white, [], toMove);
    if (refusal) {
      game.dispose();
      accepted(refusal);
    }
    game.#size = undefined;
    game.resync();
    return game;
  }

  /** Restores a game saved with toJSON(); throws bad_record on anything malformed. */
  static fromJSON<T extends typeof GomokuGame>(this: T, data: unknown): InstanceType<T> {
    const saved = readGomokuSaved(data);
    let game: InstanceType<T>;
    try {
      game = new this({ size: saved.size, rule: saved.rule }) as InstanceType<T>;
    } catch (error) {
      throw new PinqiError('bad_record', (error as Error).message, { why: (error as PinqiError).code });
    }
    try {
      if (saved.setup) {
        const { black, white, blocked, toMove } = saved.setup;
        const refusal = game.core.loadPosition(pairsToFlat(black), pairsToFlat(white), pairsToFlat(blocked), toMove);
        if (refusal) throw new PinqiError('bad_record', `saved setup: ${refusal.detail}`, { why: refusal.why });
        game.#size = undefined;
        game.resync();
      }
      saved.moves.forEach(([x, y], index) => {
        const out = game.core.place(x, y);
        if (isRefusal(out))
          throw new PinqiError('bad_record', `saved move ${index + 1}: ${out.detail}`, { why: out.code, index });
        game.committed(out);
      });
      if (saved.ending) game.resign(saved.ending.loser);
    } catch (error) {
      game.dispose();
      throw error instanceof PinqiError && error.code === 'bad_record'
        ? error
        : new PinqiError('bad_record', (error as Error).message, { why: (error as PinqiError).code });
    }
    return game;
  }

  /** The board size, kept once read: only loading a record changes it. */
  #size: number | undefined;

  get size(): number {
    return this.core.size();
  }

  get #module(): PinqiCoreModule {
    return (this.constructor as typeof GomokuGame).module!;
  }

  get rule(): GomokuRule {
    return this.core.rule();
  }

  /** The side to move. */
  get turn(): GomokuSide {
    return this.core.turn();
  }

  /** The stones a game set up with fromPosition started from (they are not moves); null otherwise. */
  get setup(): GomokuSetup | null {
    const out = this.core.setup();
    return (
      out && {
        black: flatToPoints(out.black),
        white: flatToPoints(out.white),
        blocked: flatToPoints(out.blocked),
        toMove: out.toMove,
      }
    );
  }

  /** The stone on a point: 'black', 'white' or null. */
  stoneAt(point: Point): GomokuSide | null {
    const core = this.core;
    return accepted(core.stoneAt(...coordinates(point)));
  }

  /** Why place(point) would be refused, or null if it would be accepted. */
  check(point: Point): PinqiErrorCode | null {
    const core = this.core;
    let xy: [number, number];
    try {
      xy = coordinates(point);
    } catch {
      return 'bad_point';
    }
    const refusal = core.check(...xy);
    return refusal && (refusal.code as PinqiErrorCode);
  }

  canPlace(point: Point): boolean {
    return this.check(point) === null;
  }

  /** Places a stone for the side to move and returns the move. */
  place(point: Point): GomokuMove {
    const core = this.core;
    return this.committed(accepted(core.place(...coordinates(point))));
  }

  /** `loser` resigns and the other side wins; undoing a move withdraws the resignation. */
  resign(loser: GomokuSide): void {
    const core = this.core;
    if (typeof loser !== 'string')
      throw new PinqiError('bad_argument', `the side that resigns is 'black' or 'white', got ${excerpt(loser)}`);
    accepted(core.resign(loser));
    this.readResult();
  }

  /**
   * Why Black may not play a point under Renju: 'overline', 'double_four' or
   * 'double_three'; null when the point is allowed (or the rule is not Renju).
   */
  forbiddenKind(point: Point): GomokuForbiddenKind | null {
    const core = this.core;
    return accepted(core.forbiddenKind(...coordinates(point)));
  }

  /** Points where Black may not play (Renju only; empty otherwise). */
  forbiddenPoints(): Point[] {
    return flatToPoints(this.core.forbiddenPoints().slice());
  }

  /** The engine's name of a point on this board: column letter and row from the bottom, e.g. 'h8'. */
  notation(point: Point): string {
    const size = this.core.size();
    return accepted(this.#module.gomokuNotation(...coordinates(point), size));
  }

  /** The point a name like 'h8' stands for on this board; bad_notation otherwise. */
  pointAt(notation: string): Point {
    const size = this.core.size();
    if (typeof notation !== 'string') throw new PinqiError('bad_notation', `not a point name: ${excerpt(notation)}`);
    return accepted(this.#module.gomokuParsePoint(notation, size));
  }

  toRecord(): string {
    return this.core.toRecord();
  }

  toJSON(): GomokuSavedV1 {
    const saved: GomokuSavedV1 = {
      schema: SAVED_SCHEMA,
      version: 1,
      size: this.size,
      rule: this.rule,
      moves: this.history.map((m) => [m.x, m.y]),
    };
    const setup = this.core.setup();
    if (setup) {
      const pairs = (flat: number[]) => flatToPoints(flat).map((p): [number, number] => [p.x, p.y]);
      saved.setup = { black: pairs(setup.black), white: pairs(setup.white), toMove: setup.toMove };
      if (setup.blocked.length) saved.setup.blocked = pairs(setup.blocked);
    }
    const result = this.result;
    if (result?.reason === 'resign')
      saved.ending = { type: 'resign', loser: result.winner === 'black' ? 'white' : 'black' };
    return saved;
  }

  protected toMove(out: GomokuMoveOut): GomokuMove {
    const size = (this.#size ??= this.core.size());
    return {
      index: out.index,
      x: out.x,
      y: out.y,
      player: SIDES[out.player]!,
      notation: pointName(this.#module, out.x, out.y, size),
    };
  }

  protected toResult(out: GomokuResultOut): GomokuResult {
    return out.reason === 'five'
      ? { winner: out.winner, reason: out.reason, line: out.line }
      : { winner: out.winner, reason: out.reason };
  }

  protected copyResult(result: GomokuResult): GomokuResult {
    return result.line ? { ...result, line: result.line.map((p) => ({ ...p })) } : { ...result };
  }
}

export type GomokuGameClass = typeof GomokuGame;

/** A GomokuGame class bound to one wasm instance. */
export function bindGomokuGame(core: PinqiCoreModule): GomokuGameClass {
  labelsEngine = core;
  return class extends GomokuGame {
    protected static override module = core;
  };
}
