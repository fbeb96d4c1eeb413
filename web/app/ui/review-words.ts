import type { GomokuGame, Point, XiangqiSavedV1 } from 'pinqi';
import type { GameTypes } from '../play/adapter.js';
import { pointName } from '../play/gomoku-adapter.js';
import type { TableGame } from '../play/review.js';
import type { StoredMoveReview } from '../play/review-run.js';
import type { Preferences } from '../store/settings.js';
import { chinese, language, t, type MessageKey } from './i18n/index.js';
import { notationOf } from './xiangqi-words.js';

/**
 * A game review in the player's words. The engine judges every move and
 * gives its lines in codes and moves; this only words them: the verdict on a
 * move, what was best, a missed or allowed forced win or mate with its moves.
 */

/** Names a line of engine moves played from the position after `ply` plies. */
export type LineNamer = (ply: number, line: readonly unknown[]) => string[];

/**
 * Moves of a line as the move list writes them: Gomoku points ('h8');
 * Xiangqi moves in the player's notation (replayed through the engine from
 * the position after `ply` plies; ICCS when the line does not replay).
 */
export function lineNamer<T extends GameTypes>(table: TableGame<T>, prefs: Preferences): LineNamer {
  const game = table.game as unknown;
  if (table.adapter.kind === 'gomoku')
    return (_ply, line) => line.map((p) => pointName(game as GomokuGame, p as Point));
  const notation = notationOf(prefs);
  const saved = (game as { toJSON(): XiangqiSavedV1 }).toJSON();
  return (ply, line) => {
    const iccs = line.map(String);
    if (notation === 'iccs' || iccs.length === 0) return iccs;
    try {
      const replay = table.adapter.fromSaved({
        ...saved,
        moves: [...saved.moves.slice(0, ply), ...iccs],
      } as T['saved']);
      const played = (replay.history as Record<string, string>[])
        .slice(ply)
        .map((m) => (notation === 'chinese' ? chinese(m.chinese!) : m[notation]!));
      replay.dispose();
      return played;
    } catch {
      return iccs;
    }
  };
}

/** The engine's verdict on one move: its class, the best move when it was worse, and a missed or allowed forced end. */
export function moveVerdictText(review: StoredMoveReview, moveText: string, name: LineNamer): string {
  const parts = [
    t('reviewMove', {
      n: review.ply + 1,
      side: t(review.side as MessageKey),
      move: moveText,
      verdict: t(`class_${review.classification}` as MessageKey),
    }),
  ];
  const worse = review.classification !== 'best' && review.classification !== 'good';
  if (worse && review.best !== null) parts.push(t('reviewBestWas', { move: name(review.ply, [review.best])[0] ?? '' }));
  const line = (ply: number, moves: readonly unknown[]): string => name(ply, moves).join(' ');
  if ('missedWin' in review) {
    if (review.missedWin)
      parts.push(t(`reviewMissed_${review.missedWin.kind}`, { line: line(review.ply, review.missedWin.line) }));
    if (review.allowedWin)
      parts.push(t(`reviewAllowed_${review.allowedWin.kind}`, { line: line(review.ply + 1, review.allowedWin.line) }));
  } else {
    if (review.missedMate)
      parts.push(t('reviewMissedMate', { n: review.missedMate.moves, line: line(review.ply, review.missedMate.line) }));
    if (review.allowedMate)
      parts.push(
        t('reviewAllowedMate', { n: review.allowedMate.moves, line: line(review.ply + 1, review.allowedMate.line) }),
      );
  }
  return parts.join(language().space);
}

/** "Best line from here: h8 i9 j10", or '' when the engine gave none. */
export function bestLineText(ply: number, line: readonly unknown[], name: LineNamer): string {
  return line.length === 0 ? '' : t('reviewBestLine', { line: name(ply, line).join(' ') });
}
