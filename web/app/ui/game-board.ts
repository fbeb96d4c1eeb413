import type { GameTypes } from '../play/adapter.js';
import type { TableGame } from '../play/review.js';
import type { Preferences } from '../store/settings.js';
import type { SoundName } from './sound.js';

/** What the board tells the screen about input. */
export interface BoardEvents<Cell> {
  select(cell: Cell): void;
  confirm(): void;
  cancel(): void;
  /** The keyboard cursor moved here. */
  cursor(cell: Cell): void;
}

/** Pieces one side has taken: each kind once, with how many. */
export interface CapturedGroup {
  glyph: string;
  /** The taken pieces' side (their colour). */
  side: string;
  count: number;
  name: string;
}

/** The hint in words: the move, the line it expects in one or two notations, and the engine's verdict. */
export interface HintView {
  move: string;
  lines: { notation: string; label: string; text: string; lang: 'zh' | 'en' }[];
  verdict: string;
}

/** What the board shows: the live position (ply null), or an earlier one while stepping through the game. */
export interface BoardShow {
  ply: number | null;
  interactive: boolean;
  label: string;
  /** A line of engine moves to draw over the board (a review's best line), `side` moving first. */
  line?: { moves: readonly unknown[]; side: string } | null;
}

/**
 * One game's words: moves, points, pieces, hints, captures. Pure (no DOM),
 * so the presenter and its tests use them in Node.
 */
export interface GameWords<T extends GameTypes> {
  readonly kind: T['kind'];
  /** The move as the move list writes it. */
  moveText(move: T['played'], prefs: Preferences): string;
  /** The number shown before a move (null: none, e.g. Black's half of a Xiangqi move pair). */
  moveNumber(move: T['played']): number | null;
  /** How a move is announced ("Black h8", "Red C2.5, check"). */
  announceMove(table: TableGame<T>, move: T['played'], prefs: Preferences): string;
  moveSound(table: TableGame<T>, move: T['played']): SoundName;
  /** What is on a cell, for the keyboard cursor. */
  cellText(table: TableGame<T>, cell: T['cell']): string;
  /** What the selection says, once the player picked something. */
  selectionText(table: TableGame<T>): string | null;
  hintView(table: TableGame<T>, prefs: Preferences): HintView | null;
  /** Pieces each side took in the first `plies` plies, and the balance (material ahead, by side). */
  captured(
    table: TableGame<T>,
    plies: number,
    prefs: Preferences,
  ): { taken: Record<string, CapturedGroup[]>; ahead: Record<string, number> };
  /** The rule and board in words ("Renju · 15×15"), or '' when there is nothing to say. */
  variant(table: TableGame<T>): string;
  /** Which side sits at the near edge of the board. */
  nearSide(table: TableGame<T>, prefs: Preferences): T['side'];
}

/** One game's board on the page: its words, and its board view (pinqi/views) fed from the table. */
export interface GameBoard<T extends GameTypes> extends GameWords<T> {
  readonly canvas: HTMLCanvasElement;
  draw(table: TableGame<T>, show: BoardShow, prefs: Preferences): void;
  /** Draws the position after `ply` plies (or the live one: null) on a canvas of its own, for a picture (a PNG, a GIF frame). */
  picture(canvas: HTMLCanvasElement, table: TableGame<T>, ply: number | null, prefs: Preferences): void;
  destroy(): void;
}

/** Puts a game's board into a box, its input going to `events` (gomokuBoard, xiangqiBoard). */
export type BoardMaker<T extends GameTypes> = (box: HTMLElement, events: BoardEvents<T['cell']>) => GameBoard<T>;

/**
 * The frames of a shown game (what its board showed at each ply, replayed
 * through the engine), worked out once per game and move count.
 */
export function frameCache<T extends GameTypes>(): (table: TableGame<T>) => T['frame'][] {
  const cache = new WeakMap<object, { moves: number; frames: T['frame'][] }>();
  return (table) => {
    const cached = cache.get(table.game);
    if (cached && cached.moves === table.game.moveCount) return cached.frames;
    const frames = table.adapter.frames(table.game);
    cache.set(table.game, { moves: table.game.moveCount, frames });
    return frames;
  };
}
