/**
 * Every code a PinqiError can carry, and so every refusal Pinqi can give.
 * README.md lists which methods give which.
 */
export const PINQI_ERROR_CODES = [
  'occupied',
  'out_of_bounds',
  'game_over',
  'forbidden',
  'illegal_move',
  'bad_notation',
  'ambiguous',
  'bad_point',
  'bad_argument',
  'bad_settings',
  'bad_position',
  'bad_record',
  'bad_fen',
  'bad_puzzle',
  'wrong_step',
  'outside_area',
  'bad_offer',
  'not_offered',
  'nothing_to_undo',
  'disposed',
  'ai_failed',
  'bad_network',
] as const;

/** Stable machine-readable codes of every refusal Pinqi can give. */
export type PinqiErrorCode = (typeof PINQI_ERROR_CODES)[number];

/** The longest PinqiError message: long input is quoted as a short excerpt. */
export const MAX_MESSAGE_LENGTH = 300;

/** Finer facts about a refusal, as codes and numbers a UI can translate. */
export interface PinqiErrorDetail {
  /**
   * A finer code: the Renju kind of a forbidden point ('double_three'), why a
   * Xiangqi move is illegal ('self_check', 'no_piece', 'not_your_piece',
   * 'own_piece', 'cannot_move_there', 'no_such_move'), how a finished game
   * ended, or the refusal of the move a record or saved game was refused at.
   */
  why?: string;
  /** The 0-based move a record, saved game or position was refused at. */
  index?: number;
}

/** Thrown for bad input; the game it came from is left unchanged. */
export class PinqiError extends Error {
  readonly code: PinqiErrorCode;
  readonly why?: string;
  readonly index?: number;

  constructor(code: PinqiErrorCode, message: string, detail: PinqiErrorDetail = {}) {
    super(cut(String(message), MAX_MESSAGE_LENGTH));
    this.name = 'PinqiError';
    this.code = code;
    if (detail.why) this.why = detail.why;
    if (detail.index !== undefined && detail.index >= 0) this.index = detail.index;
  }
}

/** Whether a value is one of the documented codes. */
export function isPinqiErrorCode(value: unknown): value is PinqiErrorCode {
  return (PINQI_ERROR_CODES as readonly unknown[]).includes(value);
}

/** At most `limit` characters, '…' marking a cut. */
export function cut(text: string, limit: number): string {
  if (text.length <= limit) return text;
  // Never split a surrogate pair.
  let end = limit - 1;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/**
 * Any value as a short excerpt for a message. Never throws and never walks
 * much of the value, whatever it is (BigInt, a cycle, a throwing getter, a
 * sparse array of length 2³²−1, megabytes of text).
 */
export function excerpt(value: unknown, limit = 60): string {
  try {
    return cut(describe(value, 1), limit);
  } catch {
    return 'an unreadable value';
  }
}

function describe(value: unknown, depth: number): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
    case 'number':
    case 'boolean':
      return String(value);
    case 'bigint':
      return `${value}n`;
    case 'undefined':
      return 'undefined';
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
  }
  if (value === null) return 'null';
  if (depth < 0) return Array.isArray(value) ? '[…]' : '{…}';
  if (Array.isArray(value)) {
    const shown: string[] = [];
    for (let i = 0; i < Math.min(value.length, 4); i++)
      shown.push(i in value ? describe(value[i], depth - 1) : '<hole>');
    return `[${shown.join(', ')}${value.length > 4 ? `, … (${value.length} items)` : ''}]`;
  }
  const shown: string[] = [];
  for (const key in value as object) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    if (shown.length === 4) {
      shown.push('…');
      break;
    }
    shown.push(`${key}: ${describe((value as Record<string, unknown>)[key], depth - 1)}`);
  }
  return `{${shown.join(', ')}}`;
}

/** A refusal from the engine as a PinqiError: its code (or `fallback` for codes the engine shares with nothing here). */
export function refusalError(
  refusal: { code: string; detail: string; why?: string; index?: number },
  prefix = '',
): PinqiError {
  const code = isPinqiErrorCode(refusal.code) ? refusal.code : 'bad_argument';
  const detail: PinqiErrorDetail = {};
  if (refusal.why) detail.why = refusal.why;
  if (refusal.index !== undefined && refusal.index >= 0) detail.index = refusal.index;
  return new PinqiError(code, prefix + refusal.detail, detail);
}
