import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { loadPinqi, PinqiError } from '../../web/src/index.ts';

const pinqi = await loadPinqi();
const openings = pinqi.xiangqiOpenings;

function play(moves: string[]) {
  const game = new pinqi.XiangqiGame();
  for (const m of moves) game.move(m);
  return game;
}

function expectCode(fn: () => unknown, code: string): void {
  assert.throws(fn, (e: unknown) => e instanceof PinqiError && e.code === code, `expected ${code}`);
}

describe('Xiangqi opening names', () => {
  it('at least 40 named openings, each with a stable id, a Chinese and an English name', () => {
    assert.ok(openings.list.length >= 40);
    assert.equal(new Set(openings.list.map((o) => o.id)).size, openings.list.length);
    for (const name of ['中炮对屏风马', '顺炮', '列炮', '飞相局', '仙人指路', '起马局', '过宫炮'])
      assert.ok(
        openings.list.some((o) => o.chinese === name),
        name,
      );
    assert.ok(openings.list.every((o) => o.english.length > 0 && o.chinese.length > 0));
  });

  it('names a game by position, so a transposed move order gets the same name', () => {
    const book = play(['炮二平五', '马8进7', '马二进三', '车9平8', '车一平二', '马2进3']);
    const transposed = play(['炮二平五', '马2进3', '马二进三', '马8进7', '车一平二', '车9平8']);
    const a = openings.of(book)!;
    const b = openings.of(transposed)!;
    assert.equal(a.chinese, '中炮直车对屏风马');
    assert.equal(a.english, 'Central Cannon with Straight Chariot vs Screen Horses');
    assert.equal(b.id, a.id);
    assert.equal(a.ply, 6);
    book.dispose();
    transposed.dispose();
  });

  it('the mirror image on the other wing is the same opening', () => {
    const game = play(['炮八平五', '炮2平5']);
    assert.equal(openings.of(game)!.chinese, '顺炮');
    game.dispose();
  });

  it('reads the saved form too, and the name stays once the game leaves the book', () => {
    const game = play(['相三进五', '炮8平5', '马二进三', '马8进7']);
    const saved = game.toJSON();
    assert.equal(openings.of(saved)!.chinese, '飞相对左中炮');
    assert.equal(openings.of(saved)!.ply, 2);
    game.dispose();
  });

  it('a game from another position, or with no named position, has none', () => {
    const endgame = new pinqi.XiangqiGame({ fen: '4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1' });
    assert.equal(openings.of(endgame), null);
    endgame.dispose();
    const game = play(['兵五进一']);
    assert.equal(openings.of(game), null);
    game.dispose();
  });

  it('refuses what is not a game with bad_record, a bad game with its code', () => {
    for (const junk of [null, 1, 'h2e2', {}, { startFen: 1, moves: [] }, { startFen: '', moves: 'h2e2' }])
      expectCode(() => openings.of(junk as never), 'bad_record');
    const sparse: string[] = [];
    sparse[1] = 'h9g7';
    expectCode(
      () => openings.of({ startFen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w', moves: sparse }),
      'bad_record',
    );
    expectCode(() => openings.of({ startFen: 'nonsense', moves: [] }), 'bad_fen');
    expectCode(
      () => openings.of({ startFen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w', moves: ['a0a9'] }),
      'illegal_move',
    );
  });
});
