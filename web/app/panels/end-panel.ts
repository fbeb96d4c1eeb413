import { $, openDialog } from '../dom.js';

/** The end-of-game panel: who won, why, and 再来一局. */
export function showEndPanel(
  title: string,
  reason: string,
  tone: 'win' | 'lose' | 'neutral',
  playAgain: () => void,
): void {
  const dialog = $<HTMLDialogElement>('end-dialog');
  $('end-title').textContent = title;
  $('end-reason').textContent = reason;
  dialog.dataset.tone = tone;
  $('play-again').onclick = () => {
    dialog.close();
    playAgain();
  };
  $('end-close').onclick = () => dialog.close();
  openDialog(dialog);
}

export function closeEndPanel(): void {
  const dialog = $<HTMLDialogElement>('end-dialog');
  if (dialog.open) dialog.close();
}
