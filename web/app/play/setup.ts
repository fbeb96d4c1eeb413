import { AI_LEVELS } from 'pinqi/ai';
import type { GomokuOpeningRule, GomokuRule, GomokuSide, XiangqiSide } from 'pinqi';

/** The two games the app plays. */
export type GameKind = 'gomoku' | 'xiangqi';
export const GAME_KINDS: readonly GameKind[] = ['gomoku', 'xiangqi'];

export type GameMode = 'two-player' | 'ai';

/** What every game is played with; saved with the game itself. */
export interface BaseSetup<Side extends string> {
  mode: GameMode;
  /** The AI's level, AI_LEVELS.min (a beginner can win) to AI_LEVELS.max. */
  level: number;
  /** Against the AI: the player's side. Between two players: the side at the near edge of the board. */
  human: Side;
  /** Minutes per side; 0 means no clock. */
  clockMinutes: number;
}

export type XiangqiSetup = BaseSetup<XiangqiSide>;

export interface GomokuSetup extends BaseSetup<GomokuSide> {
  rule: GomokuRule;
  size: number;
  /** A fair opening before ordinary play: Swap2, or for Renju on 15×15 the RIF rule; absent for none. */
  opening?: GomokuOpeningRule;
}

export const BOARD_SIZES = [13, 15, 19];
export const CLOCK_CHOICES = [0, 3, 5, 10, 20];
/** The AI levels offered: exactly the engine's range (AI_LEVELS from the package). */
export const LEVELS: readonly number[] = Array.from(
  { length: AI_LEVELS.max - AI_LEVELS.min + 1 },
  (_, i) => AI_LEVELS.min + i,
);

/** What the home screen offers on the very first visit: the AI, at the level a new player can beat. */
export const FIRST_VISIT_CHOICE = { mode: 'ai', level: AI_LEVELS.min } as const satisfies Partial<BaseSetup<string>>;

export const DEFAULT_XIANGQI_SETUP: XiangqiSetup = { mode: 'two-player', level: 3, human: 'red', clockMinutes: 0 };

export const DEFAULT_GOMOKU_SETUP: GomokuSetup = {
  rule: 'freestyle',
  size: 15,
  mode: 'two-player',
  level: 3,
  human: 'black',
  clockMinutes: 0,
};

function reviveBase<Side extends string>(data: unknown, sides: readonly Side[]): BaseSetup<Side> {
  const s = data as Partial<Record<keyof BaseSetup<Side>, unknown>>;
  if (typeof s !== 'object' || s === null) throw new Error('setup is not an object');
  if (s.mode !== 'two-player' && s.mode !== 'ai') throw new Error('bad mode');
  if (!LEVELS.includes(s.level as number)) throw new Error('bad level');
  if (!sides.includes(s.human as Side)) throw new Error('bad colour');
  if (!Number.isInteger(s.clockMinutes) || (s.clockMinutes as number) < 0 || (s.clockMinutes as number) > 180)
    throw new Error('bad clock');
  return { mode: s.mode, level: s.level as number, human: s.human as Side, clockMinutes: s.clockMinutes as number };
}

/** A Gomoku setup from untrusted data; throws on anything outside the offered choices. */
export function reviveGomokuSetup(data: unknown): GomokuSetup {
  const base = reviveBase<GomokuSide>(data, ['black', 'white']);
  const s = data as Partial<Record<keyof GomokuSetup, unknown>>;
  const rule = s.rule as GomokuRule;
  if (!['freestyle', 'standard', 'renju'].includes(rule)) throw new Error('bad rule');
  if (!Number.isInteger(s.size) || (s.size as number) < 5 || (s.size as number) > 20) throw new Error('bad size');
  const setup: GomokuSetup = { rule, size: s.size as number, ...base };
  // openings: none, Swap2, or the RIF rule (Renju on 15×15 only; the engine refuses it elsewhere too)
  if (s.opening !== undefined) {
    if (s.opening !== 'swap2' && s.opening !== 'rif') throw new Error('bad opening');
    setup.opening = s.opening;
  }
  return setup;
}

/** A Xiangqi setup from untrusted data; throws on anything outside the offered choices. */
export function reviveXiangqiSetup(data: unknown): XiangqiSetup {
  return reviveBase<XiangqiSide>(data, ['red', 'black']);
}
