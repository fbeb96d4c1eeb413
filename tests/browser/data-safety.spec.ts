import { expect, test, type Page } from '@playwright/test';

import { CURRENT_KEY, freshApp, play, ready } from './gomoku-board.ts';
import { loadSample, move, newXiangqiGame, XIANGQI_KEY } from './xiangqi-board.ts';

/**
 * Issue 8, browser data safety: every key the app keeps is filled with
 * random garbage, truncated JSON, wrong types, wrong move shapes, hand-edited
 * illegal moves and future schema versions. For each, the app loads, keeps
 * the original under `key:backup`, tells the player, and stays playable.
 * The corruptions come from a seeded generator, so every run is the same.
 * `npm test` runs one of each kind of damage to the text (garbage, a cut, a wrong
 * type, a wrong field, a future version) and a third of the move shapes, each a
 * page load; `npm run verify` sets PINQI_ALL_CORRUPTIONS=1 and runs every
 * generated case, the missing and extra fields among them.
 */
const ALL = process.env.PINQI_ALL_CORRUPTIONS === '1';
/** How many of a kind of corruption run: `all` in verify, `some` in npm test. */
const many = (all: number, some: number): number => (ALL ? all : some);
/** Whether the `i`-th entry of a list runs: every one in verify, every third from `offset` in npm test. */
const sampled = (i: number, offset: number): boolean => ALL || i % 3 === offset;

const SETTINGS_KEY = 'pinqi:settings';
const STATS_KEY = 'pinqi:stats';
const ARCHIVE_KEY = 'pinqi:archive';

/** mulberry32: a small deterministic PRNG. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Case {
  name: string;
  text: string;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const WRONG: Json[] = [[], {}, 42, -1, 1.5, 'x', '', null, true, [[1, 2]], { version: 1 }];

function garbage(random: () => number): string {
  const alphabet = '{}[]":,0123456789abcdefxyz \\\n\t\u0000\u00e9\u4e2d\ud83d\ude00truefalsenull';
  const length = 1 + Math.floor(random() * 200);
  let text = '';
  for (let i = 0; i < length; i++) text += alphabet[Math.floor(random() * alphabet.length)];
  return text;
}

/** All dotted paths of an object's fields (objects only, not into arrays). */
function paths(value: Json, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => [prefix + k, ...paths(v, `${prefix}${k}.`)]);
}

function setPath(root: Json, path: string, value: Json | undefined): Json {
  const copy = clone(root) as Record<string, Json>;
  const keys = path.split('.');
  let at = copy;
  for (const k of keys.slice(0, -1)) at = at[k] as Record<string, Json>;
  const last = keys[keys.length - 1]!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

/** The corruptions every key gets: garbage, truncations, wrong types, missing fields, a future version. */
function commonCases(valid: Json, seed: number): Case[] {
  const random = rng(seed);
  const text = JSON.stringify(valid);
  const cases: Case[] = [];
  for (let i = 0; i < many(3, 1); i++) cases.push({ name: `random garbage #${i}`, text: garbage(random) });
  for (let i = 0; i < many(3, 1); i++) {
    const cut = 1 + Math.floor(random() * (text.length - 2));
    cases.push({ name: `truncated at ${cut}/${text.length}`, text: text.slice(0, cut) });
  }
  const wrongTypes = ['[]', '42', '"a string"', 'null', 'true', '{}', '[{"version":1}]'];
  for (const wrong of ALL ? wrongTypes : ['"a string"']) cases.push({ name: `wrong type ${wrong}`, text: wrong });
  const fields = paths(valid);
  for (let i = 0; i < many(4, 1); i++) {
    const path = fields[Math.floor(random() * fields.length)]!;
    const original = JSON.stringify(path.split('.').reduce<Json>((o, k) => (o as Record<string, Json>)[k]!, valid));
    const choices = WRONG.filter((w) => JSON.stringify(w) !== original && typeof w !== typeof JSON.parse(original));
    const wrong = choices[Math.floor(random() * choices.length)]!;
    cases.push({ name: `${path} set to ${JSON.stringify(wrong)}`, text: JSON.stringify(setPath(valid, path, wrong)) });
  }
  const top = Object.keys(valid as object);
  const missing = top[Math.floor(random() * top.length)]!;
  if (ALL) {
    cases.push({ name: `missing field ${missing}`, text: JSON.stringify(setPath(valid, missing, undefined)) });
    cases.push({ name: 'an unknown extra field', text: JSON.stringify({ ...(valid as object), surprise: [1, 2, 3] }) });
  }
  const next = ((valid as { version?: number }).version ?? 1) + 1;
  cases.push({
    name: `future schema version ${next}`,
    text: JSON.stringify({ ...(valid as object), version: next }),
  });
  if (ALL)
    cases.push({
      name: 'future schema version 99 with new fields',
      text: JSON.stringify({ ...(valid as object), version: 99, extra: { a: 1 } }),
    });
  return cases;
}

/** Corruptions of a saved game's move list (in npm test the third that ends with a hand-edited game). */
function moveCases(valid: Json, shapes: [string, Json[]][]): Case[] {
  return shapes
    .filter((_, i) => sampled(i, (shapes.length - 1) % 3))
    .map(([name, moves]) => ({ name, text: JSON.stringify(setPath(valid, 'game.moves', moves)) }));
}

interface Stored {
  [key: string]: string;
}

/** Real stored data from real play: a finished Xiangqi game (stats, archive), a Xiangqi and a Gomoku game in progress. */
async function realData(page: Page): Promise<Stored> {
  await freshApp(page);
  await newXiangqiGame(page);
  await loadSample(page, 'xq-two-chariots');
  await move(page, 'i0', 'i9'); // mate: counted and archived
  await newXiangqiGame(page);
  await move(page, 'h2', 'e2');
  await page.locator('#open-new').click();
  // The form must be open before its radios can be checked (a check before it opens fails).
  await expect(page.locator('#new-form')).toBeVisible();
  await page.locator('#new-form input[name="game"][value="gomoku"]').check({ force: true });
  await page.locator('#new-start').click();
  await play(page, { x: 7, y: 7 });
  return page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)!])));
}

/** The loads so far: each gets a query of its own. */
let loads = 0;

/** Loads the app with `stored`, except `key` holds `text`; checks backup, notice and that a move can be made and saved. */
async function expectSurvives(
  page: Page,
  stored: Stored,
  key: string,
  text: string,
  game: 'gomoku' | 'xiangqi',
): Promise<void> {
  const settings = JSON.parse(stored[SETTINGS_KEY]!);
  settings.game = game;
  const all = { ...stored, [SETTINGS_KEY]: JSON.stringify(settings), [key]: text };
  if (key === SETTINGS_KEY) all[SETTINGS_KEY] = text;
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, all);
  // A fresh load of that game's table (a same-page hash change would read the data before the
  // reload): a query of its own makes the address another document's. Through about:blank the
  // page took a new renderer process, whose load cost three times the CPU (1.2 CPU-s against 0.4).
  await page.goto(`./?load=${++loads}#${game}`);
  await ready(page);
  await expect(page.locator('#message')).toContainText('could not be read');
  expect(await page.evaluate((k) => localStorage.getItem(`${k}:backup`), key)).toBe(text);

  const active = (await page.locator('body').getAttribute('data-game')) as 'gomoku' | 'xiangqi';
  const before = Number(await page.locator('body').getAttribute('data-moves'));
  if (active === 'gomoku') {
    await play(page, { x: 3, y: 3 });
  } else {
    const turn = await page.locator('body').getAttribute('data-turn');
    await (turn === 'red' ? move(page, 'e3', 'e4') : move(page, 'e6', 'e5'));
  }
  const saved = await page.evaluate(
    (k) => JSON.parse(localStorage.getItem(k)!).game.moves.length,
    active === 'gomoku' ? CURRENT_KEY : XIANGQI_KEY,
  );
  expect(saved).toBe(before + 1);
}

const GOMOKU_SHAPES: [string, Json[]][] = [
  ['moves as points {x,y}', [{ x: 7, y: 7 }]],
  ['moves as text', ['h8']],
  ['a move with three numbers', [[7, 7, 7]]],
  ['a fractional move', [[7.5, 7]]],
  ['a move off the board', [[15, 3]]],
  ['a negative move', [[-1, 0]]],
  ['a null move', [null]],
  [
    'hand-edited: the same point twice',
    [
      [7, 7],
      [7, 7],
    ],
  ],
  [
    'hand-edited: a move after five in a row',
    [
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
      [2, 0],
      [2, 1],
      [3, 0],
      [3, 1],
      [4, 0],
      [4, 1],
    ],
  ],
];

const XIANGQI_SHAPES: [string, Json[]][] = [
  ['moves as pairs of numbers', [[7, 2]]],
  ['moves as objects', [{ from: 'h2', to: 'e2' }]],
  ['a number for a move', [42]],
  ['a move off the board', ['j2e2']],
  ['a move with an extra letter', ['h2e2x']],
  ['hand-edited: an illegal cannon move', ['h2h8']],
  ['hand-edited: Black moving first', ['h9g7']],
  ['hand-edited: a legal game with one illegal move', ['h2e2', 'h9g7', 'e2e9']],
];

test.describe.configure({ mode: 'parallel' });

for (const [label, key, seed] of [
  ['the Gomoku game in progress', CURRENT_KEY, 101],
  ['the Xiangqi game in progress', XIANGQI_KEY, 202],
  ['the settings', SETTINGS_KEY, 303],
  ['the stats', STATS_KEY, 404],
  ['the archive of finished games', ARCHIVE_KEY, 505],
] as const) {
  test(`corrupt ${label} (${key}) never crashes the app or costs the data`, async ({ page }) => {
    test.setTimeout(240_000);
    const stored = await realData(page);
    const valid = JSON.parse(stored[key]!) as Json;
    const cases = commonCases(valid, seed);
    if (key === CURRENT_KEY) cases.push(...moveCases(valid, GOMOKU_SHAPES));
    if (key === XIANGQI_KEY) cases.push(...moveCases(valid, XIANGQI_SHAPES));
    if (key === ARCHIVE_KEY) {
      const entry = (valid as { games: Record<string, Json>[] }).games[0]!;
      for (const [name, moves] of XIANGQI_SHAPES.filter((_, i) => sampled(i, (XIANGQI_SHAPES.length - 2) % 3)))
        cases.push({
          name: `an archived game with ${name}`,
          text: JSON.stringify({ version: 1, games: [{ ...entry, moves }] }),
        });
      cases.push({
        name: 'an archived game without a result',
        text: JSON.stringify({ version: 1, games: [{ ...entry, result: undefined }] }),
      });
    }
    if (key === STATS_KEY) {
      cases.push({
        name: 'a negative tally',
        text: JSON.stringify({
          version: 1,
          buckets: { 'xiangqi/two-player': { win: -1, loss: 0, draw: 0 } },
          counted: [],
        }),
      });
      cases.push({
        name: 'a tally as text',
        text: JSON.stringify({ version: 1, buckets: { 'gomoku/ai/2': { win: '3', loss: 0, draw: 0 } }, counted: [] }),
      });
      cases.push({
        name: 'a number among the counted ids',
        text: JSON.stringify({ version: 1, buckets: {}, counted: [7] }),
      });
    }
    if (key === SETTINGS_KEY) {
      const s = valid as Record<string, Json>;
      cases.push({
        name: 'an unknown language',
        text: JSON.stringify({ ...s, preferences: { ...(s.preferences as object), lang: 'fr' } }),
      });
      cases.push({ name: 'an unknown game', text: JSON.stringify({ ...s, game: 'chess' }) });
      cases.push({
        name: 'a board size out of range',
        text: JSON.stringify({ ...s, gomoku: { ...(s.gomoku as object), size: 99 } }),
      });
      cases.push({
        name: "an AI level beyond the engine's",
        text: JSON.stringify({ ...s, xiangqi: { ...(s.xiangqi as object), level: 9 } }),
      });
    }
    expect(cases.length).toBeGreaterThanOrEqual(many(20, 7));
    const games =
      key === XIANGQI_KEY
        ? (['xiangqi'] as const)
        : key === CURRENT_KEY
          ? (['gomoku'] as const)
          : (['gomoku', 'xiangqi'] as const);
    for (const [i, c] of cases.entries()) {
      const game = games[i % games.length]!;
      await test.step(`${c.name} (${game} on the table)`, () => expectSurvives(page, stored, key, c.text, game));
    }
  });
}
