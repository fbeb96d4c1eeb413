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
  /** null: this side has no Confirm (the AI, or tap-to-move). `name` is the accessible name ("Black: confirm"). */
  confirm: { label: string; name: string; enabled: boolean } | null;
  /** The AI is thinking for this side: a small spinner by its name. */
  thinking?: boolean;
  /** Turned to face a player across the table. */
  facesAway: boolean;
}

export interface ControlsModel {
  undo: boolean;
  restart: boolean;
  resign: boolean;
  hint: boolean;
  /** Offer a draw; absent for a game without draw offers (the button is hidden). */
  'offer-draw'?: boolean;
}

/** A hint spelled out: the move, the expected line in one or more notations, and the engine's verdict. */
export interface HintCard {
  /** "Hint" / "提示". */
  title: string;
  move: string;
  lines: { notation: string; label: string; text: string; lang: 'zh' | 'en' }[];
  evaluation: string;
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
      button = h('button', {
        id: `confirm-${side}`,
        class: 'confirm',
        dataset: { side },
        onclick: () => this.#onConfirm(side),
      });
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
    box.replaceChildren(
      h('span', { class: 'label', text: label }),
      ...pieces.map((p) => h('span', { class: `piece ${p.side}`, text: p.glyph })),
    );
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
    const all: ControlsModel = { 'offer-draw': undefined, ...model };
    for (const [id, enabled] of Object.entries(all)) {
      const button = $(id) as HTMLButtonElement;
      button.hidden = enabled === undefined;
      button.disabled = !enabled;
    }
  }

  /** The hint card under the status (null hides it). */
  hintCard(card: HintCard | null): void {
    const box = $('hint-card');
    box.hidden = card === null;
    if (!card) return box.replaceChildren();
    const parts: Node[] = [
      h(
        'p',
        { class: 'hint-head' },
        h('span', { class: 'label', text: card.title }),
        h('span', { class: 'hint-move', text: card.move }),
      ),
      ...card.lines.map((l) =>
        h(
          'p',
          { class: 'hint-line', dataset: { notation: l.notation } },
          h('span', { class: 'label', text: l.label }),
          h('span', { class: 'pv', lang: l.lang, text: l.text }),
        ),
      ),
    ];
    if (card.evaluation) parts.push(h('p', { class: 'hint-eval', text: card.evaluation }));
    box.replaceChildren(...parts);
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
    // Scroll the list itself to its newest move, never the page (on a phone that would hide the board's top).
    list.scrollTop = list.scrollHeight;
  }
}
