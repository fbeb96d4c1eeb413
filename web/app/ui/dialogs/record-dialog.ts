import { $, dialogHeader, h, openDialog } from '../dom.js';
import { errorText } from '../engine-words.js';
import { t } from '../i18n/index.js';

/**
 * Export and import of the game record (the package's record text) by copy
 * and paste or as a file; copying is the main action. `load` replays the text
 * through the engines (either game's record) and throws with the engine's
 * reason when it cannot.
 */
export function openRecordDialog(record: string, fileName: string, load: (text: string) => void): void {
  const dialog = $<HTMLDialogElement>('record-dialog');
  const text = h('textarea', {
    id: 'record-text',
    rows: 8,
    spellcheck: false,
    value: record,
    'aria-label': t('recordTitle'),
  });
  const note = h('p', { id: 'record-note', class: 'note', role: 'status' });
  const tryLoad = (source: string): void => {
    try {
      load(source);
      note.textContent = t('imported');
      note.dataset.tone = 'info';
      dialog.close();
    } catch (error) {
      note.textContent = t('importFailed', { error: errorText(error) });
      note.dataset.tone = 'error';
    }
  };
  const file = h('input', {
    id: 'record-file',
    type: 'file',
    accept: '.txt,.pgn,text/plain',
    class: 'visually-hidden',
    onchange: async () => {
      const chosen = file.files?.[0];
      if (chosen) tryLoad(await chosen.text());
      file.value = '';
    },
  });
  $('record-body').replaceChildren(
    dialogHeader(t('recordTitle'), dialog, t('close')),
    text,
    note,
    h(
      'div',
      { class: 'dialog-actions wrap' },
      h('button', {
        id: 'record-copy',
        class: 'primary',
        text: t('copy'),
        onclick: async () => {
          text.select();
          try {
            await navigator.clipboard.writeText(text.value);
          } catch {
            document.execCommand('copy');
          }
          note.textContent = t('copied');
        },
      }),
      h('button', {
        id: 'record-download',
        text: t('download'),
        onclick: () => {
          const url = URL.createObjectURL(new Blob([text.value], { type: 'text/plain' }));
          const a = h('a', { href: url, download: fileName });
          a.click();
          setTimeout(() => URL.revokeObjectURL(url), 1000);
        },
      }),
      h('button', { id: 'record-load', text: t('importText'), onclick: () => tryLoad(text.value) }),
      h('label', { class: 'button', for: 'record-file', text: t('importFile') }),
      file,
    ),
  );
  openDialog(dialog);
}
