import { GomokuBoardView, loadPinqi, XiangqiBoardView, type GomokuSide, type XiangqiSide } from '../src/index.js';
import { connectAi } from './ai-player.js';
import { Announcer } from './announcer.js';
import { checkArchive, type ArchivedGame } from './archive.js';
import { $ } from './dom.js';
import { GomokuController } from './gomoku-controller.js';
import { GOMOKU_CURRENT_KEY } from './gomoku-save.js';
import { browserLang, setLang, t, translatePage, type MessageKey } from './i18n.js';
import { openAboutPanel } from './panels/about-panel.js';
import { openArchivePanel, type Replayed } from './panels/archive-panel.js';
import { ask } from './panels/ask.js';
import { openHelpPanel } from './panels/help-panel.js';
import { openNewGamePanel } from './panels/new-game-panel.js';
import { PlayScreen } from './panels/play-screen.js';
import { openRecordPanel } from './panels/record-panel.js';
import { openSamplesPanel } from './panels/samples-panel.js';
import { openSettingsPanel } from './panels/settings-panel.js';
import { openStatsPanel } from './panels/stats-panel.js';
import {
  loadSettings,
  loadSettingsChecked,
  saveSettings,
  SETTINGS_KEY,
  type GameKind,
  type Preferences,
} from './settings.js';
import { Sound } from './sound.js';
import { checkStats } from './stats.js';
import { XiangqiController } from './xiangqi-controller.js';
import { XIANGQI_CURRENT_KEY } from './xiangqi-save.js';

// The app's entry: wires the engine, a board view, its controller and the panels.

const { settings, recovered: settingsRecovered } = loadSettingsChecked();

function applyPreferences(prefs: Preferences): void {
  setLang(prefs.lang ?? browserLang());
  translatePage();
  document.body.dataset.theme = prefs.theme;
  const name = t(settings.game);
  $('game-name').textContent = name;
  document.title = `${name} · Pinqi`;
}
applyPreferences(settings.preferences);

const pinqi = await loadPinqi();
const ai = { gomoku: await connectAi('gomoku'), xiangqi: await connectAi('xiangqi') };
const sound = new Sound(settings.preferences.muted);
const announcer = new Announcer($('announce'));
const screen = new PlayScreen((side) => {
  if (active.kind === 'gomoku') active.controller.confirm(side as GomokuSide);
  else active.controller.confirm(side as XiangqiSide);
});
const preferences = (): Preferences => settings.preferences;

type Active =
  | { kind: 'gomoku'; controller: GomokuController; destroyBoard: () => void }
  | { kind: 'xiangqi'; controller: XiangqiController; destroyBoard: () => void };

/** Puts a game on the table: its board view and its controller (which restores the saved game). */
function mount(kind: GameKind): Active {
  const box = $('board');
  box.replaceChildren();
  box.dataset.game = kind;
  let next: Active;
  let recovered: boolean;
  if (kind === 'gomoku') {
    const board = GomokuBoardView(box, {
      events: {
        select: (p) => controller.select(p),
        confirm: () => controller.confirmFromBoard(),
        cancel: () => controller.cancelSelection(),
      },
    });
    const controller: GomokuController = new GomokuController({
      Game: pinqi.GomokuGame,
      board,
      screen,
      announcer,
      sound,
      ai: ai.gomoku,
      preferences,
    });
    next = { kind, controller, destroyBoard: () => board.destroy() };
    recovered = controller.start(settings.gomoku).recovered;
  } else {
    const board = XiangqiBoardView(box, {
      events: {
        select: (s) => controller.select(s),
        confirm: () => controller.confirmFromBoard(),
        cancel: () => controller.cancelSelection(),
      },
    });
    const controller: XiangqiController = new XiangqiController({
      Game: pinqi.XiangqiGame,
      board,
      screen,
      announcer,
      sound,
      ai: ai.xiangqi,
      preferences,
    });
    next = { kind, controller, destroyBoard: () => board.destroy() };
    recovered = controller.start(settings.xiangqi).recovered;
  }
  if (recovered) screen.message(t('recovered'), 'error');
  return next;
}

/** Whether an archived game replays through the engine (a hand-edited one may not). */
function replays(entry: ArchivedGame): boolean {
  try {
    replay(entry);
    return true;
  } catch {
    return false;
  }
}

// Everything else the app keeps is checked once at start: what cannot be read is backed up, and the player is told.
const damaged: MessageKey[] = [];
if (settingsRecovered) damaged.push('data_settings');
if (checkStats()) damaged.push('data_stats');
if (checkArchive(replays)) damaged.push('data_archive');

let active: Active = mount(settings.game);
if (damaged.length > 0) {
  const what = damaged.map((key) => t(key)).join(document.documentElement.lang === 'en' ? ', ' : '、');
  const note = t('recoveredData', { what });
  const game = $('message').textContent;
  screen.message(game ? `${game} ${note}` : note, 'error');
}

function switchGame(kind: GameKind): void {
  if (active.kind === kind) return;
  active.controller.dispose();
  active.destroyBoard();
  settings.game = kind;
  saveSettings(settings);
  applyPreferences(settings.preferences);
  active = mount(kind);
}

function changePreferences(next: Preferences): void {
  settings.preferences = next;
  sound.muted = next.muted;
  saveSettings(settings);
  applyPreferences(next);
  active.controller.refresh();
}

$('undo').addEventListener('click', () => active.controller.undo());
$('restart').addEventListener('click', () => active.controller.restart());
$('resign').addEventListener('click', async () => {
  if (await ask(t('resignConfirm'), t('resign'))) active.controller.resign();
});
$('hint').addEventListener('click', () => void active.controller.hint());
$('offer-draw').addEventListener('click', () => {
  if (active.kind === 'xiangqi') void active.controller.offerDraw();
});

const more = document.querySelector<HTMLDetailsElement>('details.more')!;
more.addEventListener('click', (e) => {
  if ((e.target as HTMLElement).closest('.more-menu button')) more.open = false;
});

$('open-new').addEventListener('click', () =>
  openNewGamePanel(
    { game: active.kind, gomoku: settings.gomoku, xiangqi: settings.xiangqi },
    { gomoku: ai.gomoku !== null, xiangqi: ai.xiangqi !== null },
    (choice) => {
      if (choice.game === 'gomoku') settings.gomoku = choice.setup;
      else settings.xiangqi = choice.setup;
      saveSettings(settings);
      switchGame(choice.game);
      if (active.kind === 'gomoku' && choice.game === 'gomoku') active.controller.newGame(choice.setup);
      else if (active.kind === 'xiangqi' && choice.game === 'xiangqi') active.controller.newGame(choice.setup);
    },
  ),
);
$('open-settings').addEventListener('click', () => openSettingsPanel({ ...settings.preferences }, changePreferences));
$('open-help').addEventListener('click', () =>
  openHelpPanel(active.kind, active.kind === 'gomoku' ? active.controller.setup : settings.gomoku),
);
$('open-about').addEventListener('click', () => openAboutPanel());
$('open-stats').addEventListener('click', () => openStatsPanel());
$('open-samples').addEventListener('click', () =>
  openSamplesPanel((sample) => {
    switchGame(sample.game);
    if (active.kind === 'gomoku' && sample.game === 'gomoku') active.controller.loadPosition(sample.position);
    else if (active.kind === 'xiangqi' && sample.game === 'xiangqi')
      active.controller.loadPosition({ fen: sample.fen });
    screen.message(t('sampleLoaded', { name: t(sample.name) }));
  }),
);
$('open-record').addEventListener('click', () =>
  openRecordPanel(
    active.controller.record(),
    `pinqi-${active.kind}-${new Date().toISOString().slice(0, 10)}.txt`,
    (text) => {
      if (active.kind === 'gomoku') active.controller.loadPosition(pinqi.GomokuGame.fromRecord(text));
      else active.controller.loadPosition(pinqi.XiangqiGame.fromRecord(text));
      screen.message(t('imported'));
    },
  ),
);

/** Replays an archived game through the engine, ply by ply. */
function replay(entry: ArchivedGame): Replayed {
  if (entry.game === 'gomoku') {
    const game = pinqi.GomokuGame.fromJSON({
      schema: 'pinqi/gomoku',
      version: 1,
      size: entry.setup.size,
      rule: entry.setup.rule,
      moves: entry.moves,
    });
    try {
      return { game: 'gomoku', size: game.size, moves: game.history, line: game.result?.line ?? [] };
    } finally {
      game.dispose();
    }
  }
  const game = new pinqi.XiangqiGame({ fen: entry.startFen });
  try {
    const frame = () => {
      const pieces = game.pieces();
      const last = game.lastMove;
      const general = game.turn === 'red' ? 'K' : 'k';
      return {
        pieces,
        lastMove: last && { from: last.from, to: last.to },
        check: game.inCheck ? (pieces.find((p) => p.piece === general)?.square ?? null) : null,
      };
    };
    const frames = [frame()];
    for (const move of entry.moves) {
      game.move(move);
      frames.push(frame());
    }
    return { game: 'xiangqi', frames };
  } finally {
    game.dispose();
  }
}
$('open-archive').addEventListener('click', () => openArchivePanel(replay, settings.preferences));

// Another tab changed something we show.
addEventListener('storage', (e) => {
  if (e.key === GOMOKU_CURRENT_KEY && active.kind === 'gomoku') active.controller.onStorage(e.newValue);
  else if (e.key === XIANGQI_CURRENT_KEY && active.kind === 'xiangqi') active.controller.onStorage(e.newValue);
  else if (e.key === SETTINGS_KEY) {
    const fresh = loadSettings();
    settings.gomoku = fresh.gomoku;
    settings.xiangqi = fresh.xiangqi;
    settings.preferences = fresh.preferences;
    sound.muted = fresh.preferences.muted;
    applyPreferences(fresh.preferences);
    active.controller.refresh();
  }
});
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') active.controller.saveNow();
});

document.body.dataset.ready = 'true';
