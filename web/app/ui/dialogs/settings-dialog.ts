import { $, dialogHeader, h, openDialog } from '../dom.js';
import { LANGUAGES, t } from '../i18n/index.js';
import { BOARD_STYLES, PIECE_SETS, type Preferences } from '../../store/settings.js';

type Flag = 'tapToMove' | 'moveNumbers' | 'coordinates' | 'flipped' | 'aiDelay';

/** Preferences that apply at once: language, colours, board styles, piece set, sound and board options. */
export function openSettingsDialog(prefs: Preferences, change: (next: Preferences) => void): void {
  const dialog = $<HTMLDialogElement>('settings-dialog');
  const body = $('settings-body');
  const render = (): void => {
    const select = (
      id: string,
      label: string,
      options: [string, string][],
      value: string,
      set: (v: string) => void,
    ): HTMLElement =>
      h(
        'label',
        { class: 'row' },
        h('span', { text: label }),
        h(
          'select',
          { id, onchange: (e: Event) => set((e.target as HTMLSelectElement).value) },
          ...options.map(([v, text]) => h('option', { value: v, text, selected: v === value })),
        ),
      );
    const toggle = (id: string, label: string, checked: boolean, set: (v: boolean) => void): HTMLElement =>
      h(
        'label',
        { class: 'row toggle' },
        h('span', { text: label }),
        h('input', {
          id,
          type: 'checkbox',
          checked,
          onchange: (e: Event) => set((e.target as HTMLInputElement).checked),
        }),
      );
    const update = (patch: Partial<Preferences>): void => {
      Object.assign(prefs, patch);
      change({ ...prefs });
      render();
    };
    const flag = (key: Flag, label: string): HTMLElement =>
      toggle(`pref-${key}`, label, prefs[key], (v) => update({ [key]: v }));
    body.replaceChildren(
      dialogHeader(t('settings'), dialog, t('close')),
      select(
        'pref-lang',
        t('language'),
        [['auto', t('langAuto')], ...LANGUAGES.map((l): [string, string] => [l.code, l.name])],
        prefs.lang ?? 'auto',
        (v) => update({ lang: v === 'auto' ? null : v }),
      ),
      select(
        'pref-theme',
        t('appearance'),
        [
          ['wood', t('theme_light')],
          ['dark', t('theme_dark')],
        ],
        prefs.theme,
        (v) => update({ theme: v as Preferences['theme'] }),
      ),
      select(
        'pref-gomokuBoard',
        t('gomokuBoard'),
        BOARD_STYLES.map((b) => [b, t(`board_${b}`)]),
        prefs.gomokuBoard,
        (v) => update({ gomokuBoard: v as Preferences['gomokuBoard'] }),
      ),
      select(
        'pref-xiangqiBoard',
        t('xiangqiBoard'),
        BOARD_STYLES.map((b) => [b, t(`board_${b}`)]),
        prefs.xiangqiBoard,
        (v) => update({ xiangqiBoard: v as Preferences['xiangqiBoard'] }),
      ),
      select(
        'pref-pieces',
        t('pieces'),
        PIECE_SETS.map((p) => [p, t(`pieces_${p}`)]),
        prefs.pieces,
        (v) => update({ pieces: v as Preferences['pieces'] }),
      ),
      select(
        'pref-notation',
        t('notation'),
        (['auto', 'chinese', 'wxf', 'iccs'] as const).map((n) => [n, t(`notation_${n}`)]),
        prefs.notation,
        (v) => update({ notation: v as Preferences['notation'] }),
      ),
      toggle('pref-sound', t('sound'), !prefs.muted, (v) => update({ muted: !v })),
      flag('tapToMove', t('tapToMove')),
      flag('moveNumbers', t('moveNumbers')),
      flag('coordinates', t('coordinates')),
      flag('flipped', t('flip')),
      flag('aiDelay', t('aiDelay')),
    );
  };
  render();
  openDialog(dialog);
}
