import { AI_LEVELS, type GomokuRule, type GomokuSide, type XiangqiSide } from '../src/index.js';
import type { Lang } from './i18n.js';
import { readChecked, writeText } from './storage.js';

/** How the app looks and behaves; saved across games. */
export interface Preferences {
  /** null follows the browser. */
  lang: Lang | null;
  theme: 'wood' | 'dark';
  muted: boolean;
  tapToMove: boolean;
  moveNumbers: boolean;
  coordinates: boolean;
  flipped: boolean;
  aiDelay: boolean;
  /** Xiangqi move notation; 'auto' is Chinese in Chinese, WXF in English. */
  notation: 'auto' | 'chinese' | 'wxf' | 'iccs';
}

export type GameKind = 'gomoku' | 'xiangqi';

/** What a Xiangqi game is played with; saved with the game itself. */
export interface XiangqiSetup {
  mode: GameMode;
  level: number;
  human: XiangqiSide;
  clockMinutes: number;
}

export type GameMode = 'two-player' | 'ai';

/** What a Gomoku game is played with; saved with the game itself. */
export interface GomokuSetup {
  rule: GomokuRule;
  size: number;
  mode: GameMode;
  /** 1 (easiest) to 4. */
  level: number;
  /** The human's colour against the AI. */
  human: GomokuSide;
  /** Minutes per side; 0 means no clock. */
  clockMinutes: number;
}

export const SETTINGS_KEY = 'pinqi:settings';
export const BOARD_SIZES = [13, 15, 19];
export const CLOCK_CHOICES = [0, 3, 5, 10, 20];
/** The AI levels offered: exactly the engine's range (AI_LEVELS from the package). */
export const LEVELS: readonly number[] = Array.from(
  { length: AI_LEVELS.max - AI_LEVELS.min + 1 },
  (_, i) => AI_LEVELS.min + i,
);

export const DEFAULT_PREFERENCES: Preferences = {
  lang: null,
  theme: 'wood',
  muted: false,
  tapToMove: false,
  moveNumbers: false,
  coordinates: true,
  flipped: false,
  aiDelay: true,
  notation: 'auto',
};

export const DEFAULT_XIANGQI_SETUP: XiangqiSetup = { mode: 'two-player', level: 3, human: 'red', clockMinutes: 0 };

export const DEFAULT_GOMOKU_SETUP: GomokuSetup = {
  rule: 'freestyle',
  size: 15,
  mode: 'two-player',
  level: 3,
  human: 'black',
  clockMinutes: 0,
};

interface SavedSettingsV1 {
  version: 1;
  preferences: Preferences;
  /** The game on the table. */
  game: GameKind;
  /** The setups last chosen in the New game dialog. */
  gomoku: GomokuSetup;
  xiangqi: XiangqiSetup;
}

const pick = <T>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;
const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

function revivePreferences(data: unknown): Preferences {
  const p = (typeof data === 'object' && data !== null ? data : {}) as Partial<Record<keyof Preferences, unknown>>;
  const d = DEFAULT_PREFERENCES;
  return {
    lang: pick(p.lang, ['zh', 'en', null] as const, d.lang),
    theme: pick(p.theme, ['wood', 'dark'] as const, d.theme),
    muted: flag(p.muted, d.muted),
    tapToMove: flag(p.tapToMove, d.tapToMove),
    moveNumbers: flag(p.moveNumbers, d.moveNumbers),
    coordinates: flag(p.coordinates, d.coordinates),
    flipped: flag(p.flipped, d.flipped),
    aiDelay: flag(p.aiDelay, d.aiDelay),
    notation: pick(p.notation, ['auto', 'chinese', 'wxf', 'iccs'] as const, d.notation),
  };
}

/** A setup from untrusted data; throws on anything outside the offered choices. */
export function reviveGomokuSetup(data: unknown): GomokuSetup {
  const s = data as Partial<Record<keyof GomokuSetup, unknown>>;
  if (typeof s !== 'object' || s === null) throw new Error('setup is not an object');
  const rule = s.rule as GomokuRule;
  if (!['freestyle', 'standard', 'renju'].includes(rule)) throw new Error('bad rule');
  if (!Number.isInteger(s.size) || (s.size as number) < 5 || (s.size as number) > 20) throw new Error('bad size');
  if (s.mode !== 'two-player' && s.mode !== 'ai') throw new Error('bad mode');
  if (!LEVELS.includes(s.level as number)) throw new Error('bad level');
  if (s.human !== 'black' && s.human !== 'white') throw new Error('bad colour');
  if (!Number.isInteger(s.clockMinutes) || (s.clockMinutes as number) < 0 || (s.clockMinutes as number) > 180)
    throw new Error('bad clock');
  return {
    rule,
    size: s.size as number,
    mode: s.mode,
    level: s.level as number,
    human: s.human,
    clockMinutes: s.clockMinutes as number,
  };
}

/** A Xiangqi setup from untrusted data; throws on anything outside the offered choices. */
export function reviveXiangqiSetup(data: unknown): XiangqiSetup {
  const s = data as Partial<Record<keyof XiangqiSetup, unknown>>;
  if (typeof s !== 'object' || s === null) throw new Error('setup is not an object');
  if (s.mode !== 'two-player' && s.mode !== 'ai') throw new Error('bad mode');
  if (!LEVELS.includes(s.level as number)) throw new Error('bad level');
  if (s.human !== 'red' && s.human !== 'black') throw new Error('bad colour');
  if (!Number.isInteger(s.clockMinutes) || (s.clockMinutes as number) < 0 || (s.clockMinutes as number) > 180)
    throw new Error('bad clock');
  return { mode: s.mode, level: s.level as number, human: s.human, clockMinutes: s.clockMinutes as number };
}

export interface Settings {
  preferences: Preferences;
  game: GameKind;
  gomoku: GomokuSetup;
  xiangqi: XiangqiSetup;
}

const defaultSettings = (): Settings => ({
  preferences: { ...DEFAULT_PREFERENCES },
  game: 'gomoku',
  gomoku: { ...DEFAULT_GOMOKU_SETUP },
  xiangqi: { ...DEFAULT_XIANGQI_SETUP },
});

/** Settings from untrusted data: a bad field falls back to its default and never costs the rest. */
function reviveSettings(data: unknown): Settings {
  const saved = data as Partial<SavedSettingsV1>;
  if (saved?.version !== 1) throw new Error('unknown settings version');
  const orDefault = <T>(revive: () => T, fallback: T): T => {
    try {
      return revive();
    } catch {
      return { ...fallback };
    }
  };
  return {
    preferences: revivePreferences(saved.preferences),
    game: saved.game === 'xiangqi' ? 'xiangqi' : 'gomoku',
    gomoku: orDefault(() => reviveGomokuSetup(saved.gomoku), DEFAULT_GOMOKU_SETUP),
    xiangqi: orDefault(() => reviveXiangqiSetup(saved.xiangqi), DEFAULT_XIANGQI_SETUP),
  };
}

function savedForm(settings: Settings): SavedSettingsV1 {
  return {
    version: 1,
    preferences: settings.preferences,
    game: settings.game,
    gomoku: settings.gomoku,
    xiangqi: settings.xiangqi,
  };
}

/**
 * Loads the saved settings. Anything unreadable falls back to defaults; when
 * something had to be dropped, the original is kept under the backup key and
 * `recovered` tells the app to say so.
 */
export function loadSettingsChecked(): { settings: Settings; recovered: boolean } {
  const { value, recovered } = readChecked(SETTINGS_KEY, reviveSettings, savedForm);
  return { settings: value ?? defaultSettings(), recovered };
}

export function loadSettings(): Settings {
  return loadSettingsChecked().settings;
}

export function saveSettings(settings: Settings): void {
  try {
    writeText(SETTINGS_KEY, JSON.stringify(savedForm(settings)));
  } catch {
    // Preferences are a convenience; play goes on without saving them.
  }
}
