import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { loadPinqi, PinqiError, type Point } from '../../web/src/index.ts';
import {
  createPuzzles,
  gomokuPuzzles,
  xiangqiPuzzles,
  type GomokuPuzzle,
  type XiangqiPuzzle,
} from '../../web/src/puzzles/index.ts';

const pinqi = await loadPinqi();
const puzzles = createPuzzles(pinqi);

const DOCUMENTED = new Set(['bad_puzzle', 'bad_point', 'bad_notation', 'illegal_move', 'game_over']);

function expectCode(fn: () => unknown, code: string): void {
  assert.throws(fn, (e: unknown) => e instanceof PinqiError && e.code === code, `expected ${code}`);
}

/** The puzzle with its precomputed shortcuts removed: every answer is then proven in wasm. */
function proofOnly<P extends GomokuPuzzle | XiangqiPuzzle>(p: P): P {
  return { ...p, solution: [], firstMoves: [] };
}

/** Plays the solution through the checker; returns the verdicts. */
function playSolution(p: GomokuPuzzle | XiangqiPuzzle, judged: GomokuPuzzle | XiangqiPuzzle = p): string[] {
  const line: (Point | string)[] = [];
  const verdicts: string[] = [];
  for (let i = 0; i < p.solution.length; i += 2) {
    const j =
      judged.game === 'gomoku'
        ? puzzles.check(judged, line as Point[], p.solution[i] as Point)
        : puzzles.check(judged as XiangqiPuzzle, line as string[], p.solution[i] as string);
    verdicts.push(j.verdict);
    if (j.verdict === 'correct') assert.deepEqual(j.reply, p.solution[i + 1], `${p.id}: the reply`);
    line.push(p.solution[i]!, p.solution[i + 1]!);
  }
  return verdicts;
}

function expectSolved(verdicts: string[]): void {
  assert.equal(verdicts.at(-1), 'solved');
  assert.ok(verdicts.slice(0, -1).every((v) => v === 'correct'));
}

describe('the shipped puzzles', () => {
  it('at least 300 per game, with unique ids, the same list standalone and on the module', () => {
    assert.ok(gomokuPuzzles.length >= 300, `${gomokuPuzzles.length} Gomoku puzzles`);
    assert.ok(xiangqiPuzzles.length >= 300, `${xiangqiPuzzles.length} Xiangqi puzzles`);
    assert.equal(puzzles.gomoku, gomokuPuzzles);
    assert.equal(puzzles.xiangqi, xiangqiPuzzles);
    const ids = new Set([...gomokuPuzzles, ...xiangqiPuzzles].map((p) => p.id));
    assert.equal(ids.size, gomokuPuzzles.length + xiangqiPuzzles.length);
  });

  it('createPuzzles takes only a namespace from loadPinqi (bad_settings otherwise), and judges in its engine', () => {
    for (const bad of [undefined, null, {}, { ...pinqi }, 'pinqi'])
      expectCode(() => createPuzzles(bad as never), 'bad_settings');
    const other = createPuzzles(pinqi);
    const p = gomokuPuzzles[0]!;
    assert.deepEqual(other.check(p, [], p.solution[0]!), puzzles.check(p, [], p.solution[0]!));
  });

  it('Gomoku: every rule and kind, VCF of 3 to 8 fours, the player to move after the setup', () => {
    for (const rule of ['freestyle', 'standard', 'renju'])
      for (const kind of ['vcf', 'vct'])
        assert.ok(gomokuPuzzles.filter((p) => p.rule === rule && p.kind === kind).length >= 20, `${rule} ${kind}`);
    for (const p of gomokuPuzzles) {
      if (p.kind === 'vcf') assert.ok(p.length - 1 >= 3 && p.length - 1 <= 8, p.id);
      assert.equal(p.solution.length, 2 * p.length - 1, p.id);
      assert.equal(p.toMove, p.setup.length % 2 === 0 ? 'black' : 'white');
      assert.ok(
        p.firstMoves.some((m) => m.x === p.solution[0]!.x && m.y === p.solution[0]!.y),
        p.id,
      );
      assert.ok(p.rating >= 400 && p.rating <= 3000, p.id);
    }
  });

  it('Xiangqi: mates in 1 to 5 and material tactics, rated', () => {
    for (let n = 1; n <= 5; n++)
      assert.ok(xiangqiPuzzles.filter((p) => p.kind === 'mate' && p.length === n).length >= 20, `mate in ${n}`);
    assert.ok(xiangqiPuzzles.filter((p) => p.kind === 'material').length >= 40);
    for (const p of xiangqiPuzzles) {
      assert.equal(p.solution.length, 2 * p.length - 1, p.id);
      assert.ok(p.firstMoves.includes(p.solution[0]!), p.id);
      assert.ok(p.rating >= 400 && p.rating <= 3000, p.id);
    }
  });

  it('Xiangqi: the material tactics found refuted at depth are left out, the others keep their ids (issue 27)', () => {
    const ids = new Set(xiangqiPuzzles.map((p) => p.id));
    for (const n of ['009', '023', '025', '029']) assert.ok(!ids.has(`xiangqi-material-${n}`), n);
    for (const n of ['008', '010', '024', '030']) assert.ok(ids.has(`xiangqi-material-${n}`), n);
  });

  it('every shipped solution plays through the checker to solved, with the data replies', () => {
    for (const p of [...gomokuPuzzles, ...xiangqiPuzzles]) expectSolved(playSolution(p));
  });

  it('the puzzle position replays with the game classes', () => {
    const g = gomokuPuzzles[0]!;
    const game = new pinqi.GomokuGame({ size: g.size, rule: g.rule });
    for (const p of g.setup) game.place(p);
    assert.equal(game.turn, g.toMove);
    game.dispose();
    const x = xiangqiPuzzles[0]!;
    const xg = new pinqi.XiangqiGame({ fen: x.fen });
    assert.equal(xg.turn, x.toMove);
    xg.move(x.solution[0]!);
    xg.dispose();
  });
});

describe('the checker proves what the data does not list', () => {
  it('with the shortcuts removed, a sample of solutions is proven step by step in wasm', () => {
    for (const list of [gomokuPuzzles, xiangqiPuzzles] as const)
      for (let i = 0; i < list.length; i += 25) expectSolved(playSolution(list[i]!, proofOnly(list[i]!)));
  });

  it('Gomoku: another listed first move is correct, proven or taken from the list alike', () => {
    const p = gomokuPuzzles.find((q) => q.firstMoves.length >= 2)!;
    for (const first of p.firstMoves) {
      const listed = puzzles.check(p, [], first);
      const proven = puzzles.check(proofOnly(p), [], first);
      assert.equal(listed.verdict, 'correct', p.id);
      assert.deepEqual(proven, listed);
    }
  });

  it('Gomoku: any move that wins by force within the moves left is correct, threes and quiet moves too (issue 27)', () => {
    const named = (id: string): GomokuPuzzle => gomokuPuzzles.find((q) => q.id === id)!;
    const at = (name: string): Point => ({ x: name.charCodeAt(0) - 97, y: 15 - Number(name.slice(1)) });
    /** Plays `first`, then the checker's own hints, until a verdict other than correct. */
    const playOut = (p: GomokuPuzzle, first: Point): string[] => {
      const line: Point[] = [];
      const verdicts: string[] = [];
      for (let move: Point | null = first; move; move = puzzles.hint(p, line)) {
        const judged = puzzles.check(p, line, move);
        verdicts.push(judged.verdict);
        if (judged.verdict !== 'correct') break;
        line.push(move, judged.reply);
      }
      return verdicts;
    };
    // A double three in a puzzle of fours (five in 5 plies), and a move that makes no three
    // yet wins in four moves: neither is the solution's nor listed.
    for (const [id, move] of [
      ['gomoku-freestyle-vcf-009', 'e7'],
      ['gomoku-freestyle-vcf-001', 'l7'],
    ] as const) {
      const p = named(id);
      assert.ok(!p.firstMoves.some((m) => m.x === at(move).x && m.y === at(move).y), `${id} ${move} listed`);
      assert.equal(puzzles.check(p, [], at(move)).verdict, 'correct', `${id} ${move}`);
      const verdicts = playOut(p, at(move));
      expectSolved(verdicts);
      assert.ok(verdicts.length <= p.length, `${id} ${move}: ${verdicts.length} moves`);
    }
    // The same moves with too few moves left do not win within them: wrong.
    assert.deepEqual(puzzles.check({ ...named('gomoku-freestyle-vcf-009'), length: 2 }, [], at('e7')), {
      verdict: 'wrong',
    });
    assert.deepEqual(puzzles.check({ ...named('gomoku-freestyle-vcf-001'), length: 3 }, [], at('l7')), {
      verdict: 'wrong',
    });
  });

  it('Xiangqi: another mating first move is accepted', () => {
    const p = xiangqiPuzzles.find((q) => q.kind === 'mate' && q.firstMoves.length >= 2)!;
    for (const first of p.firstMoves) assert.notEqual(puzzles.check(p, [], first).verdict, 'wrong', first);
  });

  it('a move that forces nothing is wrong', () => {
    const g = gomokuPuzzles[0]!;
    const corner = [
      { x: 0, y: 0 },
      { x: 14, y: 0 },
      { x: 0, y: 14 },
      { x: 14, y: 14 },
    ].find((c) => !g.setup.some((s) => s.x === c.x && s.y === c.y))!;
    assert.deepEqual(puzzles.check(g, [], corner), { verdict: 'wrong' });
    assert.deepEqual(puzzles.check(proofOnly(g), [], corner), { verdict: 'wrong' });
    const x = xiangqiPuzzles.find((q) => q.kind === 'mate' && q.length >= 2)!;
    const game = new pinqi.XiangqiGame({ fen: x.fen });
    const moves = game.legalMoves();
    game.dispose();
    const other = moves.find((m) => !x.firstMoves.includes(m))!;
    assert.deepEqual(puzzles.check(x, [], other), { verdict: 'wrong' });
  });

  it('a hint is the next solution move, or a move the checker accepts off the solution', () => {
    const g = gomokuPuzzles[3]!;
    assert.deepEqual(puzzles.hint(g, []), g.solution[0]);
    assert.notEqual(puzzles.check(g, [], puzzles.hint(proofOnly(g), [])!).verdict, 'wrong');
    const x = xiangqiPuzzles[3]!;
    assert.equal(puzzles.hint(x, []), x.solution[0]);
    assert.notEqual(puzzles.check(x, [], puzzles.hint(proofOnly(x), [])!).verdict, 'wrong');
  });

  it('checks are deterministic: the same question gets the same answer', () => {
    const p = proofOnly(gomokuPuzzles[7]!);
    const first = puzzles.check(p, [], gomokuPuzzles[7]!.solution[0]!);
    for (let i = 0; i < 3; i++) assert.deepEqual(puzzles.check(p, [], gomokuPuzzles[7]!.solution[0]!), first);
  });
});

describe('the checker refuses bad input with a documented code', () => {
  const g = gomokuPuzzles[0]!;
  const x = xiangqiPuzzles[0]!;

  it('refusals: odd line, occupied point, past the end, broken puzzle', () => {
    expectCode(() => puzzles.check(g, [g.solution[0]!], { x: 0, y: 0 }), 'illegal_move');
    expectCode(() => puzzles.check(g, [], g.setup[0]!), 'illegal_move');
    expectCode(() => puzzles.check({ ...g, setup: [...g.setup, g.setup[0]!] }, [], g.solution[0]!), 'bad_puzzle');
    expectCode(() => puzzles.check({ ...x, fen: 'nonsense' }, [], x.solution[0]!), 'bad_puzzle');
    expectCode(() => puzzles.check(x, [], 'e5e5'), 'illegal_move');
    const mate1 = xiangqiPuzzles.find((p) => p.kind === 'mate' && p.length === 1)!;
    expectCode(() => puzzles.check(mate1, [mate1.solution[0]!, 'a0a1'], 'a0a1'), 'illegal_move');
  });

  it('values of every wrong type throw PinqiError with a documented code, never a TypeError', () => {
    const junk: unknown[] = [
      null,
      undefined,
      0,
      -1,
      2 ** 32 + 3,
      1.5,
      NaN,
      Infinity,
      10n,
      'h8',
      'x'.repeat(1_000_000),
      {},
      [],
      { x: 1 },
      { x: 2 ** 31, y: 0 },
      { x: -1, y: 3 },
      Object.create(null),
      JSON.parse('{"__proto__": {"x": 1}}'),
      Symbol('s'),
      () => 0,
      new Array(5),
    ];
    const calls: ((v: unknown) => unknown)[] = [
      (v) => puzzles.check(v as GomokuPuzzle, [], g.solution[0]!),
      (v) => puzzles.check(g, v as Point[], g.solution[0]!),
      (v) => puzzles.check(g, [], v as Point),
      (v) => puzzles.check(x, [], v as string),
      (v) => puzzles.check(x, v as string[], x.solution[0]!),
      (v) => puzzles.check({ ...g, length: v } as GomokuPuzzle, [], g.solution[0]!),
      (v) => puzzles.check({ ...g, setup: v } as GomokuPuzzle, [], g.solution[0]!),
      (v) => puzzles.check({ ...x, firstMoves: v } as XiangqiPuzzle, [], x.solution[0]!),
      (v) => puzzles.hint(v as GomokuPuzzle, []),
      (v) => puzzles.hint(g, v as Point[]),
    ];
    for (const call of calls)
      for (const v of junk) {
        try {
          call(v);
        } catch (e) {
          assert.ok(e instanceof PinqiError, `${String(e)} for ${typeof v}`);
          assert.ok(DOCUMENTED.has(e.code), e.code);
          assert.ok(e.message.length <= 300);
        }
      }
  });

  it('sparse lines are refused, not read with their holes dropped', () => {
    const sparse: Point[] = [];
    sparse[1] = g.solution[1]!;
    sparse[0] = g.solution[0]!;
    delete (sparse as unknown as Record<number, Point>)[0];
    expectCode(() => puzzles.check(g, sparse, g.solution[2]!), 'bad_point');
  });
});
