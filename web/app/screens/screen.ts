import type { GameKind } from '../play/setup.js';
import type { SharedGame } from '../play/share-link.js';
import type { ArchivedGame } from '../store/archive.js';

/**
 * The app's screens and the shell that shows them: home ('#'), the table
 * ('#gomoku', '#xiangqi') and the puzzles ('#puzzles', '#puzzles/<game>',
 * '#puzzles/<game>/<id>') are reached by address; an archived game's review
 * and the analysis board open over the table.
 */

/** Where the app is: read from the address, or asked for by a screen. */
export type Route =
  | { screen: 'home' }
  | { screen: 'table'; game: GameKind }
  | { screen: 'puzzles'; game: GameKind | null; id: string | null }
  /** A finished game from the archive on the table, to step through and review. */
  | { screen: 'review'; game: ArchivedGame }
  /** A game shared as a link (read and replayed through the engine), on the table of its game, to step through. */
  | { screen: 'review'; shared: SharedGame }
  /** The analysis board, on a copy of the position shown on the table. */
  | { screen: 'analysis' };

export type ScreenName = Route['screen'];

/** One screen of the app. None knows another's game types: the shell sees only this. */
export interface Screen {
  /** The page's data-screen while it is shown (the tests and the styles read it). */
  readonly name: string;
  /** Its part of the page, shown while it is. */
  readonly root: HTMLElement;
  /** Shows it for a route of its own (the shell passes no other). */
  open(route: Route): void;
  /** Takes it off the page: what must be kept is saved, what runs is stopped. */
  close(): void;
  /** Draws it again after a change made elsewhere (preferences, the language, another tab). */
  render(): void;
  /** Puts a note where it shows its messages (e.g. saved data that could not be read). */
  message(text: string, tone: 'info' | 'error'): void;
  /** Shares the game or position it shows (☰ → Share: a link, a PNG, a GIF); absent where there is none. */
  share?(): void;
}

/** What every screen has: its name and its part of the page, and what it was made with. */
export abstract class BaseScreen<Deps> implements Screen {
  constructor(
    readonly name: string,
    readonly root: HTMLElement,
    protected readonly deps: Deps,
  ) {}

  abstract open(route: Route): void;
  abstract close(): void;
  abstract render(): void;
  abstract message(text: string, tone: 'info' | 'error'): void;
}

/** The screens that open over the one shown (the table) rather than in its place. */
const OVER: ReadonlySet<ScreenName> = new Set<ScreenName>(['review', 'analysis']);

/** The route of an address ('#', '#gomoku', '#puzzles/xiangqi/x12'); anything else is home. */
export function routeOf(hash: string): Route {
  const path = hash.replace(/^#\/?/, '');
  if (path === 'gomoku' || path === 'xiangqi') return { screen: 'table', game: path };
  const m = /^puzzles(?:\/(gomoku|xiangqi)(?:\/([\w-]+))?)?\/?$/.exec(path);
  if (m) return { screen: 'puzzles', game: m[1] === 'gomoku' || m[1] === 'xiangqi' ? m[1] : null, id: m[2] ?? null };
  return { screen: 'home' };
}

/**
 * Shows one screen at a time. A route from the address replaces everything
 * shown; review and analysis go over the screen shown, and back() returns to
 * it as it was. The shell hides and shows the screens' parts of the page and
 * sets the page's data-screen; each screen does the rest.
 */
export class Shell {
  readonly #body: DOMStringMap;
  #screens: Record<ScreenName, Screen> | null = null;
  #stack: Screen[] = [];

  constructor(body: DOMStringMap) {
    this.#body = body;
  }

  /** The screens, once made (they are given the shell first). */
  use(screens: Record<ScreenName, Screen>): void {
    this.#screens = screens;
  }

  /** The screen shown, null before the first route. */
  get shown(): Screen | null {
    return this.#stack.at(-1) ?? null;
  }

  /** Shows the screen of a route (in place of what is shown, or over it). */
  go(route: Route): void {
    const screen = this.#screens![route.screen];
    if (!OVER.has(route.screen)) {
      while (this.#stack.length > 1) this.#stack.pop()!.close();
      const base = this.#stack[0];
      if (base && base !== screen) base.close();
      this.#stack = [];
    }
    this.#stack.push(screen);
    this.#show(screen);
    screen.open(route);
  }

  /** Closes the screen opened over another, which is shown again as it was. */
  back(): void {
    if (this.#stack.length < 2) return;
    this.#stack.pop()!.close();
    const shown = this.#stack.at(-1)!;
    this.#show(shown);
    shown.render();
  }

  /** Shows the screen of the address ('#gomoku'); a new address is a new entry in the history. */
  navigate(hash: string): void {
    if (location.hash === hash || (hash === '#' && location.hash === '')) this.route();
    else location.hash = hash; // the hashchange routes
  }

  /** Shows the screen of the page's address. */
  route(): void {
    this.go(routeOf(location.hash));
  }

  /** Puts an address in the location bar without routing: a new history entry (`push`), or in place of the last. */
  address(hash: string, push: boolean): void {
    if (location.hash === hash) return;
    if (push) history.pushState(null, '', hash);
    else history.replaceState(null, '', hash);
  }

  /** Draws every screen in the stack again (the ones under the shown one are drawn hidden). */
  render(): void {
    for (const screen of this.#stack) screen.render();
  }

  #show(screen: Screen): void {
    for (const other of Object.values(this.#screens!)) other.root.hidden = other.root !== screen.root;
    this.#body.screen = screen.name;
  }
}
