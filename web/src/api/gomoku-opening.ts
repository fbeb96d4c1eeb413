import type { GomokuOpeningCore, GomokuOpeningRefusal, OpeningGameSpec } from '../generated/gomoku_opening.js';
import type { PinqiCoreModule } from '../generated/pinqi_core.mjs';
import { PinqiError } from './errors.js';
import { GomokuGame, type GomokuGameClass } from './gomoku-game.js';
import type {
  GomokuOpeningDecision,
  GomokuOpeningRule,
  GomokuOpeningSavedV1,
  GomokuOpeningState,
  GomokuSwap2Answer,
} from './gomoku-opening-types.js';
import type { GomokuMove, Point } from './gomoku-types.js';
import { boundModule, WasmHandle } from './wasm-handle.js';

const SCHEMA = 'pinqi/gomoku-opening';

// Decisions for the constructor to load instead of starting empty (set only by restore()).
let pendingDecisions: GomokuOpeningDecision[] | null = null;

function restore<T extends typeof GomokuOpening>(
  Opening: T,
  rule: GomokuOpeningRule,
  game: GomokuGame,
  decisions: GomokuOpeningDecision[],
): InstanceType<T> {
  if (!(game instanceof GomokuGame)) throw new PinqiError('bad_record', 'an opening needs its GomokuGame');
  pendingDecisions = decisions;
  try {
    return new Opening(rule, game) as InstanceType<T>;
  } catch (error) {
    if (error instanceof PinqiError && error.code !== 'bad_record')
      throw new PinqiError('bad_record', `the game does not fit a ${rule} opening: ${error.message}`);
    throw error;
  } finally {
    pendingDecisions = null;
  }
}
const RULES: readonly GomokuOpeningRule[] = ['swap2', 'rif'];

const MESSAGES: Record<GomokuOpeningRefusal['code'], string> = {
  wrong_step: 'the opening waits for another step',
  outside_area: 'an opening stone must lie in the central square the rule gives',
  bad_offer: 'the two fifth moves must be different points Black may play, not alike by any symmetry',
  not_offered: 'the fifth move must be one of the two offered',
  bad_record: 'the game does not follow its opening',
  occupied: 'the point is already occupied',
  out_of_bounds: 'the point is off the board',
  forbidden: 'the point is forbidden for Black under Renju',
  game_over: 'the game is over',
};

function isPoint(p: unknown): p is Point {
  const q = p as Point;
  const ok = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 64;
  return typeof q === 'object' && q !== null && ok(q.x) && ok(q.y);
}

function point(p: unknown, what: string): Point {
  if (!isPoint(p)) throw new PinqiError('bad_point', `${what} must be a point {x, y} on the board`);
  return { x: p.x, y: p.y };
}

function refuse<T extends object>(answer: T | GomokuOpeningRefusal): T {
  if ('code' in answer) throw new PinqiError(answer.code, MESSAGES[answer.code] ?? answer.code);
  return answer;
}

function decisionsOf(list: unknown): GomokuOpeningDecision[] {
  if (!Array.isArray(list) || list.length > 8) throw new PinqiError('bad_record', 'bad opening decisions');
  return list.map((d: unknown, i) => {
    const one = d as { stones?: unknown; kind?: unknown; points?: unknown } | null;
    if (i in list === false || typeof one !== 'object' || one === null || !Number.isInteger(one.stones))
      throw new PinqiError('bad_record', `opening decision ${i + 1} is malformed`);
    const stones = one.stones as number;
    if (one.kind === 'black' || one.kind === 'white' || one.kind === 'place-two') return { stones, kind: one.kind };
    const points = one.points as unknown[];
    if (one.kind === 'offer' && Array.isArray(points) && points.length === 2 && points.every(isPoint))
      return { stones, kind: 'offer', points: [{ ...(points[0] as Point) }, { ...(points[1] as Point) }] };
    throw new PinqiError('bad_record', `opening decision ${i + 1} is malformed`);
  });
}

/**
 * A saved opening (GomokuOpening.toJSON()) checked for its shape and copied:
 * bad_record for anything else. Whether it fits its game is the engine's to say.
 */
export function readGomokuOpeningSaved(data: unknown): GomokuOpeningSavedV1 {
  const saved = data as Partial<GomokuOpeningSavedV1> | null;
  if (typeof saved !== 'object' || saved === null || saved.schema !== SCHEMA || saved.version !== 1)
    throw new PinqiError('bad_record', 'not a saved Pinqi Gomoku opening (version 1)');
  if (!RULES.includes(saved.rule as GomokuOpeningRule)) throw new PinqiError('bad_record', 'unknown opening rule');
  return { schema: SCHEMA, version: 1, rule: saved.rule!, decisions: decisionsOf(saved.decisions) };
}

/**
 * The fair-opening protocol of one Gomoku game: Swap2, or the RIF opening rule
 * for Renju. It keeps the decisions (colour choices, Swap2's "place two", the
 * RIF fifth-move offer) beside the game's history, and says at each moment who
 * acts and what may be done; the stones themselves go on the game. Every
 * refusal throws a PinqiError and changes neither the opening nor the game.
 * Once `state.step` is 'done', play on the game directly or through place().
 */
export class GomokuOpening {
  /** The wasm module and game class this class is bound to (set by loadPinqi). */
  protected static core: PinqiCoreModule | undefined;
  protected static Game: GomokuGameClass | undefined;

  readonly #handle: WasmHandle<GomokuOpeningCore>;
  readonly #game: GomokuGame;
  readonly rule: GomokuOpeningRule;

  /** Starts the opening of `game`, which must still be empty. */
  constructor(rule: GomokuOpeningRule, game: GomokuGame) {
    const restoring = pendingDecisions;
    pendingDecisions = null;
    const module = boundModule((new.target as typeof GomokuOpening).core, 'GomokuOpening');
    if (!RULES.includes(rule)) throw new PinqiError('bad_settings', "the opening rule is 'swap2' or 'rif'");
    if (!(game instanceof GomokuGame)) throw new PinqiError('bad_settings', 'an opening needs its GomokuGame');
    if (!restoring && game.moveCount !== 0) throw new PinqiError('bad_settings', 'an opening starts on an empty board');
    if (module.gomokuOpeningCheckSettings(rule, game.size, game.rule))
      throw new PinqiError('bad_settings', 'the RIF opening rule is played on a 15×15 board under Renju');
    const object = new module.GomokuOpeningCore(rule);
    if (restoring && 'code' in object.load(GomokuOpening.#spec(game), restoring)) {
      object.delete();
      throw new PinqiError('bad_record', `the game does not follow its ${rule} opening`);
    }
    this.rule = rule;
    this.#game = game;
    this.#handle = new WasmHandle(this, object);
  }

  /**
   * Restores an opening saved with toJSON() over its game (restored first, e.g.
   * with GomokuGame.fromJSON); every decision is checked against the game.
   */
  static fromJSON<T extends typeof GomokuOpening>(this: T, data: unknown, game: GomokuGame): InstanceType<T> {
    const saved = readGomokuOpeningSaved(data);
    return restore(this, saved.rule, game, saved.decisions);
  }

  /**
   * Reads a record written by toRecord() (or any Gomoku record): the game, and
   * its opening when the record has an Opening tag, both replayed through the rules.
   */
  static fromRecord<T extends typeof GomokuOpening>(
    this: T,
    text: string,
  ): { game: GomokuGame; opening: InstanceType<T> | null } {
    const core = boundModule(this.core, 'GomokuOpening');
    if (typeof text !== 'string') throw new PinqiError('bad_record', 'a record is text');
    const read = core.gomokuOpeningOfRecord(text);
    if ('code' in read) throw new PinqiError('bad_record', 'the record or its opening does not replay');
    const game = (this.Game ?? GomokuGame).fromRecord(text);
    if (read.rule === null) return { game, opening: null };
    try {
      return { game, opening: restore(this, read.rule, game, decisionsOf(read.decisions)) };
    } catch (error) {
      game.dispose();
      throw error;
    }
  }

  static #spec(game: GomokuGame): OpeningGameSpec {
    return { size: game.size, rule: game.rule, moves: game.history.map((m) => ({ x: m.x, y: m.y })) };
  }

  #core(): GomokuOpeningCore {
    return this.#handle.live;
  }

  /** The game this opening belongs to. */
  get game(): GomokuGame {
    return this.#game;
  }

  /** Where the opening stands: the step, who acts, who plays Black, and the options. */
  get state(): GomokuOpeningState {
    const s = refuse(this.#core().state(GomokuOpening.#spec(this.#game)));
    return Object.freeze({
      rule: this.rule,
      step: s.step,
      actor: s.actor,
      black: s.black,
      coloursSettled: s.coloursSettled,
      choices: Object.freeze(
        s.step === 'choose' ? (s.mayPlaceTwo ? ['black', 'white', 'place-two'] : ['black', 'white']) : [],
      ) as GomokuOpeningState['choices'],
      area: s.step === 'place' && s.area > 0 ? s.area : null,
      offered: Object.freeze(s.offered.map((p) => Object.freeze({ ...p }))),
    });
  }

  /** The decisions so far, oldest first (the stones are the game's history). */
  get decisions(): GomokuOpeningDecision[] {
    return this.#core()
      .decisions()
      .map((d) =>
        d.kind === 'offer'
          ? { stones: d.stones, kind: 'offer', points: [{ ...d.points![0]! }, { ...d.points![1]! }] }
          : { stones: d.stones, kind: d.kind },
      );
  }

  /**
   * Whether place() would take a stone here now: null, or the refusal code it
   * would throw ('wrong_step', 'outside_area', 'not_offered', 'occupied',
   * 'forbidden', ...). Nothing changes.
   */
  check(p: Point): GomokuOpeningRefusal['code'] | null {
    const q = point(p, 'the stone');
    const answer = this.#core().place(GomokuOpening.#spec(this.#game), q.x, q.y);
    return 'code' in answer ? answer.code : null;
  }

  /**
   * Places a stone where the opening allows one ('place', RIF 'select', or any
   * move once 'done'), on the game; returns the move.
   */
  place(p: Point): GomokuMove {
    const q = point(p, 'the stone');
    refuse(this.#core().place(GomokuOpening.#spec(this.#game), q.x, q.y));
    this.#game.place(q);
    return this.#game.lastMove!;
  }

  /** RIF: White's player picks one of the two offered fifth moves; it is played. */
  select(p: Point): GomokuMove {
    if (this.state.step !== 'select') throw new PinqiError('wrong_step', MESSAGES.wrong_step);
    return this.place(p);
  }

  /** The actor of a 'choose' step takes a colour. */
  choose(colour: 'black' | 'white'): void {
    if (colour !== 'black' && colour !== 'white')
      throw new PinqiError('bad_settings', "the colour is 'black' or 'white'");
    refuse(this.#core().choose(GomokuOpening.#spec(this.#game), colour));
  }

  /** Swap2, after three stones: the second player will place two more stones and hand the choice back. */
  placeTwo(): void {
    refuse(this.#core().placeTwo(GomokuOpening.#spec(this.#game)));
  }

  /** RIF: Black's player offers two fifth moves that no symmetry of the position makes alike. */
  offer(a: Point, b: Point): void {
    const p = point(a, 'the first offer'),
      q = point(b, 'the second offer');
    refuse(this.#core().offer(GomokuOpening.#spec(this.#game), p.x, p.y, q.x, q.y));
  }

  /** Applies an AI's Swap2 answer whole, or nothing of it; returns the stones it placed. */
  applySwap2(answer: GomokuSwap2Answer): GomokuMove[] {
    const a = answer as { kind?: unknown; move?: unknown; stones?: unknown } | null;
    if (typeof a !== 'object' || a === null) throw new PinqiError('bad_settings', 'not a Swap2 answer');
    let first: Point = { x: 0, y: 0 },
      second: Point = { x: 0, y: 0 };
    if (a.kind === 'move') first = point(a.move, 'the move');
    else if (a.kind === 'place-two') {
      if (!Array.isArray(a.stones) || a.stones.length !== 2)
        throw new PinqiError('bad_point', 'place-two needs two stones');
      first = point(a.stones[0], 'the first stone');
      second = point(a.stones[1], 'the second stone');
    } else if (a.kind !== 'swap')
      throw new PinqiError('bad_settings', "a Swap2 answer is 'swap', 'move' or 'place-two'");
    const checked = refuse(
      this.#core().applySwap2(GomokuOpening.#spec(this.#game), a.kind, first.x, first.y, second.x, second.y),
    );
    // The whole answer was checked on a copy; now it is taken for real, decision by decision.
    if (a.kind === 'swap') this.choose('black');
    else if (a.kind === 'move') this.choose('white');
    else this.placeTwo();
    return checked.stones.map((p) => this.place(p));
  }

  /**
   * Takes back the last step: a decision taken at the present stone count, else
   * the game's last stone. Returns what went, or 'nothing'.
   */
  undo(): 'decision' | 'stone' | 'nothing' {
    const undone = this.#core().undo(GomokuOpening.#spec(this.#game));
    if (undone === 'stone') this.#game.undo(1);
    return undone;
  }

  /** The saved form, to keep beside the game's own (GomokuGame.toJSON()). */
  toJSON(): GomokuOpeningSavedV1 {
    return { schema: SCHEMA, version: 1, rule: this.rule, decisions: this.decisions };
  }

  /** The game's record with the opening's tags: [Opening "swap2"] and [OpeningSteps "3 place-two, 5 white"]. */
  toRecord(): string {
    return this.#core().toRecord(GomokuOpening.#spec(this.#game));
  }

  /** Frees the wasm object (the game is not disposed). Safe to call twice. */
  dispose(): void {
    this.#handle.release();
  }
}

export type GomokuOpeningClass = typeof GomokuOpening;

/** A GomokuOpening class bound to one wasm instance and its GomokuGame class. */
export function bindGomokuOpening(core: PinqiCoreModule, Game: GomokuGameClass): GomokuOpeningClass {
  return class extends GomokuOpening {
    protected static override core = core;
    protected static override Game = Game;
  };
}
