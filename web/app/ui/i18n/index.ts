import { en, type MessageKey } from './en.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import type { Language } from './language.js';
import { vi } from './vi.js';
import { zhHant } from './zh-hant.js';
import { zh } from './zh.js';

/**
 * The app's words: the language in use, its messages with their parameters
 * filled in, and the page's marked elements translated. Display text only:
 * no rules live here.
 */
export type { Language, MessageKey };

/** The app's languages, in the order the settings list them. A new language is its file and a line here. */
export const LANGUAGES: readonly Language[] = [zh, zhHant, en, ja, ko, vi];

/** The languages' codes, as the settings keep them. */
export const LANG_CODES: readonly string[] = LANGUAGES.map((l) => l.code);

let current: Language = en;

/**
 * The language the browser prefers among the app's: the first of its tags that
 * one of ours answers (the longest matching start wins, so 'zh-TW' is Traditional
 * and 'zh-CN' Simplified Chinese), English otherwise.
 */
export function browserLang(wanted: readonly string[] = navigatorLanguages()): string {
  for (const tag of wanted) {
    const lower = (tag ?? '').toLowerCase();
    let best: { code: string; length: number } | null = null;
    for (const language of LANGUAGES)
      for (const start of language.tags)
        if ((lower === start || lower.startsWith(`${start}-`)) && start.length > (best?.length ?? 0))
          best = { code: language.code, length: start.length };
    if (best) return best.code;
  }
  return en.code;
}

function navigatorLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** Uses the language with this code (English when there is none) and marks the page with it. */
export function setLang(code: string): void {
  current = LANGUAGES.find((l) => l.code === code) ?? en;
  document.documentElement.lang = current.locale;
}

/** The language in use. */
export function language(): Language {
  return current;
}

/** The engine's Chinese (Xiangqi moves, opening names) as the language writes it: Traditional characters in zh-Hant. */
export function chinese(simplified: string): string {
  return current.hanzi?.(simplified) ?? simplified;
}

/** Whether a key names a message (for keys built from engine codes). */
export function hasMessage(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en.messages, key);
}

export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return current.messages[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** Fills every element marked data-i18n="key" (text) or data-i18n-label="key" (aria-label and title). */
export function translatePage(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-i18n]')) el.textContent = t(el.dataset.i18n as MessageKey);
  for (const el of root.querySelectorAll<HTMLElement>('[data-i18n-label]')) {
    const text = t(el.dataset.i18nLabel as MessageKey);
    el.setAttribute('aria-label', text);
    el.title = text;
  }
}

/** 'five in a row' → 'Five in a row' (Chinese is left as it is). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
