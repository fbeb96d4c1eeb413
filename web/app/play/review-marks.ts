import type { AiClassification } from 'pinqi/ai';

/**
 * The annotation marks a move list writes beside a reviewed move, from the
 * engine's classification (the usual chess signs: ?! dubious, ? mistake,
 * ?? blunder). Best and good moves get none.
 */
export const MARKS: Readonly<Record<AiClassification, string>> = Object.freeze({
  best: '',
  good: '',
  inaccuracy: '?!',
  mistake: '?',
  blunder: '??',
});

export function markOf(classification: AiClassification): string {
  return MARKS[classification] ?? '';
}
