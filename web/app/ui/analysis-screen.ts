import type { Point } from '../../src/api/gomoku-types.js';
import type { XiangqiSquare } from '../../src/api/xiangqi-types.js';
import type { GameTypes } from '../play/adapter.js';
import type { Analysis } from '../play/analysis.js';
import type { Preferences } from '../store/settings.js';
import type { Announcer } from './announcer.js';
import { presentAnalysis } from './analysis-words.js';
import { $, h } from './dom.js';
import type { BoardEvents, GameScreen } from './game-screen.js';
import { gomokuScreen } from './gomoku-screen.js';
import { t, type MessageKey } from './i18n.js';
import { refusalText } from './table.js';
import { xiangqiScreen } from './xiangqi-screen.js';

export interface AnalysisScreenDeps {
  preferences: () => Preferences;
  announcer: Announcer;
  /** Whether "play from here against the AI" can start a game now. */
  canPlayFromHere: () => boolean;
  playFromHere: () => void;
  close: () => void;
}

/**
 * The analysis board on the screen (#analysis, in place of the table): the
 * board view of the variation, the evaluation bar, the best lines as text,
 * and its controls. Everything it shows comes from the Analysis (play/) and
 * analysis-words.ts; taps go to the Analysis, never to the match.
 */
export class AnalysisScreen<T extends GameTypes> {
  readonly analysis: Analysis<T>;
  readonly #deps: AnalysisScreenDeps;
  readonly #root: HTMLElement;
  readonly #board: GameScreen<T>;
  readonly #unsubscribe: () => void;
  readonly #parts: {
    status: HTMLElement;
    bar: HTMLElement;
    fill: HTMLElement;
    barText: HTMLElement;
    notice: HTMLElement;
    undo: HTMLButtonElement;
    redo: HTMLButtonElement;
    confirm: HTMLButtonElement;
    play: HTMLButtonElement;
    lines: HTMLElement;
  };

  constructor(analysis: Analysis<T>, deps: AnalysisScreenDeps) {
    this.analysis = analysis;
    this.#deps = deps;
    this.#root = $('analysis');
    // Labelled by key (data-i18n), so a change of language words them again (translatePage).
    const button = (id: string, key: MessageKey, act: () => void, extra: Record<string, unknown> = {}) =>
      h('button', { id, type: 'button', text: t(key), dataset: { i18n: key }, onclick: act, ...extra });
    const boardBox = h('div', { id: 'analysis-board', class: 'board analysis-board' });
    const fill = h('div', { class: 'eval-fill' });
    const barText = h('span', { class: 'eval-text' });
    const bar = h(
      'div',
      {
        id: 'eval-bar',
        class: 'eval-bar',
        role: 'meter',
        'aria-label': t('analysisEval'),
        'aria-valuemin': '0',
        'aria-valuemax': '100',
      },
      fill,
      barText,
    );
    this.#parts = {
      status: h('p', { id: 'analysis-status', class: 'analysis-status', role: 'status' }),
      bar,
      fill,
      barText,
      notice: h('p', { id: 'analysis-notice', class: 'analysis-notice', 'aria-live': 'polite' }),
      undo: button('analysis-undo', 'undo', () => analysis.undo()),
      redo: button('analysis-redo', 'analysisRedo', () => analysis.redo()),
      confirm: button('analysis-confirm', 'confirmShort', () => analysis.confirm(), { class: 'primary' }),
      play: button('analysis-play', 'analysisPlay', () => deps.playFromHere(), { class: 'analysis-play' }),
      lines: h('ol', { id: 'analysis-lines', class: 'analysis-lines', 'aria-label': t('analysisLines') }),
    };
    const p = this.#parts;
    this.#root.replaceChildren(
      h(
        'div',
        { class: 'analysis-head' },
        h('h2', { text: t('analysisTitle'), dataset: { i18n: 'analysisTitle' } }),
        button('analysis-close', 'analysisBack', () => deps.close(), {
          'aria-label': t('analysisBackLabel'),
          dataset: { i18n: 'analysisBack', i18nLabel: 'analysisBackLabel' },
        }),
      ),
      bar,
      boardBox,
      p.status,
      p.notice,
      h('nav', { class: 'analysis-controls' }, p.undo, p.redo, p.confirm),
      p.lines,
      p.play,
    );
    this.#root.dataset.game = analysis.adapter.kind;
    const events: BoardEvents<unknown> = {
      select: (cell) => {
        analysis.select(cell as T['cell']);
        const said = this.#board.selectionText(analysis);
        if (said) deps.announcer.say(said);
      },
      confirm: () => analysis.confirm(),
      cancel: () => analysis.cancelSelection(),
      cursor: (cell) => deps.announcer.say(this.#board.cellText(analysis, cell as T['cell'])),
    };
    this.#board = (analysis.adapter.kind === 'gomoku'
      ? gomokuScreen(boardBox, events as BoardEvents<Point>)
      : xiangqiScreen(boardBox, events as BoardEvents<XiangqiSquare>)) as unknown as GameScreen<T>;
    this.#unsubscribe = analysis.subscribe(() => this.render());
    this.render();
  }

  render(): void {
    const analysis = this.analysis;
    const prefs = this.#deps.preferences();
    const near = this.#board.nearSide(analysis, prefs);
    const view = presentAnalysis(analysis, this.#board, near, prefs);
    const p = this.#parts;
    p.status.textContent = view.status;
    const refusal = analysis.refusal;
    p.notice.textContent = refusal ? refusalText(refusal) : view.progress;
    p.notice.dataset.tone = refusal ? 'error' : 'info';
    p.undo.disabled = !analysis.canUndo();
    p.redo.disabled = !analysis.canRedo();
    p.confirm.disabled = !analysis.canConfirm(analysis.game.turn);
    p.confirm.hidden = prefs.tapToMove;
    p.play.disabled = analysis.over || !this.#deps.canPlayFromHere();
    const share = view.bar.share;
    p.fill.style.width = `${Math.round((share ?? 0.5) * 100)}%`;
    p.fill.dataset.side = near;
    p.bar.dataset.far = analysis.adapter.sides.find((side) => side !== near) ?? '';
    p.bar.dataset.share = share === null ? '' : share.toFixed(3);
    p.bar.dataset.pinned = String(view.bar.pinned);
    p.bar.setAttribute('aria-valuenow', String(Math.round((share ?? 0.5) * 100)));
    p.bar.setAttribute('aria-valuetext', view.bar.text || view.progress);
    p.barText.textContent = view.bar.text;
    p.lines.replaceChildren(
      ...view.lines.map((line, i) =>
        h(
          'li',
          { class: 'analysis-line', dataset: { line: String(i + 1) } },
          h('span', { class: 'line-score', text: line.score }),
          h('span', { class: 'line-moves', text: line.moves }),
        ),
      ),
    );
    const root = this.#root.dataset;
    root.moves = String(analysis.game.moveCount);
    root.cursor = String(analysis.variation.cursor);
    root.depth = String(view.depth);
    root.lines = String(view.lines.length);
    root.status = analysis.analysis.status;
    root.turn = analysis.game.turn;
    const selection = analysis.selection as { from?: string | null; targets?: string[] } | null;
    root.selected = selection && 'from' in selection ? (selection.from ?? '') : '';
    root.targets = (selection?.targets ?? []).join(' ');
    this.#board.draw(
      analysis,
      { ply: null, interactive: analysis.accepting, label: `${t('analysisTitle')}: ${view.status}` },
      prefs,
    );
  }

  /** Stops the analysis and takes the board off the screen. */
  dispose(): void {
    this.#unsubscribe();
    this.analysis.dispose();
    this.#board.destroy();
    this.#root.replaceChildren();
  }
}
