import { loadPinqi } from 'pinqi';
import { registerSW } from 'virtual:pwa-register';
import { createAi } from 'pinqi/ai';
import { createPuzzles } from 'pinqi/puzzles';
import { connectAi, type AiFactory } from './play/ai.js';
import { gomokuAdapter, type GomokuTypes } from './play/gomoku-adapter.js';
import { gomokuPuzzleRules, xiangqiPuzzleRules } from './play/puzzle-session.js';
import { xiangqiAdapter, type XiangqiTypes } from './play/xiangqi-adapter.js';
import { checkArchive } from './store/archive.js';
import { checkPuzzleProgress, puzzleProgressSlot } from './store/puzzle-progress.js';
import { CURRENT_KEYS } from './store/saved-game.js';
import { loadSettings, loadSettingsChecked, saveSettings, SETTINGS_KEY, type Preferences } from './store/settings.js';
import { checkStats } from './store/stats.js';
import { watchOtherTabs } from './store/tab-sync.js';
import { AnalysisScreen } from './screens/analysis-screen.js';
import { HomeScreen } from './screens/home-screen.js';
import { linkRouter } from './screens/link-route.js';
import { bindMenu } from './screens/menu.js';
import { PuzzleScreen } from './screens/puzzle-screen.js';
import { ReviewScreen } from './screens/review-screen.js';
import { Shell } from './screens/screen.js';
import { TableScreen } from './screens/table-screen.js';
import { Announcer } from './ui/announcer.js';
import { $ } from './ui/dom.js';
import { browserLang, LANG_CODES, language, setLang, t, translatePage, type MessageKey } from './ui/i18n/index.js';
import { Sound } from './ui/sound.js';
import { offerUpdates } from './ui/update-notice.js';

// The app's entry: composition only. It loads the engine and the AI, makes the
// stores, the games' adapters and the screens, and hands the page to the shell.

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

const { settings, recovered: settingsRecovered } = loadSettingsChecked(LANG_CODES);
const body = document.body.dataset;

function applyPreferences(prefs: Preferences): void {
  setLang(prefs.lang ?? browserLang());
  translatePage();
  body.theme = prefs.theme;
}
applyPreferences(settings.preferences);

const pinqi = await loadPinqi();
const adapters = {
  gomoku: gomokuAdapter(pinqi.GomokuGame, pinqi.GomokuOpening),
  xiangqi: xiangqiAdapter(pinqi.XiangqiGame, pinqi.xiangqiOpenings),
};
const puzzles = createPuzzles(pinqi);
const factory: AiFactory = window.pinqiTestAi ?? createAi;
const ai = {
  gomoku: await connectAi<GomokuTypes>(factory, 'gomoku'),
  xiangqi: await connectAi<XiangqiTypes>(factory, 'xiangqi'),
};
const sound = new Sound(settings.preferences.muted);
const announcer = new Announcer($('announce'));
const preferences = (): Preferences => settings.preferences;

const shell = new Shell(body);

function changePreferences(next: Preferences): void {
  settings.preferences = next;
  sound.muted = next.muted;
  saveSettings(settings);
  applyPreferences(next);
  shell.render();
}

const tables = new TableScreen({
  shell,
  adapters,
  ai,
  settings,
  sound,
  announcer,
  body,
  changePreferences,
  ...(window.pinqiTestReviewMs && { reviewTimeMs: () => window.pinqiTestReviewMs! }),
});
shell.use({
  home: new HomeScreen({
    shell,
    tables,
    settings,
    aiAvailable: { gomoku: ai.gomoku !== null, xiangqi: ai.xiangqi !== null },
    puzzleCounts: { gomoku: puzzles.gomoku.length, xiangqi: puzzles.xiangqi.length },
    progress: puzzleProgressSlot,
    body,
  }),
  table: tables,
  review: new ReviewScreen(tables),
  analysis: new AnalysisScreen({
    shell,
    tables,
    clients: ai,
    canPlay: (kind) => ai[kind] !== null,
    preferences,
    announcer,
    maxDepth: () => window.pinqiAnalysisMaxDepth,
  }),
  puzzles: new PuzzleScreen({
    shell,
    puzzles,
    rules: {
      gomoku: gomokuPuzzleRules(pinqi.GomokuGame, adapters.gomoku),
      xiangqi: xiangqiPuzzleRules(pinqi.XiangqiGame, adapters.xiangqi),
    },
    progress: puzzleProgressSlot,
    preferences,
    sound,
    announcer,
    body,
  }),
});
bindMenu({
  shell,
  tables,
  settings,
  changePreferences,
  engines: pinqi,
  gomokuRecords: adapters.gomoku,
});

// Everything else the app keeps is checked once at start: what cannot be read is backed up, and the player is told.
const damaged: MessageKey[] = [];
if (settingsRecovered) damaged.push('data_settings');
if (checkStats()) damaged.push('data_stats');
if (checkPuzzleProgress()) damaged.push('data_puzzles');
if (checkArchive((entry) => tables.replays(entry))) damaged.push('data_archive');

// Another tab changed something we show.
watchOtherTabs((key, value) => {
  const table = tables.current;
  if (table && key === CURRENT_KEYS[table.kind]) table.match.onStorage(value);
  else if (key === SETTINGS_KEY) {
    const fresh = loadSettings(LANG_CODES);
    settings.gomoku = fresh.gomoku;
    settings.xiangqi = fresh.xiangqi;
    settings.preferences = fresh.preferences;
    sound.muted = fresh.preferences.muted;
    applyPreferences(fresh.preferences);
    shell.render();
  }
});
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') tables.current?.match.saveNow();
});
// The service worker (offline play); a new version waits for the player's Reload, the game saved first.
offerUpdates(registerSW, () => tables.current?.match.saveNow());

const route = linkRouter(shell, adapters);
addEventListener('hashchange', route);

route();
if (damaged.length > 0)
  shell.shown?.message(
    t('recoveredData', { what: damaged.map((key) => t(key)).join(language().listSeparator) }),
    'error',
  );
body.ready = 'true';
