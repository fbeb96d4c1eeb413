import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { DEFAULT_PREFERENCES } from '../../../web/app/store/settings.ts';
import { gomokuWords } from '../../../web/app/ui/gomoku-words.ts';
import { setLang } from '../../../web/app/ui/i18n/index.ts';
import { archiveSummary } from '../../../web/app/ui/dialogs/archive-dialog.ts';
import { presentPlay, type TableState } from '../../../web/app/ui/play-presenter.ts';
import { noticeText } from '../../../web/app/ui/play-words.ts';
import { xiangqiWords } from '../../../web/app/ui/xiangqi-words.ts';
import { GOMOKU, harness, ScriptedAi, settle, XIANGQI } from './helpers.ts';

/** What the screen shows, from the match (web/app/ui/play-presenter.ts): pure, so checked here without a browser. */

// setLang marks the page's language; Node has no page, so give it the one element it touches.
(globalThis as { document?: unknown }).document ??= { documentElement: {} };

const LIVE: TableState = { viewPly: null, message: null, reviewing: false };
const prefs = { ...DEFAULT_PREFERENCES, lang: 'en' as const };

describe('the Confirm buttons (defect 3)', () => {
  it('only the mover’s Confirm is ready; the other is idle; after the end both are gone', () => {
    const { match } = harness('gomoku');
    match.start(GOMOKU);
    let view = presentPlay(match, gomokuWords, LIVE, prefs);
    assert.equal(view.bottom.confirm?.ready, false, 'nothing picked yet');
    match.select({ x: 7, y: 7 });
    view = presentPlay(match, gomokuWords, LIVE, prefs);
    const black = view.bottom.side === 'black' ? view.bottom : view.top;
    const white = view.bottom.side === 'white' ? view.bottom : view.top;
    assert.equal(black.confirm?.ready, true);
    assert.equal(white.confirm?.ready, false);
    match.resign();
    view = presentPlay(match, gomokuWords, LIVE, prefs);
    assert.equal(view.top.confirm, null);
    assert.equal(view.bottom.confirm, null);
  });
});

describe('the end of a game is shown beside the board (defect 7)', () => {
  it('the result is in the status, the notice line and at the end of the move list; Rematch is offered', () => {
    const { match } = harness('xiangqi');
    match.start(XIANGQI);
    match.newGame(
      XIANGQI,
      new (match.game.constructor as new (o: { fen: string }) => typeof match.game)({
        fen: '4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1',
      }),
    );
    match.select('i0');
    match.select('i9');
    match.confirm('red');
    const view = presentPlay(match, xiangqiWords, LIVE, prefs);
    assert.equal(view.status, 'Red wins: checkmate.');
    assert.deepEqual(view.notice, { kind: 'result', title: 'Red wins', tone: 'neutral', reason: 'Checkmate' });
    assert.equal(view.result, 'Red wins: checkmate.');
    assert.equal(view.controls.mode, 'ended');
    assert.equal(view.controls.review, false, 'only Red moved: nothing of Black’s to review');
  });
});

describe('Review is offered only for a game with a move by each side (issue 27, §1.1 and §5)', () => {
  for (const mode of ['two-player', 'ai'] as const)
    it(`${mode}: not after no move or one side’s moves only; once each side moved, it is`, async () => {
      const replies = ['h9g7', 'b9c7'];
      const { match } = harness('xiangqi', { ai: new ScriptedAi<string>(replies) });
      const ended = (): boolean => {
        const view = presentPlay(match, xiangqiWords, LIVE, prefs);
        assert.equal(view.controls.mode, 'ended');
        return view.controls.review;
      };
      match.newGame({ ...XIANGQI, mode, human: 'red' });
      match.resign();
      assert.equal(ended(), false, 'no move at all');
      match.newGame({ ...XIANGQI, mode, human: 'red' });
      match.select('h2');
      match.select('e2');
      match.confirm('red');
      if (mode === 'two-player') {
        match.resign();
        assert.equal(ended(), false, 'only Red moved');
        match.newGame({ ...XIANGQI, mode, human: 'red' });
        match.select('h2');
        match.select('e2');
        match.confirm('red');
        match.select('h9');
        match.select('g7');
        match.confirm('black');
      } else await settle();
      assert.equal(match.game.moveCount, 2);
      match.resign();
      assert.equal(ended(), true, 'each side moved');
    });
});

describe('one hint behaviour for both games (defect 9)', () => {
  it('both games show the hint as the same card in the notice line', async () => {
    const g = harness('gomoku', {
      ai: new ScriptedAi([], {
        move: { x: 7, y: 7 },
        pv: [
          { x: 7, y: 7 },
          { x: 8, y: 8 },
        ],
        reason: { code: 'opening', moves: 0, lost: false },
      }),
    });
    g.match.start({ ...GOMOKU, mode: 'ai' });
    await g.match.askHint();
    const gv = presentPlay(g.match, gomokuWords, LIVE, prefs).notice;
    assert.equal(gv?.kind, 'hint');
    assert.equal(gv?.kind === 'hint' && gv.hint.move, 'h8');
    assert.equal(gv?.kind === 'hint' && gv.hint.lines[0]?.text, 'h8 i7');
    assert.equal(gv?.kind === 'hint' && gv.hint.verdict, 'Take the centre.');

    const x = harness('xiangqi', {
      ai: new ScriptedAi([], {
        move: 'h2e2',
        pv: ['h2e2', 'h9g7'],
        reason: { verdict: 'level', side: null, moves: 0 },
        notations: { wxf: ['C2.5', 'H8+7'], chinese: ['炮二平五', '马8进7'] },
      }),
    });
    x.match.start({ ...XIANGQI, mode: 'ai' });
    await x.match.askHint();
    const xv = presentPlay(x.match, xiangqiWords, LIVE, prefs).notice;
    assert.equal(xv?.kind, 'hint');
    assert.equal(xv?.kind === 'hint' && xv.hint.move, 'C2.5');
    assert.equal(xv?.kind === 'hint' && xv.hint.verdict, 'The game is level');
  });
});

describe('captured pieces per side, with the material balance (defect 10)', () => {
  it('the cannon takes a soldier: Red’s strip shows 卒 and +1, Black’s shows nothing', () => {
    const { match } = harness('xiangqi');
    match.start(XIANGQI);
    for (const [from, to] of [
      ['h2', 'e2'],
      ['h9', 'g7'],
      ['e2', 'e6'],
    ])
      (match.drop(from!, to!), match.confirmFromBoard());
    const view = presentPlay(match, xiangqiWords, LIVE, prefs);
    const red = view.bottom.side === 'red' ? view.bottom : view.top;
    const black = red === view.bottom ? view.top : view.bottom;
    assert.deepEqual(
      red.captured.map((c) => [c.glyph, c.count]),
      [['卒', 1]],
    );
    assert.equal(red.ahead, '+1');
    assert.deepEqual(black.captured, []);
    assert.equal(black.ahead, null);
    assert.equal(red.capturedText, 'Captured by Red: Black soldier');
  });
});

describe('the named Xiangqi opening (issue 15 §4)', () => {
  it('heads the move list as the engine names it, in the page’s language; the archive line names it too', () => {
    const { match } = harness('xiangqi');
    match.start(XIANGQI);
    assert.equal(presentPlay(match, xiangqiWords, LIVE, prefs).opening, null, 'no moves, no opening');
    for (const [from, to] of [
      ['h2', 'e2'],
      ['h7', 'e7'],
    ])
      (match.drop(from!, to!), match.confirmFromBoard());
    assert.equal(presentPlay(match, xiangqiWords, LIVE, prefs).opening, 'Same-Direction Cannons');
    setLang('zh');
    try {
      assert.equal(presentPlay(match, xiangqiWords, LIVE, prefs).opening, '顺炮');
    } finally {
      setLang('en');
    }
    const entry = {
      id: 'a',
      game: 'xiangqi' as const,
      finishedAt: 0,
      setup: XIANGQI,
      startFen: match.game.toJSON().startFen,
      moves: ['h2e2', 'h7e7'],
      result: { winner: null, reason: 'agreement' },
    };
    assert.match(archiveSummary(entry, 'Same-Direction Cannons'), / · Xiangqi Same-Direction Cannons · /);
  });

  it('Gomoku has no named openings', () => {
    const { match } = harness('gomoku');
    match.start(GOMOKU);
    match.select({ x: 7, y: 7 });
    match.confirmFromBoard();
    assert.equal(presentPlay(match, gomokuWords, LIVE, prefs).opening, null);
  });
});

describe('stepping through the game', () => {
  it('an earlier ply is shown while the game stays live; no input meanwhile; ▶ is off on the last move', () => {
    const { match } = harness('gomoku');
    match.start(GOMOKU);
    for (const [x, y] of [
      [7, 7],
      [8, 8],
      [9, 9],
    ] as const) {
      match.select({ x, y });
      match.confirmFromBoard();
    }
    const viewing = presentPlay(match, gomokuWords, { ...LIVE, viewPly: 1 }, prefs);
    assert.equal(viewing.shownPly, 1);
    assert.equal(viewing.total, 3);
    assert.equal(viewing.interactive, false);
    assert.equal(viewing.controls.mode, 'viewing');
    assert.deepEqual(viewing.notice, { kind: 'viewing', text: 'Viewing move 1 of 3' });
    assert.equal(viewing.top.confirm?.ready ?? false, false);
    assert.equal(match.game.moveCount, 3, 'the live game is where it was');
    const last = presentPlay(match, gomokuWords, { ...LIVE, viewPly: 3, reviewing: true }, prefs);
    assert.equal(last.controls.forward, false);
    assert.equal(last.controls.back, true);
  });
});

describe('levels have names everywhere', () => {
  it('the AI is named by its level, in the info line and on its strip', async () => {
    const ai = new ScriptedAi<{ x: number; y: number }>([{ x: 0, y: 0 }]);
    const { match } = harness('gomoku', { ai });
    match.start({ ...GOMOKU, mode: 'ai', level: 3, human: 'black' });
    await settle();
    const view = presentPlay(match, gomokuWords, LIVE, prefs);
    assert.match(view.info, /vs AI · Club/);
    assert.equal(view.top.name, 'AI · Club · White');
  });
});

describe('the draw offer against the AI (defect 1)', () => {
  it('"considering" shows while the AI weighs the offer and is gone once the draw ends the game', async () => {
    const level = { verdict: 'level', side: null, moves: 0 } as const;
    const ai = new ScriptedAi<string>([], null, { accept: true, code: 'accept', evaluation: level, score: 0 });
    ai.hold = true;
    const { match } = harness('xiangqi', { ai });
    match.start({ ...XIANGQI, mode: 'ai' });
    const offer = match.offerDraw(async () => true);
    assert.deepEqual(presentPlay(match, xiangqiWords, LIVE, prefs).notice, {
      kind: 'message',
      tone: 'info',
      text: 'The AI is considering your draw offer…',
    });
    ai.release();
    await offer;
    const view = presentPlay(match, xiangqiWords, LIVE, prefs);
    assert.equal(view.notice?.kind, 'result');
    assert.equal(view.status, 'Draw: both sides agreed.');
  });

  it('when the engine declines for the AI, its verdict is said in the player’s words', async () => {
    const better = { verdict: 'better', side: 'black', moves: 0 } as const;
    const ai = new ScriptedAi<string>([], null, { accept: false, code: 'better', evaluation: better, score: -300 });
    const { match, changes } = harness('xiangqi', { ai });
    match.start({ ...XIANGQI, mode: 'ai' });
    await match.offerDraw(async () => true);
    const notice = changes.find((c) => c.type === 'notice');
    assert.ok(notice?.type === 'notice');
    assert.deepEqual(noticeText(notice.notice), { text: 'The AI declines the draw: Black is better.', tone: 'info' });
  });

  it('when the engine declines as too early, the player is told so', async () => {
    const ai = new ScriptedAi<string>([], null, { accept: false, code: 'too_early', evaluation: null, score: 0 });
    const { match, changes } = harness('xiangqi', { ai });
    match.start({ ...XIANGQI, mode: 'ai' });
    await match.offerDraw(async () => true);
    const notice = changes.find((c) => c.type === 'notice');
    assert.ok(notice?.type === 'notice');
    assert.deepEqual(noticeText(notice.notice), {
      text: 'The AI declines the draw: it is too early in the game.',
      tone: 'info',
    });
  });
});
