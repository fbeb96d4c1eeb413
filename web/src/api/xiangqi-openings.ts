import type { PinqiCoreModule } from '../generated/pinqi_core.mjs';
import { PinqiError } from './errors.js';

/** A named Xiangqi opening: a stable id and the name in Chinese and in English. */
export interface XiangqiOpening {
  readonly id: string;
  readonly chinese: string;
  readonly english: string;
}

/** The opening of a game, and the ply after which its named position stood on the board. */
export interface XiangqiOpeningMatch extends XiangqiOpening {
  readonly ply: number;
}

/** A game, or its saved form: what the opening is read from. */
export type XiangqiOpeningSource =
  | { toJSON(): { startFen: string; moves: readonly string[] } }
  | {
      readonly startFen: string;
      readonly moves: readonly string[];
    };

/** The Xiangqi opening names: `await loadPinqi()` gives them as `pinqi.xiangqiOpenings`. */
export interface XiangqiOpenings {
  /** Every named opening, broad families first, then their branches. */
  readonly list: readonly XiangqiOpening[];
  /**
   * The opening of a game from the standard start: the last named position it
   * passed through, matched by position (either side's move order, and the
   * left-right mirror), or null. Throws PinqiError bad_record for anything
   * that is not a game or its saved form, illegal_move / bad_fen for a bad one.
   */
  of(game: XiangqiOpeningSource): XiangqiOpeningMatch | null;
}

const MAX_MOVES = 100_000;

function movesOf(source: unknown): { startFen: string; moves: string[] } {
  let data = source as { toJSON?: unknown; startFen?: unknown; moves?: unknown } | null;
  if (typeof data === 'object' && data !== null && typeof data.toJSON === 'function')
    data = (data.toJSON as () => typeof data).call(data);
  if (typeof data !== 'object' || data === null || typeof data.startFen !== 'string' || !Array.isArray(data.moves))
    throw new PinqiError('bad_record', 'not a Xiangqi game or its saved form');
  const moves = data.moves as unknown[];
  if (moves.length > MAX_MOVES || data.startFen.length > 200)
    throw new PinqiError('bad_record', 'the game is too long to read');
  for (let i = 0; i < moves.length; i++)
    if (!(i in moves) || typeof moves[i] !== 'string' || (moves[i] as string).length > 8)
      throw new PinqiError('bad_record', `move ${i + 1} is not an ICCS move`);
  return { startFen: data.startFen, moves: moves as string[] };
}

export function bindXiangqiOpenings(core: PinqiCoreModule): XiangqiOpenings {
  const list = Object.freeze(core.xiangqiOpenings().map((o) => Object.freeze({ ...o })));
  return Object.freeze({
    list,
    of(game: XiangqiOpeningSource): XiangqiOpeningMatch | null {
      const { startFen, moves } = movesOf(game);
      const answer = core.xiangqiOpening(startFen, moves);
      if (answer === null) return null;
      if ('code' in answer)
        throw new PinqiError(
          answer.code,
          answer.code === 'bad_fen'
            ? 'the start position is not a valid FEN'
            : `move ${Number(answer.detail) + 1} is not legal`,
        );
      return Object.freeze({ id: answer.id, chinese: answer.chinese, english: answer.english, ply: answer.ply });
    },
  });
}
