import { $, dialogHeader, h, openDialog } from '../dom.js';
import { t, type MessageKey } from '../i18n/index.js';
import { allTallies, resetStats } from '../../store/stats.js';
import { opponentText } from '../play-presenter.js';
import { ask } from './ask.js';

function bucketName(key: string): string {
  const [game, mode, level] = key.split('/');
  const gameName = game === 'gomoku' || game === 'xiangqi' ? t(game as MessageKey) : (game ?? '');
  return `${gameName} · ${opponentText({ mode: mode ?? '', level: Number(level) })}`;
}

/** 战绩: the tallies per game, mode and AI level, with a reset. */
export function openStatsDialog(): void {
  const dialog = $<HTMLDialogElement>('stats-dialog');
  const render = (): void => {
    const rows = allTallies();
    const table =
      rows.length === 0
        ? h('p', { class: 'note', text: t('statsEmpty') })
        : h(
            'table',
            { id: 'stats-table', class: 'stats' },
            h(
              'thead',
              {},
              h(
                'tr',
                {},
                h('th', { text: '' }),
                h('th', { text: t('wins_') }),
                h('th', { text: t('losses') }),
                h('th', { text: t('draws') }),
              ),
            ),
            h(
              'tbody',
              {},
              ...rows.map(([key, tally]) => {
                const twoPlayer = key.endsWith('/two-player');
                return h(
                  'tr',
                  { dataset: { bucket: key } },
                  h('th', { scope: 'row', text: bucketName(key) }),
                  h('td', {
                    dataset: { outcome: 'win' },
                    title: twoPlayer ? t('blackWins') : t('wins_'),
                    text: String(tally.win),
                  }),
                  h('td', {
                    dataset: { outcome: 'loss' },
                    title: twoPlayer ? t('whiteWins') : t('losses'),
                    text: String(tally.loss),
                  }),
                  h('td', { dataset: { outcome: 'draw' }, text: String(tally.draw) }),
                );
              }),
            ),
          );
    const note = rows.some(([k]) => k.endsWith('/two-player'))
      ? h('p', {
          class: 'note',
          text: `${t('twoPlayer')}: ${t('wins_')} = ${t('blackWins')}, ${t('losses')} = ${t('whiteWins')}`,
        })
      : null;
    $('stats-body').replaceChildren(
      dialogHeader(t('statsTitle'), dialog, t('close')),
      table,
      ...(note ? [note] : []),
      h(
        'div',
        { class: 'dialog-actions' },
        h('button', {
          id: 'stats-reset',
          disabled: rows.length === 0,
          text: t('statsReset'),
          onclick: async () => {
            if (!(await ask(t('statsResetConfirm'), t('statsReset')))) return;
            resetStats();
            render();
          },
        }),
      ),
    );
  };
  render();
  openDialog(dialog);
}
