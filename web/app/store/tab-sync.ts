/**
 * Other tabs of the app write the same storage: the browser tells this tab
 * with a `storage` event. Calls `onChange(key, newValue)` for each change;
 * returns a function that stops listening.
 */
export function watchOtherTabs(onChange: (key: string, newValue: string | null) => void): () => void {
  // The page's window; none in Node (the tests), where nothing listens.
  const target: Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>> = globalThis;
  const listener = (e: StorageEvent): void => {
    if (e.key !== null) onChange(e.key, e.newValue);
  };
  target.addEventListener?.('storage', listener);
  return () => target.removeEventListener?.('storage', listener);
}
