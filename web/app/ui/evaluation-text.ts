import { lang } from './i18n.js';

/**
 * The engine's verdict on a position ("red is better", "black can mate in 3")
 * in the player's language. The verdict itself comes from the engine; this
 * only translates its words. Text it does not know is shown as it is.
 */
const SIDE_ZH: Record<string, string> = { red: '红方', black: '黑方', white: '白方' };

const PATTERNS: [RegExp, (side: string, n: string) => string][] = [
  [/^(red|black) can mate in (\d+)$/, (s, n) => `${s}${n} 步可将死对方`],
  [/^(red|black) has won$/, (s) => `${s}已胜`],
  [/^(red|black) wins by the perpetual check\/chase rule$/, (s) => `${s}凭长将/长捉规则获胜`],
  [/^(red|black) is slightly better$/, (s) => `${s}稍优`],
  [/^(red|black) is better$/, (s) => `${s}占优`],
  [/^(red|black) is winning$/, (s) => `${s}大优`],
  [/^the game is level$/, () => '局面均势'],
];

export function evaluationText(verdict: string): string {
  const text = verdict.trim();
  if (lang() !== 'zh') return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
  for (const [pattern, say] of PATTERNS) {
    const m = pattern.exec(text);
    if (m) return say(SIDE_ZH[m[1] ?? ''] ?? '', m[2] ?? '');
  }
  return text;
}
