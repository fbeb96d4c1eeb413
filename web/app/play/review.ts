import type { AiProgress, AiThinkResult } from 'pinqi/ai';
import type { GameAdapter, GameTypes, OpeningView } from './adapter.js';
import type { Finish } from './match.js';
import { offersReview } from './turn-rules.js';

/** What the screen reads from the game on the table: a live match, or a finished game opened for review. */
export interface TableGame<T extends GameTypes> {
  readonly adapter: GameAdapter<T>;
  readonly game: T['game'];
  readonly setup: T['setup'];
  readonly finish: Finish<T['side']> | null;
  readonly over: boolean;
  readonly selection: T['selection'];
  readonly pending: T['move'] | null;
  readonly thinking: { progress: AiProgress<unknown> | null } | null;
  readonly hint: { move: T['move']; result: AiThinkResult<unknown> } | null;
  readonly hinting: boolean;
  readonly weighingDraw: boolean;
  /** Whether the board takes taps now. */
  readonly accepting: boolean;
  timeLeft(side: T['side']): number | null;
  isHuman(side: T['side']): boolean;
  canConfirm(side: T['side']): boolean;
  undoCount(): number;
  canHint(): boolean;
  canOfferDraw(): boolean;
  /** A live match's running fair opening (see Match.openingView). */
  readonly openingView?: OpeningView | null;
  /** Against the AI: the side the player plays now, if a fair opening may have swapped the setup's. */
  readonly human?: T['side'];
  /** The side whose player acts now, if it is not simply the side to move (a fair opening). */
  readonly actor?: T['side'];
}

/** Whether the game on a table is over and offered for review (each side made a move; see turn-rules.ts). */
export function reviewOffered<T extends GameTypes>(table: TableGame<T>): boolean {
  return (
    table.over &&
    offersReview(
      table.adapter.sides,
      (table.game.history as T['played'][]).map((m) => m.player),
    )
  );
}

/**
 * A game opened to step through and review, replayed through the engine: a
 * finished game from the archive, or a game shared as a link (which may be
 * unfinished: a position). It shows like a match that takes no input.
 */
export class Review<T extends GameTypes> implements TableGame<T> {
  readonly adapter: GameAdapter<T>;
  /** The archived game's id ('' when it has none). */
  readonly id: string;
  readonly game: T['game'];
  readonly setup: T['setup'];
  /** How it ended: as given, else as the engine says; null for a game still going on (a shared position). */
  readonly finish: Finish<T['side']> | null;
  readonly over: boolean;
  readonly pending = null;
  readonly thinking = null;
  readonly hint = null;
  readonly hinting = false;
  readonly weighingDraw = false;
  readonly accepting = false;

  /** Replays `saved` through the engine; throws when it does not replay. */
  constructor(
    adapter: GameAdapter<T>,
    saved: T['saved'],
    setup: T['setup'],
    finish: Finish<T['side']> | null,
    id = '',
  ) {
    this.adapter = adapter;
    this.id = id;
    this.game = adapter.fromSaved(saved);
    this.setup = setup;
    const result = this.game.result;
    this.finish = finish ?? (result && { winner: result.winner, reason: result.reason });
    this.over = this.finish !== null;
  }

  get selection(): T['selection'] {
    return this.adapter.noSelection;
  }

  timeLeft(): null {
    return null;
  }

  isHuman(side: T['side']): boolean {
    return this.setup.mode === 'two-player' || side === this.setup.human;
  }

  canConfirm(): boolean {
    return false;
  }

  undoCount(): number {
    return 0;
  }

  canHint(): boolean {
    return false;
  }

  canOfferDraw(): boolean {
    return false;
  }

  dispose(): void {
    this.game.dispose();
  }
}
