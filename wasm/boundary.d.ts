// Hand-written typings of wasm/boundary.h: what both games' bindings share.

export interface EmbindObject {
  delete(): void;
  isDeleted(): boolean;
}

/**
 * A refusal as the engine reports it. `code` is a PinqiError code; `detail`
 * says what was wrong, for developers (English, at most 240 bytes); `why` is a
 * finer code ('double_three', 'self_check', the end reason of a finished game,
 * the inner code of a refused record move) or ''; `index` is the 0-based move
 * a record or move list was refused at, or -1.
 */
export interface Refusal {
  code: string;
  detail: string;
  why: string;
  index: number;
}
