import type { GomokuHintReason } from 'pinqi/ai';
import type { Point } from 'pinqi';
import { pointName, type GomokuTypes } from '../play/gomoku-adapter.js';
import { gomokuHintText } from './engine-words.js';
import type { GameWords } from './game-board.js';
import { t, type MessageKey } from './i18n/index.js';

/** Gomoku's words: points as the records write them ('h8'), stones, hints. */
export const gomokuWords: GameWords<GomokuTypes> = {
  kind: 'gomoku',
  moveText: (move) => move.notation,
  moveNumber: (move) => move.index + 1,
  announceMove: (_table, move) => t('announceMove', { side: t(move.player), point: move.notation }),
  moveSound: () => 'place',
  cellText(table, point) {
    const cell = pointName(table.game, point);
    const stone = table.game.stoneAt(point);
    return stone ? t('cursorStone', { cell, side: t(stone) }) : t('cursorEmpty', { cell });
  },
  selectionText(table) {
    const pending = table.pending;
    return pending ? t('selectedStone', { cell: pointName(table.game, pending) }) : null;
  },
  hintView(table) {
    const hint = table.hint;
    if (!hint) return null;
    const line = (hint.result.pv as Point[]).map((p) => pointName(table.game, p)).join(' ');
    return {
      move: pointName(table.game, hint.move),
      lines: line ? [{ notation: 'points', label: t('moves'), text: line, lang: 'en' }] : [],
      verdict: gomokuHintText(hint.result.reason as GomokuHintReason | null),
    };
  },
  captured: () => ({ taken: {}, ahead: {} }),
  variant(table) {
    const { rule, size } = table.setup;
    return `${t(`rule_${rule}` as MessageKey)} · ${size}×${size}`;
  },
  nearSide(table, prefs) {
    const base = table.human ?? table.setup.human; // a fair opening may have swapped the setup's colour
    return prefs.flipped ? (base === 'black' ? 'white' : 'black') : base;
  },
};
