import { createAi } from '../src/ai/ai-client.js';
import { loadPinqi } from '../src/api/load.js';
import type { GameTypes } from './play/adapter.js';
import { connectAi, type AiFactory, type MatchAi } from './play/ai.js';
import { Analysis, savedAtPly, type Evaluator } from './play/analysis.js';
import { gomokuAdapter, type GomokuTypes } from './play/gomoku-adapter.js';
import { Match } from './play/match.js';
import { readRecord } from './play/record-import.js';
import { Review } from './play/review.js';
import { canAnalyze } from './play/review-run.js';
import type { GameKind } from './play/setup.js';
import { xiangqiAdapter, type XiangqiTypes } from './play/xiangqi-adapter.js';
import { gomokuPuzzleRules, xiangqiPuzzleRules } from './play/puzzle-session.js';
import { checkArchive, type ArchivedGame } from './store/archive.js';
import { keepFinished } from './store/results.js';
import { CURRENT_KEYS, reviveCurrent, SavedGameSlot } from './store/saved-game.js';
import { loadSettings, loadSettingsChecked, saveSettings, SETTINGS_KEY, type Preferences } from './store/settings.js';
import { checkStats } from './store/stats.js';
import { checkPuzzleProgress } from './store/puzzle-progress.js';
import { newId } from './store/storage.js';
import { watchOtherTabs } from './store/tab-sync.js';
import { AnalysisScreen } from './ui/analysis-screen.js';
import { Announcer } from './ui/announcer.js';
import { $ } from './ui/dom.js';
import type { GameScreen } from './ui/game-screen.js';
import { gomokuScreen } from './ui/gomoku-screen.js';
import { renderHome, type ContinueCard, type NewGameChoice } from './ui/home-screen.js';
import { browserLang, lang, setLang, t, translatePage, type MessageKey } from './ui/i18n.js';
import { openAboutPanel } from './ui/panels/about-panel.js';
import { openArchivePanel } from './ui/panels/archive-panel.js';
import { ask } from './ui/panels/ask.js';
import { openHelpPanel } from './ui/panels/help-panel.js';
import { PlayScreen } from './ui/panels/play-screen.js';
import { ReviewPanel } from './ui/panels/review-panel.js';
import { puzzleCards, puzzleRoute, PuzzleScreen } from './ui/puzzle-screen.js';
import { openRecordPanel } from './ui/panels/record-panel.js';
import { openSamplesPanel } from './ui/panels/samples-panel.js';
import { openSettingsPanel } from './ui/panels/settings-panel.js';
import { openStatsPanel } from './ui/panels/stats-panel.js';
import { openingNameText, opponentText } from './ui/presenter.js';
import { bindShortcuts } from './ui/shortcuts.js';
import { Sound } from './ui/sound.js';
import { Table } from './ui/table.js';
import { notationOf } from './ui/xiangqi-words.js';
import { xiangqiScreen } from './ui/xiangqi-screen.js';

// The app's entry: loads the engine, and wires the store, the matches (play/)
// and the screens (ui/). Three screens: home ('#'), the table ('#gomoku', '#xiangqi')
// and the puzzles ('#puzzles', '#puzzles/<game>', '#puzzles/<game>/<id>').

declare global {
  interface Window {
    /** Tests may install a scripted stand-in for the AI client before the page loads (tests/browser/ai-stub.ts). */
    pinqiTestAi?: AiFactory;
    /** Tests may end the analysis board's stream at this depth (it otherwise deepens until the position changes). */
    pinqiAnalysisMaxDepth?: number;
    /** Tests may shorten a review's search per position (milliseconds). */
    pinqiTestReviewMs?: number;
  }
}

const { settings, recovered: settingsRecovered } = loadSettingsChecked();
const body = document.body.dataset;

function applyPreferences(prefs: Preferences): void {
  setLang(prefs.lang ?? browserLang());
  translatePage();
  document.body.dataset.theme = prefs.theme;
}
applyPreferences(settings.preferences);

const pinqi = await loadPinqi();
const adapters = {
  gomoku: gomokuAdapter(pinqi.GomokuGame, pinqi.GomokuOpening),
  xiangqi: xiangqiAdapter(pinqi.XiangqiGame, pinqi.xiangqiOpenings),
};
const factory: AiFactory = window.pinqiTestAi ?? (createAi as AiFactory);
const ai = {
  gomoku: await connectAi(factory, 'gomoku'),
  xiangqi: await connectAi(factory, 'xiangqi'),
};
const sound = new Sound(settings.preferences.muted);
const announcer = new Announcer($('announce'));
const preferences = (): Preferences => settings.preferences;
const playScreen = new PlayScreen({
  confirm: (side) => withTable((table) => table.match.confirm(side)),
  view: (ply) => withTable((table) => table.viewPly(ply)),
  live: () => withTable((table) => table.live()),
  chooseOpening: (choice) => withTable((table) => table.match.chooseOpening(choice)),
});

// review
const reviewPanel = new ReviewPanel({
  run: () => withTable((table) => table.startReview()),
  cancel: () => withTable((table) => table.analysis.cancel()),
  view: (ply) => withTable((table) => table.viewPly(ply)),
});
const reviewAi = (kind: GameKind) => (canAnalyze(ai[kind]) ? ai[kind] : null);
const reviewTimeMs = window.pinqiTestReviewMs ? () => window.pinqiTestReviewMs! : undefined;

type AnyTable = Table<GomokuTypes> | Table<XiangqiTypes>;
let active: AnyTable | null = null;

function withTable(act: (table: Table<GameTypes>) => void): void {
  if (active) act(active as unknown as Table<GameTypes>);
}

/** A match of one game, with its saved slot, AI and the store for finished games. */
function createMatch<T extends GameTypes>(kind: GameKind): Match<T> {
  return new Match<T>({
    adapter: adapters[kind] as never,
    slot: new SavedGameSlot(CURRENT_KEYS[kind]),
    ai: ai[kind] as MatchAi<T['kind']> | null,
    onFinished: (finished) => keepFinished(finished),
    options: () => settings.preferences,
    newId,
  });
}

/** Puts a game on the table: its board, its screen and its match (which restores the saved game). */
function mount(kind: GameKind): AnyTable {
  const box = $('board');
  box.replaceChildren();
  box.dataset.game = kind;
  const deps = { screen: playScreen, announcer, sound, preferences, body, reviewPanel, reviewAi, reviewTimeMs };
  let recovered: boolean;
  let table: AnyTable;
  const events = <Cell>(get: () => Table<GameTypes> | null) => ({
    select: (cell: Cell) => get()?.select(cell),
    confirm: () => get()?.match.confirmFromBoard(),
    cancel: () => get()?.match.cancelSelection(),
    cursor: (cell: Cell) => get()?.cursor(cell),
  });
  if (kind === 'gomoku') {
    const match = createMatch<GomokuTypes>('gomoku');
    const screen: GameScreen<GomokuTypes> = gomokuScreen(
      box,
      events(() => t1 as never),
    );
    const t1 = new Table(match, screen, deps);
    table = t1;
    recovered = match.start(settings.gomoku).recovered;
  } else {
    const match = createMatch<XiangqiTypes>('xiangqi');
    const screen: GameScreen<XiangqiTypes> = xiangqiScreen(
      box,
      events(() => t2 as never),
    );
    const t2 = new Table(match, screen, deps);
    table = t2;
    recovered = match.start(settings.xiangqi).recovered;
  }
  if (recovered) table.message(t('recovered'), 'error');
  return table;
}

/** Whether an archived game replays through the engine (a hand-edited one may not). */
function replays(entry: ArchivedGame): boolean {
  try {
    reviewOf(entry).dispose();
    return true;
  } catch {
    return false;
  }
}

/** An archived game opened for review (replayed through the engine). */
function reviewOf(entry: ArchivedGame): Review<GomokuTypes> | Review<XiangqiTypes> {
  if (entry.game === 'gomoku')
    return new Review(
      adapters.gomoku,
      { schema: 'pinqi/gomoku', version: 1, size: entry.setup.size, rule: entry.setup.rule, moves: entry.moves },
      entry.setup,
      entry.result,
      entry.id,
    );
  return new Review(
    adapters.xiangqi,
    { schema: 'pinqi/xiangqi', version: 1, startFen: entry.startFen, moves: entry.moves },
    entry.setup,
    entry.result,
    entry.id,
  );
}

// Everything else the app keeps is checked once at start: what cannot be read is backed up, and the player is told.
const damaged: MessageKey[] = [];
if (settingsRecovered) damaged.push('data_settings');
if (checkStats()) damaged.push('data_stats');
if (checkPuzzleProgress()) damaged.push('data_puzzles');
if (checkArchive(replays)) damaged.push('data_archive');
const damagedNote = (): string =>
  damaged.length === 0
    ? ''
    : t('recoveredData', { what: damaged.map((key) => t(key)).join(lang() === 'en' ? ', ' : '、') });

// ---- screens ------------------------------------------------------------------

function routeGame(): GameKind | null {
  const hash = location.hash.replace(/^#\/?/, '');
  return hash === 'gomoku' || hash === 'xiangqi' ? hash : null;
}

// ---- puzzles ---------------------------------------------------------------------

const puzzleScreen = new PuzzleScreen({
  puzzles: pinqi.puzzles,
  rules: {
    gomoku: gomokuPuzzleRules(pinqi.GomokuGame, adapters.gomoku),
    xiangqi: xiangqiPuzzleRules(pinqi.XiangqiGame, adapters.xiangqi),
  },
  preferences,
  sound,
  announcer,
  address: (hash) => {
    if (location.hash !== hash) history.replaceState(null, '', hash);
  },
});

function showPuzzles(game: GameKind | null, id: string | null): void {
  if (active) {
    active.match.saveNow();
    active.dispose();
    active = null;
  }
  $('home').hidden = true;
  $('table').hidden = true;
  $('puzzles').hidden = false;
  body.screen = 'puzzles';
  puzzleScreen.open(game ?? puzzleScreen.lastGame(), id);
  body.game = puzzleScreen.kind ?? '';
  $('game-name').textContent = t('puzzles');
  document.title = `${t('puzzles')} · Pinqi`;
}

function leavePuzzles(): void {
  puzzleScreen.close();
  $('puzzles').hidden = true;
}

function setTitle(kind: GameKind | null): void {
  $('game-name').textContent = kind ? t(kind) : '';
  document.title = kind ? `${t(kind)} · Pinqi` : 'Pinqi';
}

/** Shows the table for a game (mounting it if another, or none, is on it). */
function showTable(kind: GameKind): AnyTable {
  leavePuzzles();
  if (!active || active.kind !== kind) {
    active?.match.saveNow();
    active?.dispose();
    active = mount(kind);
    if (settings.game !== kind) {
      settings.game = kind;
      saveSettings(settings);
    }
  }
  $('home').hidden = true;
  $('table').hidden = false;
  body.screen = 'play';
  setTitle(kind);
  active.render();
  return active;
}

/** The saved game of a kind, replayed through the engine: its moves, whether it is over, and its setup. */
function savedSummary(kind: GameKind): { moves: number; over: boolean; setup: { mode: string; level: number } } | null {
  const raw = new SavedGameSlot(CURRENT_KEYS[kind]).read();
  if (raw === null) return null;
  try {
    const { record, game } = reviveCurrent(JSON.parse(raw), adapters[kind] as never) as {
      record: { setup: { mode: string; level: number }; ending: unknown };
      game: { moveCount: number; isOver: boolean; dispose(): void };
    };
    const summary = { moves: game.moveCount, over: game.isOver || record.ending !== null, setup: record.setup };
    game.dispose();
    return summary;
  } catch {
    return null;
  }
}

/** The continue card of a kind's saved game: none when it has no move. */
function continueCard(kind: GameKind): ContinueCard | null {
  const saved = savedSummary(kind);
  if (!saved || saved.moves === 0) return null;
  const state = saved.over ? t('continueOver') : t('continueMove', { n: saved.moves + 1 });
  return { game: kind, text: `${opponentText(saved.setup)} · ${state}` };
}

function showHome(): void {
  leavePuzzles();
  if (active) {
    active.match.saveNow();
    active.dispose();
    active = null;
  }
  renderHome(
    {
      game: settings.game,
      gomoku: settings.gomoku,
      xiangqi: settings.xiangqi,
      aiAvailable: { gomoku: ai.gomoku !== null, xiangqi: ai.xiangqi !== null },
      continueCards: (['gomoku', 'xiangqi'] as const).map(continueCard).filter((c): c is ContinueCard => c !== null),
      puzzles: puzzleCards(pinqi.puzzles),
    },
    { start: (choice) => void startNew(choice), resume: (kind) => go(kind) },
  );
  $('table').hidden = true;
  $('home').hidden = false;
  body.screen = 'home';
  setTitle(null);
  delete body.game;
}

function route(): void {
  closeAnalysis();
  const puzzles = puzzleRoute(location.hash);
  if (puzzles) return showPuzzles(puzzles.game, puzzles.id);
  const kind = routeGame();
  if (kind) showTable(kind);
  else showHome();
}

function go(kind: GameKind | null): void {
  const hash = kind ? `#${kind}` : '#';
  if (location.hash === hash || (!kind && location.hash === '')) route();
  else location.hash = hash;
}

/** Moves a new game would throw away: the saved unfinished game of that kind. */
function unfinishedMoves(kind: GameKind): number {
  if (active?.kind === kind) return active.match.hasUnfinishedMoves() ? active.match.game.moveCount : 0;
  const saved = savedSummary(kind);
  return saved && !saved.over ? saved.moves : 0;
}

/** Starts a new game from the home screen, asking first when it would throw away moves. */
async function startNew(choice: NewGameChoice): Promise<void> {
  const lost = unfinishedMoves(choice.game);
  if (lost > 0 && !(await ask(t('newGameConfirm', { game: t(choice.game), n: lost }), t('startNew')))) return;
  if (choice.game === 'gomoku') settings.gomoku = choice.setup;
  else settings.xiangqi = choice.setup;
  saveSettings(settings);
  startGame(choice.game, () => choice.setup);
}

/**
 * Puts a new game of a kind on the table: with the setup `setupFor` gives
 * (from the setup in use), from a given engine game (a sample, a record) if any.
 */
function startGame(
  kind: GameKind,
  setupFor: (setup: GameTypes['setup']) => GameTypes['setup'],
  from?: unknown,
): Table<GameTypes> {
  const table = showTable(kind) as unknown as Table<GameTypes>;
  if (location.hash !== `#${kind}`) history.pushState(null, '', `#${kind}`);
  table.live();
  table.match.newGame(setupFor(table.match.setup), from as GameTypes['game'] | undefined);
  return table;
}

// ---- the table's controls --------------------------------------------------------

async function restart(): Promise<void> {
  const table = active;
  if (!table) return;
  const n = table.match.hasUnfinishedMoves() ? table.match.game.moveCount : 0;
  if (n > 0 && !(await ask(t('restartConfirm', { n }), t('restartYes')))) return;
  table.live();
  table.match.restart();
}

function changePreferences(next: Preferences): void {
  settings.preferences = next;
  sound.muted = next.muted;
  saveSettings(settings);
  applyPreferences(next);
  if (active) setTitle(active.kind);
  active?.render();
  analysing?.render();
  if (body.screen === 'puzzles') showPuzzles(puzzleScreen.kind, null);
}

const on = (id: string, act: () => void): void => $(id).addEventListener('click', act);
on('undo', () => withTable((table) => table.match.undo()));
on('restart', () => void restart());
on('resign', async () => {
  if (active && (await ask(t('resignConfirm'), t('resign')))) active.match.resign();
});
on('hint', () => withTable((table) => void table.match.askHint()));
on('offer-draw', () =>
  withTable((table) => {
    table.message('');
    void table.match.offerDraw((offerer, answerer) =>
      ask(
        t('drawOfferAsk', { side: t(offerer as MessageKey), other: t(answerer as MessageKey) }),
        t('acceptDraw'),
        t('declineDraw'),
      ),
    );
  }),
);
on('rematch', () =>
  withTable((table) => {
    table.live();
    table.match.rematch();
  }),
);
on('review', () => withTable((table) => table.startReview()));
on('new-game', () => go(null));
on('step-first', () => withTable((table) => table.viewPly(0)));
on('step-back', () => withTable((table) => table.step(-1)));
on('step-forward', () => withTable((table) => table.step(1)));
on('step-last', () => withTable((table) => table.viewPly(Infinity)));
on('back-to-game', () => withTable((table) => table.live()));
on('open-new', () => go(null));

const more = document.querySelector<HTMLDetailsElement>('details.more')!;
more.addEventListener('click', (e) => {
  if ((e.target as HTMLElement).closest('.more-menu button')) more.open = false;
});
document.addEventListener('click', (e) => {
  if (more.open && !more.contains(e.target as Node)) more.open = false;
});

on('open-settings', () => openSettingsPanel({ ...settings.preferences }, changePreferences));
on('open-help', () =>
  openHelpPanel(active?.kind ?? settings.game, active?.kind === 'gomoku' ? active.match.setup : settings.gomoku),
);
on('open-about', () => openAboutPanel());
on('open-stats', () => openStatsPanel());
on('open-samples', () =>
  openSamplesPanel((sample) => {
    const game =
      sample.game === 'gomoku'
        ? pinqi.GomokuGame.fromJSON(sample.position)
        : new pinqi.XiangqiGame({ fen: sample.fen });
    const table = startGame(sample.game, (setup) => setup, game);
    table.message(t('sampleLoaded', { name: t(sample.name as MessageKey) }));
  }),
);
on('open-record', () => {
  const kind = active?.kind ?? settings.game;
  const text = active ? active.match.record(notationOf(settings.preferences)) : '';
  openRecordPanel(text, `pinqi-${kind}-${new Date().toISOString().slice(0, 10)}.txt`, (record) => {
    const loaded = readRecord(record, { GomokuGame: adapters.gomoku, XiangqiGame: pinqi.XiangqiGame }, kind);
    const table = startGame(loaded.kind, (setup) => setup, loaded.game);
    table.message(loaded.kind === kind ? t('imported') : t('importDetected', { game: t(loaded.kind) }));
  });
});
/** The named opening of an archived Xiangqi game, in the page's language. */
function archivedOpening(entry: ArchivedGame): string | null {
  if (entry.game !== 'xiangqi') return null;
  try {
    return openingNameText(pinqi.xiangqiOpenings.of({ startFen: entry.startFen, moves: entry.moves }));
  } catch {
    return null; // the archive's reader already refused games that do not replay
  }
}

on('open-archive', () =>
  openArchivePanel((entry) => {
    const review = reviewOf(entry);
    const table = showTable(entry.game);
    go(entry.game);
    (table as unknown as Table<GameTypes>).review(review as unknown as Review<GameTypes>);
  }, archivedOpening),
);

// ---- the analysis board -----------------------------------------------------------

let analysing: AnalysisScreen<GameTypes> | null = null;
/** The analysis streams' own AI client per game (so the match's AI is never stopped by them), made on first use. */
const analysisAi: Partial<Record<GameKind, Promise<{ evaluate: Evaluator } | null>>> = {};

function analysisEvaluator(kind: GameKind): Evaluator {
  return async (position, options) => {
    analysisAi[kind] ??= Promise.resolve()
      .then(() => factory({ game: kind }) as { evaluate?: unknown })
      .then((client) => (typeof client?.evaluate === 'function' ? (client as { evaluate: Evaluator }) : null))
      .catch(() => null);
    const client = await analysisAi[kind];
    if (!client) throw new Error('no analysis');
    const maxDepth = window.pinqiAnalysisMaxDepth;
    return client.evaluate(position, maxDepth ? { ...options, maxDepth } : options);
  };
}

/** Opens the analysis board on a copy of the position shown on the table (the live one, or the ply being viewed). */
function openAnalysis(): void {
  const table = active as unknown as Table<GameTypes> | null;
  if (!table || analysing || body.screen !== 'play') return;
  const shown = table.shown;
  const kind = table.kind;
  const analysis = new Analysis<GameTypes>({
    adapter: shown.adapter,
    start: savedAtPly(shown.game.toJSON(), table.view?.shownPly ?? shown.game.moveCount),
    setup: shown.setup,
    evaluate: analysisEvaluator(kind),
    tapToMove: () => settings.preferences.tapToMove,
  });
  analysing = new AnalysisScreen(analysis, {
    preferences,
    announcer,
    canPlayFromHere: () => ai[kind] !== null,
    playFromHere: () => void playFromHere(),
    close: closeAnalysis,
  });
  $('table').hidden = true;
  $('analysis').hidden = false;
  body.screen = 'analysis';
}

function closeAnalysis(): void {
  if (!analysing) return;
  analysing.dispose();
  analysing = null;
  $('analysis').hidden = true;
  if (!active) return;
  $('table').hidden = false;
  body.screen = 'play';
  active.render();
}

/** A new game against the AI from the analysis position (its line replayed through the engine); the player takes the side to move. */
async function playFromHere(): Promise<void> {
  const board = analysing;
  if (!board) return;
  const kind = board.analysis.adapter.kind;
  const lost = unfinishedMoves(kind);
  if (lost > 0 && !(await ask(t('analysisPlayConfirm', { n: lost }), t('startNew')))) return;
  if (analysing !== board) return;
  const game = board.analysis.copy();
  const human = game.turn;
  closeAnalysis();
  const table = startGame(kind, (setup) => ({ ...setup, mode: 'ai', human }), game);
  table.message(t('analysisStarted', { side: t(human as MessageKey) }));
}

on('open-analysis', openAnalysis);

bindShortcuts(() => body.screen === 'play', {
  undo: () => withTable((table) => table.match.undo()),
  flip: () => changePreferences({ ...settings.preferences, flipped: !settings.preferences.flipped }),
  hint: () => withTable((table) => void table.match.askHint()),
  newGame: () => go(null),
  step: (delta) =>
    withTable((table) => (Number.isFinite(delta) ? table.step(delta) : table.viewPly(delta < 0 ? 0 : Infinity))),
  back: () => withTable((table) => table.live()),
});

// Another tab changed something we show.
watchOtherTabs((key, value) => {
  if (active && key === CURRENT_KEYS[active.kind]) active.match.onStorage(value);
  else if (key === SETTINGS_KEY) {
    const fresh = loadSettings();
    settings.gomoku = fresh.gomoku;
    settings.xiangqi = fresh.xiangqi;
    settings.preferences = fresh.preferences;
    sound.muted = fresh.preferences.muted;
    applyPreferences(fresh.preferences);
    active?.render();
  }
});
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') active?.match.saveNow();
});
addEventListener('hashchange', route);

route();
const note = damagedNote();
if (note) {
  const table = active as AnyTable | null;
  if (table) {
    const game = document.getElementById('message')?.textContent ?? '';
    table.message(game ? `${game} ${note}` : note, 'error');
  } else if (body.screen === 'puzzles') {
    puzzleScreen.message(note, 'error');
  } else {
    showHome();
    $('home').prepend(
      Object.assign(document.createElement('p'), { id: 'message', className: 'message', textContent: note }),
    );
  }
}
body.ready = 'true';
