/**
 * localStorage persistence of one saved value. A value that cannot be read
 * back (corrupt, truncated, wrong version) is kept under a backup key and
 * reported, never thrown at the player.
 */
export interface Slot<T> {
  /** The saved value, or null when there is none or it was unreadable. */
  load(): { value: T | null; recovered: boolean };
  /** Writes the JSON form of `data`; throws (e.g. QuotaExceededError) if storage refuses. */
  save(data: unknown): void;
  clear(): void;
}

export function storageSlot<T>(key: string, revive: (raw: unknown) => T): Slot<T> {
  const backupKey = `${key}:backup`;
  return {
    load() {
      let raw: string | null = null;
      try {
        raw = localStorage.getItem(key);
        if (raw === null) return { value: null, recovered: false };
        return { value: revive(JSON.parse(raw)), recovered: false };
      } catch {
        try {
          if (raw !== null) localStorage.setItem(backupKey, raw);
          localStorage.removeItem(key);
        } catch {
          // Storage itself is unusable; play on without it.
        }
        return { value: null, recovered: true };
      }
    },
    save(data) {
      localStorage.setItem(key, JSON.stringify(data));
    },
    clear() {
      localStorage.removeItem(key);
    },
  };
}
