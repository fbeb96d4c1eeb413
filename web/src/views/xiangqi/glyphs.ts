/**
 * Traditional glyphs of the pieces, keyed by the FEN letter the engine uses
 * (upper case for Red). Both the 'b'/'e' and 'n'/'h' spellings are accepted.
 */
const GLYPHS: Record<string, string> = {
  K: '帥',
  A: '仕',
  B: '相',
  E: '相',
  R: '俥',
  N: '傌',
  H: '傌',
  C: '炮',
  P: '兵',
  k: '將',
  a: '士',
  b: '象',
  e: '象',
  r: '車',
  n: '馬',
  h: '馬',
  c: '砲',
  p: '卒',
};

export type XiangqiColour = 'red' | 'black';

export function pieceGlyph(letter: string): string {
  return GLYPHS[letter] ?? '?';
}

export function pieceColour(letter: string): XiangqiColour {
  return letter === letter.toUpperCase() ? 'red' : 'black';
}

/** Whether a FEN letter names a general (帥/將). */
export const isGeneral = (letter: string): boolean => letter === 'K' || letter === 'k';

const CHINESE_NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
const FULLWIDTH_DIGITS = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

/**
 * The file number a side reads for file f (0 = 'a', Red's left): each side
 * counts from its own right, Red in Chinese numerals, Black in digits.
 */
export function fileNumber(file: number, side: XiangqiColour): string {
  return side === 'red' ? CHINESE_NUMERALS[8 - file]! : FULLWIDTH_DIGITS[file]!;
}
