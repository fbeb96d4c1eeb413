/**
 * Raw localStorage access with the two failure modes the app must survive:
 * storage that refuses to write (quota, private mode) and data that cannot be
 * read back (kept under a backup key, never thrown at the player).
 */

export const BACKUP_SUFFIX = ':backup';

export function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22)
  );
}

export function readText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Writes text under key. When storage is full, asks `makeRoom` to free some
 * (it returns false once nothing more can go) and tries again. Throws the
 * last error if the write still fails.
 */
export function writeText(key: string, text: string, makeRoom: () => boolean = () => false): void {
  for (;;) {
    try {
      localStorage.setItem(key, text);
      return;
    } catch (error) {
      if (!isQuotaError(error) || !makeRoom()) throw error;
    }
  }
}

export function removeKey(key: string): void {
  try {
    localStorage.removeItem(key);
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
export function readJson<T>(key: string, revive: (data: unknown) => T, makeRoom?: () => boolean): { value: T | null; recovered: boolean } {
  const raw = readText(key);
  if (raw === null) return { value: null, recovered: false };
  try {
    return { value: revive(JSON.parse(raw)), recovered: false };
  } catch {
    keepBackup(key, raw, makeRoom);
    return { value: null, recovered: true };
  }
}

/** A random id for a game, unique enough to tell games apart across tabs. */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
