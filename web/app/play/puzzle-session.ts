import type { GomokuGameClass, Point, XiangqiGame, XiangqiGameClass } from 'pinqi';
import type { AiThinkResult } from 'pinqi/ai';
import type { GomokuPuzzle, Puzzle, PuzzleJudgement, PuzzleMoveOf, Puzzles, XiangqiPuzzle } from 'pinqi/puzzles';
import type { GameAdapter, Refusal, Selected } from './adapter.js';
import type { GomokuTypes } from './gomoku-adapter.js';
import { recordPuzzle, type PuzzleProgressSlot, type PuzzleRated } from './puzzle-progress.js';
import { emptyRecord, type PuzzleOutcome, type PuzzleRecord } from './puzzle-rating.js';
import type { TableGame } from './review.js';
import { DEFAULT_GOMOKU_SETUP, DEFAULT_XIANGQI_SETUP } from './setup.js';
import type { XiangqiTypes } from './xiangqi-adapter.js';

/**
 * One puzzle being played: the player selects and confirms moves on the
 * board, the package's checker (`check` of pinqi/puzzles) judges each one and
 * supplies the defender's reply, which is played at once. The engine game on
 * the board follows the line; the session keeps no rule of its own. Each
 * finished attempt is rated in the player's progress (its slot injected, as
 * the match's is).
 */

export type PuzzleTypes = GomokuTypes | XiangqiTypes;

/** The package's checker (createPuzzles from pinqi/puzzles), or a test double. */
export type PuzzleJudge = Pick<Puzzles, 'check' | 'hint'>;

/** How one game's puzzles meet its board: the start position, and moves in the puzzle's and the board's forms. */
export interface PuzzleRules<T extends PuzzleTypes, P extends Puzzle> {
  readonly adapter: GameAdapter<T>;
  /** The engine game at the puzzle position. */
  start(puzzle: P): T['game'];
  /** The setup the board is drawn with: the player's side near. */
  setup(puzzle: P): T['setup'];
  /** The whole solution line (player, defender, …), in the puzzle's form. */
  solution(puzzle: P): readonly PuzzleMoveOf<P>[];
  /** The checker's judgement of the player's `move` after `line`, for this game's puzzles. */
  check(
    judge: PuzzleJudge,
    puzzle: P,
    line: readonly PuzzleMoveOf<P>[],
    move: PuzzleMoveOf<P>,
  ): PuzzleJudgement<PuzzleMoveOf<P>>;
  /** A move that keeps the win after `line`, or null. */
  hint(judge: PuzzleJudge, puzzle: P, line: readonly PuzzleMoveOf<P>[]): PuzzleMoveOf<P> | null;
  toPuzzleMove(move: T['move']): PuzzleMoveOf<P>;
  toBoardMove(move: PuzzleMoveOf<P>): T['move'];
  /** The move's names in the game's notations, asked of the engine on a copy (Xiangqi); none for Gomoku. */
  notations?(game: T['game'], move: T['move']): { chinese: string[]; wxf: string[] };
}

export function gomokuPuzzleRules(Game: GomokuGameClass, adapter: GameAdapter<GomokuTypes>) {
  return {
    adapter,
    start(puzzle: GomokuPuzzle) {
      const game = new Game({ size: puzzle.size, rule: puzzle.rule });
      try {
        for (const p of puzzle.setup) game.place(p);
      } catch (error) {
        game.dispose();
        throw error;
      }
      return game;
    },
    setup: (puzzle: GomokuPuzzle) => ({
      ...DEFAULT_GOMOKU_SETUP,
      rule: puzzle.rule,
      size: puzzle.size,
      human: puzzle.toMove,
    }),
    solution: (puzzle: GomokuPuzzle) => puzzle.solution,
    check: (judge: PuzzleJudge, puzzle: GomokuPuzzle, line: readonly Point[], move: Point) =>
      judge.check(puzzle, line, move),
    hint: (judge: PuzzleJudge, puzzle: GomokuPuzzle, line: readonly Point[]) => judge.hint(puzzle, line),
    toPuzzleMove: (move: Point) => ({ x: move.x, y: move.y }),
    toBoardMove: (move: Point) => ({ x: move.x, y: move.y }),
  } satisfies PuzzleRules<GomokuTypes, GomokuPuzzle>;
}

export function xiangqiPuzzleRules(Game: XiangqiGameClass, adapter: GameAdapter<XiangqiTypes>) {
  return {
    adapter,
    start: (puzzle: XiangqiPuzzle) => new Game({ fen: puzzle.fen }),
    setup: (puzzle: XiangqiPuzzle) => ({ ...DEFAULT_XIANGQI_SETUP, human: puzzle.toMove }),
    solution: (puzzle: XiangqiPuzzle) => puzzle.solution,
    check: (judge: PuzzleJudge, puzzle: XiangqiPuzzle, line: readonly string[], move: string) =>
      judge.check(puzzle, line, move),
    hint: (judge: PuzzleJudge, puzzle: XiangqiPuzzle, line: readonly string[]) => judge.hint(puzzle, line),
    toPuzzleMove: (move: { from: string; to: string }) => move.from + move.to,
    toBoardMove: (move: string) => ({ from: move.slice(0, 2), to: move.slice(2, 4) }),
    notations(game: XiangqiGame, move: { from: string; to: string }) {
      const copy = Game.fromJSON(game.toJSON());
      try {
        const played = copy.move(move.from, move.to);
        return { chinese: [played.chinese], wxf: [played.wxf] };
      } finally {
        copy.dispose();
      }
    },
  } satisfies PuzzleRules<XiangqiTypes, XiangqiPuzzle>;
}

export type PuzzleState = 'playing' | 'solved' | 'failed';

/** What a Confirm did: the verdict, and the outcome when the puzzle ended with it. */
export type PuzzleStep =
  | { verdict: PuzzleJudgement<unknown>['verdict']; outcome: PuzzleOutcome | null }
  | { verdict: 'refused'; refusal: Refusal };

export class PuzzleSession<T extends PuzzleTypes, P extends Puzzle> implements TableGame<T> {
  readonly puzzle: P;
  readonly adapter: GameAdapter<T>;
  readonly setup: T['setup'];
  readonly finish = null;
  readonly thinking = null;
  readonly hinting = false;
  readonly weighingDraw = false;
  readonly #rules: PuzzleRules<T, P>;
  readonly #judge: PuzzleJudge;
  readonly #progress: PuzzleProgressSlot | null;
  #game: T['game'];
  #line: PuzzleMoveOf<P>[] = [];
  #selection: T['selection'];
  #state: PuzzleState = 'playing';
  #hinted = false;
  #hint: T['move'] | null = null;
  #solutionShown = false;
  #rated: (PuzzleRated & { from: number }) | null = null;

  /** `progress`: where finished attempts are rated and kept (none: nothing is rated). */
  constructor(puzzle: P, rules: PuzzleRules<T, P>, judge: PuzzleJudge, progress: PuzzleProgressSlot | null = null) {
    this.puzzle = puzzle;
    this.#rules = rules;
    this.#judge = judge;
    this.#progress = progress;
    this.adapter = rules.adapter;
    this.setup = rules.setup(puzzle);
    this.#game = rules.start(puzzle);
    this.#selection = rules.adapter.noSelection;
  }

  get game(): T['game'] {
    return this.#game;
  }

  /** The moves since the puzzle position, in the puzzle's form (player, defender, …). */
  get line(): readonly PuzzleMoveOf<P>[] {
    return this.#line;
  }

  /** The player's record in this puzzle's game (a fresh one when nothing is kept). */
  get record(): PuzzleRecord {
    return this.#progress?.read()[this.puzzle.game] ?? emptyRecord();
  }

  /**
   * What the attempt that ended last did to the record: its rating before
   * (`from`) and after, whether it was rated (only a puzzle's first finished
   * attempt is) and saved; null before one ends, or when nothing is kept.
   */
  get rated(): (PuzzleRated & { from: number }) | null {
    return this.#rated;
  }

  get state(): PuzzleState {
    return this.#state;
  }

  /** Whether a hint was asked for in this attempt. */
  get hinted(): boolean {
    return this.#hinted;
  }

  get solutionShown(): boolean {
    return this.#solutionShown;
  }

  get over(): boolean {
    return this.#state !== 'playing';
  }

  get accepting(): boolean {
    return this.#state === 'playing';
  }

  get selection(): T['selection'] {
    return this.#selection;
  }

  get pending(): T['move'] | null {
    return this.adapter.pendingMove(this.#selection);
  }

  /** The hinted move, as the board marks it (the checker's move: no search, so no score). */
  get hint(): { move: T['move']; result: AiThinkResult<unknown> } | null {
    const move = this.#hint;
    if (move === null) return null;
    const notations = this.#rules.notations?.(this.#game, move);
    return {
      move,
      result: { move, score: 0, pv: [move], depth: 0, nodes: 0, reason: null, cancelled: false, notations },
    };
  }

  /** A tap on the board: the engine says what it picks (nothing once the puzzle is over). */
  select(cell: T['cell']): Selected<T> {
    if (this.over) return { selection: this.#selection, refusal: { code: 'game_over' }, complete: false };
    const picked = this.adapter.select(this.#game, this.#selection, cell);
    this.#selection = picked.selection;
    return picked;
  }

  cancelSelection(): void {
    this.#selection = this.adapter.noSelection;
  }

  /**
   * Confirm: the checker judges the picked move. A right move is played with
   * the defender's reply; a winning one solves the puzzle; a wrong one is
   * played and fails it. Null when nothing is picked.
   */
  confirm(): PuzzleStep | null {
    const move = this.pending;
    if (move === null || this.over) return null;
    const asPuzzle = this.#rules.toPuzzleMove(move);
    let judgement: PuzzleJudgement<PuzzleMoveOf<P>>;
    try {
      judgement = this.#rules.check(this.#judge, this.puzzle, this.#line, asPuzzle);
      this.adapter.play(this.#game, move);
    } catch (error) {
      this.#selection = this.adapter.noSelection;
      return { verdict: 'refused', refusal: this.adapter.refusalOf(this.#game, move, error) };
    }
    this.#line.push(asPuzzle);
    this.#selection = this.adapter.noSelection;
    this.#hint = null;
    if (judgement.verdict === 'correct') {
      this.adapter.play(this.#game, this.#rules.toBoardMove(judgement.reply));
      this.#line.push(judgement.reply);
      return { verdict: 'correct', outcome: null };
    }
    this.#state = judgement.verdict === 'solved' ? 'solved' : 'failed';
    return { verdict: judgement.verdict, outcome: this.#rate(this.#outcome()) };
  }

  /** Asks the checker for a winning move and marks it on the board; null when there is none (over). */
  askHint(): T['move'] | null {
    if (this.over) return null;
    const move = this.#rules.hint(this.#judge, this.puzzle, this.#line);
    if (move === null) return null;
    this.#hinted = true;
    this.#hint = this.#rules.toBoardMove(move);
    return this.#hint;
  }

  /**
   * Shows the solution: the board goes back to the puzzle position and the
   * whole solution line is played. An unfinished puzzle is failed; the
   * outcome is returned then (null when it had ended already).
   */
  showSolution(): PuzzleOutcome | null {
    const ended = this.over;
    this.#reset();
    for (const move of this.#rules.solution(this.puzzle)) {
      this.adapter.play(this.#game, this.#rules.toBoardMove(move));
      this.#line.push(move);
    }
    this.#solutionShown = true;
    if (ended) return null;
    this.#state = 'failed';
    return this.#rate('failed');
  }

  /** Back to the puzzle position for another try (only the first is rated). */
  retry(): void {
    this.#reset();
    this.#state = 'playing';
    this.#hinted = false;
    this.#solutionShown = false;
  }

  #reset(): void {
    const fresh = this.#rules.start(this.puzzle);
    this.#game.dispose();
    this.#game = fresh;
    this.#line = [];
    this.#selection = this.adapter.noSelection;
    this.#hint = null;
  }

  /** Rates the attempt that just ended in the player's progress (the first at this puzzle only). */
  #rate(outcome: PuzzleOutcome): PuzzleOutcome {
    if (!this.#progress) return outcome;
    const from = this.record.rating;
    this.#rated = { ...recordPuzzle(this.#progress, this.puzzle.game, this.puzzle, outcome), from };
    return outcome;
  }

  #outcome(): PuzzleOutcome {
    if (this.#state === 'failed') return 'failed';
    return this.#hinted ? 'hinted' : 'solved';
  }

  timeLeft(): null {
    return null;
  }

  isHuman(side: T['side']): boolean {
    return side === this.setup.human;
  }

  canConfirm(): boolean {
    return !this.over && this.pending !== null;
  }

  undoCount(): number {
    return 0;
  }

  canHint(): boolean {
    return !this.over;
  }

  canOfferDraw(): boolean {
    return false;
  }

  dispose(): void {
    this.#game.dispose();
  }
}
