import { pruneArchive } from './archive.js';
import { keepBackup, readText, writeText } from './storage.js';

/**
 * The saved game in progress under one key, shared by every tab. It remembers
 * the exact text it last wrote or read, so a write can tell that another tab
 * changed the game first, and never overwrites a newer state blindly.
 */
export class SavedSlot {
  readonly key: string;
  /** The exact text last written or read here. */
  seen: string | null = null;

  constructor(key: string) {
    this.key = key;
  }

  read(): string | null {
    return readText(this.key);
  }

  /** Another tab's newer text, if the stored game changed since we last saw it. */
  foreign(): string | null {
    const stored = readText(this.key);
    return stored !== null && stored !== this.seen ? stored : null;
  }

  /** Writes the record; when storage is full, old finished games are pruned first. Throws if it still fails. */
  write(record: unknown): void {
    const text = JSON.stringify(record);
    writeText(this.key, text, pruneArchive);
    this.seen = text;
  }

  /** Keeps unreadable data under the backup key and frees the slot. */
  setAside(raw: string): void {
    keepBackup(this.key, raw, pruneArchive);
    if (this.seen === raw) this.seen = null;
  }
}
