/**
 * How pieces are labelled: the traditional characters (帥 俥 傌 / 將 車 馬),
 * the simplified ones most players read today (帅 车 马 / 将 车 马), or the
 * WXF letters (K A E R H C P) for players who read no Chinese.
 */
export type PieceSet = 'traditional' | 'simplified' | 'letters';

/**
 * Glyphs of the pieces, keyed by the FEN letter the engine uses (upper case
 * for Red). Both the 'b'/'e' and 'n'/'h' spellings are accepted.
 */
const TRADITIONAL: Record<string, string> = {
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

const SIMPLIFIED: Record<string, string> = {
  ...TRADITIONAL,
  K: '帅',
  R: '车',
  N: '马',
  H: '马',
  r: '车',
  n: '马',
  h: '马',
  c: '炮',
};

/** WXF letters: the same for both sides (colour tells them apart). */
const LETTERS: Record<string, string> = { K: 'K', A: 'A', B: 'E', E: 'E', R: 'R', N: 'H', H: 'H', C: 'C', P: 'P' };

export type XiangqiColour = 'red' | 'black';

/**
 * The label of a piece, by the FEN letter the engine uses (`XiangqiGame.pieces()`,
 * upper case for Red), in a piece set: 'traditional' (帥 俥 傌 / 將 車 馬), 'simplified'
 * (帅 车 马 / 将 车 马) or 'letters' (WXF: K A E R H C P). '?' for a letter that names no piece.
 */
export function pieceGlyph(letter: string, set: PieceSet = 'traditional'): string {
  if (set === 'letters') return LETTERS[letter.toUpperCase()] ?? '?';
  return (set === 'simplified' ? SIMPLIFIED : TRADITIONAL)[letter] ?? '?';
}

export function pieceColour(letter: string): XiangqiColour {
  return letter === letter.toUpperCase() ? 'red' : 'black';
}

const CHINESE_NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
const FULLWIDTH_DIGITS = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

/**
 * How the files are numbered at the board's edges: 'chinese' (Red in Chinese
 * numerals, Black in digits, as Chinese boards print them) or 'arabic' (both in digits).
 */
export type FileNumerals = 'chinese' | 'arabic';

/**
 * The file number a side reads for file f (0 = 'a', Red's left): each side
 * counts from its own right, in the numerals asked for.
 */
export function fileNumber(file: number, side: XiangqiColour, numerals: FileNumerals = 'chinese'): string {
  const n = side === 'red' ? 8 - file : file;
  if (numerals === 'arabic') return String(n + 1);
  return side === 'red' ? CHINESE_NUMERALS[n]! : FULLWIDTH_DIGITS[n]!;
}
