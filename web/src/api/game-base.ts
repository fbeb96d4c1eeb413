import type { EmbindObject, Refusal } from '../generated/boundary.js';
import { excerpt, PinqiError, refusalError } from './errors.js';
import { WasmHandle } from './wasm-handle.js';

/** What every game's wasm object answers that the shared base needs. */
export interface CoreGame<MoveOut, ResultOut> extends EmbindObject {
  historyEntry(ply: number): MoveOut | null;
  result(): ResultOut | null;
  undo(n: number): boolean;
  restart(): void;
}

/** Whether an engine answer is a refusal ({code, detail, ...}) rather than a value. */
export function isRefusal(answer: unknown): answer is Refusal {
  return typeof answer === 'object' && answer !== null && 'code' in answer;
}

/** The value, or the refusal thrown as a PinqiError. */
export function accepted<T>(answer: T | Refusal, prefix = ''): T {
  if (isRefusal(answer)) throw refusalError(answer, prefix);
  return answer;
}

/** An own data property of untrusted input, or undefined; a throwing getter is a bad record. */
export function own(data: object, key: string): unknown {
  try {
    const d = Object.getOwnPropertyDescriptor(data, key);
    return d && 'value' in d ? d.value : undefined;
  } catch {
    throw new PinqiError('bad_record', `saved game field ${key} cannot be read`);
  }
}

/**
 * The header checks every saved game passes before its moves are replayed,
 * for both games: JSON text or an object, the schema, version 1, and a dense
 * move list. Returns the object, whose other fields each game checks.
 */
export function readSavedHeader(data: unknown, schema: string): { saved: object; moves: unknown[] } {
  let saved: unknown = data;
  if (typeof data === 'string') {
    try {
      saved = JSON.parse(data);
    } catch {
      throw new PinqiError('bad_record', 'saved game is not valid JSON');
    }
  }
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved) || own(saved, 'schema') !== schema)
    throw new PinqiError('bad_record', `not a saved game of schema ${schema}: ${excerpt(saved)}`);
  const version = own(saved, 'version');
  if (version !== 1)
    throw new PinqiError('bad_record', `unsupported saved-game version ${excerpt(version)} (this Pinqi reads 1)`);
  const moves = own(saved, 'moves');
  if (!Array.isArray(moves)) throw new PinqiError('bad_record', 'saved game has no move list');
  return { saved, moves: denseList(moves, 'saved move list') };
}

/** The array itself, refused with bad_record when it has holes (they would be skipped silently). */
export function denseList(list: unknown[], what: string): unknown[] {
  for (let i = 0; i < list.length; i++)
    if (!Object.prototype.hasOwnProperty.call(list, i))
      throw new PinqiError('bad_record', `${what} has a hole at ${i + 1}`, { index: i });
  return list;
}

/**
 * What both games share: the wasm object and its disposal, the mirror of
 * the engine's history (the history is the truth; the mirror is re-read from
 * the engine after every change), the result (likewise re-read), undo and
 * restart. Every getter throws `disposed` once the game is disposed.
 */
export abstract class GameBase<Core extends CoreGame<MoveOut, ResultOut>, MoveOut, ResultOut, Move, Result> {
  readonly #handle: WasmHandle<Core>;
  #history: Move[] = [];
  #result: Result | null = null;

  protected constructor(core: Core) {
    this.#handle = new WasmHandle(this, core);
    this.readResult();
  }

  /** Every committed move, oldest first (a copy). */
  get history(): Move[] {
    void this.core;
    return this.#history.map((m) => ({ ...m }));
  }

  get moveCount(): number {
    void this.core;
    return this.#history.length;
  }

  get lastMove(): Move | null {
    void this.core;
    const last = this.#history.at(-1);
    return last ? { ...last } : null;
  }

  /** null while the game is on. */
  get result(): Result | null {
    void this.core;
    return this.#result && this.copyResult(this.#result);
  }

  get isOver(): boolean {
    void this.core;
    return this.#result !== null;
  }

  /** Takes back the last n moves (and a resignation or agreed draw); throws nothing_to_undo (changing nothing) if fewer exist. */
  undo(n: number = 1): void {
    const core = this.core;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0)
      throw new PinqiError('bad_argument', `undo count must be a whole number from 0, got ${excerpt(n)}`);
    if (!core.undo(n))
      throw new PinqiError('nothing_to_undo', `cannot undo ${n} moves: only ${this.#history.length} made`);
    this.#history.length -= n;
    this.readResult();
  }

  /** Back to the start of this game. */
  restart(): void {
    this.core.restart();
    this.#history = [];
    this.readResult();
  }

  /** Frees the wasm object; the game cannot be used afterwards. Safe to call twice. */
  dispose(): void {
    this.#handle.release();
  }

  /** The wasm object; throws PinqiError('disposed') once released. */
  protected get core(): Core {
    return this.#handle.live;
  }

  /** Appends the move the engine just made to the mirror, re-reads the result, and returns a copy. */
  protected committed(out: MoveOut): Move {
    const move = this.toMove(out);
    this.#history.push(move);
    this.readResult();
    return { ...move };
  }

  /** Rebuilds the mirror and the result from the engine (after a load). */
  protected resync(): void {
    const core = this.core;
    const history: Move[] = [];
    for (let out = core.historyEntry(0); out !== null; out = core.historyEntry(history.length))
      history.push(this.toMove(out));
    this.#history = history;
    this.readResult();
  }

  /** Re-reads the result from the engine: it, not the TypeScript side, knows whether the game is over. */
  protected readResult(): void {
    const out = this.core.result();
    this.#result = out === null ? null : this.toResult(out);
  }

  protected abstract toMove(out: MoveOut): Move;
  protected abstract toResult(out: ResultOut): Result;
  protected abstract copyResult(result: Result): Result;
}
