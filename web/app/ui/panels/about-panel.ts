import { version } from '../../../src/version.js';
import { $, dialogHeader, h, openDialog } from '../dom.js';
import { lang, t } from '../i18n.js';

/** The package's own version export (one source of truth with the library). */
export const APP_VERSION: string = version;

export function openAboutPanel(): void {
  const dialog = $<HTMLDialogElement>('about-dialog');
  const blurb =
    lang() === 'zh'
      ? '拼棋：五子棋（无禁手、标准、连珠）与象棋。规则与电脑引擎以 C++ 编写，编译为 WebAssembly 在浏览器中运行。'
      : 'Pinqi: Gomoku (free-style, standard, Renju) and Xiangqi. The rules and the AI are written in C++ and run in your browser as WebAssembly.';
  $('about-body').replaceChildren(
    dialogHeader(t('aboutTitle'), dialog, t('close')),
    h('p', { class: 'version', id: 'app-version', text: t('version', { v: APP_VERSION }) }),
    h('p', { text: blurb }),
  );
  openDialog(dialog);
}
