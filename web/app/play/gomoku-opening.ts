import {
  PinqiError,
  type GomokuGame,
  type GomokuGameClass,
  type GomokuMove,
  type GomokuOpening,
  type GomokuOpeningClass,
  type GomokuOpeningRule,
  type GomokuOpeningState,
  type GomokuSavedV1,
  type GomokuSeat,
  type GomokuSide,
  type Point,
} from 'pinqi';
import type { GomokuOpeningMove } from 'pinqi/ai';
import type { OpeningAi, OpeningView } from './adapter.js';

/**
 * A fair Gomoku opening (Swap2, the RIF opening rule) at the table: the
 * engine's GomokuOpening kept beside the game and saved with it. Who acts,
 * what may be placed and what the choices are all come from the engine; here
 * the seats become sides and the AI's step (ai.openingMove) is applied.
 */

/** A GomokuGame with its opening, if it was started with one. */
export interface OpeningGame extends GomokuGame {
  opening: GomokuOpening | null;
  /** RIF: the first of the two fifth moves Black's player is offering (picked, confirmed, not yet offered). */
  offerDraft: Point | null;
}

/** The game class the app plays Gomoku with: saves and frees its opening with it. */
export function openingGameClass(Game: GomokuGameClass): GomokuGameClass {
  return class extends Game implements OpeningGame {
    opening: GomokuOpening | null = null;
    offerDraft: Point | null = null;
    override toJSON(): GomokuSavedV1 {
      const saved = super.toJSON();
      return this.opening ? ({ ...saved, opening: this.opening.toJSON() } as GomokuSavedV1) : saved;
    }
    override dispose(): void {
      this.opening?.dispose();
      super.dispose();
    }
  };
}

export function openingOf(game: GomokuGame): GomokuOpening | null {
  return (game as Partial<OpeningGame>).opening ?? null;
}

/** Starts `rule`'s opening on a new game. */
export function startOpening(Opening: GomokuOpeningClass, game: GomokuGame, rule: GomokuOpeningRule | null): void {
  if (rule) (game as OpeningGame).opening = new Opening(rule, game);
}

/** Restores the saved opening over its restored game; throws bad_record when it does not fit. */
export function restoreOpening(Opening: GomokuOpeningClass, game: GomokuGame, saved: unknown): void {
  const data = (saved as { opening?: unknown }).opening;
  if (data !== undefined) (game as OpeningGame).opening = Opening.fromJSON(data, game);
}

/**
 * A record of a game (Gomoku), with its opening when the record has an Opening
 * tag: both replayed through the engine; throws the engine's bad_record.
 */
export function gameOfRecord(Game: GomokuGameClass, Opening: GomokuOpeningClass, text: string): GomokuGame {
  const game = Game.fromRecord(text); // the moves first: a bad one is refused with its number and reason
  try {
    const tagged = Opening.fromRecord(text);
    const saved = tagged.opening?.toJSON() ?? null;
    tagged.opening?.dispose();
    tagged.game.dispose();
    if (saved) (game as OpeningGame).opening = Opening.fromJSON(saved, game);
  } catch (error) {
    game.dispose();
    throw error;
  }
  return game;
}

/** The opening's state while it still runs; null without an opening or once it is over. */
export function runningOpening(game: GomokuGame): GomokuOpeningState | null {
  const opening = openingOf(game);
  if (!opening) return null;
  const state = opening.state;
  return state.step === 'done' ? null : state;
}

export function sideOfSeat(state: GomokuOpeningState, seat: GomokuSeat): GomokuSide {
  return state.black === seat ? 'black' : 'white';
}

/** The side whose player acts now: the actor's colour (tentative during the opening), else the side to move. */
export function actorSide(game: GomokuGame): GomokuSide {
  const state = runningOpening(game);
  return state ? sideOfSeat(state, state.actor) : game.turn;
}

/**
 * The side now played by whoever chose `startSide` in the setup: Black's
 * chooser is the first player (the tentative Black), and the opening may swap.
 */
export function currentSide(game: GomokuGame, startSide: GomokuSide): GomokuSide {
  const opening = openingOf(game);
  if (!opening) return startSide;
  return sideOfSeat(opening.state, startSide === 'black' ? 'first' : 'second');
}

/**
 * Whether whoever chose `startSide` has taken an opening step: the first
 * player (Black's chooser) places the first stone; the second player acts
 * first at the choice after three stones.
 */
export function hasActed(game: GomokuGame, startSide: GomokuSide): boolean {
  const opening = openingOf(game);
  if (!opening || startSide === 'black') return game.moveCount > 0;
  return game.moveCount > 3 || opening.decisions.length > 0;
}

/** Whether the last step was the opening's (its decisions, or a stone before the opening was over). */
export function lastStepInOpening(game: GomokuGame): boolean {
  const opening = openingOf(game);
  if (!opening) return false;
  if (runningOpening(game)) return true;
  const last = opening.decisions.at(-1);
  return last !== undefined && last.stones === game.moveCount;
}

/** Confirm during the opening: a stone, or a fifth move to offer (the first is kept until the second). */
export function confirmOpening(game: GomokuGame, point: Point): GomokuMove | null {
  const opening = openingOf(game)!;
  const g = game as OpeningGame;
  if (opening.state.step !== 'offer') {
    g.offerDraft = null;
    return opening.place(point);
  }
  if (!g.offerDraft) {
    g.offerDraft = point;
    return null;
  }
  const first = g.offerDraft;
  g.offerDraft = null;
  opening.offer(first, point);
  return null;
}

/** The actor's choice of colour, or Swap2's place-two. */
export function chooseOpening(game: GomokuGame, choice: 'black' | 'white' | 'place-two'): void {
  const opening = openingOf(game)!;
  if (choice === 'place-two') opening.placeTwo();
  else opening.choose(choice);
}

/** Takes back one step of the opening. */
export function undoOpening(game: GomokuGame): boolean {
  (game as OpeningGame).offerDraft = null;
  return (openingOf(game)?.undo() ?? 'nothing') !== 'nothing';
}

/** Applies the AI's step whole through the opening; the stones it placed. Throws the engine's PinqiError. */
export function applyOpeningMove(game: GomokuGame, move: GomokuOpeningMove): GomokuMove[] {
  const opening = openingOf(game);
  if (!opening) throw new PinqiError('wrong_step', 'this game has no opening');
  switch (move.kind) {
    case 'place':
      return move.stones.map((p) => opening.place(p));
    case 'choose':
      opening.choose(move.colour);
      return move.stones.map((p) => opening.place(p));
    case 'place-two':
      opening.placeTwo();
      return move.stones.map((p) => opening.place(p));
    case 'offer':
      opening.offer(move.points[0], move.points[1]);
      return [];
    case 'select':
      return [opening.select(move.move)];
  }
}

/** The AI's step, decided by the engine (ai.openingMove); null when cancelled or the AI has no such call. */
export async function aiOpeningMove(
  game: GomokuGame,
  ai: OpeningAi,
  options: { timeMs: number; signal: AbortSignal },
): Promise<GomokuOpeningMove | null> {
  const opening = openingOf(game);
  if (!opening || typeof ai.openingMove !== 'function') return null;
  return ai.openingMove({ game: game.toJSON(), opening: opening.toJSON() }, options);
}

/** The running opening for the screen; null once it is over. */
export function openingView(game: GomokuGame): OpeningView | null {
  const state = runningOpening(game);
  if (!state) return null;
  const draft = (game as Partial<OpeningGame>).offerDraft ?? null;
  const named = state.step === 'select' ? state.offered : state.step === 'offer' && draft ? [draft] : [];
  return {
    rule: state.rule,
    step: state.step,
    actor: sideOfSeat(state, state.actor),
    choices: [...state.choices],
    offered: named.map((p) => game.notation(p)),
    area: state.area,
    stone: game.moveCount + 1,
  };
}
