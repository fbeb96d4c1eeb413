import { pieceGlyph } from 'pinqi/views';
import type { XiangqiEvaluation } from 'pinqi/ai';
import { pieceSide, type XiangqiTypes } from '../play/xiangqi-adapter.js';
import type { TableGame } from '../play/review.js';
import type { Preferences } from '../store/settings.js';
import { evaluationText } from './engine-words.js';
import type { CapturedGroup, GameWords } from './game-board.js';
import { chinese, language, t, type MessageKey } from './i18n/index.js';

/** The move notation in use: the player's choice, or by language (Chinese where moves are named in Chinese, else WXF). */
export function notationOf(prefs: Preferences): 'chinese' | 'wxf' | 'iccs' {
  return prefs.notation === 'auto' ? (language().chineseNames ? 'chinese' : 'wxf') : prefs.notation;
}

/** A move in the player's notation (Chinese in the language's characters). */
function moveName(move: XiangqiTypes['played'], prefs: Preferences): string {
  const notation = notationOf(prefs);
  return notation === 'chinese' ? chinese(move.chinese) : move[notation];
}

/** How the board numbers its files: Chinese numerals where moves are named in Chinese, digits elsewhere. */
export function fileNumerals(): 'chinese' | 'arabic' {
  return language().chineseNames ? 'chinese' : 'arabic';
}

/**
 * The usual teaching values of the pieces (chariot 9, cannon 4.5, horse 4,
 * elephant and advisor 2, soldier 1), for the material balance shown beside
 * the captured pieces. A display convention, not a rule or the engine's evaluation.
 */
const VALUES: Record<string, number> = { r: 9, c: 4.5, n: 4, b: 2, a: 2, p: 1, k: 0 };
const ORDER = 'rcnbapk';

const pieceName = (letter: string): string =>
  `${t(pieceSide(letter))}${language().space}${t(`piece_${letter.toLowerCase()}` as MessageKey)}`;

/** The side at the near edge: the player's (two players: the near player's), turned when the board is flipped. */
function nearSide(table: TableGame<XiangqiTypes>, prefs: Preferences): 'red' | 'black' {
  const base = table.setup.human;
  return prefs.flipped ? (base === 'red' ? 'black' : 'red') : base;
}

/** Xiangqi's words: moves in the chosen notation, squares and pieces, hints, captures and the material balance. */
export const xiangqiWords: GameWords<XiangqiTypes> = {
  kind: 'xiangqi',
  moveText: moveName,
  moveNumber: (move) => (move.player === 'red' || move.index === 0 ? Math.floor(move.index / 2) + 1 : null),
  announceMove(table, move, prefs) {
    const text = t('announceMove', { side: t(move.player), point: moveName(move, prefs) });
    return table.game.inCheck && !table.game.isOver ? `${text}, ${t('check')}` : text;
  },
  moveSound: (table, move) => (table.game.inCheck ? 'check' : move.captured ? 'capture' : 'place'),
  cellText(table, square) {
    const piece = table.game.pieceAt(square);
    if (!piece) return t('cursorEmpty', { cell: square });
    return t('cursorPiece', {
      cell: square,
      side: t(pieceSide(piece)),
      piece: t(`piece_${piece.toLowerCase()}` as MessageKey),
    });
  },
  selectionText(table) {
    const { from, to, targets } = table.selection;
    if (from && to) return t('selectedMove', { from, to });
    const piece = from ? table.game.pieceAt(from) : null;
    return from && piece ? t('selectedPiece', { cell: from, piece: pieceName(piece), n: targets.length }) : null;
  },
  hintView(table, prefs) {
    const hint = table.hint;
    if (!hint) return null;
    const { notations, pv } = hint.result;
    const named = (notations?.chinese ?? []).map(chinese);
    const wxf = notations?.wxf ?? [];
    const notation = notationOf(prefs);
    const first = notation === 'chinese' ? named[0] : notation === 'wxf' ? wxf[0] : undefined;
    const lines: { notation: string; label: string; text: string; lang: 'zh' | 'en' }[] = [];
    if (named.length) lines.push({ notation: 'chinese', label: t('pvChinese'), text: named.join(' '), lang: 'zh' });
    if (wxf.length) lines.push({ notation: 'wxf', label: 'WXF', text: wxf.join(' '), lang: 'en' });
    if (!lines.length && pv.length)
      lines.push({ notation: 'iccs', label: 'ICCS', text: pv.map(String).join(' '), lang: 'en' });
    return {
      move: first ?? `${hint.move.from}${hint.move.to}`,
      lines,
      verdict: evaluationText(hint.result.reason as XiangqiEvaluation | null),
    };
  },
  captured(table, plies, prefs) {
    const taken: Record<string, CapturedGroup[]> = { red: [], black: [] };
    const points: Record<string, number> = { red: 0, black: 0 };
    const counts: Record<string, Map<string, number>> = { red: new Map(), black: new Map() };
    for (const move of table.game.history.slice(0, plies)) {
      if (!move.captured) continue;
      const by = counts[move.player]!;
      by.set(move.captured, (by.get(move.captured) ?? 0) + 1);
      points[move.player]! += VALUES[move.captured.toLowerCase()] ?? 0;
    }
    for (const side of ['red', 'black']) {
      const groups = [...counts[side]!.entries()].sort(
        ([a], [b]) => ORDER.indexOf(a.toLowerCase()) - ORDER.indexOf(b.toLowerCase()),
      );
      taken[side] = groups.map(([piece, count]) => ({
        glyph: pieceGlyph(piece, prefs.pieces),
        side: pieceSide(piece),
        count,
        name: pieceName(piece),
      }));
    }
    const diff = points.red! - points.black!;
    return { taken, ahead: { red: Math.max(0, diff), black: Math.max(0, -diff) } };
  },
  variant: () => '',
  nearSide: nearSide,
};
