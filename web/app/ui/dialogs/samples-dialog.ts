import { $, dialogHeader, h, openDialog } from '../dom.js';
import { t, type MessageKey } from '../i18n/index.js';
import { SAMPLES, XIANGQI_SAMPLES, type Sample, type XiangqiSample } from '../../play/samples.js';

export type PickedSample = ({ game: 'gomoku' } & Sample) | ({ game: 'xiangqi' } & XiangqiSample);

/** Sample positions to load: Renju and Gomoku positions, Xiangqi endgame puzzles. */
export function openSamplesDialog(load: (sample: PickedSample) => void): void {
  const dialog = $<HTMLDialogElement>('samples-dialog');
  const all: PickedSample[] = [
    ...SAMPLES.map((s) => ({ game: 'gomoku' as const, ...s })),
    ...XIANGQI_SAMPLES.map((s) => ({ game: 'xiangqi' as const, ...s })),
  ];
  $('samples-body').replaceChildren(
    dialogHeader(t('samplesTitle'), dialog, t('close')),
    h(
      'ul',
      { class: 'pick-list' },
      ...all.map((sample) =>
        h(
          'li',
          {},
          h('button', {
            dataset: { sample: sample.id },
            text: t(sample.name as MessageKey),
            onclick: () => {
              dialog.close();
              load(sample);
            },
          }),
        ),
      ),
    ),
  );
  openDialog(dialog);
}
