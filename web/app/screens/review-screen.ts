import { $ } from '../ui/dom.js';
import { BaseScreen, type Route } from './screen.js';
import type { TableScreen } from './table-screen.js';

/**
 * A finished game from the archive (or a game shared as a link), opened over the table of its game: it
 * shows on the table like a match that takes no input, to step through and
 * have the engine review. Closing it puts the live game back.
 */
export class ReviewScreen extends BaseScreen<TableScreen> {
  constructor(tables: TableScreen) {
    super('play', $('table'), tables);
  }

  override open(route: Route): void {
    if (route.screen !== 'review') return;
    if ('shared' in route) this.deps.openShared(route.shared);
    else this.deps.review(route.game);
  }

  override close(): void {
    if (this.deps.current?.reviewing) this.deps.current.live();
  }

  override render(): void {
    this.deps.render();
  }

  share(): void {
    this.deps.share();
  }

  override message(text: string, tone: 'info' | 'error'): void {
    this.deps.message(text, tone);
  }
}
