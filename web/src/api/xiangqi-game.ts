import type { PinqiCoreModule } from '../generated/pinqi_core.mjs';
import type { XiangqiCode, XiangqiGameCore } from '../generated/xiangqi.js';
import { PinqiError, type PinqiErrorCode } from './errors.js';
import { boundModule, WasmHandle } from './wasm-handle.js';
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

/** Unpacks the binding's 'from to piece captured mover iccs wxf chinese' form. */
function toMove(index: number, packed: string): XiangqiMove {
  const [from, to, piece, captured, mover, iccs, wxf, chinese] = packed.split(' ') as [
    string,
    string,
    XiangqiPiece,
    string,
    XiangqiSide,
    string,
    string,
    string,
  ];
  return {
    index,
    from: squareName(Number(from)),
    to: squareName(Number(to)),
    piece,
    captured: captured === '-' ? null : (captured as XiangqiPiece),
    player: mover,
    iccs,
    wxf,
    chinese,
  };
}

function parseResult(winner: string, reason: string): XiangqiResult {
  return { winner: winner === 'draw' ? null : (winner as XiangqiSide), reason: reason as XiangqiEndReason };
}

/**
 * A game of Xiangqi. Every refusal throws a PinqiError and leaves the game
 * unchanged. Get the class from `await loadPinqi()`; call dispose() when done.
 */
export class XiangqiGame {
  /** The wasm module this class is bound to (set by loadPinqi). */
  protected static core: PinqiCoreModule | undefined;

  readonly #handle: WasmHandle<XiangqiGameCore>;
  #history: XiangqiMove[] = [];
  #result: XiangqiResult | null = null;

  constructor(options: XiangqiOptions = {}) {
    const module = boundModule((new.target as typeof XiangqiGame).core, 'XiangqiGame');
    const core = new module.XiangqiGameCore();
    if (options.fen !== undefined) {
      const code = core.loadFen(String(options.fen));
      if (code !== 'ok') {
        const message = core.lastErrorMessage();
        core.delete();
        throw new PinqiError('bad_fen', message);
      }
    }
    this.#handle = new WasmHandle(this, core);
  }

  /** Builds a game by replaying a PGN-style record; throws bad_record naming the first bad move. */
  static fromRecord<T extends typeof XiangqiGame>(this: T, pgn: string): InstanceType<T> {
    const game = new this() as InstanceType<T>;
    const loaded = game.#live().fromRecord(String(pgn));
    if (loaded.code !== 'ok') {
      game.dispose();
      throw new PinqiError(loaded.code === 'bad_fen' ? 'bad_fen' : 'bad_record', loaded.message);
    }
    game.#resync();
    return game;
  }

  /** Restores a game saved with toJSON(); throws bad_record on anything malformed. */
  static fromJSON<T extends typeof XiangqiGame>(this: T, data: unknown): InstanceType<T> {
    let saved: Partial<XiangqiSavedV1> | null;
    try {
      saved = (typeof data === 'string' ? JSON.parse(data) : data) as Partial<XiangqiSavedV1> | null;
    } catch {
      throw new PinqiError('bad_record', 'saved game is not valid JSON');
    }
    if (typeof saved !== 'object' || saved === null || saved.schema !== SAVED_SCHEMA)
      throw new PinqiError('bad_record', 'not a saved Pinqi Xiangqi game');
    if (saved.version !== 1)
      throw new PinqiError(
        'bad_record',
        `unsupported saved-game version ${String(saved.version)} (this Pinqi reads 1)`,
      );
    if (typeof saved.startFen !== 'string' || !Array.isArray(saved.moves))
      throw new PinqiError('bad_record', 'saved game has no start position or move list');
    let game: InstanceType<T>;
    try {
      game = new this({ fen: saved.startFen }) as InstanceType<T>;
    } catch (error) {
      throw new PinqiError('bad_record', (error as Error).message);
    }
    try {
      saved.moves.forEach((move, index) => {
        if (typeof move !== 'string') throw new PinqiError('bad_record', `saved move ${index + 1} is not a string`);
        try {
          game.move(move);
        } catch (error) {
          throw new PinqiError('bad_record', `saved move ${index + 1}: ${(error as Error).message}`);
        }
      });
      const ending = saved.ending;
      if (ending?.type === 'resign') game.resign(ending.loser);
      else if (ending?.type === 'agreement') game.agreeDraw();
      else if (ending !== undefined) throw new PinqiError('bad_record', 'saved game has an unknown ending');
    } catch (error) {
      game.dispose();
      throw error instanceof PinqiError ? error : new PinqiError('bad_record', (error as Error).message);
    }
    return game;
  }

  /** The side to move. */
  get turn(): XiangqiSide {
    return this.#live().sideToMove();
  }

  get inCheck(): boolean {
    return this.#live().inCheck();
  }

  /** null while the game is on. */
  get result(): XiangqiResult | null {
    return this.#result && { ...this.#result };
  }

  get isOver(): boolean {
    return this.#result !== null;
  }

  /** Every committed move, oldest first, with its three notations (a copy). */
  get history(): XiangqiMove[] {
    return this.#history.map((m) => ({ ...m }));
  }

  get moveCount(): number {
    return this.#history.length;
  }

  get lastMove(): XiangqiMove | null {
    const last = this.#history.at(-1);
    return last ? { ...last } : null;
  }

  /** Pieces captured so far, in order. */
  get captured(): XiangqiPiece[] {
    return this.#history.flatMap((m) => (m.captured ? [m.captured] : []));
  }

  /** The piece on a square, or null. */
  pieceAt(square: XiangqiSquare): XiangqiPiece | null {
    const index = this.#square(square);
    const letter = this.#live().board()[index];
    return letter && letter !== '.' ? (letter as XiangqiPiece) : null;
  }

  /** Every occupied square and its piece. */
  pieces(): { square: XiangqiSquare; piece: XiangqiPiece }[] {
    const board = this.#live().board();
    const out: { square: XiangqiSquare; piece: XiangqiPiece }[] = [];
    for (let i = 0; i < board.length; i++)
      if (board[i] !== '.') out.push({ square: squareName(i), piece: board[i] as XiangqiPiece });
    return out;
  }

  /** Where the piece on `square` may legally move (empty if none, or not the mover's piece). */
  legalTargets(square: XiangqiSquare): XiangqiSquare[] {
    return Array.from(this.#live().legalTargets(this.#square(square)), squareName);
  }

  /** All legal moves in ICCS ('h2e2'). */
  legalMoves(): string[] {
    const moves = this.#live().legalMoves();
    return moves ? moves.split(' ') : [];
  }

  /**
   * Makes a move: `move('h2', 'e2')`, or one string in ICCS ('h2e2'), WXF ('C2.5')
   * or Chinese ('炮二平五'). Returns the move made.
   */
  move(from: XiangqiSquare, to: XiangqiSquare): XiangqiMove;
  move(notation: string): XiangqiMove;
  move(a: string, b?: string): XiangqiMove {
    const core = this.#live();
    const outcome = b === undefined ? core.move(String(a)) : core.moveFromTo(this.#square(a), this.#square(b));
    if (!outcome.startsWith('ok ')) this.#check(outcome as XiangqiCode);
    // 'ok' + 8 history fields + optionally 'winner reason'.
    const fields = outcome.split(' ');
    const move = toMove(this.#history.length, fields.slice(1, 9).join(' '));
    this.#history.push(move);
    this.#result = fields.length > 9 ? parseResult(fields[9]!, fields[10]!) : null;
    return { ...move };
  }

  /** Takes back the last n plies (and any resignation or agreed draw). */
  undo(n = 1): void {
    if (!Number.isInteger(n) || n < 0)
      throw new PinqiError('bad_settings', `undo count must be a whole number, got ${n}`);
    if (!this.#live().undo(n))
      throw new PinqiError('nothing_to_undo', `cannot undo ${n} moves: only ${this.#history.length} made`);
    this.#history.length -= n;
    // Moves are only accepted while the game is on, and undo withdraws a resignation or agreed draw.
    this.#result = null;
  }

  /** Back to the start position of this game. */
  restart(): void {
    this.#live().restart();
    this.#history = [];
    this.#readResult();
  }

  resign(loser: XiangqiSide): void {
    this.#check(this.#live().resign(loser));
    this.#readResult();
  }

  agreeDraw(): void {
    this.#check(this.#live().agreeDraw());
    this.#readResult();
  }

  fen(): string {
    return this.#live().fen();
  }

  /** PGN-style record with a FEN header, moves in ICCS (default), WXF or Chinese. */
  toRecord(notation: XiangqiNotation = 'iccs'): string {
    return this.#live().toRecord(notation);
  }

  toJSON(): XiangqiSavedV1 {
    const saved: XiangqiSavedV1 = {
      schema: SAVED_SCHEMA,
      version: 1,
      startFen: this.#live().startFen(),
      moves: this.#history.map((m) => m.iccs),
    };
    if (this.#result?.reason === 'resign')
      saved.ending = { type: 'resign', loser: this.#result.winner === 'red' ? 'black' : 'red' };
    if (this.#result?.reason === 'agreement') saved.ending = { type: 'agreement' };
    return saved;
  }

  /** Frees the wasm object; the game cannot be used afterwards. Safe to call twice. */
  dispose(): void {
    this.#handle.release();
  }

  #live(): XiangqiGameCore {
    return this.#handle.live;
  }

  #square(square: XiangqiSquare): number {
    const index = squareIndex(square);
    if (index < 0) throw new PinqiError('bad_point', `not a square: ${JSON.stringify(square)} (a0 to i9)`);
    return index;
  }

  #check(code: XiangqiCode): void {
    if (code === 'ok') return;
    const errorCode: PinqiErrorCode = code === 'bad_side' ? 'bad_settings' : code;
    throw new PinqiError(errorCode, this.#live().lastErrorMessage());
  }

  #resync(): void {
    const core = this.#live();
    const count = core.moveCount();
    this.#history = [];
    for (let i = 0; i < count; i++) this.#history.push(toMove(i, core.historyEntry(i)));
    this.#readResult();
  }

  #readResult(): void {
    const text = this.#live().result();
    if (!text) {
      this.#result = null;
      return;
    }
    const [winner, reason] = text.split(' ');
    this.#result = parseResult(winner!, reason!);
  }
}

export type XiangqiGameClass = typeof XiangqiGame;

/** An XiangqiGame class bound to one wasm instance. */
export function bindXiangqiGame(core: PinqiCoreModule): XiangqiGameClass {
  return class extends XiangqiGame {
    protected static override core = core;
  };
}
