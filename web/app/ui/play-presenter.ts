import type { AiProgress } from 'pinqi/ai';
import type { GameTypes, OpeningName, OpeningView } from '../play/adapter.js';
import { formatClock } from '../play/clock.js';
import type { Finish } from '../play/match.js';
import { reviewOffered, type TableGame } from '../play/review.js';
import type { Preferences } from '../store/settings.js';
import type { CapturedGroup, GameWords, HintView } from './game-board.js';
import { capitalise, chinese, language, t, type MessageKey } from './i18n/index.js';
import { progressText } from './progress-words.js';

/** Under this many milliseconds a clock shows as running low. */
export const LOW_TIME_MS = 20_000;

/** One player's strip at the board's edge: who, their clock, what they took, and their own Confirm. */
export interface SideView {
  side: string;
  name: string;
  clock: string | null;
  lowTime: boolean;
  /** This side is to move in the live game. */
  active: boolean;
  /**
   * null: no Confirm (the AI, tap-to-move, or the game is over). `ready` only
   * for the side to move with a move picked; the other side's is idle.
   */
  confirm: { label: string; name: string; ready: boolean } | null;
  thinking: boolean;
  /** Turned to face a player across the table (two players on one device). */
  facesAway: boolean;
  captured: CapturedGroup[];
  /** "+3": material ahead, or null. */
  ahead: string | null;
  /** The captured pieces in words, for screen readers. */
  capturedText: string;
}

export type ControlsMode = 'play' | 'ended' | 'viewing' | 'review';

export interface ControlsView {
  mode: ControlsMode;
  undo: boolean;
  hint: boolean;
  resign: boolean;
  restart: boolean;
  /** null: this game has no draw offers (the button is hidden). */
  offerDraw: boolean | null;
  /** The game is over and each side made a move: Review is offered. */
  review: boolean;
  /** Stepping: whether there is an earlier / a later position to show. */
  back: boolean;
  forward: boolean;
}

export interface MoveItem {
  /** The ply this move leads to (1 for the first move). */
  ply: number;
  /** Shown before the move; null for Black's half of a Xiangqi move pair. */
  number: number | null;
  side: string;
  text: string;
  /** The review's mark ('?!', '?', '??') and its class, once the game was reviewed. */
  mark?: { sign: string; kind: string; name: string };
}

/** The line under the status: one thing at a time, in a space that never changes size. */
export type NoticeView =
  | { kind: 'message'; tone: 'info' | 'error'; text: string }
  | { kind: 'thinking'; text: string; progress: string }
  | { kind: 'hint'; title: string; hint: HintView }
  | { kind: 'result'; tone: 'win' | 'lose' | 'neutral'; title: string; reason: string }
  | { kind: 'viewing'; text: string }
  /** A fair opening waits for the player's choice: one button per option. */
  | { kind: 'opening'; text: string; choices: { choice: string; label: string }[] };

export interface PlayView {
  status: string;
  tone: 'turn' | 'check' | 'over';
  info: string;
  notice: NoticeView | null;
  top: SideView;
  bottom: SideView;
  controls: ControlsView;
  moves: MoveItem[];
  /** The result, written at the end of the move list. */
  result: string | null;
  /** The named opening the game passed through, in the page's language (Xiangqi); null when none. */
  opening: string | null;
  /** The ply on the board: the last one live, an earlier one while stepping through. */
  shownPly: number;
  total: number;
  boardLabel: string;
  /** The board takes input now. */
  interactive: boolean;
}

/** What the screen adds to the table: the ply being viewed and a passing message. */
export interface TableState {
  /** null: the live position. */
  viewPly: number | null;
  message: { text: string; tone: 'info' | 'error' } | null;
  /** The table shows a finished game from the archive. */
  reviewing: boolean;
}

const sideName = (side: string): string => t(side as MessageKey);

/** "vs AI · Club" or "Two players". */
export function opponentText(setup: { mode: string; level: number }): string {
  return setup.mode === 'ai' ? t('vsAiLevel', { name: levelName(setup.level) }) : t('twoPlayer');
}

export function levelName(level: number): string {
  return t(`level_${level}` as MessageKey);
}

/** "White resigned", "checkmate": the end's reason in words. */
export function reasonText(finish: Finish, sides: readonly string[]): string {
  const loser = finish.winner ? sideName(sides.find((s) => s !== finish.winner) ?? '') : '';
  const key = `reason_${finish.reason}` as MessageKey;
  return finish.reason === 'resign' || finish.reason === 'time' ? t(key, { side: loser }) : t(key);
}

/** "Black wins: five in a row." */
export function resultText(finish: Finish, sides: readonly string[]): string {
  const result = finish.winner ? t('wins', { side: sideName(finish.winner) }) : t('draw');
  return t('resultLine', { result, reason: reasonText(finish, sides) });
}

/** The end seen from the table: "You win!" against the AI, "Red wins" between two players. */
export function resultTitle(
  finish: Finish,
  setup: { mode: string; human: string },
): { title: string; tone: 'win' | 'lose' | 'neutral' } {
  if (!finish.winner) return { title: t('draw'), tone: 'neutral' };
  if (setup.mode !== 'ai') return { title: t('wins', { side: sideName(finish.winner) }), tone: 'neutral' };
  return finish.winner === setup.human ? { title: t('youWin'), tone: 'win' } : { title: t('youLose'), tone: 'lose' };
}

function turnText<T extends GameTypes>(table: TableGame<T>): string {
  const turn = table.game.turn;
  const n = table.game.moveCount + 1;
  const side = sideName(turn);
  return table.setup.mode === 'ai' && table.isHuman(turn) ? t('yourMove', { side, n }) : t('toMove', { side, n });
}

/** What a running fair opening waits for, in words: "Swap2: White chooses a colour or places two more". */
export function openingText(view: OpeningView): string {
  const rule = t(`opening_${view.rule}` as MessageKey);
  const side = sideName(view.actor);
  switch (view.step) {
    case 'place':
      return view.area && view.area > 1
        ? t('openingPlaceArea', { rule, side, n: view.stone, area: view.area })
        : t('openingPlace', { rule, side, n: view.stone });
    case 'choose':
      return t(view.choices.includes('place-two') ? 'openingChooseTwo' : 'openingChoose', { rule, side });
    case 'offer':
      return view.offered.length
        ? t('openingOfferDraft', { rule, side, point: view.offered[0]! })
        : t('openingOffer', { rule, side });
    default:
      return t('openingSelect', { rule, side, points: view.offered.join(', ') });
  }
}

function progressOf(progress: AiProgress<unknown> | null): string {
  return progress ? progressText(progress) : '';
}

/**
 * Turns the table (a live match or a reviewed game) into what the screen
 * shows. Pure: no DOM, the same input gives the same view.
 */
export function presentPlay<T extends GameTypes>(
  table: TableGame<T>,
  screen: GameWords<T>,
  state: TableState,
  prefs: Preferences,
): PlayView {
  const { adapter, game, setup } = table;
  const sides = adapter.sides;
  const finish = table.finish;
  const over = finish !== null;
  const total = game.moveCount;
  const viewing = state.viewPly !== null && state.viewPly !== total ? state.viewPly : null;
  const shownPly = viewing ?? total;
  const inCheck = !over && 'inCheck' in game && (game as { inCheck: boolean }).inCheck;
  const thinking = table.thinking;

  const opening = !over && !state.reviewing ? (table.openingView ?? null) : null;
  const actor = table.actor ?? game.turn;
  let status: string;
  if (finish) status = resultText(finish, sides);
  else if (opening) status = openingText(opening);
  else status = inCheck ? `${turnText(table)} · ${t('check')}` : turnText(table);

  const variant = screen.variant(table);
  const info = [t(adapter.kind), variant, opponentText(setup)].filter(Boolean).join(' · ');

  let notice: NoticeView | null = null;
  if (viewing !== null && !state.message)
    notice = {
      kind: 'viewing',
      text: viewing === 0 ? t('viewingStart') : t('viewingPly', { n: viewing, total }),
    };
  else if (state.message) notice = { kind: 'message', ...state.message };
  else if (table.weighingDraw) notice = { kind: 'message', tone: 'info', text: t('aiWeighsDraw') };
  else if (thinking) notice = { kind: 'thinking', text: t('thinking'), progress: progressOf(thinking.progress) };
  else if (finish)
    notice = {
      kind: 'result',
      ...resultTitle(finish, { mode: setup.mode, human: table.human ?? setup.human }),
      reason: capitalise(reasonText(finish, sides)),
    };
  else if (opening && opening.choices.length > 0 && table.isHuman(opening.actor) && viewing === null)
    notice = {
      kind: 'opening',
      text: t('openingChooseShort'),
      choices: opening.choices.map((choice) => ({ choice, label: t(`openingChoice_${choice}` as MessageKey) })),
    };
  else {
    const hint = screen.hintView(table, prefs);
    if (hint) notice = { kind: 'hint', title: t('hintTitle'), hint };
  }

  const near = screen.nearSide(table, prefs);
  const far = sides.find((s) => s !== near)!;
  const { taken, ahead } = screen.captured(table, shownPly, prefs);
  const sideView = (side: T['side']): SideView => {
    const human = table.isHuman(side);
    const ms = table.timeLeft(side);
    const name = sideName(side);
    const groups = taken[side] ?? [];
    const lead = ahead[side] ?? 0;
    return {
      side,
      name:
        setup.mode === 'ai'
          ? human
            ? `${t('you')} · ${name}`
            : `${t('aiLevel', { name: levelName(setup.level) })} · ${name}`
          : name,
      clock: ms === null ? null : formatClock(ms),
      lowTime: ms !== null && ms < LOW_TIME_MS,
      active: !over && !state.reviewing && actor === side,
      confirm:
        human && !prefs.tapToMove && !over && !state.reviewing
          ? {
              label: t('confirmShort'),
              name: t('confirm', { side: name }),
              ready: viewing === null && table.canConfirm(side),
            }
          : null,
      thinking: !human && thinking !== null,
      facesAway: setup.mode === 'two-player' && side !== near,
      captured: groups,
      ahead: lead > 0 ? t('materialAhead', { n: lead }) : null,
      capturedText: groups.length
        ? t('capturedBy', {
            side: name,
            pieces: groups.map((g) => (g.count > 1 ? `${g.name} ×${g.count}` : g.name)).join(', '),
          })
        : '',
    };
  };

  const mode: ControlsMode = state.reviewing ? 'review' : viewing !== null ? 'viewing' : over ? 'ended' : 'play';
  const controls: ControlsView = {
    mode,
    undo: !state.reviewing && table.undoCount() > 0,
    hint: table.canHint(),
    resign: !over && !state.reviewing,
    restart: !state.reviewing,
    offerDraw: adapter.agreeDraw ? table.canOfferDraw() : null,
    review: reviewOffered(table),
    back: shownPly > 0,
    forward: shownPly < total,
  };

  const moves: MoveItem[] = (game.history as T['played'][]).map((m) => ({
    ply: m.index + 1,
    number: screen.moveNumber(m),
    side: m.player,
    text: screen.moveText(m, prefs),
  }));

  const lastMove = (game.history as T['played'][])[shownPly - 1];
  const shownStatus = viewing !== null ? (notice as { text: string }).text : status;
  const label = lastMove
    ? t('boardLabelLast', { game: t(adapter.kind), status: shownStatus, move: screen.moveText(lastMove, prefs) })
    : t('boardLabel', { game: t(adapter.kind), status: shownStatus });

  return {
    status,
    tone: over ? 'over' : inCheck ? 'check' : 'turn',
    info,
    notice,
    top: sideView(far),
    bottom: sideView(near),
    controls,
    moves,
    result: finish ? resultText(finish, sides) : null,
    opening: openingNameText(adapter.openingName?.(game) ?? null),
    shownPly,
    total,
    boardLabel: label,
    interactive: viewing === null && !state.reviewing && table.accepting,
  };
}

/** An opening's name in the page's language: 中炮对屏风马 in Chinese, "Central Cannon vs Screen Horses" in English. */
export function openingNameText(name: OpeningName | null): string | null {
  return name && (language().chineseNames ? chinese(name.chinese) : name.english);
}
