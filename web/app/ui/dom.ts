/** Small DOM helpers for the app's panels. */
export function $<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`missing #${id}`);
  return el as T;
}

type Props = { class?: string; text?: string; dataset?: Record<string, string> } & Record<string, unknown>;

/** Creates an element with properties, attributes (aria-*, data-* via dataset) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: (Node | string | null)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null) continue;
    if (key === 'class') el.className = String(value);
    else if (key === 'text') el.textContent = String(value);
    else if (key === 'dataset') Object.assign(el.dataset, value);
    else if (key.startsWith('aria-') || key === 'role' || key === 'for') el.setAttribute(key, String(value));
    else Reflect.set(el, key, value); // a property: onclick, value, checked, disabled, …
  }
  for (const child of children) if (child !== null) el.append(child);
  return el;
}

/** Opens a modal dialog; `onClose` runs once when it closes. */
export function openDialog(dialog: HTMLDialogElement, onClose?: () => void): void {
  if (onClose) dialog.addEventListener('close', onClose, { once: true });
  if (!dialog.open) dialog.showModal();
}

/** A dialog's standard header: a title and a close button. */
export function dialogHeader(title: string, dialog: HTMLDialogElement, closeLabel: string): HTMLElement {
  return h(
    'header',
    { class: 'dialog-header' },
    h('h2', { text: title }),
    h('button', {
      class: 'icon close',
      'aria-label': closeLabel,
      title: closeLabel,
      text: '✕',
      onclick: () => dialog.close(),
    }),
  );
}
