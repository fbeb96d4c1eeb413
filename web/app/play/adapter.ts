import type { AiMoveOf } from '../../src/ai/ai-client.js';
import { PinqiError } from '../../src/api/errors.js';
import type { GomokuForbiddenKind } from '../../src/api/gomoku-types.js';
import type { EngineSnapshot, SavedGameCodec } from '../store/saved-game.js';
import type { BaseSetup, GameKind } from './setup.js';

/**
 * What the match needs from a game, once per game (gomoku-adapter.ts,
 * xiangqi-adapter.ts). An adapter only forwards to the engine: it never
 * decides a rule itself.
 */

/** The engine game as the match uses it (GomokuGame, XiangqiGame). */
export interface EngineGame<Side extends string, Played, Saved> extends EngineSnapshot<Saved> {
  readonly turn: Side;
  readonly history: Played[];
  readonly lastMove: Played | null;
  readonly result: { winner: Side | null; reason: string } | null;
  undo(n?: number): void;
}

/** The types one game plays with, bundled so the match takes one parameter. */
export interface GameTypes {
  kind: GameKind;
  side: string;
  saved: unknown;
  played: { index: number; player: string };
  game: EngineGame<string, unknown, unknown>;
  setup: BaseSetup<string>;
  /** What a tap picks: a point, a square. */
  cell: unknown;
  /** What is picked so far, before Confirm. */
  selection: unknown;
  /** A move to commit. */
  move: unknown;
  /** What the board shows at one ply when stepping through the game. */
  frame: unknown;
}

/**
 * Why a tap, a confirm or a move was refused, as a code the UI puts into
 * words (never the engine's prose).
 */
export type Refusal =
  | { code: 'game_over' }
  | { code: 'not_your_turn' }
  | { code: 'viewing' }
  | { code: 'occupied'; cell: string }
  | { code: 'forbidden'; cell: string; kind: GomokuForbiddenKind | null }
  | { code: 'no_legal_move' }
  | { code: 'pick_own_piece' }
  | ({ code: 'engine' } & EngineCode);

/**
 * What the engine said when it refused, as codes: the PinqiError's code, its
 * finer `why` (a Renju kind, 'self_check', ...) and, in a record, the index of
 * the move it could not play. Anything that is not a PinqiError is 'error'.
 */
export interface EngineCode {
  error: string;
  why: string | null;
  index: number | null;
}

export function engineCode(error: unknown): EngineCode {
  if (!(error instanceof PinqiError)) return { error: 'error', why: null, index: null };
  return { error: error.code, why: error.why ?? null, index: error.index ?? null };
}

/** What a tap did to the selection; `complete` when it names a whole move (ready for Confirm). */
export interface Selected<T extends GameTypes> {
  selection: T['selection'];
  refusal: Refusal | null;
  complete: boolean;
}

export interface GameAdapter<T extends GameTypes> extends SavedGameCodec<T['side'], T['setup'], T['saved'], T['game']> {
  readonly kind: T['kind'];
  /** Both sides, first player first. */
  readonly sides: readonly [T['side'], T['side']];
  /** A new game for this setup. */
  create(setup: T['setup']): T['game'];
  /** A new game from the same start as this one (a puzzle restarts as the puzzle). */
  restart(game: T['game']): T['game'];
  /** The setup a game loaded from elsewhere is played with: what the game fixes (size, rule) wins. */
  fitSetup(setup: T['setup'], game: T['game']): T['setup'];
  readonly noSelection: T['selection'];
  /** A tap on a cell: the engine says what it may pick. */
  select(game: T['game'], selection: T['selection'], cell: T['cell']): Selected<T>;
  /** The picked move waiting for Confirm, if any. */
  pendingMove(selection: T['selection']): T['move'] | null;
  /** Commits a move in the engine; throws the engine's PinqiError. */
  play(game: T['game'], move: T['move']): T['played'];
  /** Why the engine refused a move. */
  refusalOf(game: T['game'], move: T['move'], error: unknown): Refusal;
  /** The AI's answer as a move. */
  moveFromAi(move: AiMoveOf[T['kind']]): T['move'];
  /** The engine's game record text. */
  record(game: T['game'], notation: string): string;
  /**
   * Records a resignation in the engine. Returns false when this game's
   * engine keeps no resignations (the match then keeps the ending itself).
   */
  resign(game: T['game'], loser: T['side']): boolean;
  /** Ends the game as an agreed draw in the engine; null when the game has no draw offers. */
  readonly agreeDraw: ((game: T['game']) => void) | null;
  /** What the board shows after each ply, 0 (the start) to the last move, replayed through the engine. */
  frames(game: T['game']): T['frame'][];
}
