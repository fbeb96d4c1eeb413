import {
  GomokuBoardView,
  XiangqiBoardView,
  type GomokuMove,
  type Point,
  type XiangqiBoardConfig,
} from '../../src/index.js';
import type { ArchivedGame } from '../archive.js';
import { listArchive } from '../archive.js';
import { $, dialogHeader, h, openDialog } from '../dom.js';
import { lang, t, type MessageKey } from '../i18n.js';
import type { Preferences } from '../settings.js';

/** An archived game replayed through the engine: what the board shows after each ply. */
export type Replayed =
  | { game: 'gomoku'; size: number; moves: GomokuMove[]; line: Point[] }
  | { game: 'xiangqi'; frames: Pick<XiangqiBoardConfig, 'pieces' | 'lastMove' | 'check'>[] };

function summary(game: ArchivedGame): string {
  const when = new Date(game.finishedAt).toLocaleString(lang() === 'zh' ? 'zh-CN' : 'en', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const result = game.result.winner ? t('wins', { side: t(game.result.winner) }) : t('draw');
  const mode = game.setup.mode === 'ai' ? t('vsAi', { n: game.setup.level }) : t('twoPlayer');
  const kind =
    game.game === 'gomoku'
      ? `${t('gomoku')} ${t(`rule_${game.setup.rule}` as MessageKey)} ${game.setup.size}×${game.setup.size}`
      : t('xiangqi');
  return `${when} · ${kind} · ${mode} · ${result} · ${game.moves.length}`;
}

/** The archive of finished games, with a step-by-step replay on a read-only board. */
export function openArchivePanel(replay: (game: ArchivedGame) => Replayed, prefs: Preferences): void {
  const dialog = $<HTMLDialogElement>('archive-dialog');
  const body = $('archive-body');
  let destroyView: (() => void) | null = null;
  const dropView = (): void => {
    destroyView?.();
    destroyView = null;
  };

  const showList = (): void => {
    dropView();
    const games = listArchive();
    body.replaceChildren(
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
                h('button', { dataset: { id: g.id, game: g.game }, text: summary(g), onclick: () => showReplay(g) }),
              ),
            ),
          ),
    );
  };

  const showReplay = (game: ArchivedGame): void => {
    let replayed: Replayed;
    try {
      replayed = replay(game);
    } catch {
      return;
    }
    const total = replayed.game === 'gomoku' ? replayed.moves.length : replayed.frames.length - 1;
    let ply = total;
    const boardBox = h('div', { class: `replay-board ${replayed.game}` });
    const label = h('p', { class: 'note', id: 'replay-ply', 'aria-live': 'polite' });
    const slider = h('input', { type: 'range', min: 0, max: total, value: String(total), 'aria-label': t('moves') });
    body.replaceChildren(
      dialogHeader(summary(game), dialog, t('close')),
      boardBox,
      label,
      h(
        'div',
        { class: 'dialog-actions' },
        h('button', { text: t('back'), onclick: showList }),
        h('button', {
          class: 'icon',
          'aria-label': t('prev'),
          title: t('prev'),
          text: '◀',
          onclick: () => show(ply - 1),
        }),
        slider,
        h('button', {
          class: 'icon',
          'aria-label': t('next'),
          title: t('next'),
          text: '▶',
          onclick: () => show(ply + 1),
        }),
      ),
    );
    let draw: (n: number) => void;
    if (replayed.game === 'gomoku') {
      const r = replayed;
      const view = GomokuBoardView(boardBox, {
        size: r.size,
        theme: prefs.theme,
        coordinates: prefs.coordinates,
        moveNumbers: prefs.moveNumbers,
        interactive: false,
      });
      destroyView = () => view.destroy();
      draw = (n) => {
        const moves = r.moves.slice(0, n);
        view.set({ stones: moves, lastMove: moves.at(-1) ?? null, winningLine: n === total ? r.line : [] });
      };
    } else {
      const r = replayed;
      const view = XiangqiBoardView(boardBox, {
        theme: prefs.theme,
        coordinates: prefs.coordinates,
        interactive: false,
        animation: false,
      });
      destroyView = () => view.destroy();
      draw = (n) => view.set({ ...r.frames[n]! });
    }
    const show = (n: number): void => {
      ply = Math.max(0, Math.min(total, n));
      slider.value = String(ply);
      draw(ply);
      label.textContent = t('plyOf', { n: ply, total });
    };
    slider.oninput = () => show(Number(slider.value));
    show(total);
  };

  showList();
  openDialog(dialog, dropView);
}
