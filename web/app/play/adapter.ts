import { PinqiError, type GomokuForbiddenKind } from 'pinqi';
import type { AiOpeningOptions, AiOpeningPosition, GomokuOpeningMove } from 'pinqi/ai';
import type { EngineSnapshot, SavedGameCodec } from './saved-game.js';
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
  /** A move as the AI gives it (pinqi/ai's AiMoveOf: a point, an ICCS string). */
  aiMove: unknown;
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
  moveFromAi(move: T['aiMove']): T['move'];
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
  /**
   * The named opening the game's first `plies` moves (all by default) passed through, as the engine's
   * opening table names it in both languages; null when none; absent for games without named openings.
   */
  openingName?(game: T['game'], plies?: number): OpeningName | null;
  /** A fair opening the game may run before ordinary play (Gomoku's Swap2 and RIF); absent for games without. */
  readonly opening?: OpeningHooks<T>;
}

/** An opening's name as players know it, in Chinese and in English (from the engine's table). */
export interface OpeningName {
  chinese: string;
  english: string;
}

/** A running fair opening as the screen shows it: codes, sides and point names. */
export interface OpeningView {
  /** 'swap2' | 'rif'. */
  rule: string;
  /** 'place' | 'choose' | 'offer' | 'select'. */
  step: string;
  /** The side whose player acts (tentative colours until the opening settles them). */
  actor: string;
  /** choose: the options ('black', 'white', 'place-two'). */
  choices: string[];
  /** select: the offered fifth moves; offer: the one picked so far, if any. */
  offered: string[];
  /** place (RIF): the side of the central square the stone must lie in; null: anywhere. */
  area: number | null;
  /** The stone the next one would be (1 for the first). */
  stone: number;
}

/** The AI's part in a fair opening (Gomoku's Swap2 and RIF): the package's `ai.openingMove`, if the client has it. */
export interface OpeningAi {
  openingMove?(opening: AiOpeningPosition, options: AiOpeningOptions): Promise<GomokuOpeningMove | null>;
}

/**
 * What the match needs of a fair opening (play/gomoku-opening.ts over the
 * engine's GomokuOpening). Every answer comes from the engine; a refusal
 * throws its PinqiError and changes nothing.
 */
export interface OpeningHooks<T extends GameTypes> {
  /** Whether the opening still waits for a step. */
  running(game: T['game']): boolean;
  /** What the opening waits for, for the screen; null once it is over (or without one). */
  view(game: T['game']): OpeningView | null;
  /** The side whose player acts now (the side to move once the opening is over). */
  actor(game: T['game']): T['side'];
  /** The side now played by whoever chose `startSide` in the setup (the opening may swap). */
  sideOf(game: T['game'], startSide: T['side']): T['side'];
  /** Whether whoever chose `startSide` in the setup has taken a step of the opening yet (else Undo has nothing of theirs). */
  hasActed(game: T['game'], startSide: T['side']): boolean;
  /** Whether the last step was the opening's: Undo then takes back opening steps. */
  lastStepInOpening(game: T['game']): boolean;
  /** Confirm while the opening runs: the stone played, or null for a step with no stone (an offer). */
  confirm(game: T['game'], move: T['move']): T['played'] | null;
  /** The actor's choice ('black', 'white', 'place-two'). */
  choose(game: T['game'], choice: string): void;
  /** Takes back one opening step; false when there was none. */
  undo(game: T['game']): boolean;
  /** The AI's step, decided by the engine; null when cancelled or the AI has none to give. */
  aiDecide(game: T['game'], ai: OpeningAi, options: { timeMs: number; signal: AbortSignal }): Promise<unknown>;
  /** Applies the AI's step whole; the stones it placed. */
  applyAi(game: T['game'], step: unknown): T['played'][];
}
