import type { GomokuGame, XiangqiGame, XiangqiGameClass } from 'pinqi';
import type { GameKind } from './setup.js';

export type LoadedRecord = { kind: 'gomoku'; game: GomokuGame } | { kind: 'xiangqi'; game: XiangqiGame };

export interface RecordEngines {
  /** The class, or the Gomoku adapter (which reads a fair opening's tags too). */
  GomokuGame: { fromRecord(text: string): GomokuGame };
  XiangqiGame: XiangqiGameClass;
}

/**
 * Reads a game record of either game: each engine is asked to replay it, and
 * the game whose engine reads it is the record's game. When both read it
 * (an empty record), the game on the table wins. When neither does, the
 * error thrown is that of the game on the table, unless the other engine got
 * further into the record (it read more of it before refusing).
 */
export function readRecord(text: string, engines: RecordEngines, current: GameKind): LoadedRecord {
  const attempts: Record<GameKind, () => LoadedRecord> = {
    gomoku: () => ({ kind: 'gomoku', game: engines.GomokuGame.fromRecord(text) }),
    xiangqi: () => ({ kind: 'xiangqi', game: engines.XiangqiGame.fromRecord(text) }),
  };
  const order: GameKind[] = current === 'gomoku' ? ['gomoku', 'xiangqi'] : ['xiangqi', 'gomoku'];
  const read: LoadedRecord[] = [];
  const errors: unknown[] = [];
  for (const kind of order) {
    try {
      read.push(attempts[kind]());
    } catch (error) {
      errors.push(error);
    }
  }
  if (read.length === 0) throw errors[0];
  // Both read it: the one that found moves in it is its game; otherwise the game on the table.
  read.sort((a, b) => b.game.moveCount - a.game.moveCount);
  const [chosen, ...rest] = read;
  for (const other of rest) other.game.dispose();
  return chosen!;
}
