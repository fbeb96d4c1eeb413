import { $, dialogHeader, h, openDialog } from '../dom.js';
import { t, type MessageKey } from '../i18n.js';
import { BOARD_SIZES, CLOCK_CHOICES, LEVELS, type GameKind, type GomokuSetup, type XiangqiSetup } from '../settings.js';

function choice(
  name: string,
  legend: string,
  options: [value: string, label: string, disabled?: boolean][],
  selected: string,
): HTMLElement {
  return h(
    'fieldset',
    { class: 'choice', dataset: { name } },
    h('legend', { text: legend }),
    ...options.map(([value, label, disabled]) =>
      h(
        'label',
        { class: disabled ? 'disabled' : '' },
        h('input', { type: 'radio', name, value, checked: value === selected, disabled: !!disabled }),
        h('span', { text: label }),
      ),
    ),
  );
}

export type NewGameChoice = { game: 'gomoku'; setup: GomokuSetup } | { game: 'xiangqi'; setup: XiangqiSetup };

/**
 * The New game dialog: the game, the Gomoku rule and board size, the mode,
 * the AI level and colour, and the clock. The AI mode is greyed out for a
 * game whose AI this build does not have.
 */
export function openNewGamePanel(
  current: { game: GameKind; gomoku: GomokuSetup; xiangqi: XiangqiSetup },
  aiAvailable: Record<GameKind, boolean>,
  start: (choice: NewGameChoice) => void,
): void {
  const dialog = $<HTMLDialogElement>('new-dialog');
  const form = $<HTMLFormElement>('new-form');
  const setupOf = (game: GameKind) => (game === 'gomoku' ? current.gomoku : current.xiangqi);
  const rules: [string, string][] = (['freestyle', 'standard', 'renju'] as const).map((r) => [
    r,
    t(`rule_${r}` as MessageKey),
  ]);

  const build = (game: GameKind): void => {
    const setup = setupOf(game);
    const ai = aiAvailable[game];
    const colours: [string, string][] =
      game === 'gomoku'
        ? [
            ['black', t('black')],
            ['white', t('white')],
          ]
        : [
            ['red', t('red')],
            ['black', t('black')],
          ];
    form.replaceChildren(
      dialogHeader(t('newGame'), dialog, t('close')),
      choice(
        'game',
        t('game'),
        [
          ['gomoku', t('gomoku')],
          ['xiangqi', t('xiangqi')],
        ],
        game,
      ),
      ...(game === 'gomoku'
        ? [
            choice('rule', t('rule'), rules, current.gomoku.rule),
            choice(
              'size',
              t('boardSize'),
              BOARD_SIZES.map((s) => [String(s), `${s}×${s}`]),
              String(current.gomoku.size),
            ),
          ]
        : []),
      choice(
        'mode',
        t('mode'),
        [
          ['two-player', t('mode_two')],
          ['ai', ai ? t('mode_ai') : `${t('mode_ai')} (${t('comingSoon')})`, !ai],
        ],
        ai ? setup.mode : 'two-player',
      ),
      h(
        'div',
        { class: 'ai-only' },
        choice(
          'level',
          t('level'),
          LEVELS.map((l) => [String(l), String(l)]),
          String(setup.level),
        ),
        choice('human', t('colour'), colours, setup.human),
      ),
      choice(
        'clock',
        t('clock'),
        CLOCK_CHOICES.map((m) => [String(m), m === 0 ? t('clockOff') : t('minutes', { n: m })]),
        String(setup.clockMinutes),
      ),
      h(
        'div',
        { class: 'dialog-actions' },
        h('button', { type: 'submit', id: 'new-start', class: 'primary', text: t('start') }),
        h('button', { type: 'button', text: t('cancel'), onclick: () => dialog.close() }),
      ),
    );
    syncAi();
  };
  const value = (name: string): string => (form.elements.namedItem(name) as RadioNodeList | null)?.value ?? '';
  const syncAi = (): void => {
    form.querySelector<HTMLElement>('.ai-only')!.hidden = value('mode') !== 'ai';
  };
  form.onchange = (e) => {
    const target = e.target as HTMLInputElement;
    if (target.name === 'game') build(target.value as GameKind);
    else syncAi();
  };
  form.onsubmit = (e) => {
    e.preventDefault();
    dialog.close();
    const common = {
      mode: value('mode') as GomokuSetup['mode'],
      level: Number(value('level')),
      clockMinutes: Number(value('clock')),
    };
    if (value('game') === 'xiangqi')
      start({ game: 'xiangqi', setup: { ...common, human: value('human') as XiangqiSetup['human'] } });
    else
      start({
        game: 'gomoku',
        setup: {
          ...common,
          rule: value('rule') as GomokuSetup['rule'],
          size: Number(value('size')),
          human: value('human') as GomokuSetup['human'],
        },
      });
  };
  build(current.game);
  openDialog(dialog);
}
