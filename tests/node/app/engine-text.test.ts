import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { PINQI_ERROR_CODES, PinqiError } from '../../../web/src/api/errors.ts';
import type { GomokuHintCode, XiangqiVerdict } from '../../../web/src/ai/reasons.ts';
import { codeText, errorText, evaluationText, gomokuHintText } from '../../../web/app/ui/engine-text.ts';
import { setLang, type Lang } from '../../../web/app/ui/i18n.ts';

/**
 * The engine answers in codes; the app words every one of them in both of
 * its languages (never the engine's developer message, never a code shown raw).
 */

// setLang marks the page's language; Node has no page, so give it the one element it touches.
(globalThis as { document?: unknown }).document ??= { documentElement: {} };

const HINT_CODES: GomokuHintCode[] = [
  'no_move',
  'opening',
  'five',
  'blocks_four',
  'open_four',
  'double_four',
  'vcf',
  'forced_win',
  'four_stops_three',
  'stops_three',
  'four_three',
  'four',
  'double_three',
  'open_three',
  'blocks_three',
  'builds_two',
  'blocks_two',
  'develops',
];
const VERDICTS: XiangqiVerdict[] = ['level', 'slightly_better', 'better', 'winning', 'can_mate', 'has_won', 'rule_win'];
const LANGS: Lang[] = ['en', 'zh'];

function inEach(check: (lang: Lang) => void): void {
  try {
    for (const lang of LANGS) {
      setLang(lang);
      check(lang);
    }
  } finally {
    setLang('en');
  }
}

describe('the engine’s codes in words (ui/engine-text.ts)', () => {
  it('every refusal code has its own sentence in English and Chinese, with no placeholder left', () => {
    inEach((lang) => {
      const fallback = codeText('no_such_code');
      for (const code of PINQI_ERROR_CODES) {
        const text = codeText(code, 'h8');
        assert.notEqual(text, fallback.replace('no_such_code', code), `${lang}: ${code} has no words`);
        assert.doesNotMatch(text, /\{\w+\}/, `${lang}: ${code}: ${text}`);
      }
    });
  });

  it('every Gomoku hint reason and every Xiangqi verdict is worded in both languages', () => {
    inEach((lang) => {
      for (const code of HINT_CODES) {
        const text = gomokuHintText({ code, moves: 3, lost: false });
        assert.ok(text.length > 0, `${lang}: hint ${code}`);
        assert.doesNotMatch(text, /\{\w+\}/);
      }
      for (const verdict of VERDICTS) {
        const text = evaluationText({ verdict, side: verdict === 'level' ? null : 'black', moves: 2 });
        assert.ok(text.length > 0, `${lang}: verdict ${verdict}`);
        assert.doesNotMatch(text, /\{\w+\}/);
      }
    });
  });

  it('the numbers and sides the engine gives appear in the words', () => {
    inEach((lang) => {
      const mate = evaluationText({ verdict: 'can_mate', side: 'black', moves: 3 });
      assert.equal(mate, lang === 'en' ? 'Black can mate in 3' : '黑方3 步可将死对方');
      assert.equal(
        gomokuHintText({ code: 'vcf', moves: 4, lost: false }),
        lang === 'en' ? 'Wins with fours in 4 moves.' : '连续冲四，4 步取胜。',
      );
    });
    assert.equal(gomokuHintText({ code: 'develops', moves: 0, lost: true }), 'Develops. (The position is lost.)');
  });

  it('a refusal’s finer why is worded, not its developer message', () => {
    const selfCheck = new PinqiError('illegal_move', 'h2h9: leaves the general in check', { why: 'self_check' });
    assert.equal(errorText(selfCheck), 'That move would leave your general in check.');
    const forbidden = new PinqiError('forbidden', 'double three at h8', { why: 'double_three' });
    assert.equal(errorText(forbidden, 'h8'), 'h8 is forbidden for Black under Renju (double-three).');
    const record = new PinqiError('bad_record', 'move 5 is occupied', { why: 'occupied', index: 4 });
    assert.match(errorText(record), /^Move 5 cannot be played\./);
    assert.equal(errorText(new Error('boom')), 'Refused (error).');
    setLang('zh');
    try {
      assert.equal(errorText(selfCheck), '这步棋会让自己的将帅被将军。');
    } finally {
      setLang('en');
    }
  });
});
