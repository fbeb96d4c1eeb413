import type { AiClassification } from 'pinqi/ai';
import type { ReviewShelf, StoredMoveReview, StoredReview } from '../play/review-run.js';
import type { GameKind } from '../play/setup.js';
import { readJson, readText, removeKey, writeText } from './storage.js';

/**
 * The engine's reviews of finished games, kept beside the archive (by the
 * archived game's id) so a game is analysed once: opening it again shows its
 * review at once. Only what the review screen shows is kept (not the
 * multi-PV `lines`). Untrusted like every store: a foreign or damaged entry
 * is dropped, never shown.
 */
export const REVIEWS_KEY = 'pinqi:reviews';
/** As many reviews as the archive keeps games. */
export const REVIEWS_LIMIT = 50;

interface ReviewsV1 {
  version: 1;
  reviews: StoredReview[];
}

const CLASSES: readonly AiClassification[] = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];

const isInt = (v: unknown): v is number => Number.isInteger(v);
const isPoint = (v: unknown): boolean => {
  const p = v as { x?: unknown; y?: unknown } | null;
  return typeof p === 'object' && p !== null && isInt(p.x) && isInt(p.y);
};
const isIccs = (v: unknown): boolean => typeof v === 'string' && /^[a-i][0-9][a-i][0-9]$/.test(v);

/** A forced win or mate, or null; undefined when it is neither (then the move is dropped). */
function forced(v: unknown, isMove: (m: unknown) => boolean, gomoku: boolean): object | null | undefined {
  if (v === null) return null;
  const f = v as { kind?: unknown; moves?: unknown; line?: unknown } | undefined;
  if (typeof f !== 'object' || !Array.isArray(f.line) || !f.line.every(isMove)) return undefined;
  if (gomoku) return f.kind === 'vcf' || f.kind === 'vct' ? { kind: f.kind, line: f.line } : undefined;
  return isInt(f.moves) && f.moves > 0 ? { moves: f.moves, line: f.line } : undefined;
}

/** One move's review from untrusted data, or null. */
function reviveMove(game: GameKind, data: unknown, index: number): StoredMoveReview | null {
  const m = data as Record<string, unknown> | null;
  if (typeof m !== 'object' || m === null || m.ply !== index) return null;
  const gomoku = game === 'gomoku';
  const isMove = gomoku ? isPoint : isIccs;
  const sides = gomoku ? ['black', 'white'] : ['red', 'black'];
  if (!isMove(m.move) || !sides.includes(m.side as string)) return null;
  if (!Number.isFinite(m.scoreBefore) || !Number.isFinite(m.scoreAfter)) return null;
  if (!(m.best === null || isMove(m.best)) || !Array.isArray(m.bestLine) || !m.bestLine.every(isMove)) return null;
  if (!CLASSES.includes(m.classification as AiClassification)) return null;
  const [missedKey, allowedKey] = gomoku ? ['missedWin', 'allowedWin'] : ['missedMate', 'allowedMate'];
  const missed = forced(m[missedKey], isMove, gomoku);
  const allowed = forced(m[allowedKey], isMove, gomoku);
  if (missed === undefined || allowed === undefined) return null;
  return {
    ply: index,
    move: m.move,
    side: m.side,
    scoreBefore: m.scoreBefore,
    scoreAfter: m.scoreAfter,
    best: m.best,
    bestLine: m.bestLine,
    classification: m.classification,
    [missedKey]: missed,
    [allowedKey]: allowed,
  } as StoredMoveReview;
}

/** One game's review from untrusted data, or null when any part of it is not a review. */
function reviveReview(data: unknown): StoredReview | null {
  const r = data as Partial<StoredReview> | null;
  if (typeof r !== 'object' || r === null || typeof r.id !== 'string') return null;
  if ((r.game !== 'gomoku' && r.game !== 'xiangqi') || !Array.isArray(r.moves)) return null;
  const moves = r.moves.map((m, i) => reviveMove(r.game!, m, i));
  if (moves.some((m) => m === null)) return null;
  return { id: r.id, game: r.game, moves: moves as StoredMoveReview[] };
}

function revive(data: unknown): ReviewsV1 {
  const d = data as Partial<ReviewsV1> | null;
  if (d?.version !== 1 || !Array.isArray(d.reviews)) throw new Error('bad reviews');
  return { version: 1, reviews: d.reviews.map(reviveReview).filter((r): r is StoredReview => r !== null) };
}

function listReviews(): StoredReview[] {
  return readJson(REVIEWS_KEY, revive).value?.reviews ?? [];
}

/** The kept review of a game: only when it is of this kind of game and has one review per move. */
export function readReview<G extends GameKind>(id: string, game: G, moveCount: number): StoredReview<G> | null {
  const found = listReviews().find((r) => r.id === id);
  return found && found.game === game && found.moves.length === moveCount ? (found as StoredReview<G>) : null;
}

/**
 * Keeps a game's review (replacing an older one of the same game), newest
 * first. When storage is full the oldest reviews go first; when even this one
 * cannot be kept, false (the review is still shown, it is only not kept).
 */
export function keepReview(review: StoredReview): boolean {
  const kept = { ...review, moves: review.moves.map((m) => reviveMove(review.game, m, m.ply)!) };
  const reviews = [kept, ...listReviews().filter((r) => r.id !== review.id)].slice(0, REVIEWS_LIMIT);
  try {
    // When full, the oldest half goes, down to the new review alone.
    writeText(
      REVIEWS_KEY,
      () => JSON.stringify({ version: 1, reviews } satisfies ReviewsV1),
      () => reviews.length > 1 && reviews.splice(Math.max(1, Math.floor(reviews.length / 2))).length > 0,
    );
    return true;
  } catch {
    return false;
  }
}

/** Frees storage for the game in progress: drops every kept review (they can be run again). False when there were none. */
export function dropReviews(): boolean {
  if (readText(REVIEWS_KEY) === null) return false;
  removeKey(REVIEWS_KEY);
  return true;
}

/** The kept reviews as the game review reads and keeps them (play/review-run.ts). */
export const reviewShelf: ReviewShelf = { read: readReview, keep: keepReview };
