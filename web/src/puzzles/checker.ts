import type { PinqiCoreModule } from '../generated/pinqi_core.mjs';
import type { GomokuPuzzleSpec, PuzzlePoint, PuzzleRefusal, XiangqiPuzzleSpec } from '../generated/puzzle.js';
import { PinqiError } from '../api/errors.js';
import type { Point } from '../api/gomoku-types.js';
import { gomokuPuzzles, xiangqiPuzzles } from './list.js';
import type { GomokuPuzzle, Puzzle, PuzzleJudgement, XiangqiPuzzle } from './types.js';

const MAX_LINE = 1000;
const RULES = ['freestyle', 'standard', 'renju'];

/**
 * The puzzles and their checker, bound to one wasm instance:
 * `createPuzzles(await loadPinqi())` from `pinqi/puzzles` gives it.
 */
export interface Puzzles {
  readonly gomoku: readonly GomokuPuzzle[];
  readonly xiangqi: readonly XiangqiPuzzle[];
  /**
   * Judges the player's `move` after `line` (the moves played since the puzzle
   * position, player and defender alternately). Accepts every move that keeps
   * an equally forced win within the moves left, and supplies the defender's reply.
   * Throws PinqiError: bad_puzzle, bad_point / bad_notation, illegal_move, game_over.
   */
  check(puzzle: GomokuPuzzle, line: readonly Point[], move: Point): PuzzleJudgement<Point>;
  check(puzzle: XiangqiPuzzle, line: readonly string[], move: string): PuzzleJudgement<string>;
  /** A move that keeps the win after `line` (the solution's while the line follows it), or null. */
  hint(puzzle: GomokuPuzzle, line: readonly Point[]): Point | null;
  hint(puzzle: XiangqiPuzzle, line: readonly string[]): string | null;
}

function isInt(v: unknown, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < max;
}

function isPointLike(p: unknown): p is Point {
  const q = p as Point;
  return typeof q === 'object' && q !== null && isInt(q.x, 64) && isInt(q.y, 64);
}

function isMoveText(m: unknown): m is string {
  return typeof m === 'string' && m.length >= 4 && m.length <= 8;
}

/** A dense array (no holes) of at most MAX_LINE items, each passing `ok`. */
function isListOf<T>(list: unknown, ok: (v: unknown) => v is T): list is readonly T[] {
  if (!Array.isArray(list) || list.length > MAX_LINE) return false;
  for (let i = 0; i < list.length; i++) if (!(i in list) || !ok(list[i])) return false;
  return true;
}

function badPuzzle(why: string): never {
  throw new PinqiError('bad_puzzle', `not a puzzle: ${why}`);
}

function gomokuSpec(p: GomokuPuzzle): GomokuPuzzleSpec {
  if (!RULES.includes(p.rule as string) || !isInt(p.size, 21) || p.size < 5) badPuzzle('rule or size');
  if (p.kind !== 'vcf' && p.kind !== 'vct') badPuzzle('kind');
  if (!isInt(p.length, 41) || p.length < 1) badPuzzle('length');
  for (const key of ['setup', 'solution', 'firstMoves'] as const) if (!isListOf(p[key], isPointLike)) badPuzzle(key);
  const copy = (list: readonly Point[]): PuzzlePoint[] => list.map((q) => ({ x: q.x, y: q.y }));
  return {
    rule: p.rule,
    size: p.size,
    setup: copy(p.setup),
    kind: p.kind,
    length: p.length,
    solution: copy(p.solution),
    firstMoves: copy(p.firstMoves),
  };
}

function xiangqiSpec(p: XiangqiPuzzle): XiangqiPuzzleSpec {
  if (typeof p.fen !== 'string' || p.fen.length > 200) badPuzzle('fen');
  if (p.kind !== 'mate' && p.kind !== 'material') badPuzzle('kind');
  if (!isInt(p.length, 11) || p.length < 1) badPuzzle('length');
  for (const key of ['solution', 'firstMoves'] as const) if (!isListOf(p[key], isMoveText)) badPuzzle(key);
  return { fen: p.fen, kind: p.kind, length: p.length, solution: [...p.solution], firstMoves: [...p.firstMoves] };
}

function gameOf(puzzle: unknown): 'gomoku' | 'xiangqi' {
  const game = typeof puzzle === 'object' && puzzle !== null ? (puzzle as Puzzle).game : undefined;
  if (game !== 'gomoku' && game !== 'xiangqi') badPuzzle("game must be 'gomoku' or 'xiangqi'");
  return game;
}

const REFUSALS: Record<PuzzleRefusal['code'], string> = {
  bad_puzzle: 'the puzzle does not set up a position with the player to move',
  illegal_move: 'the line or the move is not legal in the puzzle position',
  game_over: 'the line has already ended the puzzle',
};

function refuse(answer: object): void {
  if ('code' in answer) {
    const code = (answer as PuzzleRefusal).code;
    throw new PinqiError(code, REFUSALS[code]);
  }
}

function gomokuLine(line: unknown, move?: unknown): { line: PuzzlePoint[]; move: PuzzlePoint } {
  if (!isListOf(line, isPointLike)) throw new PinqiError('bad_point', 'the line must be an array of points');
  if (move !== undefined && !isPointLike(move))
    throw new PinqiError('bad_point', 'the move must be a point {x, y} on the board');
  const m = (move ?? { x: 0, y: 0 }) as Point;
  return { line: line.map((q) => ({ x: q.x, y: q.y })), move: { x: m.x, y: m.y } };
}

function xiangqiLine(line: unknown, move?: unknown): { line: string[]; move: string } {
  if (!isListOf(line, isMoveText)) throw new PinqiError('bad_notation', 'the line must be an array of ICCS moves');
  if (move !== undefined && !isMoveText(move))
    throw new PinqiError('bad_notation', 'the move must be an ICCS move like h2e2');
  return { line: [...line], move: (move as string | undefined) ?? '' };
}

export function bindPuzzles(core: PinqiCoreModule): Puzzles {
  function check(puzzle: GomokuPuzzle, line: readonly Point[], move: Point): PuzzleJudgement<Point>;
  function check(puzzle: XiangqiPuzzle, line: readonly string[], move: string): PuzzleJudgement<string>;
  function check(puzzle: Puzzle, line: readonly unknown[], move: unknown): PuzzleJudgement<Point | string> {
    if (gameOf(puzzle) === 'gomoku') {
      const spec = gomokuSpec(puzzle as GomokuPuzzle);
      const input = gomokuLine(line, move);
      if (move === undefined) throw new PinqiError('bad_point', 'the move must be a point {x, y} on the board');
      const answer = core.gomokuPuzzleJudge(spec, input.line, input.move);
      refuse(answer);
      return Object.freeze({ ...answer }) as PuzzleJudgement<Point>;
    }
    const spec = xiangqiSpec(puzzle as XiangqiPuzzle);
    if (move === undefined) throw new PinqiError('bad_notation', 'the move must be an ICCS move like h2e2');
    const input = xiangqiLine(line, move);
    const answer = core.xiangqiPuzzleJudge(spec, input.line, input.move);
    refuse(answer);
    return Object.freeze({ ...answer }) as PuzzleJudgement<string>;
  }

  function hint(puzzle: GomokuPuzzle, line: readonly Point[]): Point | null;
  function hint(puzzle: XiangqiPuzzle, line: readonly string[]): string | null;
  function hint(puzzle: Puzzle, line: readonly unknown[]): Point | string | null {
    if (gameOf(puzzle) === 'gomoku') {
      const answer = core.gomokuPuzzleHint(gomokuSpec(puzzle as GomokuPuzzle), gomokuLine(line).line);
      refuse(answer);
      return 'move' in answer ? answer.move : null;
    }
    const answer = core.xiangqiPuzzleHint(xiangqiSpec(puzzle as XiangqiPuzzle), xiangqiLine(line).line);
    refuse(answer);
    return 'move' in answer ? answer.move : null;
  }

  return Object.freeze({ gomoku: gomokuPuzzles, xiangqi: xiangqiPuzzles, check, hint });
}
