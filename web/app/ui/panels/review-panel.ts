import { $, h } from '../dom.js';
import { EvalGraph, type EvalGraphView } from '../eval-graph.js';
import { t } from '../i18n/index.js';

/** What the review panel shows (built by the table from the game's review). */
export interface ReviewPanelView {
  /** none: no review yet (offered when `canRun`); running: with its progress; failed: with the reason. */
  status: 'none' | 'running' | 'done' | 'failed';
  /** The progress, the offer or the failure, in words. */
  text: string;
  canRun: boolean;
  graph: EvalGraphView | null;
  /** The engine's verdict on the move that led to the shown position. */
  explain: string;
  /** The best line from the shown position. */
  line: string;
}

export interface ReviewPanelActions {
  run(): void;
  cancel(): void;
  view(ply: number): void;
}

/**
 * The review under the board: the evaluation graph (a tap jumps there), the
 * verdict on the shown move and the best line from it; while the engine
 * works, its progress and Cancel. It takes the notice line's place.
 */
export class ReviewPanel {
  readonly #box: HTMLElement;
  readonly #status = h('p', { id: 'review-status', class: 'review-status', 'aria-live': 'polite' });
  readonly #run: HTMLButtonElement;
  readonly #cancel: HTMLButtonElement;
  readonly #graphBox = h('div', { class: 'eval-graph-box' });
  readonly #explain = h('p', { id: 'review-explain', class: 'review-explain', 'aria-live': 'polite' });
  readonly #line = h('p', { id: 'review-line', class: 'review-line' });
  readonly #graph: EvalGraph;

  constructor(actions: ReviewPanelActions) {
    this.#box = $('review-panel');
    this.#run = h('button', { id: 'review-run', class: 'primary', type: 'button', onclick: () => actions.run() });
    this.#cancel = h('button', { id: 'review-cancel', type: 'button', onclick: () => actions.cancel() });
    this.#box.replaceChildren(
      h('div', { class: 'review-head' }, this.#status, this.#run, this.#cancel),
      this.#graphBox,
      h('div', { class: 'review-words' }, this.#explain, this.#line),
    );
    this.#graph = new EvalGraph(this.#graphBox, (ply) => actions.view(ply));
  }

  /** Shows the review (null: hides the panel). */
  render(view: ReviewPanelView | null): void {
    this.#box.hidden = view === null;
    document.body.dataset.review = view?.status ?? 'off';
    if (!view) return;
    this.#box.dataset.status = view.status;
    this.#box.setAttribute('aria-label', t('review'));
    this.#status.textContent = view.text;
    this.#status.hidden = !view.text;
    this.#run.textContent = t('reviewRun');
    this.#run.hidden = !(view.status === 'none' || view.status === 'failed') || !view.canRun;
    this.#cancel.textContent = t('cancel');
    this.#cancel.hidden = view.status !== 'running';
    this.#graphBox.hidden = view.graph === null;
    if (view.graph) this.#graph.set(view.graph);
    this.#explain.textContent = view.explain;
    this.#line.textContent = view.line;
  }
}
