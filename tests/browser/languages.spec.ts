import { expect, test, type Page } from '@playwright/test';

import { installAiStub } from './ai-stub.ts';
import { CURRENT_KEY, NINE_MOVE_WIN, play, ready, waitForFrame } from './gomoku-board.ts';
import { expectGoodLayout, pageAt, PHONE } from './layout.ts';
import { loadSample, move } from './xiangqi-board.ts';

/**
 * Each of the app's six languages on a phone (390×844), chosen by the browser's
 * language on the first visit (issue 27 §4), through the screens with the most
 * words: home, a two-player Gomoku game with a hint, its end and its review
 * (with "Back to the game"), a Xiangqi game in check with a hint, and Settings.
 * Each screen passes the layout check, which fails on text cut off or shortened
 * to '…' (§1.3). One page load per language; the AI is the scripted stand-in.
 */
const LOCALES = [
  { locale: 'en-GB', lang: 'en' },
  { locale: 'zh-CN', lang: 'zh-CN' },
  { locale: 'zh-TW', lang: 'zh-TW' },
  { locale: 'ja-JP', lang: 'ja' },
  { locale: 'ko-KR', lang: 'ko' },
  { locale: 'vi-VN', lang: 'vi' },
] as const;

const PLAY = ['.topbar', '#side-top', '#board', '#side-bottom', '.status-box', '#notice', '#controls', '.moves'];
const REVIEW = [
  '.topbar',
  '#side-top',
  '#board',
  '#side-bottom',
  '.status-box',
  '#review-panel',
  '#controls',
  '.moves',
];

/** A two-player free-style game, eight moves into the nine-move win: Black to move, and win. */
const GOMOKU_GAME = {
  schema: 'pinqi-app/gomoku-current',
  version: 1,
  id: 'lang',
  rev: 0,
  startedAt: 1_700_000_000_000,
  setup: { rule: 'freestyle', size: 15, human: 'black', mode: 'two-player', level: 3, clockMinutes: 0 },
  game: {
    schema: 'pinqi/gomoku',
    version: 1,
    size: 15,
    rule: 'freestyle',
    moves: NINE_MOVE_WIN.slice(0, 8).map((p) => [p.x, p.y]),
  },
  clocks: null,
  turnElapsedMs: 0,
  ending: null,
};

async function goTo(page: Page, hash: string, screen: string): Promise<void> {
  await page.evaluate((hash) => (location.hash = hash), hash);
  await expect(page.locator('body')).toHaveAttribute('data-screen', screen);
}

async function check(page: Page, name: string, options: Parameters<typeof expectGoodLayout>[1] = {}): Promise<void> {
  await waitForFrame(page);
  await test.step(name, () => expectGoodLayout(page, { ...options, soft: true }));
}

for (const { locale, lang } of LOCALES)
  test(`${locale} on a phone: the language is the browser's, and no screen cuts its text`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await pageAt(browser, PHONE, locale);
    await installAiStub(page);
    await page.addInitScript(
      ([key, game]) => {
        (window as unknown as { pinqiTestReviewMs: number }).pinqiTestReviewMs = 1;
        localStorage.setItem(key, game);
      },
      [CURRENT_KEY, JSON.stringify(GOMOKU_GAME)] as const,
    );
    await page.goto('./');
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await check(page, 'home', { scrolls: true, parts: ['.topbar', '#home'] });
    await page.screenshot({ path: `tests/browser/artifacts/lang-${locale}-home.png` });

    // A two-player Gomoku game with a hint shown.
    await goTo(page, '#gomoku', 'play');
    await expect(page.locator('body')).toHaveAttribute('data-moves', '8');
    await page.locator('#hint').click();
    await expect(page.locator('#hint-card')).toBeVisible();
    await check(page, 'a Gomoku hint', { parts: PLAY });
    await page.screenshot({ path: `tests/browser/artifacts/lang-${locale}-gomoku-hint.png` });

    // Its end, then its review.
    await play(page, NINE_MOVE_WIN[8]!);
    await expect(page.locator('body')).toHaveAttribute('data-over', 'true');
    await check(page, 'the end of a Gomoku game', { parts: PLAY });
    await page.locator('#review').click();
    await expect(page.locator('body')).toHaveAttribute('data-review', 'done');
    await page.locator('#move-list [data-ply="3"]').click();
    await expect(page.locator('#back-to-game')).toBeVisible();
    await check(page, 'a review', { parts: REVIEW });
    await page.screenshot({ path: `tests/browser/artifacts/lang-${locale}-review.png` });

    // A Xiangqi game in check, with a hint.
    await goTo(page, '#xiangqi', 'play');
    await loadSample(page, 'xq-two-chariots');
    await move(page, 'a8', 'a9');
    await expect(page.locator('#status')).toHaveAttribute('data-tone', 'check');
    await page.locator('#hint').click();
    await expect(page.locator('#hint-card')).toBeVisible();
    await check(page, 'a Xiangqi game in check, with a hint', { parts: PLAY });
    await page.screenshot({ path: `tests/browser/artifacts/lang-${locale}-xiangqi.png` });

    await page.locator('#open-settings').click();
    await expect(page.locator('dialog[open]')).toHaveCount(1);
    await check(page, 'Settings', { parts: [] });
    await page.context().close();
  });
