import { SHORTCUT_KEYS } from '../shortcuts.js';
import { $, dialogHeader, h, openDialog } from '../dom.js';
import { t, type MessageKey } from '../i18n/index.js';
import type { GomokuSetup } from '../../play/setup.js';

const SHORTCUT_WORDS: MessageKey[] = ['key_u', 'key_f', 'key_h', 'key_n', 'key_arrows', 'key_home_end', 'key_escape'];

/** The rules page of both games, the game on the table first, naming the Gomoku rule set in force. */
export function openHelpDialog(game: 'gomoku' | 'xiangqi', setup: GomokuSetup): void {
  const dialog = $<HTMLDialogElement>('help-dialog');
  const paragraphs = (keys: MessageKey[]) => keys.map((key) => h('p', { text: t(key) }));
  const xiangqi = [
    h('h3', { text: t('xiangqi') }),
    ...paragraphs(['helpXiangqiMoves', 'helpXiangqiWin', 'helpXiangqiPieces']),
  ];
  $('help-body').replaceChildren(
    dialogHeader(t('helpTitle'), dialog, t('close')),
    ...(game === 'xiangqi' ? xiangqi : []),
    h('h3', { text: t('gomoku') }),
    h('p', {
      class: 'in-force',
      text: t('ruleInForce', { rule: t(`rule_${setup.rule}` as MessageKey), size: setup.size }),
    }),
    ...paragraphs(['helpGomokuRules', 'helpGomokuInput']),
    h(
      'ul',
      {},
      ...(['freestyle', 'standard', 'renju'] as const).map((r) =>
        h('li', { class: r === setup.rule ? 'current' : '', text: t(`helpRule_${r}`) }),
      ),
    ),
    h('h3', { id: 'help-openings', text: t('openingHelpTitle') }),
    h('p', { class: setup.opening === 'swap2' ? 'current' : '', text: t('openingHelpSwap2') }),
    h('p', { class: setup.opening === 'rif' ? 'current' : '', text: t('openingHelpRif') }),
    h('p', { text: t('openingHelpUndo') }),
    ...(game === 'gomoku' ? xiangqi : []),
    h('h3', { text: t('inputTitle') }),
    h('p', { text: t('inputHelp') }),
    h('p', { text: t('stepHelp') }),
    h('p', { id: 'help-undo', text: t('helpUndo') }),
    h('h3', { text: t('shortcutsTitle') }),
    h(
      'dl',
      { id: 'help-shortcuts', class: 'shortcuts' },
      ...SHORTCUT_KEYS.flatMap((key, i) => [
        h('dt', {}, h('kbd', { text: key })),
        h('dd', { text: t(SHORTCUT_WORDS[i]!) }),
      ]),
    ),
  );
  openDialog(dialog);
}
