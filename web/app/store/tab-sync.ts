/**
 * Other tabs of the app write the same storage: the browser tells this tab
 * with a `storage` event. Calls `onChange(key, newValue)` for each change;
 * returns a function that stops listening.
 */
export function watchOtherTabs(onChange: (key: string, newValue: string | null) => void): () => void {
  const target = globalThis as unknown as {
    addEventListener?: (
      type: 'storage',
      listener: (e: { key: string | null; newValue: string | null }) => void,
    ) => void;
    removeEventListener?: (
      type: 'storage',
      listener: (e: { key: string | null; newValue: string | null }) => void,
    ) => void;
  };
  const listener = (e: { key: string | null; newValue: string | null }): void => {
    if (e.key !== null) onChange(e.key, e.newValue);
  };
  target.addEventListener?.('storage', listener);
  return () => target.removeEventListener?.('storage', listener);
}
