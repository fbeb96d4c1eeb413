import type { Refusal } from '../play/adapter.js';
import type { Notice } from '../play/match.js';
import { drawDeclinedText, engineCodeText } from './engine-words.js';
import { t, type MessageKey } from './i18n/index.js';

/** A refusal (a tap, a confirm or a move the rules turned down) in the player's words. */
export function refusalText(refusal: Refusal): string {
  switch (refusal.code) {
    case 'game_over':
      return t('gameOver');
    case 'not_your_turn':
      return t('notYourTurn');
    case 'viewing':
      return t('viewingStart');
    case 'occupied':
      return t('occupied', { point: refusal.cell });
    case 'forbidden': {
      const why = refusal.kind ? t(`forbidden_${refusal.kind}` as MessageKey) : '';
      return t(why ? 'forbiddenWhy' : 'forbidden', { point: refusal.cell, why });
    }
    case 'no_legal_move':
      return t('noLegalMove');
    case 'pick_own_piece':
      return t('pickOwnPiece');
    case 'engine':
      return engineCodeText(refusal);
  }
}

/** A notice from the match in the player's words. */
export function noticeText(notice: Notice): { text: string; tone: 'info' | 'error' } {
  switch (notice.code) {
    case 'other_tab':
      return { text: t('otherTab'), tone: 'info' };
    case 'storage_full':
      return { text: t('storageFull'), tone: 'error' };
    case 'ai_unavailable':
      return { text: t('aiUnavailable'), tone: 'error' };
    case 'hint_unavailable':
      return { text: t('hintUnavailable'), tone: 'info' };
    case 'ai_failed':
      return { text: t('aiFailed', { error: engineCodeText(notice.cause) }), tone: 'error' };
    case 'draw_declined':
      return notice.why
        ? { text: drawDeclinedText(notice.why, notice.evaluation), tone: 'info' }
        : { text: t('drawDeclined', { side: t(notice.side as MessageKey) }), tone: 'info' };
  }
}
