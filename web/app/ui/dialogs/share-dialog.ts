import type { GameTypes } from '../../play/adapter.js';
import type { TableGame } from '../../play/review.js';
import { encodeShare, type SharedGame } from '../../play/share-link.js';
import type { Preferences } from '../../store/settings.js';
import { $, dialogHeader, h, openDialog } from '../dom.js';
import type { GameBoard } from '../game-board.js';
import { t } from '../i18n/index.js';
import { download, gifOf, pngOf } from '../picture.js';

/** What is shared: a game (or a position) on a board, and the ply shown. */
export interface ShareSource<T extends GameTypes> {
  board: GameBoard<T>;
  table: TableGame<T>;
  /** The position shown (plies from the start); the link opens there, the PNG shows it. */
  ply: number;
  prefs: Preferences;
}

/** The shared form of a game on a board: the engine's saved game, the ending the app keeps, the ply shown. */
export function sharedOf<T extends GameTypes>(table: TableGame<T>, ply: number): SharedGame {
  return { kind: table.adapter.kind, saved: table.game.toJSON(), finish: table.finish, ply } as SharedGame;
}

/** The address that opens a shared game in this app. */
function linkOf(shared: SharedGame): string {
  return `${location.origin}${location.pathname}#${encodeShare(shared)}`;
}

/** Shares the link through the system's share sheet where there is one, else copies it; the note says which. */
async function sendLink(url: string, note: HTMLElement): Promise<void> {
  note.textContent = '';
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url, title: 'Pinqi' });
      return;
    } catch (error) {
      if ((error as DOMException | null)?.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    note.textContent = t('linkCopied');
  } catch {
    note.textContent = t('linkNotCopied');
  }
}

/**
 * Share and export (☰ → Share at the table, in the step-through view, on
 * the analysis board and in a puzzle): the link (system share sheet or clipboard, and shown to copy by
 * hand), a PNG of the position shown, an animated GIF of the whole game.
 */
export function openShareDialog<T extends GameTypes>(source: ShareSource<T>): void {
  const { board, table, ply, prefs } = source;
  const dialog = $<HTMLDialogElement>('share-dialog');
  const url = linkOf(sharedOf(table, ply));
  const kind = table.adapter.kind;
  const note = h('p', { id: 'share-note', class: 'share-note', role: 'status' });
  const field = h('input', {
    id: 'share-url',
    type: 'text',
    readOnly: true,
    value: url,
    'aria-label': t('shareLinkLabel'),
    onfocus: (e: FocusEvent) => (e.target as HTMLInputElement).select(),
  });
  let busy = false;
  const exporting = (make: () => Promise<void>) => async () => {
    if (busy) return;
    busy = true;
    try {
      await make();
    } catch {
      note.textContent = t('exportFailed');
    } finally {
      busy = false;
    }
  };
  const png = exporting(async () => {
    download(await pngOf(board, table, ply, prefs), `pinqi-${kind}.png`);
    note.textContent = t('pictureSaved');
  });
  const gif = exporting(async () => {
    const blob = await gifOf(board, table, prefs, (done) => {
      note.textContent = t('gifMaking', { percent: Math.round(done * 100) });
    });
    download(blob, `pinqi-${kind}.gif`);
    note.textContent = t('pictureSaved');
  });
  $('share-body').replaceChildren(
    dialogHeader(t('share'), dialog, t('close')),
    field,
    h(
      'div',
      { class: 'dialog-actions wrap' },
      h('button', {
        id: 'share-link',
        class: 'primary',
        text: typeof navigator.share === 'function' ? t('shareLink') : t('copyLink'),
        onclick: () => void sendLink(url, note),
      }),
      h('button', { id: 'share-png', text: t('sharePng'), onclick: png }),
      h('button', {
        id: 'share-gif',
        text: t('shareGif'),
        disabled: table.game.moveCount === 0,
        onclick: gif,
      }),
    ),
    note,
  );
  openDialog(dialog);
}
