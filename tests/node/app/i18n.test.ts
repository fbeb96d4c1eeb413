import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { en } from '../../../web/app/ui/i18n/en.ts';
import { browserLang, chinese, LANGUAGES, setLang } from '../../../web/app/ui/i18n/index.ts';
import { openingNameText } from '../../../web/app/ui/play-presenter.ts';
import { fileNumerals } from '../../../web/app/ui/xiangqi-words.ts';
import { fileNumber } from '../../../web/src/views/xiangqi/glyphs.ts';

/**
 * The app's six languages (issue 27 §4): each gives exactly English's keys,
 * with the same parameters, and the browser's preferred languages choose one
 * on the first visit. tests/node/engine-words.test.ts checks that every engine
 * code has words in each of them.
 */

const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();

describe('the app’s languages (ui/i18n)', () => {
  it('are the six the issue asks for, each with its own code', () => {
    assert.deepEqual(LANGUAGES.map((l) => l.code).sort(), ['en', 'ja', 'ko', 'vi', 'zh', 'zh-Hant']);
    for (const language of LANGUAGES) {
      assert.ok(language.name.trim(), language.code);
      assert.ok(language.tags.length > 0 && language.tags.every((tag) => tag === tag.toLowerCase()), language.code);
    }
  });

  for (const language of LANGUAGES) {
    it(`${language.code}: has every key of English and no other`, () => {
      const keys = Object.keys(language.messages);
      const wanted = Object.keys(en.messages);
      assert.deepEqual(
        wanted.filter((k) => !keys.includes(k)),
        [],
        `${language.code} lacks these keys`,
      );
      assert.deepEqual(
        keys.filter((k) => !wanted.includes(k)),
        [],
        `${language.code} has keys English does not`,
      );
    });

    it(`${language.code}: every message is worded, with English's parameters`, () => {
      const messages = language.messages as Record<string, string>;
      for (const [key, english] of Object.entries(en.messages)) {
        const text = messages[key]!;
        assert.equal(typeof text, 'string', `${language.code}.${key}`);
        assert.ok(text.trim(), `${language.code}.${key} is empty`);
        assert.deepEqual(placeholders(text), placeholders(english), `${language.code}.${key}: ${text}`);
      }
    });

    if (language.code !== 'en')
      it(`${language.code}: is translated, not English copied`, () => {
        const messages = language.messages as Record<string, string>;
        const same = Object.entries(en.messages).filter(([key, english]) => messages[key] === english);
        // Names and formulas stay as they are ('+{n}', 'WXF (C2.5)', 'Swap2'): a handful, never more.
        assert.ok(same.length <= 12, `${language.code}: ${same.map(([key]) => key).join(', ')}`);
      });
  }

  it('the browser’s languages choose one on the first visit', () => {
    const cases: [string[], string][] = [
      [['zh-TW'], 'zh-Hant'],
      [['zh-HK', 'en'], 'zh-Hant'],
      [['zh-MO'], 'zh-Hant'],
      [['zh-Hant'], 'zh-Hant'],
      [['zh-Hant-CN'], 'zh-Hant'],
      [['zh-CN'], 'zh'],
      [['zh'], 'zh'],
      [['zh-Hans-HK'], 'zh'],
      [['zh-SG'], 'zh'],
      [['ja-JP'], 'ja'],
      [['ja'], 'ja'],
      [['ko-KR'], 'ko'],
      [['vi-VN'], 'vi'],
      [['en-GB'], 'en'],
      [['fr-FR', 'de', 'ko'], 'ko'],
      [['fr-FR'], 'en'],
      [['kok-IN'], 'en'], // Konkani is not Korean
      [['jam'], 'en'],
      [[], 'en'],
    ];
    for (const [tags, code] of cases) assert.equal(browserLang(tags), code, tags.join());
  });
});

describe('the board’s labels follow the language', () => {
  // setLang marks the page's language; Node has no page, so give it the one element it touches.
  (globalThis as { document?: unknown }).document ??= { documentElement: {} };

  it('Xiangqi files: Chinese numerals in Chinese (Black in digits, as Chinese boards print them), digits elsewhere', () => {
    const edges = () => ({
      red: [0, 4, 8].map((file) => fileNumber(file, 'red', fileNumerals())),
      black: [0, 4, 8].map((file) => fileNumber(file, 'black', fileNumerals())),
    });
    try {
      for (const { code } of LANGUAGES) {
        setLang(code);
        // Each side counts from its own right: Red's file a is its ninth, Black's its first.
        const want = code.startsWith('zh')
          ? { red: ['九', '五', '一'], black: ['１', '５', '９'] }
          : { red: ['9', '5', '1'], black: ['1', '5', '9'] };
        assert.deepEqual(edges(), want, code);
      }
    } finally {
      setLang('en');
    }
  });
});

describe('the engine’s Chinese in Traditional characters', () => {
  (globalThis as { document?: unknown }).document ??= { documentElement: {} };

  it('zh-Hant rewrites Xiangqi moves and opening names; Simplified Chinese keeps them', () => {
    const name = { chinese: '中炮过河车对屏风马', english: 'Central Cannon, River Chariot vs Screen Horses' };
    try {
      setLang('zh-Hant');
      assert.equal(chinese('炮二平五 马8进7 车一进一 前马退三 后炮平4'), '炮二平五 馬8進7 車一進一 前馬退三 後炮平4');
      assert.equal(openingNameText(name), '中炮過河車對屏風馬');
      setLang('zh');
      assert.equal(chinese('马8进7'), '马8进7');
      assert.equal(openingNameText(name), name.chinese);
      setLang('ja');
      assert.equal(openingNameText(name), name.english);
    } finally {
      setLang('en');
    }
  });
});
