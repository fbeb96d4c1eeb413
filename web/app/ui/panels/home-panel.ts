import {
  BOARD_SIZES,
  CLOCK_CHOICES,
  LEVELS,
  type GameKind,
  type GomokuSetup,
  type XiangqiSetup,
} from '../../play/setup.js';
import { $, h } from '../dom.js';
import { t, type MessageKey } from '../i18n/index.js';
import { levelName } from '../play-presenter.js';

export type NewGameChoice = { game: 'gomoku'; setup: GomokuSetup } | { game: 'xiangqi'; setup: XiangqiSetup };

/** A saved game the player may go back to. */
export interface ContinueCard {
  game: GameKind;
  /** "vs AI · Club · move 12". */
  text: string;
}

export interface HomeModel {
  game: GameKind;
  gomoku: GomokuSetup;
  xiangqi: XiangqiSetup;
  aiAvailable: Record<GameKind, boolean>;
  continueCards: ContinueCard[];
  /** The puzzle cards: per game, the player's puzzle rating in words. */
  puzzles?: { game: GameKind; text: string }[];
}

export interface HomeActions {
  start(choice: NewGameChoice): void;
  resume(game: GameKind): void;
}

type Option = { value: string; label: string; about?: string; disabled?: boolean };

function choice(name: string, legend: string, options: Option[], selected: string, wide = false): HTMLElement {
  return h(
    'fieldset',
    { class: `choice${wide ? ' cards' : ''}`, dataset: { name } },
    h('legend', { text: legend }),
    ...options.map((o) =>
      h(
        'label',
        { class: o.disabled ? 'disabled' : '' },
        h('input', { type: 'radio', name, value: o.value, checked: o.value === selected, disabled: !!o.disabled }),
        h(
          'span',
          { class: 'option' },
          h('span', { class: 'option-name', text: o.label }),
          o.about ? h('span', { class: 'option-about', text: o.about }) : null,
        ),
      ),
    ),
  );
}

/**
 * The home screen: "continue" cards for the saved games, then a new game —
 * the game, the opponent (the AI with its level named and described, or two
 * players on this device), the colour, the Gomoku rule and board, and the clock.
 */
export function renderHome(model: HomeModel, actions: HomeActions): void {
  const box = $('home');
  const form = h('form', { id: 'new-form', class: 'new-form' });
  const value = (name: string): string => (form.elements.namedItem(name) as RadioNodeList | null)?.value ?? '';

  /** Builds the form for a game; what the player already chose for the other game (opponent, level, clock) carries over. */
  const build = (game: GameKind, carry: Partial<{ mode: string; level: number; clockMinutes: number }> = {}): void => {
    const setup = { ...(game === 'gomoku' ? model.gomoku : model.xiangqi), ...carry } as GomokuSetup | XiangqiSetup;
    const ai = model.aiAvailable[game];
    const colours: Option[] =
      game === 'gomoku'
        ? [
            { value: 'black', label: t('black') },
            { value: 'white', label: t('white') },
          ]
        : [
            { value: 'red', label: t('red') },
            { value: 'black', label: t('black') },
          ];
    form.replaceChildren(
      choice(
        'game',
        t('game'),
        (['gomoku', 'xiangqi'] as const).map((g) => ({ value: g, label: t(g), about: t(`about_${g}`) })),
        game,
        true,
      ),
      choice(
        'mode',
        t('opponent'),
        [
          {
            value: 'ai',
            label: ai ? t('mode_ai') : `${t('mode_ai')} (${t('comingSoon')})`,
            about: t('mode_ai_about'),
            disabled: !ai,
          },
          { value: 'two-player', label: t('mode_two'), about: t('mode_two_about') },
        ],
        ai ? setup.mode : 'two-player',
        true,
      ),
      h(
        'div',
        { class: 'ai-only' },
        choice(
          'level',
          t('level'),
          LEVELS.map((l) => ({
            value: String(l),
            label: `${l} · ${levelName(l)}`,
            about: t(`levelAbout_${l}` as MessageKey),
          })),
          String(setup.level),
          true,
        ),
        choice('human', t('colour'), colours, setup.human),
      ),
      ...(game === 'gomoku'
        ? [
            choice(
              'rule',
              t('rule'),
              (['freestyle', 'standard', 'renju'] as const).map((r) => ({ value: r, label: t(`rule_${r}`) })),
              model.gomoku.rule,
            ),
            choice(
              'size',
              t('boardSize'),
              BOARD_SIZES.map((s) => ({ value: String(s), label: `${s}×${s}` })),
              String(model.gomoku.size),
            ),
            // openings: RIF is played under Renju on 15×15, which choosing it sets
            choice(
              'opening',
              t('opening'),
              [
                { value: 'none', label: t('openingNone') },
                { value: 'swap2', label: t('opening_swap2') },
                { value: 'rif', label: `${t('opening_rif')} · ${t('rule_renju')} 15×15` },
              ],
              model.gomoku.opening ?? 'none',
            ),
          ]
        : []),
      choice(
        'clock',
        t('clock'),
        CLOCK_CHOICES.map((m) => ({ value: String(m), label: m === 0 ? t('clockOff') : t('minutes', { n: m }) })),
        String(setup.clockMinutes),
      ),
      h(
        'div',
        { class: 'form-actions' },
        h('button', { type: 'submit', id: 'new-start', class: 'primary', text: t('start') }),
      ),
    );
    syncAi();
  };
  const syncAi = (): void => {
    form.querySelector<HTMLElement>('.ai-only')!.hidden = value('mode') !== 'ai';
  };
  form.onchange = (e) => {
    const target = e.target as HTMLInputElement;
    if (target.name === 'game')
      build(target.value as GameKind, {
        mode: value('mode'),
        level: Number(value('level')),
        clockMinutes: Number(value('clock')),
      });
    else syncAi();
  };
  form.onsubmit = (e) => {
    e.preventDefault();
    const common = {
      mode: value('mode') as GomokuSetup['mode'],
      level: Number(value('level')),
      clockMinutes: Number(value('clock')),
    };
    if (value('game') === 'xiangqi')
      actions.start({ game: 'xiangqi', setup: { ...common, human: value('human') as XiangqiSetup['human'] } });
    else
      actions.start({
        game: 'gomoku',
        setup: {
          ...common,
          rule: value('opening') === 'rif' ? 'renju' : (value('rule') as GomokuSetup['rule']),
          size: value('opening') === 'rif' ? 15 : Number(value('size')),
          human: value('human') as GomokuSetup['human'],
          ...(value('opening') !== 'none' && { opening: value('opening') as GomokuSetup['opening'] }),
        },
      });
  };
  build(model.game);

  const cards = model.continueCards.length
    ? h(
        'section',
        { class: 'continue', 'aria-labelledby': 'continue-title' },
        h('h2', { id: 'continue-title', text: t('continueTitle') }),
        h(
          'ul',
          { class: 'continue-list' },
          ...model.continueCards.map((c) =>
            h(
              'li',
              {},
              h(
                'button',
                { class: 'continue-card', dataset: { continue: c.game }, onclick: () => actions.resume(c.game) },
                h('span', { class: 'card-game', text: t('continueGame', { game: t(c.game) }) }),
                h('span', { class: 'card-text', text: c.text }),
              ),
            ),
          ),
        ),
      )
    : null;

  const puzzles = model.puzzles?.length
    ? h(
        'section',
        { class: 'home-puzzles', 'aria-labelledby': 'puzzles-title' },
        h('h2', { id: 'puzzles-title', text: t('puzzles') }),
        h('p', { class: 'note', text: t('puzzlesIntro') }),
        h(
          'ul',
          { class: 'continue-list' },
          ...model.puzzles.map((c) =>
            h(
              'li',
              {},
              h(
                'a',
                { class: 'continue-card puzzle-card', href: `#puzzles/${c.game}`, dataset: { puzzles: c.game } },
                h('span', { class: 'card-game', text: t('puzzlesOf', { game: t(c.game) }) }),
                h('span', { class: 'card-text', text: c.text }),
              ),
            ),
          ),
        ),
      )
    : null;

  box.replaceChildren(
    h(
      'div',
      { class: 'home-inner' },
      cards,
      h(
        'section',
        { class: 'new', 'aria-labelledby': 'new-title' },
        h('h2', { id: 'new-title', text: t('newGame') }),
        h('p', { class: 'note', text: t('homeIntro') }),
        form,
      ),
      puzzles,
    ),
  );
}
