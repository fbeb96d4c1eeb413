import type { ShareRefusal } from '../play/share-link.js';
import { t } from './i18n/index.js';

/** Why a shared link could not be opened, in the player's words (pure). */
export function linkRefusalText(refusal: ShareRefusal): string {
  const why =
    refusal.code === 'illegal_move'
      ? t('link_illegal_move', { n: (refusal.index ?? 0) + 1 })
      : t(`link_${refusal.code}`);
  return t('linkRefused', { why });
}
