import { sameData } from '../play/saved-game.js';

/**
 * Raw key-value storage (localStorage in the browser) with the two failure
 * modes the app must survive: storage that refuses to write (quota, private
 * mode) and data that cannot be read back (kept under a backup key, never
 * thrown at the player).
 */

export const BACKUP_SUFFIX = ':backup';

/** The part of the Web Storage API the app uses; Node tests plug in a Map-backed one. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

let store: KeyValueStore | null = null;

/** Uses `backend` instead of the page's localStorage (tests). */
export function useStorage(backend: KeyValueStore | null): void {
  store = backend;
}

function backend(): KeyValueStore {
  const local = store ?? (globalThis as { localStorage?: KeyValueStore }).localStorage;
  if (!local) throw new Error('no storage');
  return local;
}

export function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22)
  );
}

export function readText(key: string): string | null {
  try {
    return backend().getItem(key);
  } catch {
    return null;
  }
}

/**
 * Writes text under key. When storage is full, asks `makeRoom` to free some
 * (it returns false once nothing more can go) and tries again. Throws the
 * last error if the write still fails.
 */
export function writeText(key: string, text: string | (() => string), makeRoom: () => boolean = () => false): void {
  for (;;) {
    try {
      // A function is asked again after makeRoom(), which may have changed what it writes.
      backend().setItem(key, typeof text === 'function' ? text() : text);
      return;
    } catch (error) {
      if (!isQuotaError(error) || !makeRoom()) throw error;
    }
  }
}

export function removeKey(key: string): void {
  try {
    backend().removeItem(key);
  } catch {
    // Storage is unusable; nothing to remove.
  }
}

/** Keeps unreadable data under `key:backup` so nothing the player had is destroyed. */
export function keepBackup(key: string, raw: string, makeRoom?: () => boolean): void {
  try {
    writeText(key + BACKUP_SUFFIX, raw, makeRoom);
  } catch {
    // Could not keep a copy; the original stays where it was.
    return;
  }
  removeKey(key);
}

/** Reads and revives a JSON value; unreadable data is backed up and reported as recovered. */
export function readJson<T>(
  key: string,
  revive: (data: unknown) => T,
  makeRoom?: () => boolean,
): { value: T | null; recovered: boolean } {
  const raw = readText(key);
  if (raw === null) return { value: null, recovered: false };
  try {
    return { value: revive(JSON.parse(raw)), recovered: false };
  } catch {
    keepBackup(key, raw, makeRoom);
    return { value: null, recovered: true };
  }
}

/**
 * Reads a JSON value strictly: when it cannot be parsed or revived, or when
 * reviving had to drop or change anything (a wrong type, a missing field, an
 * entry that does not replay), the original text is kept under the backup key
 * and the player is told (`recovered`). What could be kept is written back.
 * `saved` turns the revived value into the stored form it was read from, for
 * the comparison (an older version compares against its own form).
 */
export function readChecked<T>(
  key: string,
  revive: (data: unknown) => T,
  saved: (value: T, data: unknown) => unknown = (value) => value,
): { value: T | null; recovered: boolean } {
  const raw = readText(key);
  if (raw === null) return { value: null, recovered: false };
  let value: T;
  let data: unknown;
  try {
    data = JSON.parse(raw);
    value = revive(data);
  } catch {
    keepBackup(key, raw);
    return { value: null, recovered: true };
  }
  const form = JSON.parse(JSON.stringify(saved(value, data))) as unknown;
  if (!sameData(data, form)) {
    keepBackup(key, raw);
    try {
      writeText(key, JSON.stringify(form));
    } catch {
      // Only the backup is kept; the value is still used for this session.
    }
    return { value, recovered: true };
  }
  return { value, recovered: false };
}

/** A random id for a game, unique enough to tell games apart across tabs. */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
