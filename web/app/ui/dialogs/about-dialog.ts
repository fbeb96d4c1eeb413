import { version } from 'pinqi';
import { $, dialogHeader, h, openDialog } from '../dom.js';
import { t } from '../i18n/index.js';

/** The package's own version export (one source of truth with the library). */
export const APP_VERSION: string = version;

export function openAboutDialog(): void {
  const dialog = $<HTMLDialogElement>('about-dialog');
  $('about-body').replaceChildren(
    dialogHeader(t('aboutTitle'), dialog, t('close')),
    h('p', { class: 'version', id: 'app-version', text: t('version', { v: APP_VERSION }) }),
    h('p', { text: t('aboutBlurb') }),
  );
  openDialog(dialog);
}
