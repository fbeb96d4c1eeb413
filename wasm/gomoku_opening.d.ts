// Hand-written typings of wasm/gomoku_opening_bindings.cpp.
import type { EmbindObject } from './gomoku.js';

export interface OpeningPoint {
  x: number;
  y: number;
}

/** The game an opening belongs to, as the binding replays it. */
export interface OpeningGameSpec {
  size: number;
  rule: string;
  moves: readonly OpeningPoint[];
}

export type GomokuOpeningCode =
  | 'wrong_step'
  | 'outside_area'
  | 'bad_offer'
  | 'not_offered'
  | 'bad_record'
  | 'occupied'
  | 'out_of_bounds'
  | 'forbidden'
  | 'game_over';

export interface GomokuOpeningRefusal {
  code: GomokuOpeningCode;
  detail: string;
}

export interface GomokuOpeningStateValue {
  step: 'place' | 'choose' | 'offer' | 'select' | 'done';
  actor: 'first' | 'second';
  black: 'first' | 'second';
  coloursSettled: boolean;
  mayPlaceTwo: boolean;
  area: number;
  offered: OpeningPoint[];
}

export interface GomokuOpeningDecisionValue {
  stones: number;
  kind: 'black' | 'white' | 'place-two' | 'offer';
  points?: readonly OpeningPoint[];
}

export interface GomokuOpeningCore extends EmbindObject {
  rule(): 'swap2' | 'rif';
  state(game: OpeningGameSpec): GomokuOpeningStateValue | GomokuOpeningRefusal;
  place(game: OpeningGameSpec, x: number, y: number): { ok: true } | GomokuOpeningRefusal;
  choose(game: OpeningGameSpec, colour: string): { ok: true } | GomokuOpeningRefusal;
  placeTwo(game: OpeningGameSpec): { ok: true } | GomokuOpeningRefusal;
  offer(game: OpeningGameSpec, ax: number, ay: number, bx: number, by: number): { ok: true } | GomokuOpeningRefusal;
  applySwap2(
    game: OpeningGameSpec,
    kind: string,
    ax: number,
    ay: number,
    bx: number,
    by: number,
  ): { stones: OpeningPoint[] } | GomokuOpeningRefusal;
  undo(game: OpeningGameSpec): 'decision' | 'stone' | 'nothing';
  decisions(): GomokuOpeningDecisionValue[];
  load(game: OpeningGameSpec, decisions: readonly GomokuOpeningDecisionValue[]): { ok: true } | GomokuOpeningRefusal;
  toRecord(game: OpeningGameSpec): string;
}

export interface GomokuOpeningBindings {
  GomokuOpeningCore: new (rule: string) => GomokuOpeningCore;
  /** '' when the opening rule can be played on such a game, else 'bad_settings'. */
  gomokuOpeningCheckSettings(rule: string, size: number, gameRule: string): '' | 'bad_settings';
  gomokuOpeningOfRecord(
    text: string,
  ):
    | { rule: null }
    | { rule: 'swap2' | 'rif'; decisions: GomokuOpeningDecisionValue[] }
    | { code: 'bad_record'; detail: string };
}
