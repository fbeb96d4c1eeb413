import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { PinqiError } from '../../../web/src/api/errors.ts';
import { engineCodeText, errorText, evaluationText, gomokuHintText } from '../../../web/app/ui/engine-words.ts';
import { setLang } from '../../../web/app/ui/i18n/index.ts';
import { adapters, pinqi } from './helpers.ts';

/**
 * The engine answers in codes; the app words them with the numbers and sides
 * the engine gives (tests/node/engine-words.test.ts checks that every code has
 * words in both languages). Refusals reach the words as codes through play/.
 */

// setLang marks the page's language; Node has no page, so give it the one element it touches.
(globalThis as { document?: unknown }).document ??= { documentElement: {} };

const LANGS: readonly string[] = ['en', 'zh'];

function inEach(check: (lang: string) => void): void {
  try {
    for (const lang of LANGS) {
      setLang(lang);
      check(lang);
    }
  } finally {
    setLang('en');
  }
}

describe('the engine’s codes in words, as the table shows them (ui/engine-words.ts)', () => {
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

  it('a move the engine refuses reaches the words as codes through the adapter, never as its message', () => {
    const game = new pinqi.XiangqiGame();
    let refusal;
    try {
      game.move('a0', 'a5'); // the chariot cannot jump its own soldier
    } catch (error) {
      refusal = adapters.xiangqi.refusalOf(game, { from: 'a0', to: 'a5' }, error);
    }
    game.dispose();
    assert.ok(refusal && refusal.code === 'engine');
    assert.deepEqual(refusal, { code: 'engine', error: 'illegal_move', why: 'cannot_move_there', index: null });
    assert.equal(engineCodeText(refusal), 'That piece cannot move there.');
  });
});
