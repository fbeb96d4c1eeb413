// Where Pinqi's repetition verdicts differ from Fairy-Stockfish's on purpose
// (docs/REPETITION.md, "Where Pinqi and Fairy-Stockfish differ"):
//   1. A chariot that slides along the line of an attack it already had makes
//      no new attack, so it chases nothing. Fairy-Stockfish counts the attack
//      as discovered through the square the chariot left, and so sees a chase
//      when the victim had walked into the attack.
//   2. A general protects a piece only if it may recapture: not on a point the
//      other side defends. Fairy-Stockfish counts every general next to the
//      piece as a protector.
//   3. A move that takes away the protection of a piece the mover already
//      attacks (say, by moving the screen of the cannon that protected it)
//      chases that piece. Fairy-Stockfish looks only at attacks the move
//      creates, so it sees no chase.
import { iccsToFfish, ffishLegalMoves, type FairyStockfish } from './ffish.ts';
import { sequence, type Cycle } from './cycles.ts';

// The piece letter on an ICCS square of a FEN, or '' for an empty point.
function pieceAt(fen: string, square: string): string {
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]);
  const row = fen.split(' ')[0]!.split('/')[9 - rank]!;
  let f = 0;
  for (const ch of row) {
    if (/\d/.test(ch)) {
      f += Number(ch);
      continue;
    }
    if (f === file) return ch;
    ++f;
  }
  return '';
}

function passed(fen: string): string {
  const parts = fen.split(' ');
  parts[1] = parts[1] === 'w' ? 'b' : 'w';
  return parts.join(' ');
}

// Can the side to move in `fen` capture from `from` on `to`?
function captures(ff: FairyStockfish, fen: string, from: string, to: string): boolean {
  const board = new ff.Board('xiangqi', fen);
  try {
    return pieceAt(fen, to) !== '' && ffishLegalMoves(board).includes(from + to);
  } finally {
    board.delete();
  }
}

// Does `side` ('red' or 'black') slide a chariot, somewhere in the cycle,
// along the line of an attack it already had (the same enemy piece attacked
// from before and after the move)?
export function slidesAlongAnAttack(ff: FairyStockfish, c: Cycle, side: string): boolean {
  const board = new ff.Board('xiangqi', c.fen);
  try {
    for (const m of sequence(c)) {
      const before = board.fen();
      const mover = before.split(' ')[1] === 'w' ? 'red' : 'black';
      board.push(iccsToFfish(m));
      const after = board.fen();
      const from = m.slice(0, 2);
      const to = m.slice(2);
      const piece = pieceAt(before, from);
      if (mover !== side || piece.toLowerCase() !== 'r') continue;
      // The other points of the line the chariot moved along.
      const line =
        from[0] === to[0]
          ? Array.from({ length: 10 }, (_, r) => `${from[0]}${r}`)
          : Array.from({ length: 9 }, (_, f) => `${String.fromCharCode(97 + f)}${from[1]}`);
      for (const v of line) {
        if (v === from || v === to) continue;
        if (captures(ff, before, from, v) && captures(ff, passed(after), to, v)) return true;
      }
    }
    return false;
  } finally {
    board.delete();
  }
}

// Is a piece of the side not named `chaser`, at some point of the cycle,
// attacked by `chaser` with its general beside it as its only (and illegal)
// recapture: one the general may not make, the point being defended?
export function generalCannotRetake(ff: FairyStockfish, c: Cycle, chaser: string): boolean {
  const board = new ff.Board('xiangqi', c.fen);
  try {
    for (const m of sequence(c)) {
      const mover = board.fen().split(' ')[1] === 'w' ? 'red' : 'black';
      board.push(iccsToFfish(m));
      if (mover !== chaser) continue;
      const turned = new ff.Board('xiangqi', passed(board.fen()));
      try {
        const general = mover === 'red' ? 'k' : 'K';
        const fen = turned.fen();
        const generalAt = [...'abcdefghi'].flatMap((f) =>
          Array.from({ length: 10 }, (_, r) => `${f}${r}`).filter((sq) => pieceAt(fen, sq) === general),
        )[0]!;
        for (const capture of ffishLegalMoves(turned)) {
          const v = capture.slice(2);
          if (pieceAt(fen, v) === '') continue;
          const df = Math.abs(v.charCodeAt(0) - generalAt.charCodeAt(0));
          const dr = Math.abs(Number(v[1]) - Number(generalAt[1]));
          if (df + dr !== 1) continue;
          turned.push(iccsToFfish(capture));
          const retakes = ffishLegalMoves(turned).filter((r) => r.slice(2) === v);
          turned.pop();
          if (retakes.length === 0) return true;
        }
      } finally {
        turned.delete();
      }
    }
    return false;
  } finally {
    board.delete();
  }
}

// Whether `chaser` (to move in `fen`) can capture on `to` from `from` and the
// other side can then take back on `to`.
function protectedAgainst(ff: FairyStockfish, fen: string, from: string, to: string): boolean {
  const board = new ff.Board('xiangqi', fen);
  try {
    if (!board.push(iccsToFfish(from + to))) return false;
    return ffishLegalMoves(board).some((r) => r.slice(2) === to);
  } finally {
    board.delete();
  }
}

// The captures the side to move in `fen` could make, as ICCS moves.
function captureMoves(ff: FairyStockfish, fen: string): string[] {
  const board = new ff.Board('xiangqi', fen);
  try {
    return ffishLegalMoves(board).filter((m) => pieceAt(fen, m.slice(2)) !== '');
  } finally {
    board.delete();
  }
}

// Does `chaser`, somewhere in the cycle, keep an attack (same attacker, same
// victim, neither of them the moved piece) while its move takes away the
// victim's protection?
export function protectionTakenUnderAttack(ff: FairyStockfish, c: Cycle, chaser: string): boolean {
  const board = new ff.Board('xiangqi', c.fen);
  try {
    for (const m of [...c.lead, ...c.cycle]) {
      const before = board.fen();
      const mover = before.split(' ')[1] === 'w' ? 'red' : 'black';
      board.push(iccsToFfish(m));
      if (mover !== chaser) continue;
      const after = passed(board.fen());
      const old = new Set(captureMoves(ff, before));
      for (const a of captureMoves(ff, after)) {
        if (!old.has(a) || a.slice(0, 2) === m.slice(2) || a.slice(2) === m.slice(0, 2)) continue;
        const [from, to] = [a.slice(0, 2), a.slice(2)];
        if (protectedAgainst(ff, before, from, to) && !protectedAgainst(ff, after, from, to)) return true;
      }
    }
    return false;
  } finally {
    board.delete();
  }
}

// The side Pinqi credits with a perpetual chase that Fairy-Stockfish does
// not: Pinqi's loser when ffish draws, ffish's winner when Pinqi draws.
export function extraChaser(pinqiWinner: string, ffishWinner: string): string | undefined {
  if (ffishWinner === 'draw' && pinqiWinner !== 'draw') return pinqiWinner === 'red' ? 'black' : 'red';
  if (pinqiWinner === 'draw' && ffishWinner !== 'draw') return ffishWinner;
  return undefined;
}

// The side Fairy-Stockfish credits with a perpetual chase that Pinqi does
// not: the loser by ffish when Pinqi draws, Pinqi's winner when ffish draws.
export function phantomChaser(pinqiWinner: string, ffishWinner: string): string | undefined {
  if (pinqiWinner === 'draw' && ffishWinner !== 'draw') return ffishWinner === 'red' ? 'black' : 'red';
  if (ffishWinner === 'draw' && pinqiWinner !== 'draw') return pinqiWinner;
  return undefined;
}

// Which documented difference explains a disagreement, if any.
export function documentedDifference(
  ff: FairyStockfish,
  c: Cycle,
  pinqiWinner: string,
  ffishWinner: string,
): string | undefined {
  const phantom = phantomChaser(pinqiWinner, ffishWinner);
  if (phantom !== undefined && slidesAlongAnAttack(ff, c, phantom)) return 'slide along an old attack';
  // Pinqi sees a chase ffish does not: the chased piece's only protector is a general that may not retake.
  if (ffishWinner === 'draw' && pinqiWinner !== 'draw') {
    const chaser = pinqiWinner === 'red' ? 'black' : 'red';
    if (generalCannotRetake(ff, c, chaser)) return 'a general that may not retake';
  }
  const extra = extraChaser(pinqiWinner, ffishWinner);
  if (extra !== undefined && protectionTakenUnderAttack(ff, c, extra)) return 'protection taken under an old attack';
  return undefined;
}
