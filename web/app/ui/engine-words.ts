import type { GomokuHintReason, XiangqiDrawCode, XiangqiEvaluation } from 'pinqi/ai';
import { engineCode, type EngineCode } from '../play/adapter.js';
import { hasMessage, t, type MessageKey } from './i18n/index.js';

/**
 * The engine answers in codes and numbers; this words them in the player's
 * language. Nothing here judges a position: every verdict comes from the engine.
 */

const known = hasMessage;

/** A refusal (a PinqiError's code and finer `why`) as a sentence; `point` names the point or move concerned. */
export function errorText(error: unknown, point = ''): string {
  return engineCodeText(engineCode(error), point);
}

/** The engine's refusal codes as a sentence. */
export function engineCodeText({ error, why, index }: EngineCode, point = ''): string {
  if (error === 'illegal_move' && known(`illegal_${why}`)) return t(`illegal_${why}` as MessageKey);
  if (error === 'forbidden' && known(`forbidden_${why}`))
    return t('forbiddenWhy', { point, why: t(`forbidden_${why}` as MessageKey) });
  if (error === 'bad_record' && index !== null) {
    const inner = why && known(`err_${why}`) ? codeText(why) : t('err_bad_record');
    return t('err_bad_record_move', { n: index + 1, why: inner });
  }
  return codeText(error, point);
}

/** A refusal code alone as a sentence. */
export function codeText(code: string, point = ''): string {
  return known(`err_${code}`)
    ? t(`err_${code}` as MessageKey, { point: point || t('thatPoint') })
    : t('err_other', { code });
}

/** Why the Gomoku engine suggests its move. */
export function gomokuHintText(reason: GomokuHintReason | null | undefined): string {
  if (!reason || !known(`hint_${reason.code}`)) return '';
  const text = t(`hint_${reason.code}` as MessageKey, { n: reason.moves });
  return reason.lost ? `${text} ${t('hint_lost')}` : text;
}

/** The Xiangqi engine's verdict on the position. */
export function evaluationText(evaluation: XiangqiEvaluation | null | undefined): string {
  if (!evaluation || !known(`eval_${evaluation.verdict}`)) return '';
  const side = evaluation.side === 'black' ? t('side_black') : t('side_red');
  return t(`eval_${evaluation.verdict}` as MessageKey, { side, n: evaluation.moves });
}

/** Why the Xiangqi AI declined a draw offer (the engine's code), with its verdict on the position when it searched. */
export function drawDeclinedText(
  why: Exclude<XiangqiDrawCode, 'accept'>,
  evaluation: XiangqiEvaluation | null,
): string {
  const reason = (why === 'better' && evaluationText(evaluation)) || t(`drawWhy_${why}`);
  return t('aiDeclinesDraw', { reason });
}
