/** What the keyboard shortcuts do (listed in Help). */
export interface ShortcutActions {
  undo(): void;
  flip(): void;
  hint(): void;
  newGame(): void;
  /** Steps through the moves: -1 back, +1 forward, -Infinity the start, +Infinity the last move. */
  step(delta: number): void;
  /** Escape away from the board: back to the live game. */
  back(): void;
}

/** The shortcut keys, as Help lists them. */
export const SHORTCUT_KEYS = ['u', 'f', 'h', 'n', '← →', 'Home End', 'Esc'] as const;

/**
 * Keyboard shortcuts on the play screen: u undo, f flip, h hint, n new game,
 * ← → Home End to step through the moves. Keys typed into a field, pressed
 * with a modifier, or while a dialog is open do nothing here; a board that
 * takes input keeps its arrows (they move its cursor, and it stops them
 * there). Returns a function that stops listening.
 */
export function bindShortcuts(active: () => boolean, actions: ShortcutActions): () => void {
  const onKey = (e: KeyboardEvent): void => {
    if (!active() || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.target as HTMLElement | null;
    if (target?.closest('input, textarea, select, [contenteditable="true"], dialog[open]')) return;
    if (document.querySelector('dialog[open]')) return;
    switch (e.key) {
      case 'u':
        actions.undo();
        break;
      case 'f':
        actions.flip();
        break;
      case 'h':
        actions.hint();
        break;
      case 'n':
        actions.newGame();
        break;
      case 'ArrowLeft':
        actions.step(-1);
        break;
      case 'ArrowRight':
        actions.step(1);
        break;
      case 'Home':
        actions.step(-Infinity);
        break;
      case 'End':
        actions.step(Infinity);
        break;
      case 'Escape':
        actions.back();
        break;
      default:
        return;
    }
    e.preventDefault();
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}
