import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  DEFAULT_PREFERENCES,
  loadSettingsChecked,
  saveSettings,
  SETTINGS_KEY,
} from '../../../web/app/store/settings.ts';
import { LANG_CODES } from '../../../web/app/ui/i18n/index.ts';
import { freshStorage, type MemoryStorage } from './helpers.ts';

const V1 = {
  version: 1,
  preferences: {
    lang: 'zh',
    theme: 'dark',
    muted: true,
    tapToMove: false,
    moveNumbers: true,
    coordinates: true,
    flipped: false,
    aiDelay: true,
    notation: 'wxf',
  },
  game: 'xiangqi',
  gomoku: { rule: 'renju', size: 15, mode: 'ai', level: 2, human: 'black', clockMinutes: 0 },
  xiangqi: { mode: 'two-player', level: 3, human: 'red', clockMinutes: 5 },
};

/** Fresh storage holding version 2 settings whose preferences are the defaults but for `changed`. */
function storedWith(changed: Record<string, unknown>): MemoryStorage {
  const storage = freshStorage();
  storage.setItem(
    SETTINGS_KEY,
    JSON.stringify({ ...V1, version: 2, preferences: { ...DEFAULT_PREFERENCES, ...changed } }),
  );
  return storage;
}

describe('settings (web/app/store/settings.ts)', () => {
  it('version 1 settings are read as they are, with no "could not be read", and a dark theme keeps dark boards', () => {
    const storage = freshStorage();
    storage.setItem(SETTINGS_KEY, JSON.stringify(V1));
    const { settings, recovered } = loadSettingsChecked(LANG_CODES);
    assert.equal(recovered, false);
    assert.equal(storage.getItem(`${SETTINGS_KEY}:backup`), null);
    assert.equal(settings.preferences.notation, 'wxf');
    assert.equal(settings.preferences.gomokuBoard, 'dark');
    assert.equal(settings.preferences.xiangqiBoard, 'dark');
    assert.equal(settings.preferences.pieces, 'traditional');
    assert.equal(settings.game, 'xiangqi');
  });

  it('a first visit is one with nothing saved: not once settings were saved, nor when they were unreadable', () => {
    freshStorage();
    const first = loadSettingsChecked(LANG_CODES).settings;
    assert.equal(first.firstVisit, true);
    saveSettings(first);
    assert.equal(loadSettingsChecked(LANG_CODES).settings.firstVisit, false);
    const storage = freshStorage();
    storage.setItem(SETTINGS_KEY, '{"version": 99}');
    const damaged = loadSettingsChecked(LANG_CODES);
    assert.equal(damaged.recovered, true);
    assert.equal(damaged.settings.firstVisit, false);
  });

  it('board styles and the piece set are saved and read back', () => {
    freshStorage();
    const { settings } = loadSettingsChecked(LANG_CODES);
    settings.preferences = { ...DEFAULT_PREFERENCES, gomokuBoard: 'paper', pieces: 'letters' };
    saveSettings(settings);
    const again = loadSettingsChecked(LANG_CODES);
    assert.equal(again.recovered, false);
    assert.equal(again.settings.preferences.gomokuBoard, 'paper');
    assert.equal(again.settings.preferences.pieces, 'letters');
  });

  it('an unknown piece set falls back to the default and the original is kept', () => {
    const storage = storedWith({ pieces: 'emoji' });
    const { settings, recovered } = loadSettingsChecked(LANG_CODES);
    assert.equal(recovered, true);
    assert.equal(settings.preferences.pieces, 'traditional');
    assert.match(storage.getItem(`${SETTINGS_KEY}:backup`)!, /emoji/);
  });

  it('each of the app’s languages is kept; a language it does not have follows the browser, the original kept', () => {
    for (const lang of LANG_CODES) {
      freshStorage();
      const { settings } = loadSettingsChecked(LANG_CODES);
      settings.preferences = { ...DEFAULT_PREFERENCES, lang };
      saveSettings(settings);
      const again = loadSettingsChecked(LANG_CODES);
      assert.equal(again.recovered, false, lang);
      assert.equal(again.settings.preferences.lang, lang);
    }
    const storage = storedWith({ lang: 'tlh' });
    const { settings, recovered } = loadSettingsChecked(LANG_CODES);
    assert.equal(recovered, true);
    assert.equal(settings.preferences.lang, null);
    assert.match(storage.getItem(`${SETTINGS_KEY}:backup`)!, /tlh/);
  });
});
