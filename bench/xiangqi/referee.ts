// An independent referee for `xiangqi_match --pgn` files: every game replayed through
// Fairy-Stockfish's rules (npm `ffish`), not ours. It checks that each move was legal, and
// that each game the rules ended (checkmate, stalemate, repetition, material) ended as ffish
// says; a game stopped by the match (adjudicated on both engines' scores, or the ply limit)
// must not already have been over. Our move limit is the published 60 moves (120 plies)
// without a capture, where ffish offers a draw claim after 50 (its halfmove clock is checked
// instead). It then recounts the score of the first-named
// engine from the results. Usage:
//   node --import tsx bench/xiangqi/referee.ts MATCH.pgn [MORE.pgn ...]
// Exits 1 when a game disagrees (each such game is listed).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import { iccsToFfish, loadFfish, type FairyStockfish } from '../../tests/node/differential/ffish.ts';

export type RefereedGame = {
  game: string;
  red: string;
  black: string;
  result: string;
  reason: string;
  /** Why ffish disagrees with the record, or undefined when it agrees. */
  problem?: string;
};

type Record = { headers: Map<string, string>; moves: string[] };

export function parseMatchPgn(text: string): Record[] {
  const games: Record[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const headers = new Map<string, string>();
    const moves: string[] = [];
    for (const line of block.split('\n')) {
      const header = /^\[(\w+) "(.*)"\]$/.exec(line.trim());
      if (header) headers.set(header[1]!, header[2]!);
      else moves.push(...line.trim().split(/\s+/).filter(Boolean));
    }
    if (headers.size > 0) games.push({ headers, moves });
  }
  return games;
}

// The reasons for which the rules, not the match, ended the game.
const RULE_ENDINGS = new Set([
  'checkmate',
  'stalemate',
  'repetition',
  'perpetual_check',
  'perpetual_chase',
  'insufficient_material',
]);
const MATCH_ENDINGS = new Set(['adjudicated', 'adjudicated draw', 'ply limit']);

export function refereeGame(ff: FairyStockfish, record: Record): RefereedGame {
  const h = (key: string) => record.headers.get(key) ?? '';
  const out: RefereedGame = {
    game: h('Game'),
    red: h('Red'),
    black: h('Black'),
    result: h('Result'),
    reason: h('Reason'),
  };
  const board = new ff.Board('xiangqi');
  try {
    for (let ply = 0; ply < record.moves.length; ++ply) {
      const move = record.moves[ply]!;
      if (board.isGameOver(false)) {
        out.problem = `ffish ended the game (${board.result(false)}) before ply ${ply + 1}`;
        return out;
      }
      // push() plays only a legal move (and says why not on stderr).
      if (!/^[a-i]\d[a-i]\d$/.test(move) || !board.push(iccsToFfish(move))) {
        out.problem = `ply ${ply + 1}, ${move}: not a legal move for ffish`;
        return out;
      }
    }
    if (out.reason === 'move_limit') {
      if (out.result !== '1/2-1/2' || board.halfmoveClock() < 120)
        out.problem = `move limit ${out.result}, with ${board.halfmoveClock()} plies since a capture by ffish`;
    } else if (RULE_ENDINGS.has(out.reason)) {
      if (!board.isGameOver(true)) out.problem = `${out.reason} claimed, but ffish goes on`;
      else if (board.result(true) !== out.result)
        out.problem = `${out.reason} ${out.result} claimed, ffish says ${board.result(true)}`;
    } else if (MATCH_ENDINGS.has(out.reason)) {
      if (board.isGameOver(false)) out.problem = `${out.reason}, but ffish had ended it: ${board.result(false)}`;
    } else {
      out.problem = `an ending the referee does not know: ${out.reason || 'none'}`;
    }
    return out;
  } finally {
    board.delete();
  }
}

/** Points of the engine named `engine` (as in the Red and Black headers) over the games. */
export function points(games: RefereedGame[], engine: string): { wins: number; draws: number; losses: number } {
  const tally = { wins: 0, draws: 0, losses: 0 };
  for (const g of games) {
    const side = g.red === engine ? '1-0' : g.black === engine ? '0-1' : undefined;
    if (side === undefined) continue;
    if (g.result === '1/2-1/2') ++tally.draws;
    else if (g.result === side) ++tally.wins;
    else ++tally.losses;
  }
  return tally;
}

async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    console.error('usage: referee.ts MATCH.pgn [MORE.pgn ...]');
    return 2;
  }
  const ff = await loadFfish();
  const games = files.flatMap((f) => parseMatchPgn(readFileSync(f, 'utf8')).map((r) => refereeGame(ff, r)));
  const bad = games.filter((g) => g.problem !== undefined);
  for (const g of bad) console.log(`game ${g.game}: ${g.problem}`);
  const byReason = new Map<string, number>();
  for (const g of games) byReason.set(g.reason, (byReason.get(g.reason) ?? 0) + 1);
  const first = games[0]?.red ?? '';
  const t = points(games, first);
  console.log(
    `referee (ffish ${ff.info()}): ${games.length} games, ${games.length - bad.length} agree, ${bad.length} disagree`,
  );
  console.log(`endings: ${[...byReason].map(([r, n]) => `${r} ${n}`).join(', ')}`);
  console.log(`${first}: +${t.wins} =${t.draws} -${t.losses}`);
  return bad.length === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
