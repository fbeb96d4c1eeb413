import { language, t } from './i18n/index.js';

/** The thinking indicator's progress line: "depth 6 · 48K positions" / "深度 6 · 4.8万 个局面". */
export function progressText(p: { depth?: number; nodes?: number }): string {
  const parts: string[] = [];
  if (p.depth) parts.push(t('progressDepth', { n: p.depth }));
  if (p.nodes) {
    const count = new Intl.NumberFormat(language().locale, {
      notation: 'compact',
      maximumFractionDigits: 1,
    }).format(p.nodes);
    parts.push(t('progressNodes', { n: count }));
  }
  return parts.join(' · ');
}
