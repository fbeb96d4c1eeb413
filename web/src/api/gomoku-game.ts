import type { GomokuGameCore } from '../generated/gomoku.js';
import type { PinqiCoreModule } from '../generated/pinqi_core.mjs';
import { PinqiError, type PinqiErrorCode } from './errors.js';
import { boundModule, WasmHandle } from './wasm-handle.js';
import type {
  GomokuForbiddenKind,
  GomokuMove,
  GomokuOptions,
  GomokuResult,
  GomokuRule,
  GomokuSavedV1,
  GomokuSide,
  Point,
} from './gomoku-types.js';

const SIDES: Record<number, GomokuSide> = { 1: 'black', 2: 'white' };
const RULES: readonly GomokuRule[] = ['freestyle', 'standard', 'renju'];
const SAVED_SCHEMA = 'pinqi/gomoku';

function notation(p: Point, size: number): string {
  return String.fromCharCode(97 + p.x) + String(size - p.y);
}

function pairs(view: Int32Array): Point[] {
  const out: Point[] = [];
  for (let i = 0; i + 1 < view.length; i += 2) out.push({ x: view[i]!, y: view[i + 1]! });
  return out;
}

function isPoint(p: unknown): p is Point {
  const q = p as Point;
  return typeof q === 'object' && q !== null && Number.isInteger(q.x) && Number.isInteger(q.y);
}

/**
 * A game of Gomoku. Every refusal throws a PinqiError and leaves the game
 * unchanged. Get the class from `await loadPinqi()`; call dispose() when done.
 */
export class GomokuGame {
  /** The wasm module this class is bound to (set by loadPinqi). */
  protected static core: PinqiCoreModule | undefined;

  readonly #handle: WasmHandle<GomokuGameCore>;
  #history: GomokuMove[] = [];
  #result: GomokuResult | null = null;

  constructor(options: GomokuOptions = {}) {
    const module = boundModule((new.target as typeof GomokuGame).core, 'GomokuGame');
    const size = options.size ?? 15;
    const rule = options.rule ?? 'freestyle';
    const problem = module.gomokuCheckSettings(size, rule);
    if (problem) throw new PinqiError('bad_settings', problem);
    this.#handle = new WasmHandle(this, new module.GomokuGameCore(size, rule));
  }

  /** Builds a game by replaying a record (see toRecord); throws bad_record naming the bad move. */
  static fromRecord<T extends typeof GomokuGame>(this: T, text: string): InstanceType<T> {
    const game = new this() as InstanceType<T>;
    const loaded = game.#live().loadRecord(String(text));
    if (!loaded.ok) {
      game.dispose();
      throw new PinqiError('bad_record', loaded.message);
    }
    game.#resync();
    return game;
  }

  /** Restores a game saved with toJSON(); throws bad_record on anything malformed. */
  static fromJSON<T extends typeof GomokuGame>(this: T, data: unknown): InstanceType<T> {
    const saved = (typeof data === 'string' ? parseJson(data) : data) as Partial<GomokuSavedV1> | null;
    if (typeof saved !== 'object' || saved === null || saved.schema !== SAVED_SCHEMA)
      throw new PinqiError('bad_record', 'not a saved Pinqi Gomoku game');
    if (saved.version !== 1)
      throw new PinqiError(
        'bad_record',
        `unsupported saved-game version ${String(saved.version)} (this Pinqi reads 1)`,
      );
    if (!Number.isInteger(saved.size) || !RULES.includes(saved.rule as GomokuRule) || !Array.isArray(saved.moves))
      throw new PinqiError('bad_record', 'saved game has a bad size, rule or move list');
    let game: InstanceType<T>;
    try {
      game = new this({ size: saved.size!, rule: saved.rule! }) as InstanceType<T>;
    } catch (error) {
      throw new PinqiError('bad_record', (error as Error).message);
    }
    saved.moves.forEach((move, index) => {
      const [x, y] = Array.isArray(move) ? move : [];
      try {
        game.place({ x: x as number, y: y as number });
      } catch (error) {
        game.dispose();
        throw new PinqiError('bad_record', `saved move ${index + 1}: ${(error as Error).message}`);
      }
    });
    return game;
  }

  get size(): number {
    return this.#live().size();
  }

  get rule(): GomokuRule {
    return this.#live().rule();
  }

  /** The side to move. */
  get turn(): GomokuSide {
    return SIDES[this.#live().turn()]!;
  }

  /** Every committed move, oldest first (a copy). */
  get history(): GomokuMove[] {
    return this.#history.map((m) => ({ ...m }));
  }

  get moveCount(): number {
    return this.#history.length;
  }

  get lastMove(): GomokuMove | null {
    const last = this.#history.at(-1);
    return last ? { ...last } : null;
  }

  /** null while the game is on. */
  get result(): GomokuResult | null {
    return (
      this.#result && { ...this.#result, ...(this.#result.line && { line: this.#result.line.map((p) => ({ ...p })) }) }
    );
  }

  get isOver(): boolean {
    return this.#result !== null;
  }

  /** The stone on a point: 'black', 'white' or null. */
  stoneAt(point: Point): GomokuSide | null {
    if (!isPoint(point)) throw new PinqiError('bad_point', `not a point: ${JSON.stringify(point)}`);
    return SIDES[this.#live().stoneAt(point.x, point.y)] ?? null;
  }

  /** Why place(point) would be refused, or null if it would be accepted. */
  check(point: Point): PinqiErrorCode | null {
    if (!isPoint(point)) return 'bad_point';
    const code = this.#live().check(point.x, point.y);
    return code === 'ok' ? null : code;
  }

  canPlace(point: Point): boolean {
    return this.check(point) === null;
  }

  /** Places a stone for the side to move and returns the move. */
  place(point: Point): GomokuMove {
    if (!isPoint(point)) throw new PinqiError('bad_point', `not a point: ${JSON.stringify(point)}`);
    const core = this.#live();
    const player = SIDES[core.turn()]!;
    const code = core.place(point.x, point.y);
    if (code !== 'ok') throw new PinqiError(code, this.#explain(code, point));
    const move: GomokuMove = {
      index: this.#history.length,
      x: point.x,
      y: point.y,
      player,
      notation: notation(point, core.size()),
    };
    this.#history.push(move);
    this.#readResult();
    return { ...move };
  }

  /** Takes back the last n moves; throws nothing_to_undo (changing nothing) if fewer exist. */
  undo(n = 1): void {
    if (!Number.isInteger(n) || n < 0)
      throw new PinqiError('bad_settings', `undo count must be a whole number, got ${n}`);
    if (!this.#live().undo(n))
      throw new PinqiError('nothing_to_undo', `cannot undo ${n} moves: only ${this.#history.length} made`);
    this.#history.length -= n;
    this.#readResult();
  }

  restart(): void {
    this.#live().restart();
    this.#history = [];
    this.#result = null;
  }

  /**
   * Why Black may not play a point under Renju: 'overline', 'double_four' or
   * 'double_three'; null when the point is allowed (or the rule is not Renju).
   */
  forbiddenKind(point: Point): GomokuForbiddenKind | null {
    if (!isPoint(point)) throw new PinqiError('bad_point', `not a point: ${JSON.stringify(point)}`);
    const kind = this.#live().forbiddenKind(point.x, point.y);
    return kind === 'none' ? null : kind;
  }

  /** Points where Black may not play (Renju only; empty otherwise). */
  forbiddenPoints(): Point[] {
    return pairs(this.#live().forbiddenPoints().slice());
  }

  toRecord(): string {
    return this.#live().toRecord();
  }

  toJSON(): GomokuSavedV1 {
    return {
      schema: SAVED_SCHEMA,
      version: 1,
      size: this.size,
      rule: this.rule,
      moves: this.#history.map((m) => [m.x, m.y]),
    };
  }

  /** Frees the wasm object; the game cannot be used afterwards. Safe to call twice. */
  dispose(): void {
    this.#handle.release();
  }

  #live(): GomokuGameCore {
    return this.#handle.live;
  }

  #resync(): void {
    const core = this.#live();
    const flat = core.history().slice();
    this.#history = [];
    for (let i = 0; i + 2 < flat.length; i += 3) {
      const p = { x: flat[i]!, y: flat[i + 1]! };
      this.#history.push({ index: i / 3, ...p, player: SIDES[flat[i + 2]!]!, notation: notation(p, core.size()) });
    }
    this.#readResult();
  }

  #readResult(): void {
    const core = this.#live();
    const status = core.status();
    if (status === 0) {
      this.#result = null;
    } else if (status === 3) {
      this.#result = { winner: null, reason: 'board_full' };
    } else {
      this.#result = { winner: SIDES[status]!, reason: 'five', line: pairs(core.winningLine().slice()) };
    }
  }

  #explain(code: PinqiErrorCode, p: Point): string {
    const core = this.#live();
    const size = core.size();
    switch (code) {
      case 'occupied':
        return `${notation(p, size)} is already occupied`;
      case 'out_of_bounds':
        return `(${p.x}, ${p.y}) is off the ${size}×${size} board`;
      case 'game_over':
        return 'the game is over';
      case 'forbidden':
        return `${notation(p, size)} is forbidden for Black under Renju (${core.forbiddenKind(p.x, p.y).replace('_', '-')})`;
      default:
        return code;
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new PinqiError('bad_record', 'saved game is not valid JSON');
  }
}

export type GomokuGameClass = typeof GomokuGame;

/** A GomokuGame class bound to one wasm instance. */
export function bindGomokuGame(core: PinqiCoreModule): GomokuGameClass {
  return class extends GomokuGame {
    protected static override core = core;
  };
}
