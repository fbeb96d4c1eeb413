import type { PieceSet, ThemeName } from 'pinqi/views';
import {
  DEFAULT_GOMOKU_SETUP,
  DEFAULT_XIANGQI_SETUP,
  reviveGomokuSetup,
  reviveXiangqiSetup,
  type GameKind,
  type GomokuSetup,
  type XiangqiSetup,
} from '../play/setup.js';
import { readChecked, writeText } from './storage.js';

/** How the app looks and behaves; saved across games. */
export interface Preferences {
  /** The language's code (ui/i18n); null follows the browser. */
  lang: string | null;
  /** The page's colours: light ('wood') or dark. */
  theme: 'wood' | 'dark';
  muted: boolean;
  /** A tap (or a drop) commits at once, with no Confirm. */
  tapToMove: boolean;
  moveNumbers: boolean;
  coordinates: boolean;
  flipped: boolean;
  aiDelay: boolean;
  /** Xiangqi move notation; 'auto' is Chinese in Chinese, WXF in English. */
  notation: 'auto' | 'chinese' | 'wxf' | 'iccs';
  /** The board style of each game. */
  gomokuBoard: ThemeName;
  xiangqiBoard: ThemeName;
  /** How Xiangqi pieces are labelled. */
  pieces: PieceSet;
}

export const SETTINGS_KEY = 'pinqi:settings';
export const BOARD_STYLES: readonly ThemeName[] = ['wood', 'paper', 'dark'];
export const PIECE_SETS: readonly PieceSet[] = ['traditional', 'simplified', 'letters'];

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
  gomokuBoard: 'wood',
  xiangqiBoard: 'wood',
  pieces: 'traditional',
};

export interface Settings {
  preferences: Preferences;
  /** The game last on the table. */
  game: GameKind;
  /** The setups last chosen for a new game. */
  gomoku: GomokuSetup;
  xiangqi: XiangqiSetup;
  /**
   * Nothing was saved when the app loaded and no game has been on the table
   * since: the home screen then offers a game against the AI at a level a new
   * player can beat (FIRST_VISIT_CHOICE). Not saved.
   */
  firstVisit: boolean;
}

interface SavedSettingsV2 {
  version: 2;
  preferences: Preferences;
  game: GameKind;
  gomoku: GomokuSetup;
  xiangqi: XiangqiSetup;
}

/** Version 1 had no board styles or piece sets; its dark theme also darkened the boards. */
const V1_ADDED: readonly (keyof Preferences)[] = ['gomokuBoard', 'xiangqiBoard', 'pieces'];

const pick = <T>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;
const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

function revivePreferences(data: unknown, version: 1 | 2, langs: readonly string[]): Preferences {
  const p = (typeof data === 'object' && data !== null ? data : {}) as Partial<Record<keyof Preferences, unknown>>;
  const d = DEFAULT_PREFERENCES;
  const theme = pick(p.theme, ['wood', 'dark'] as const, d.theme);
  const board = version === 1 && theme === 'dark' ? 'dark' : d.gomokuBoard;
  return {
    lang: pick<string | null>(p.lang, [...langs, null], d.lang),
    theme,
    muted: flag(p.muted, d.muted),
    tapToMove: flag(p.tapToMove, d.tapToMove),
    moveNumbers: flag(p.moveNumbers, d.moveNumbers),
    coordinates: flag(p.coordinates, d.coordinates),
    flipped: flag(p.flipped, d.flipped),
    aiDelay: flag(p.aiDelay, d.aiDelay),
    notation: pick(p.notation, ['auto', 'chinese', 'wxf', 'iccs'] as const, d.notation),
    gomokuBoard: version === 1 ? board : pick(p.gomokuBoard, BOARD_STYLES, board),
    xiangqiBoard: version === 1 ? board : pick(p.xiangqiBoard, BOARD_STYLES, board),
    pieces: version === 1 ? d.pieces : pick(p.pieces, PIECE_SETS, d.pieces),
  };
}

const defaultSettings = (firstVisit: boolean): Settings => ({
  preferences: { ...DEFAULT_PREFERENCES },
  game: 'gomoku',
  gomoku: { ...DEFAULT_GOMOKU_SETUP },
  xiangqi: { ...DEFAULT_XIANGQI_SETUP },
  firstVisit,
});

/** Settings from untrusted data: a bad field falls back to its default and never costs the rest. */
function reviveSettings(data: unknown, langs: readonly string[]): Settings {
  const saved = data as Partial<SavedSettingsV2>;
  const version = saved?.version as unknown;
  if (version !== 1 && version !== 2) throw new Error('unknown settings version');
  const orDefault = <T>(revive: () => T, fallback: T): T => {
    try {
      return revive();
    } catch {
      return { ...fallback };
    }
  };
  return {
    preferences: revivePreferences(saved.preferences, version, langs),
    game: saved.game === 'xiangqi' ? 'xiangqi' : 'gomoku',
    gomoku: orDefault(() => reviveGomokuSetup(saved.gomoku), DEFAULT_GOMOKU_SETUP),
    xiangqi: orDefault(() => reviveXiangqiSetup(saved.xiangqi), DEFAULT_XIANGQI_SETUP),
    firstVisit: false,
  };
}

function savedForm(settings: Settings): SavedSettingsV2 {
  return {
    version: 2,
    preferences: settings.preferences,
    game: settings.game,
    gomoku: settings.gomoku,
    xiangqi: settings.xiangqi,
  };
}

/** The form `data` would have had, were `settings` what it held: an older version compares as its own form. */
function formOf(settings: Settings, data: unknown): unknown {
  const form = savedForm(settings);
  if ((data as { version?: unknown })?.version !== 1) return form;
  const preferences: Partial<Preferences> = { ...form.preferences };
  for (const key of V1_ADDED) delete preferences[key];
  return { ...form, version: 1, preferences };
}

/**
 * Loads the saved settings; `langs` are the codes of the app's languages
 * (ui/i18n's LANG_CODES). Anything unreadable falls back to defaults; when
 * something had to be dropped, the original is kept under the backup key and
 * `recovered` tells the app to say so. Version 1 settings are read as they
 * are, with defaults for what came later.
 */
export function loadSettingsChecked(langs: readonly string[]): { settings: Settings; recovered: boolean } {
  const { value, recovered } = readChecked(SETTINGS_KEY, (data) => reviveSettings(data, langs), formOf);
  // Unreadable settings are not a first visit: the player has been here.
  return { settings: value ?? defaultSettings(!recovered), recovered };
}

export function loadSettings(langs: readonly string[]): Settings {
  return loadSettingsChecked(langs).settings;
}

export function saveSettings(settings: Settings): void {
  try {
    writeText(SETTINGS_KEY, JSON.stringify(savedForm(settings)));
  } catch {
    // Preferences are a convenience; play goes on without saving them.
  }
}
