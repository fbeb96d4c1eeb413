import type { PinqiCoreModule } from '../generated/pinqi_core.mjs';
import type { XiangqiGameCore, XiangqiMoveOut, XiangqiResultOut } from '../generated/xiangqi.js';
import { excerpt, PinqiError } from './errors.js';
import { accepted, GameBase, isRefusal, own, readSavedHeader } from './game-base.js';
import { boundModule } from './wasm-handle.js';
import type {
  XiangqiEndReason,
  XiangqiMove,
  XiangqiNotation,
  XiangqiOptions,
  XiangqiPiece,
  XiangqiResult,
  XiangqiSavedV1,
  XiangqiSide,
  XiangqiSquare,
} from './xiangqi-types.js';

const SAVED_SCHEMA = 'pinqi/xiangqi';

/** 'h2' -> 2 * 9 + 7; -1 when not a square. */
export function squareIndex(square: string): number {
  if (typeof square !== 'string' || square.length !== 2) return -1;
  const file = square.charCodeAt(0) - 97;
  const rank = square.charCodeAt(1) - 48;
  if (file < 0 || file > 8 || rank < 0 || rank > 9) return -1;
  return rank * 9 + file;
}

export function squareName(index: number): XiangqiSquare {
  return String.fromCharCode(97 + (index % 9)) + String(Math.floor(index / 9));
}

/**
 * The structure of a saved Xiangqi game, checked without the engine: the
 * header, a start FEN, the moves as strings and the ending. The engine judges
 * the FEN and the moves when they are replayed. Returns a plain copy. Used by
 * fromJSON and by the AI client.
 */
export function readXiangqiSaved(data: unknown): XiangqiSavedV1 {
  const { saved, moves } = readSavedHeader(data, SAVED_SCHEMA);
  const startFen = own(saved, 'startFen');
  if (typeof startFen !== 'string') throw new PinqiError('bad_record', 'saved game has no start position (startFen)');
  const list = moves.map((move, index) => {
    if (typeof move !== 'string')
      throw new PinqiError('bad_record', `saved move ${index + 1} is not a string: ${excerpt(move)}`, {
        why: 'bad_notation',
        index,
      });
    return move;
  });
  const copy: XiangqiSavedV1 = { schema: SAVED_SCHEMA, version: 1, startFen, moves: list };
  const ending = own(saved, 'ending');
  if (ending !== undefined) {
    const type = typeof ending === 'object' && ending !== null ? own(ending, 'type') : undefined;
    const loser = type === 'resign' ? own(ending as object, 'loser') : undefined;
    if (type === 'agreement') copy.ending = { type };
    else if (type === 'resign' && (loser === 'red' || loser === 'black')) copy.ending = { type, loser };
    else throw new PinqiError('bad_record', `saved game has an unknown ending: ${excerpt(ending)}`);
  }
  return copy;
}

/**
 * A game of Xiangqi. Every refusal throws a PinqiError and leaves the game
 * unchanged. Get the class from `await loadPinqi()`; call dispose() when done.
 */
export class XiangqiGame extends GameBase<
  XiangqiGameCore,
  XiangqiMoveOut,
  XiangqiResultOut,
  XiangqiMove,
  XiangqiResult
> {
  /** The wasm module this class is bound to (set by loadPinqi). */
  protected static module: PinqiCoreModule | undefined;

  constructor(options: XiangqiOptions = {}) {
    const module = boundModule((new.target as typeof XiangqiGame).module, 'XiangqiGame');
    if (typeof options !== 'object' || options === null || Array.isArray(options))
      throw new PinqiError('bad_settings', `options must be an object like {fen}, got ${excerpt(options)}`);
    let fen: unknown;
    try {
      fen = options.fen;
    } catch {
      throw new PinqiError('bad_settings', 'options cannot be read');
    }
    if (fen !== undefined && typeof fen !== 'string')
      throw new PinqiError('bad_fen', `a FEN is text, got ${excerpt(fen)}`);
    const core = new module.XiangqiGameCore();
    const refusal = fen === undefined ? null : core.loadFen(fen);
    if (refusal) {
      core.delete();
      accepted(refusal);
    }
    super(core);
  }

  /** Builds a game by replaying a PGN-style record; throws bad_record naming the first bad move. */
  static fromRecord<T extends typeof XiangqiGame>(this: T, pgn: string): InstanceType<T> {
    if (typeof pgn !== 'string') throw new PinqiError('bad_record', `a record is text, got ${excerpt(pgn)}`);
    const game = new this() as InstanceType<T>;
    const refusal = game.core.loadRecord(pgn);
    if (refusal) {
      game.dispose();
      accepted(refusal);
    }
    game.resync();
    return game;
  }

  /** Restores a game saved with toJSON(); throws bad_record on anything malformed. */
  static fromJSON<T extends typeof XiangqiGame>(this: T, data: unknown): InstanceType<T> {
    const saved = readXiangqiSaved(data);
    let game: InstanceType<T>;
    try {
      game = new this({ fen: saved.startFen }) as InstanceType<T>;
    } catch (error) {
      throw new PinqiError('bad_record', (error as Error).message, { why: (error as PinqiError).code });
    }
    try {
      saved.moves.forEach((move, index) => {
        const out = game.core.move(move);
        if (isRefusal(out))
          throw new PinqiError('bad_record', `saved move ${index + 1}: ${out.detail}`, { why: out.code, index });
        game.committed(out);
      });
      if (saved.ending?.type === 'resign') game.resign(saved.ending.loser);
      else if (saved.ending?.type === 'agreement') game.agreeDraw();
    } catch (error) {
      game.dispose();
      throw error instanceof PinqiError && error.code === 'bad_record'
        ? error
        : new PinqiError('bad_record', (error as Error).message, { why: (error as PinqiError).code });
    }
    return game;
  }

  /** The side to move. */
  get turn(): XiangqiSide {
    return this.core.turn();
  }

  get inCheck(): boolean {
    return this.core.inCheck();
  }

  /** Pieces captured so far, in order. */
  get captured(): XiangqiPiece[] {
    return this.history.flatMap((m) => (m.captured ? [m.captured] : []));
  }

  /** The piece on a square, or null. */
  pieceAt(square: XiangqiSquare): XiangqiPiece | null {
    const core = this.core;
    const letter = core.board()[this.#square(square)];
    return letter && letter !== '.' ? (letter as XiangqiPiece) : null;
  }

  /** Every occupied square and its piece. */
  pieces(): { square: XiangqiSquare; piece: XiangqiPiece }[] {
    const board = this.core.board();
    const out: { square: XiangqiSquare; piece: XiangqiPiece }[] = [];
    for (let i = 0; i < board.length; i++)
      if (board[i] !== '.') out.push({ square: squareName(i), piece: board[i] as XiangqiPiece });
    return out;
  }

  /** Where the piece on `square` may legally move (empty if none, or not the mover's piece). */
  legalTargets(square: XiangqiSquare): XiangqiSquare[] {
    const core = this.core;
    return Array.from(core.legalTargets(this.#square(square)), squareName);
  }

  /** All legal moves in ICCS ('h2e2'). */
  legalMoves(): string[] {
    const flat = this.core.legalMoves().slice();
    const out: string[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) out.push(squareName(flat[i]!) + squareName(flat[i + 1]!));
    return out;
  }

  /**
   * Makes a move: `move('h2', 'e2')`, or one string in ICCS ('h2e2'), WXF ('C2.5')
   * or Chinese ('炮二平五'). Returns the move made.
   */
  move(from: XiangqiSquare, to: XiangqiSquare): XiangqiMove;
  move(notation: string): XiangqiMove;
  move(a: string, b?: string): XiangqiMove {
    const core = this.core;
    if (b === undefined) {
      if (typeof a !== 'string') throw new PinqiError('bad_notation', `a move is text like 'h2e2', got ${excerpt(a)}`);
      return this.committed(accepted(core.move(a)));
    }
    return this.committed(accepted(core.moveFromTo(this.#square(a), this.#square(b))));
  }

  /** `loser` resigns and the other side wins; undo withdraws it. */
  resign(loser: XiangqiSide): void {
    const core = this.core;
    if (typeof loser !== 'string')
      throw new PinqiError('bad_argument', `the side that resigns is 'red' or 'black', got ${excerpt(loser)}`);
    accepted(core.resign(loser));
    this.readResult();
  }

  /** Both sides agree a draw; undo withdraws it. */
  agreeDraw(): void {
    accepted(this.core.agreeDraw());
    this.readResult();
  }

  fen(): string {
    return this.core.fen();
  }

  /** PGN-style record with a FEN header, moves in ICCS (default), WXF or Chinese. */
  toRecord(notation: XiangqiNotation = 'iccs'): string {
    const core = this.core;
    if (typeof notation !== 'string')
      throw new PinqiError('bad_argument', `record notation is 'iccs', 'wxf' or 'chinese', got ${excerpt(notation)}`);
    return accepted(core.toRecord(notation));
  }

  toJSON(): XiangqiSavedV1 {
    const saved: XiangqiSavedV1 = {
      schema: SAVED_SCHEMA,
      version: 1,
      startFen: this.core.startFen(),
      moves: this.history.map((m) => m.iccs),
    };
    const result = this.result;
    if (result?.reason === 'resign')
      saved.ending = { type: 'resign', loser: result.winner === 'red' ? 'black' : 'red' };
    if (result?.reason === 'agreement') saved.ending = { type: 'agreement' };
    return saved;
  }

  protected toMove(out: XiangqiMoveOut): XiangqiMove {
    // A fresh plain object from the engine; only `captured` changes shape ('' -> null).
    const move = out as unknown as XiangqiMove;
    move.captured = out.captured || null;
    return move;
  }

  protected toResult(out: XiangqiResultOut): XiangqiResult {
    return { winner: out.winner, reason: out.reason as XiangqiEndReason };
  }

  protected copyResult(result: XiangqiResult): XiangqiResult {
    return { ...result };
  }

  #square(square: XiangqiSquare): number {
    const index = squareIndex(square);
    if (index < 0) throw new PinqiError('bad_point', `not a square: ${excerpt(square)} (a0 to i9)`);
    return index;
  }
}

export type XiangqiGameClass = typeof XiangqiGame;

/** An XiangqiGame class bound to one wasm instance. */
export function bindXiangqiGame(core: PinqiCoreModule): XiangqiGameClass {
  return class extends XiangqiGame {
    protected static override module = core;
  };
}
