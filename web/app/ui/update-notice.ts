import { $ } from './dom.js';

/** What the service worker's registration calls back (vite-plugin-pwa's `registerSW`, given by main.ts). */
interface UpdateHooks {
  /** A new version is installed and waits. */
  onNeedRefresh(): void;
  /** The new version controls the page now (after a Reload here or in another tab). */
  onNeedReload(): void;
}

/** Registers the service worker; the function it returns lets the waiting version take over. */
type RegisterWorker = (hooks: UpdateHooks) => () => Promise<void>;

/**
 * The notice that a new version is ready (#update-notice: "A new version is ready — Reload"). It never blocks the
 * page, and the page never reloads by itself: not when the new version arrives, not when another tab's Reload
 * hands it control. Only the player's Reload does, after `beforeReload` (the game is saved).
 */
export function offerUpdates(register: RegisterWorker, beforeReload: () => void): void {
  const notice = $('update-notice');
  let asked = false;
  let active = false;
  const takeOver = register({
    onNeedRefresh: () => {
      notice.hidden = false;
    },
    onNeedReload: () => {
      active = true;
      if (asked) location.reload();
      else notice.hidden = false;
    },
  });
  $('update-reload').addEventListener('click', () => {
    asked = true;
    beforeReload();
    if (active) location.reload();
    else void takeOver();
  });
}
