import type { GameTypes } from '../../play/adapter.js';
import type { Analysis } from '../../play/analysis.js';
import type { Preferences } from '../../store/settings.js';
import type { Announcer } from '../announcer.js';
import { presentAnalysis } from '../analysis-presenter.js';
import { openShareDialog } from '../dialogs/share-dialog.js';
import { $, h } from '../dom.js';
import type { BoardEvents, BoardMaker, GameBoard } from '../game-board.js';
import { t, type MessageKey } from '../i18n/index.js';
import { refusalText } from '../play-words.js';

export interface AnalysisPanelDeps<T extends GameTypes> {
  /** The game's board (gomokuBoard, xiangqiBoard). */
  board: BoardMaker<T>;
  preferences: () => Preferences;
  announcer: Announcer;
  /** Whether "play from here against the AI" can start a game now. */
  canPlayFromHere: () => boolean;
  playFromHere: () => void;
  close: () => void;
}

/**
 * The analysis board's part of the page (#analysis, in place of the table):
 * the board view of the variation, the evaluation bar, the best lines as
 * text, and its controls. Everything it shows comes from the Analysis (play/)
 * and analysis-presenter.ts; taps go to the Analysis, never to the match.
 */
export class AnalysisPanel<T extends GameTypes> {
  readonly analysis: Analysis<T>;
  /** The game analysed. */
  readonly kind: T['kind'];
  readonly #deps: AnalysisPanelDeps<T>;
  readonly #root: HTMLElement;
  readonly #board: GameBoard<T>;
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

  constructor(analysis: Analysis<T>, deps: AnalysisPanelDeps<T>) {
    this.analysis = analysis;
    this.kind = analysis.adapter.kind;
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
    const events: BoardEvents<T['cell']> = {
      select: (cell) => {
        analysis.select(cell);
        const said = this.#board.selectionText(analysis);
        if (said) deps.announcer.say(said);
      },
      confirm: () => analysis.confirm(),
      cancel: () => analysis.cancelSelection(),
      cursor: (cell) => deps.announcer.say(this.#board.cellText(analysis, cell)),
    };
    this.#board = deps.board(boardBox, events);
    this.#unsubscribe = analysis.subscribe(() => this.render());
    this.render();
  }

  /** Shares the position on the board (its line from the game's start): a link, a PNG, a GIF. */
  share(): void {
    const analysis = this.analysis;
    openShareDialog({
      board: this.#board,
      table: analysis,
      ply: analysis.game.moveCount,
      prefs: this.#deps.preferences(),
    });
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
