import { $, h } from '../dom.js';
import type { HintView } from '../game-board.js';
import { t } from '../i18n/index.js';
import type { ControlsView, MoveItem, NoticeView, PlayView, SideView } from '../play-presenter.js';

/** What the play screen's buttons and move list do. */
export interface PlayPanelActions {
  confirm(side: string): void;
  /** Shows the position after this ply (0: the start). */
  view(ply: number): void;
  /** Back to the live game. */
  live(): void;
  /** A fair opening's choice ('black', 'white', 'place-two'). */
  chooseOpening(choice: string): void;
}

/**
 * The play screen's DOM: the side strips, status, notice line, controls and
 * move list, drawn from a PlayView (see play-presenter.ts). Every part keeps its
 * size whatever it shows, so nothing moves under the player's finger.
 */
export class PlayPanel {
  readonly #confirms = new Map<string, HTMLButtonElement>();
  readonly #actions: PlayPanelActions;
  #movesKey = '';

  constructor(actions: PlayPanelActions) {
    this.#actions = actions;
    $('move-list').addEventListener('click', (e) => {
      const item = (e.target as HTMLElement).closest<HTMLElement>('[data-ply]');
      if (item) this.#actions.view(Number(item.dataset.ply));
    });
  }

  render(view: PlayView): void {
    this.#side($('side-top'), view.top);
    this.#side($('side-bottom'), view.bottom);
    const status = $('status');
    status.textContent = view.status;
    status.dataset.tone = view.tone;
    $('game-info').textContent = view.info;
    this.#notice(view.notice);
    this.#controls(view.controls);
    this.#moves(view.moves, view.shownPly, view.result, view.opening);
  }

  /** Updates only the clock readings (called several times a second). */
  clocks(times: Record<string, { text: string; low: boolean }>): void {
    for (const el of document.querySelectorAll<HTMLElement>('[data-clock]')) {
      const time = times[el.dataset.clock!];
      if (!time) continue;
      el.textContent = time.text;
      el.classList.toggle('low', time.low);
    }
  }

  #confirmButton(side: string): HTMLButtonElement {
    let button = this.#confirms.get(side);
    if (!button) {
      button = h('button', {
        id: `confirm-${side}`,
        class: 'confirm',
        dataset: { side },
        onclick: () => this.#actions.confirm(side),
      });
      this.#confirms.set(side, button);
    }
    return button;
  }

  #side(box: HTMLElement, model: SideView): void {
    box.classList.toggle('faces-away', model.facesAway);
    box.classList.toggle('active', model.active);
    box.dataset.side = model.side;
    const captured = h(
      'span',
      { class: 'taken', 'aria-label': model.capturedText || null, role: model.capturedText ? 'img' : null },
      ...model.captured.map((c) =>
        h(
          'span',
          { class: `piece ${c.side}`, 'aria-hidden': 'true', dataset: { count: String(c.count) } },
          c.glyph,
          c.count > 1 ? h('sub', { text: String(c.count) }) : null,
        ),
      ),
      model.ahead ? h('span', { class: 'ahead', text: model.ahead }) : null,
    );
    const chip = h(
      'div',
      { class: 'player' },
      h('span', { class: `swatch ${model.side}`, 'aria-hidden': 'true' }),
      h('span', { class: 'who' }, h('span', { class: 'name', text: model.name }), captured),
      model.thinking ? h('span', { class: 'spinner', 'aria-hidden': 'true' }) : null,
      model.clock === null
        ? null
        : h('span', {
            class: `clock${model.lowTime ? ' low' : ''}`,
            dataset: { clock: model.side },
            text: model.clock,
          }),
    );
    const parts: Node[] = [chip];
    if (model.confirm) {
      const button = this.#confirmButton(model.side);
      button.textContent = model.confirm.label;
      button.setAttribute('aria-label', model.confirm.name);
      button.disabled = !model.confirm.ready;
      button.dataset.ready = String(model.confirm.ready);
      parts.push(button);
    }
    box.replaceChildren(...parts);
  }

  #notice(notice: NoticeView | null): void {
    const box = $('notice');
    box.dataset.kind = notice?.kind ?? 'none';
    box.dataset.tone = notice && 'tone' in notice ? notice.tone : '';
    if (!notice) return box.replaceChildren();
    switch (notice.kind) {
      case 'message':
        box.replaceChildren(h('p', { id: 'message', class: 'message', text: notice.text }));
        return;
      case 'thinking':
        box.replaceChildren(
          h(
            'p',
            { id: 'thinking', class: 'thinking' },
            h('span', { class: 'spinner', 'aria-hidden': 'true' }),
            h('span', { text: notice.text }),
            h('span', { id: 'thinking-progress', class: 'progress', text: notice.progress }),
          ),
        );
        return;
      case 'hint':
        box.replaceChildren(hintCard(notice.title, notice.hint));
        return;
      case 'result':
        box.replaceChildren(
          h(
            'div',
            { id: 'result', class: 'result', dataset: { tone: notice.tone } },
            h('p', { id: 'end-title', class: 'end-title', text: notice.title }),
            h('p', { id: 'end-reason', class: 'end-reason', text: notice.reason }),
          ),
        );
        return;
      case 'viewing':
        box.replaceChildren(h('p', { id: 'viewing', class: 'viewing', text: notice.text }));
        return;
      case 'opening':
        box.replaceChildren(
          h(
            'div',
            { id: 'opening-choices', class: 'opening-choices', role: 'group', 'aria-label': notice.text },
            ...notice.choices.map((c) =>
              h('button', {
                class: 'opening-choice',
                dataset: { choice: c.choice },
                text: c.label,
                onclick: () => this.#actions.chooseOpening(c.choice),
              }),
            ),
          ),
        );
    }
  }

  #controls(model: ControlsView): void {
    const nav = $('controls');
    nav.dataset.mode = model.mode;
    const set = (id: string, shown: boolean, enabled: boolean): void => {
      const button = $<HTMLButtonElement>(id);
      button.hidden = !shown;
      button.disabled = !enabled;
    };
    const play = model.mode === 'play';
    const ended = model.mode === 'ended';
    const stepping = model.mode === 'viewing' || model.mode === 'review';
    set('undo', play || ended, model.undo);
    set('hint', play, model.hint);
    set('offer-draw', play && model.offerDraw !== null, !!model.offerDraw);
    set('resign', play, model.resign);
    set('restart', play, model.restart);
    set('rematch', ended, true);
    set('review', ended, true);
    set('new-game', ended, true);
    set('step-first', stepping, model.back);
    set('step-back', stepping, model.back);
    set('step-forward', stepping, model.forward);
    set('step-last', stepping, model.forward);
    set('back-to-game', stepping, true);
  }

  #moves(items: MoveItem[], shownPly: number, result: string | null, opening: string | null): void {
    const list = $('move-list');
    const key = JSON.stringify([items, result, opening]);
    if (key !== this.#movesKey) {
      this.#movesKey = key;
      if (items.length === 0) {
        list.replaceChildren(h('li', { class: 'empty', text: t('noMoves') }));
      } else {
        list.replaceChildren(
          // The named opening heads the list (a strip on a phone, lines on a desktop).
          ...(opening ? [h('li', { id: 'opening-name', class: 'opening-item', text: opening })] : []),
          ...items.map((m) =>
            h(
              'li',
              { dataset: { side: m.side } },
              h(
                'button',
                { type: 'button', class: 'move', dataset: { ply: String(m.ply) } },
                m.number === null ? null : h('span', { class: 'num', text: `${m.number}.` }),
                h('span', { class: 'mv', text: m.text }),
                m.mark
                  ? h('span', { class: 'mark', title: m.mark.name, dataset: { mark: m.mark.kind }, text: m.mark.sign })
                  : null,
              ),
            ),
          ),
          ...(result ? [h('li', { class: 'result-item', text: result })] : []),
        );
      }
    }
    for (const button of list.querySelectorAll<HTMLElement>('[data-ply]')) {
      const current = Number(button.dataset.ply) === shownPly;
      button.classList.toggle('current', current);
      if (current) button.setAttribute('aria-current', 'step');
      else button.removeAttribute('aria-current');
    }
    // Scroll the list itself to the shown move, never the page (on a phone that would hide the board's top).
    const current = list.querySelector<HTMLElement>('.current') ?? list.lastElementChild;
    if (current instanceof HTMLElement) {
      const horizontal = list.scrollWidth > list.clientWidth + 1 && getComputedStyle(list).flexWrap === 'nowrap';
      if (horizontal) list.scrollLeft = current.offsetLeft - list.clientWidth / 2 + current.offsetWidth / 2;
      else list.scrollTop = current.offsetTop - list.clientHeight / 2;
    }
  }
}

export function hintCard(title: string, hint: HintView): HTMLElement {
  return h(
    'div',
    { id: 'hint-card', class: 'hint-card' },
    h(
      'p',
      { class: 'hint-head' },
      h('span', { class: 'label', text: title }),
      h('span', { class: 'hint-move', text: hint.move }),
      hint.verdict ? h('span', { class: 'hint-eval', text: hint.verdict }) : null,
    ),
    ...hint.lines.map((l) =>
      h(
        'p',
        { class: 'hint-line', dataset: { notation: l.notation } },
        h('span', { class: 'label', text: l.label }),
        h('span', { class: 'pv', lang: l.lang, text: l.text }),
      ),
    ),
  );
}
