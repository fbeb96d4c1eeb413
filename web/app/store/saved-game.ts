import type { MatchSlot } from '../play/match.js';
import { pruneArchive } from './archive.js';
import { dropReviews } from './review-cache.js';
import { keepBackup, readText, writeText } from './storage.js';

/** Where each game's game in progress is kept (its form: play/saved-game.ts). */
export const CURRENT_KEYS = { gomoku: 'pinqi:gomoku:current', xiangqi: 'pinqi:xiangqi:current' } as const;

/**
 * The stored game in progress under one key, shared by every tab. It
 * remembers the exact text it last wrote or read, so a write can tell that
 * another tab changed the game first, and never overwrites a newer state
 * blindly.
 */
export class SavedGameSlot implements MatchSlot {
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

  /** Writes the record; when storage is full, kept reviews go first, then old finished games. Throws if it still fails. */
  write(record: unknown): void {
    const text = JSON.stringify(record);
    writeText(this.key, text, () => dropReviews() || pruneArchive());
    this.seen = text;
  }

  /** Keeps unreadable data under the backup key and frees the slot. */
  setAside(raw: string): void {
    keepBackup(this.key, raw, pruneArchive);
    if (this.seen === raw) this.seen = null;
  }
}
