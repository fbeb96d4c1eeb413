import { $ } from '../dom.js';
import { t } from '../i18n/index.js';

/** A yes/no question in the app's own dialog (never a blocking browser prompt). */
export function ask(text: string, yes: string, no: string = t('cancel')): Promise<boolean> {
  const dialog = $<HTMLDialogElement>('ask-dialog');
  $('ask-text').textContent = text;
  $('ask-yes').textContent = yes;
  $('ask-no').textContent = no;
  return new Promise((resolve) => {
    const answer = (value: boolean) => () => {
      $('ask-yes').onclick = null;
      $('ask-no').onclick = null;
      dialog.close();
      resolve(value);
    };
    $('ask-yes').onclick = answer(true);
    $('ask-no').onclick = answer(false);
    dialog.addEventListener('cancel', answer(false), { once: true });
    dialog.showModal();
  });
}
