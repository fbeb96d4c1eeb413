import type { GomokuRule, GomokuSavedV1, GomokuSide, XiangqiSavedV1, XiangqiSide } from 'pinqi';
import { squareIndex, squareName } from 'pinqi';
import { engineCode } from './adapter.js';
import type { Finish } from './match.js';
import type { EngineSnapshot } from './saved-game.js';

/**
 * A game or a position shared as a link: the record rides in the address's
 * fragment as `#g=1.<base64url>` (1: the format's version). The bytes are
 * compact: the game, its rule and size (Gomoku) or start FEN (Xiangqi, one
 * byte for the usual start), set-up stones (a Gomoku puzzle), the moves
 * (a Gomoku point in one byte up to 16×16, else two, a Xiangqi move in two), an ending the
 * engine does not decide, the ply to show, and a checksum that catches a
 * hand edit. Reading a link replays its moves through the engine (history is
 * the truth): whatever does not replay is refused with a code, and nothing
 * is changed. Pure: no DOM, no storage.
 */

/** A shared game, as the engine saves it, with what the app shows beside it. */
export type SharedGame =
  | { kind: 'gomoku'; saved: GomokuSavedV1; finish: Finish<GomokuSide> | null; ply: number }
  | { kind: 'xiangqi'; saved: XiangqiSavedV1; finish: Finish<XiangqiSide> | null; ply: number };

/** Why a link was refused (the UI words each code). */
export type ShareRefusalCode =
  /** Not a Pinqi game link at all. */
  | 'not_a_link'
  /** A newer format than this app reads. */
  | 'unknown_version'
  /** Longer than any game needs. */
  | 'too_long'
  /** Unreadable bytes, or a checksum that does not match (a hand edit). */
  | 'corrupt'
  /** Cut short. */
  | 'truncated'
  /** The start position is not one the engine accepts. */
  | 'bad_position'
  /** A move the engine does not play there (`index`: which one, from 0). */
  | 'illegal_move';

export interface ShareRefusal {
  code: ShareRefusalCode;
  /** illegal_move: the move's index. */
  index?: number;
}

export type ShareRead = { ok: true; shared: SharedGame } | { ok: false; refusal: ShareRefusal };

/** What a link is replayed through: each game's adapter (fromSaved replays the engine's saved form). */
export interface ShareEngines {
  gomoku: { fromSaved(saved: unknown): EngineSnapshot<unknown> };
  xiangqi: { fromSaved(saved: unknown): EngineSnapshot<unknown> };
}

/** The fragment's prefix, with the format's version. */
export const SHARE_PREFIX = 'g=1.';
/** The longest fragment read (a long Xiangqi game is about 1,000 characters). */
export const SHARE_MAX_LENGTH = 8192;

const RULES: readonly GomokuRule[] = ['freestyle', 'standard', 'renju'];
const REASONS = ['resign', 'time', 'agreement'] as const;
const XIANGQI_START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
const SIDES = { gomoku: ['black', 'white'], xiangqi: ['red', 'black'] } as const;

class Truncated extends Error {}
class Corrupt extends Error {}

class Writer {
  readonly bytes: number[] = [];
  byte(n: number): void {
    this.bytes.push(n & 0xff);
  }
  varint(n: number): void {
    while (n >= 0x80) {
      this.bytes.push((n & 0x7f) | 0x80);
      n >>>= 7;
    }
    this.bytes.push(n);
  }
  text(s: string): void {
    const data = new TextEncoder().encode(s);
    this.varint(data.length);
    this.bytes.push(...data);
  }
}

class Reader {
  #at = 0;
  constructor(readonly bytes: Uint8Array) {}
  get done(): boolean {
    return this.#at === this.bytes.length;
  }
  byte(): number {
    if (this.#at >= this.bytes.length) throw new Truncated();
    return this.bytes[this.#at++]!;
  }
  varint(): number {
    let n = 0;
    for (let shift = 0; shift < 28; shift += 7) {
      const b = this.byte();
      n += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return n;
    }
    throw new Corrupt();
  }
  /** A count of items at least `each` bytes long: more than the bytes left is a cut-short link. */
  count(each: number): number {
    const n = this.varint();
    if (n * each > this.bytes.length - this.#at) throw new Truncated();
    return n;
  }
  text(): string {
    const n = this.count(1);
    const out = this.bytes.subarray(this.#at, this.#at + n);
    this.#at += n;
    return new TextDecoder('utf-8', { fatal: true }).decode(out);
  }
}

/** Fletcher-16 of the bytes. */
function checksum(bytes: ArrayLike<number>, end: number): number {
  let a = 0;
  let b = 0;
  for (let i = 0; i < end; i++) {
    a = (a + bytes[i]!) % 255;
    b = (b + a) % 255;
  }
  return (b << 8) | a;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function toBase64url(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += B64[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

function fromBase64url(text: string): Uint8Array {
  if (text.length % 4 === 1) throw new Corrupt();
  const out = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const ch of text) {
    const v = B64.indexOf(ch);
    if (v < 0) throw new Corrupt();
    value = (value << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (value >> bits) & 0xff;
    }
  }
  // Canonical only: the unused low bits of the last character are zero.
  if (value & ((1 << bits) - 1)) throw new Corrupt();
  return out;
}

/** A point is one byte on boards up to 16×16, two above. */
const pointBytes = (size: number): number => (size * size <= 256 ? 1 : 2);

function writePoints(w: Writer, points: readonly [number, number][], size: number): void {
  w.varint(points.length);
  for (const [x, y] of points) {
    const cell = y * size + x;
    if (pointBytes(size) === 2) w.byte(cell >> 8);
    w.byte(cell);
  }
}

function readPoints(r: Reader, size: number): [number, number][] {
  const each = pointBytes(size);
  const n = r.count(each);
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const cell = each === 2 ? (r.byte() << 8) | r.byte() : r.byte();
    if (cell >= size * size) throw new Corrupt();
    out.push([cell % size, Math.floor(cell / size)]);
  }
  return out;
}

/** The link's fragment (without '#') for a shared game or position. */
export function encodeShare(shared: SharedGame): string {
  const w = new Writer();
  if (shared.kind === 'gomoku') {
    const { size, rule, moves, setup } = shared.saved;
    w.byte(0);
    w.byte(RULES.indexOf(rule));
    w.byte(size);
    w.byte(setup ? 1 : 0);
    if (setup) {
      writePoints(w, setup.black, size);
      writePoints(w, setup.white, size);
      writePoints(w, setup.blocked ?? [], size);
      w.byte(setup.toMove === 'black' ? 0 : 1);
    }
    writePoints(w, moves, size);
  } else {
    const { startFen, moves } = shared.saved;
    w.byte(1);
    if (startFen === XIANGQI_START) w.byte(0);
    else {
      w.byte(1);
      w.text(startFen);
    }
    w.varint(moves.length);
    for (const move of moves) {
      w.byte(squareIndex(move.slice(0, 2)));
      w.byte(squareIndex(move.slice(2, 4)));
    }
  }
  const finish = shared.finish;
  const sides: readonly string[] = SIDES[shared.kind];
  // 0: none; else 1 + reason × 3 + winner (0, 1: the sides; 2: nobody).
  // Only an ending the engine does not keep rides in the link (the engine replays its own).
  const reason = finish ? REASONS.indexOf(finish.reason as (typeof REASONS)[number]) : -1;
  w.byte(reason < 0 ? 0 : 1 + reason * 3 + (finish!.winner ? sides.indexOf(finish!.winner) : 2));
  w.varint(shared.ply);
  const sum = checksum(w.bytes, w.bytes.length);
  w.byte(sum >> 8);
  w.byte(sum);
  return SHARE_PREFIX + toBase64url(w.bytes);
}

/** Whether a fragment (with or without '#') is meant as a shared game (the route to reading it). */
export function isShareFragment(fragment: string): boolean {
  return fragment.replace(/^#/, '').startsWith('g=');
}

function parse(bytes: Uint8Array): SharedGame {
  if (bytes.length < 2) throw new Truncated();
  const r = new Reader(bytes);
  const kind = r.byte();
  let shared: SharedGame;
  if (kind === 0) {
    const rule = RULES[r.byte()];
    const size = r.byte();
    if (!rule || size === 0) throw new Corrupt();
    const flags = r.byte();
    if (flags > 1) throw new Corrupt();
    const saved: GomokuSavedV1 = { schema: 'pinqi/gomoku', version: 1, size, rule, moves: [] };
    if (flags === 1) {
      const black = readPoints(r, size);
      const white = readPoints(r, size);
      const blocked = readPoints(r, size);
      const toMove = r.byte();
      if (toMove > 1) throw new Corrupt();
      saved.setup = { black, white, toMove: toMove === 0 ? 'black' : 'white' };
      if (blocked.length) saved.setup.blocked = blocked;
    }
    saved.moves = readPoints(r, size);
    shared = { kind: 'gomoku', saved, finish: null, ply: 0 };
  } else if (kind === 1) {
    const start = r.byte();
    if (start > 1) throw new Corrupt();
    const startFen = start === 0 ? XIANGQI_START : r.text();
    const n = r.count(2);
    const moves: string[] = [];
    for (let i = 0; i < n; i++) {
      const from = r.byte();
      const to = r.byte();
      if (from >= 90 || to >= 90) throw new Corrupt();
      moves.push(squareName(from) + squareName(to));
    }
    shared = { kind: 'xiangqi', saved: { schema: 'pinqi/xiangqi', version: 1, startFen, moves }, finish: null, ply: 0 };
  } else throw new Corrupt();
  const finish = r.byte();
  if (finish > REASONS.length * 3) throw new Corrupt();
  if (finish > 0) {
    const sides = SIDES[shared.kind];
    const winner = (finish - 1) % 3;
    const reason = REASONS[Math.floor((finish - 1) / 3)]!;
    // An agreed draw has no winner (Xiangqi only); a resignation or a flag fall has one.
    if ((reason === 'agreement') !== (winner === 2) || (reason === 'agreement' && shared.kind === 'gomoku'))
      throw new Corrupt();
    (shared as { finish: Finish | null }).finish = { winner: winner === 2 ? null : sides[winner]!, reason };
  }
  shared.ply = r.varint();
  const sum = (r.byte() << 8) | r.byte();
  if (!r.done) throw new Corrupt();
  if (sum !== checksum(bytes, bytes.length - 2)) throw new Corrupt();
  if (shared.ply > shared.saved.moves.length) throw new Corrupt();
  return shared;
}

/**
 * Reads a link's fragment (with or without '#'): its bytes, then its moves
 * replayed through the engine. Never throws; a refusal leaves no game behind.
 */
export function decodeShare(fragment: string, engines: ShareEngines): ShareRead {
  const refuse = (code: ShareRefusalCode, index?: number): ShareRead => ({
    ok: false,
    refusal: index === undefined ? { code } : { code, index },
  });
  const text = typeof fragment === 'string' ? fragment.replace(/^#/, '') : '';
  if (text.length > SHARE_MAX_LENGTH) return refuse('too_long');
  const m = /^g=(\d+)\.(.*)$/s.exec(text);
  if (!m) return refuse('not_a_link');
  if (m[1] !== '1') return refuse('unknown_version');
  let shared: SharedGame;
  try {
    shared = parse(fromBase64url(m[2]!));
  } catch (error) {
    if (error instanceof Truncated) return refuse('truncated');
    return refuse('corrupt');
  }
  let game: EngineSnapshot<unknown>;
  try {
    game = engines[shared.kind].fromSaved(shared.saved);
  } catch (error) {
    const { index } = engineCode(error);
    return index !== null ? refuse('illegal_move', index) : refuse('bad_position');
  }
  // The engine decides its own endings: a link may not add one to a game that is over.
  const over = game.isOver;
  game.dispose();
  if (over && shared.finish) return refuse('corrupt');
  return { ok: true, shared };
}
