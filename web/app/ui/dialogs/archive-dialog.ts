import { listArchive, type ArchivedGame } from '../../store/archive.js';
import { $, dialogHeader, h, openDialog } from '../dom.js';
import { language, t, type MessageKey } from '../i18n/index.js';
import { opponentText } from '../play-presenter.js';

/** "12/05/25 14:03 · Gomoku Renju 15×15 · vs AI · Club · Black wins · 31". */
export function archiveSummary(game: ArchivedGame, opening: string | null = null): string {
  const when = new Date(game.finishedAt).toLocaleString(language().locale, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const result = game.result.winner ? t('wins', { side: t(game.result.winner) }) : t('draw');
  const kind =
    game.game === 'gomoku'
      ? `${t('gomoku')} ${t(`rule_${game.setup.rule}` as MessageKey)} ${game.setup.size}×${game.setup.size}`
      : opening
        ? `${t('xiangqi')} ${opening}`
        : t('xiangqi');
  return `${when} · ${kind} · ${opponentText(game.setup)} · ${result} · ${game.moves.length}`;
}

/** The archive of finished games; picking one opens it on the board to step through. */
export function openArchiveDialog(
  open: (game: ArchivedGame) => void,
  openingOf: (game: ArchivedGame) => string | null = () => null,
): void {
  const dialog = $<HTMLDialogElement>('archive-dialog');
  const games = listArchive();
  $('archive-body').replaceChildren(
    dialogHeader(t('archiveTitle'), dialog, t('close')),
    games.length === 0
      ? h('p', { class: 'note', text: t('archiveEmpty') })
      : h(
          'ul',
          { id: 'archive-list', class: 'pick-list' },
          ...games.map((g) =>
            h(
              'li',
              {},
              h('button', {
                dataset: { id: g.id, game: g.game },
                text: archiveSummary(g, openingOf(g)),
                onclick: () => {
                  dialog.close();
                  open(g);
                },
              }),
            ),
          ),
        ),
  );
  openDialog(dialog);
}
