// The app words every code the engine answers in, in every language (issue 11,
// section 1; issue 27 §4): refusal codes and their finer 'why', Gomoku hint reasons, Renju
// forbidden kinds, Xiangqi verdicts and the Xiangqi AI's answers to a draw offer. The codes
// are read from the engine's own sources, so a code added there without words here fails
// this test.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, describe, it } from 'node:test';

import {
  codeText,
  drawDeclinedText,
  errorText,
  evaluationText,
  gomokuHintText,
} from '../../web/app/ui/engine-words.ts';
import { LANGUAGES, setLang } from '../../web/app/ui/i18n/index.ts';
import { loadPinqi, PINQI_ERROR_CODES, PinqiError } from '../../web/src/index.ts';

// setLang marks the page's language; Node has no page.
(globalThis as { document?: unknown }).document ??= { documentElement: {} };
after(() => setLang('en'));

const source = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** The string literals a C++ function returns, from its signature to its closing brace. */
function returnedNames(path: string, signature: string): string[] {
  const text = source(path);
  const start = text.indexOf(signature);
  assert.ok(start >= 0, `${signature} not found in ${path}`);
  const body = text.slice(start, text.indexOf('\n}\n', start));
  return [...new Set([...body.matchAll(/return "([a-z_]+)";/g)].map((m) => m[1]!))];
}

const HINT_CODES = returnedNames('core/gomoku/ai/engine.cpp', 'std::string_view to_string(HintCode');
const VERDICTS = returnedNames('core/xiangqi/ai/hint.cpp', 'const char* verdict_name(Verdict');
/** Why the Xiangqi AI answers a draw offer as it does; 'accept' ends the game as an agreed draw. */
const DRAW_ANSWERS = returnedNames('core/xiangqi/ai/draw.cpp', 'const char* draw_answer_name(DrawAnswer');
const FORBIDDEN = returnedNames('core/gomoku/forbidden.cpp', 'std::string_view to_string(Forbidden').filter(
  (k) => k !== 'none' && k !== 'unknown',
);
const ILLEGAL_WHYS = [
  ...new Set(
    ['core/xiangqi/movegen.cpp', 'core/xiangqi/notation.cpp'].flatMap((path) =>
      [...source(path).matchAll(/illegal(?:_move"|)[^;]*?"([a-z_]+)"\)/g)].map((m) => m[1]!),
    ),
  ),
].filter((why) => why !== 'illegal_move');

const LANGS: readonly string[] = LANGUAGES.map((l) => l.code);
/** The languages not written in Latin letters: an English word there is an untranslated engine sentence. */
const NOT_LATIN: readonly string[] = ['zh', 'zh-Hant', 'ja', 'ko'];
/** Names that stay as they are in every language. */
const NAMES = /FEN|Pinqi/g;
/** An English word that would show an untranslated engine sentence to a Chinese, Japanese or Korean player. */
const ENGLISH = /[A-Za-z]{3,}/;
const english = (text: string): string => text.replace(NAMES, '');

describe('the app words every engine code in every language', () => {
  it('reads a full list of codes from the engine sources', () => {
    assert.ok(HINT_CODES.length >= 18 && HINT_CODES.includes('vcf'), HINT_CODES.join());
    assert.deepEqual(VERDICTS, ['level', 'slightly_better', 'better', 'winning', 'can_mate', 'has_won', 'rule_win']);
    assert.deepEqual(FORBIDDEN, ['overline', 'double_four', 'double_three']);
    assert.deepEqual(DRAW_ANSWERS, ['accept', 'too_early', 'better']);
    assert.ok(ILLEGAL_WHYS.includes('self_check') && ILLEGAL_WHYS.includes('no_such_move'), ILLEGAL_WHYS.join());
  });

  for (const lang of LANGS) {
    it(`${lang}: every refusal code has its own sentence, never the generic fallback`, () => {
      setLang(lang);
      const fallback = codeText('no_such_code');
      for (const code of PINQI_ERROR_CODES) {
        const text = codeText(code, 'h8');
        assert.notEqual(text, fallback.replace('no_such_code', code), `${lang}: no words for ${code}`);
        if (NOT_LATIN.includes(lang))
          assert.doesNotMatch(english(text.replace('h8', '')), ENGLISH, `${lang} ${code}: ${text}`);
      }
    });

    it(`${lang}: every hint reason, Renju kind, Xiangqi verdict and illegal-move why has words`, () => {
      setLang(lang);
      for (const code of HINT_CODES) {
        const text = gomokuHintText({ code: code as never, moves: 3, lost: false });
        assert.ok(text, `${lang}: no words for hint ${code}`);
        if (NOT_LATIN.includes(lang)) assert.doesNotMatch(english(text), ENGLISH, `${lang} hint ${code}: ${text}`);
      }
      for (const verdict of VERDICTS) {
        const text = evaluationText({ verdict: verdict as never, side: 'red', moves: 3 });
        assert.ok(text, `${lang}: no words for verdict ${verdict}`);
        if (NOT_LATIN.includes(lang))
          assert.doesNotMatch(english(text), ENGLISH, `${lang} verdict ${verdict}: ${text}`);
      }
      const declined = new Set<string>();
      for (const why of DRAW_ANSWERS.filter((a) => a !== 'accept')) {
        const text = drawDeclinedText(why as never, null);
        declined.add(text);
        assert.doesNotMatch(text, /\{|undefined/, `${lang}: no words for draw answer ${why}: ${text}`);
        if (NOT_LATIN.includes(lang))
          assert.doesNotMatch(english(text), ENGLISH, `${lang} draw answer ${why}: ${text}`);
      }
      assert.equal(declined.size, DRAW_ANSWERS.length - 1, `${lang}: each draw answer has its own words`);
      const generic = errorText(new PinqiError('illegal_move', 'x'));
      for (const why of ILLEGAL_WHYS) {
        const text = errorText(new PinqiError('illegal_move', 'x', { why }));
        assert.notEqual(text, generic, `${lang}: no words for illegal_move why ${why}`);
      }
      const forbidden = errorText(new PinqiError('forbidden', 'x'), 'h8');
      for (const why of FORBIDDEN)
        assert.notEqual(errorText(new PinqiError('forbidden', 'x', { why }), 'h8'), forbidden, `${lang}: ${why}`);
    });
  }

  it("the engine's real refusals reach a Chinese, Japanese or Korean player without an English word", async () => {
    const { GomokuGame, XiangqiGame } = await loadPinqi();
    const refusals: unknown[] = [];
    const catchIt = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        refusals.push(e);
      }
    };
    const x = new XiangqiGame();
    for (const [from, to] of [
      ['e4', 'e5'],
      ['e6', 'e5'],
      ['a0', 'a3'],
      ['h2', 'g4'],
    ])
      catchIt(() => x.move(from!, to!));
    catchIt(() => x.move('zz'));
    catchIt(() => XiangqiGame.fromRecord('1. h2e2 h9g7 2. e2e9'));
    const g = new GomokuGame();
    g.place({ x: 7, y: 7 });
    catchIt(() => g.place({ x: 7, y: 7 }));
    catchIt(() => GomokuGame.fromRecord('1. h8 h9 2. h8'));
    assert.equal(refusals.length, 8);
    for (const lang of NOT_LATIN) {
      setLang(lang);
      for (const e of refusals) {
        const text = errorText(e, 'h8');
        assert.doesNotMatch(english(text.replace('h8', '')), ENGLISH, `${lang}: ${(e as Error).message} -> ${text}`);
      }
    }
    for (const game of [x, g]) game.dispose();
  });
});
