import { $, h } from '../dom.js';

/** One player's strip at the board's edge: who, their clock, and their own Confirm. */
export interface SideModel {
  side: string;
  name: string;
  /** Shown as a stone or piece colour swatch. */
  colour: 'black' | 'white' | 'red';
  clock: string | null;
  lowTime: boolean;
  active: boolean;
  /** null: this side has no Confirm (the AI, or tap-to-move). */
  confirm: { label: string; enabled: boolean } | null;
  /** Turned to face a player across the table. */
  facesAway: boolean;
}

export interface ControlsModel {
  undo: boolean;
  restart: boolean;
  resign: boolean;
  hint: boolean;
}

export interface MoveItem {
  /** Shown before the move; null for Black's half of a Xiangqi move pair. */
  number: number | null;
  side: string;
  text: string;
}

/** The play screen's DOM: side strips, status, message, thinking indicator, controls and move list. */
export class PlayScreen {
  readonly #confirms = new Map<string, HTMLButtonElement>();
  readonly #onConfirm: (side: string) => void;

  constructor(onConfirm: (side: string) => void) {
    this.#onConfirm = onConfirm;
  }

  #confirmButton(side: string): HTMLButtonElement {
    let button = this.#confirms.get(side);
    if (!button) {
      button = h('button', { id: `confirm-${side}`, class: 'confirm', dataset: { side }, onclick: () => this.#onConfirm(side) });
      this.#confirms.set(side, button);
    }
    return button;
  }

  sides(top: SideModel, bottom: SideModel): void {
    for (const [box, model] of [
      [$('side-top'), top],
      [$('side-bottom'), bottom],
    ] as const) {
      box.classList.toggle('faces-away', model.facesAway);
      box.classList.toggle('active', model.active);
      box.dataset.side = model.side;
      const chip = h(
        'div',
        { class: 'player' },
        h('span', { class: `swatch ${model.colour}`, 'aria-hidden': 'true' }),
        h('span', { class: 'name', text: model.name }),
        model.clock === null ? null : h('span', { class: `clock${model.lowTime ? ' low' : ''}`, dataset: { clock: model.side }, text: model.clock }),
      );
      const parts: Node[] = [chip];
      if (model.confirm) {
        const button = this.#confirmButton(model.side);
        button.textContent = model.confirm.label;
        button.disabled = !model.confirm.enabled;
        parts.push(button);
      }
      box.replaceChildren(...parts);
    }
  }

  /** Updates only the clock readings (called several times a second). */
  clocks(times: Record<string, { text: string; low: boolean }>): void {
    for (const el of document.querySelectorAll<HTMLElement>('[data-clock]')) {
      const t = times[el.dataset.clock!];
      if (!t) continue;
      el.textContent = t.text;
      el.classList.toggle('low', t.low);
    }
  }

  /** Captured pieces, as glyphs with their side's colour (empty hides the row). */
  captured(pieces: { glyph: string; side: string }[], label: string): void {
    const box = $('captured');
    box.hidden = pieces.length === 0;
    box.replaceChildren(h('span', { class: 'label', text: label }), ...pieces.map((p) => h('span', { class: `piece ${p.side}`, text: p.glyph })));
  }

  /** What is being played: rule, board and mode. */
  info(text: string): void {
    $('game-info').textContent = text;
  }

  status(text: string): void {
    $('status').textContent = text;
  }

  message(text: string, tone: 'info' | 'error' = 'info'): void {
    const el = $('message');
    el.textContent = text;
    el.dataset.tone = tone;
  }

  thinking(on: boolean, progress = ''): void {
    $('thinking').hidden = !on;
    $('thinking-progress').textContent = progress;
  }

  controls(model: ControlsModel): void {
    for (const [id, enabled] of Object.entries(model)) ($(id) as HTMLButtonElement).disabled = !enabled;
  }

  moves(items: MoveItem[], empty: string): void {
    const list = $('move-list');
    if (items.length === 0) {
      list.replaceChildren(h('li', { class: 'empty', text: empty }));
      return;
    }
    list.replaceChildren(
      ...items.map((m, i) =>
        h(
          'li',
          { class: i === items.length - 1 ? 'last' : '', dataset: { side: m.side } },
          m.number === null ? null : h('span', { class: 'num', text: `${m.number}.` }),
          h('span', { class: 'mv', text: m.text }),
        ),
      ),
    );
    list.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }
}
