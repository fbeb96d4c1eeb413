import { $ } from '../ui/dom.js';
import type { Route, Screen } from './screen.js';
import type { TableScreen } from './table-screen.js';

/**
 * A finished game from the archive, opened over the table of its game: it
 * shows on the table like a match that takes no input, to step through and
 * have the engine review. Closing it puts the live game back.
 */
export class ReviewScreen implements Screen {
  readonly name = 'play';
  readonly root = $('table');
  readonly #tables: TableScreen;

  constructor(tables: TableScreen) {
    this.#tables = tables;
  }

  open(route: Route): void {
    if (route.screen !== 'review') return;
    this.#tables.review(route.game);
  }

  close(): void {
    if (this.#tables.current?.reviewing) this.#tables.current.live();
  }

  render(): void {
    this.#tables.render();
  }

  message(text: string, tone: 'info' | 'error'): void {
    this.#tables.message(text, tone);
  }
}
