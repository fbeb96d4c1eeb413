/**
 * The screen-reader voice of the app: a polite aria-live region that reads
 * each move ("Black h8" / "黑 h8"), checks and results.
 */
export class Announcer {
  readonly #region: HTMLElement;
  #flip = false;

  constructor(region: HTMLElement) {
    this.#region = region;
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
  }

  say(text: string): void {
    // The same words twice in a row must still be read: alternate an invisible mark.
    this.#flip = !this.#flip;
    this.#region.textContent = text + (this.#flip ? '' : '\u200b');
  }

  get text(): string {
    return this.#region.textContent ?? '';
  }
}
