import type { GomokuGameClass, XiangqiGameClass, XiangqiOpenings } from 'pinqi';
import { readRecord } from '../play/record-import.js';
import type { ArchivedGame } from '../store/archive.js';
import type { Preferences, Settings } from '../store/settings.js';
import { openAboutDialog } from '../ui/dialogs/about-dialog.js';
import { openArchiveDialog } from '../ui/dialogs/archive-dialog.js';
import { openHelpDialog } from '../ui/dialogs/help-dialog.js';
import { openRecordDialog } from '../ui/dialogs/record-dialog.js';
import { openSamplesDialog } from '../ui/dialogs/samples-dialog.js';
import { openSettingsDialog } from '../ui/dialogs/settings-dialog.js';
import { openStatsDialog } from '../ui/dialogs/stats-dialog.js';
import { $ } from '../ui/dom.js';
import { t, type MessageKey } from '../ui/i18n/index.js';
import { openingNameText } from '../ui/play-presenter.js';
import { notationOf } from '../ui/xiangqi-words.js';
import type { Shell } from './screen.js';
import type { TableScreen } from './table-screen.js';

export interface MenuDeps {
  shell: Shell;
  tables: TableScreen;
  settings: Settings;
  changePreferences: (next: Preferences) => void;
  /** The engine's classes: samples and records are read through them. */
  engines: { GomokuGame: GomokuGameClass; XiangqiGame: XiangqiGameClass; xiangqiOpenings: XiangqiOpenings };
  /** Reads a Gomoku record with its fair opening (the Gomoku adapter). */
  gomokuRecords: { fromRecord(text: string): InstanceType<GomokuGameClass> };
}

/**
 * The top bar's menu: a new game, the settings, and under ☰ the analysis
 * board, share, samples, the game record, the archive, the stats, help and about.
 */
export function bindMenu(deps: MenuDeps): void {
  const { shell, tables, settings, engines } = deps;
  const on = (id: string, act: () => void): void => $(id).addEventListener('click', act);

  const more = document.querySelector<HTMLDetailsElement>('details.more')!;
  more.addEventListener('click', (e) => {
    if ((e.target as HTMLElement).closest('.more-menu button')) more.open = false;
  });
  document.addEventListener('click', (e) => {
    if (more.open && !more.contains(e.target as Node)) more.open = false;
  });

  on('open-new', () => shell.navigate('#'));
  on('open-settings', () => openSettingsDialog({ ...settings.preferences }, deps.changePreferences));
  on('open-help', () => {
    const table = tables.current;
    openHelpDialog(table?.kind ?? settings.game, table?.kind === 'gomoku' ? table.match.setup : settings.gomoku);
  });
  on('open-about', () => openAboutDialog());
  on('open-stats', () => openStatsDialog());
  on('open-samples', () =>
    openSamplesDialog((sample) => {
      const table =
        sample.game === 'gomoku'
          ? tables.newGame({ game: 'gomoku', setup: (s) => s, from: engines.GomokuGame.fromJSON(sample.position) })
          : tables.newGame({ game: 'xiangqi', setup: (s) => s, from: new engines.XiangqiGame({ fen: sample.fen }) });
      table.message(t('sampleLoaded', { name: t(sample.name as MessageKey) }));
    }),
  );
  on('open-record', () => {
    const table = tables.current;
    const kind = table?.kind ?? settings.game;
    const text = table ? table.match.record(notationOf(settings.preferences)) : '';
    openRecordDialog(text, `pinqi-${kind}-${new Date().toISOString().slice(0, 10)}.txt`, (record) => {
      const loaded = readRecord(record, { GomokuGame: deps.gomokuRecords, XiangqiGame: engines.XiangqiGame }, kind);
      const started =
        loaded.kind === 'gomoku'
          ? tables.newGame({ game: 'gomoku', setup: (s) => s, from: loaded.game })
          : tables.newGame({ game: 'xiangqi', setup: (s) => s, from: loaded.game });
      started.message(loaded.kind === kind ? t('imported') : t('importDetected', { game: t(loaded.kind) }));
    });
  });
  on('open-archive', () =>
    openArchiveDialog(
      (entry) => {
        shell.go({ screen: 'table', game: entry.game });
        shell.address(`#${entry.game}`, true);
        shell.go({ screen: 'review', game: entry });
      },
      (entry) => archivedOpening(engines.xiangqiOpenings, entry),
    ),
  );
  // Shares what the screen shows: the table's game at the position shown (the step-through view included),
  // the analysis board's position, a puzzle's position.
  on('open-share', () => shell.shown?.share?.());
  on('open-analysis', () => {
    if (shell.shown?.name === 'play' && tables.current) shell.go({ screen: 'analysis' });
  });
}

/** The named opening of an archived Xiangqi game, in the page's language. */
function archivedOpening(openings: XiangqiOpenings, entry: ArchivedGame): string | null {
  if (entry.game !== 'xiangqi') return null;
  try {
    return openingNameText(openings.of({ startFen: entry.startFen, moves: entry.moves }));
  } catch {
    return null; // the archive's reader already refused games that do not replay
  }
}
