/** Stable machine-readable codes of every refusal Pinqi can give. */
export type PinqiErrorCode =
  | 'occupied'
  | 'out_of_bounds'
  | 'game_over'
  | 'forbidden'
  | 'illegal_move'
  | 'bad_notation'
  | 'ambiguous'
  | 'bad_point'
  | 'bad_settings'
  | 'bad_record'
  | 'bad_fen'
  | 'bad_puzzle'
  | 'wrong_step'
  | 'outside_area'
  | 'bad_offer'
  | 'not_offered'
  | 'nothing_to_undo'
  | 'disposed';

/** Thrown for bad input; the game it came from is left unchanged. */
export class PinqiError extends Error {
  readonly code: PinqiErrorCode;

  constructor(code: PinqiErrorCode, message: string) {
    super(message);
    this.name = 'PinqiError';
    this.code = code;
  }
}
