import type { MessageKey } from './en.js';

/**
 * One language of the app: its words, and the few ways it writes them
 * differently (spacing, lists, Chinese or Western names). One file per
 * language (en.ts, zh.ts, zh-hant.ts, ja.ts, ko.ts, vi.ts); index.ts lists them.
 */
export interface Language {
  /** The code the settings keep ('zh', 'zh-Hant', 'en', 'ja', 'ko', 'vi'). */
  readonly code: string;
  /** Its own name, as the settings list it. */
  readonly name: string;
  /** The page's lang attribute, and the locale of dates and numbers ('zh-CN'). */
  readonly locale: string;
  /** The browser's language tags it answers, by their start in lower case ('zh' answers 'zh-TW' too). */
  readonly tags: readonly string[];
  /** What goes between two words: a space, or nothing in Chinese. */
  readonly space: string;
  /** What goes between the items of a list in running text (', ', '、'). */
  readonly listSeparator: string;
  /**
   * Whether Xiangqi moves and openings are named in Chinese and the board's files
   * numbered in Chinese numerals (else WXF notation, English names and digits).
   */
  readonly chineseNames: boolean;
  /**
   * How the engine's Chinese (Xiangqi moves, opening names), written in simplified
   * characters, is shown in this language: Traditional Chinese rewrites it; others keep it.
   */
  readonly hanzi?: (simplified: string) => string;
  /** Every message, by key; `{name}` marks a parameter. */
  readonly messages: Readonly<Record<MessageKey, string>>;
}
