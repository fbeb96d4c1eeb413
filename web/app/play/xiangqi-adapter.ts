import {
  PinqiError,
  type XiangqiGame,
  type XiangqiGameClass,
  type XiangqiMove,
  type XiangqiNotation,
  type XiangqiOpenings,
  type XiangqiPiece,
  type XiangqiSavedV1,
  type XiangqiSide,
  type XiangqiSquare,
} from 'pinqi';
import { engineCode, type GameAdapter } from './adapter.js';
import { reviveXiangqiSetup, type XiangqiSetup } from './setup.js';

export interface XiangqiFrame {
  pieces: { square: XiangqiSquare; piece: XiangqiPiece }[];
  lastMove: { from: XiangqiSquare; to: XiangqiSquare } | null;
  /** The general in check, if any. */
  check: XiangqiSquare | null;
}

/** A picked piece, its legal targets (from the engine), and the picked target. */
export interface XiangqiSelection {
  from: XiangqiSquare | null;
  targets: XiangqiSquare[];
  to: XiangqiSquare | null;
}

export interface FromTo {
  from: XiangqiSquare;
  to: XiangqiSquare;
}

export interface XiangqiTypes {
  kind: 'xiangqi';
  side: XiangqiSide;
  saved: XiangqiSavedV1;
  played: XiangqiMove;
  game: XiangqiGame;
  setup: XiangqiSetup;
  cell: XiangqiSquare;
  selection: XiangqiSelection;
  move: FromTo;
  frame: XiangqiFrame;
  /** ICCS ('h2e2'). */
  aiMove: string;
}

const NONE: XiangqiSelection = Object.freeze({ from: null, targets: [], to: null }) as XiangqiSelection;

/** The side a FEN letter belongs to (upper case Red). */
export const pieceSide = (piece: string): XiangqiSide => (piece === piece.toUpperCase() ? 'red' : 'black');

/** The square of the side to move's general when it is in check, else null. */
export function checkSquare(game: XiangqiGame): XiangqiSquare | null {
  if (!game.inCheck) return null;
  const general = game.turn === 'red' ? 'K' : 'k';
  return game.pieces().find((p) => p.piece === general)?.square ?? null;
}

function frameOf(game: XiangqiGame): XiangqiFrame {
  const last = game.lastMove;
  return { pieces: game.pieces(), lastMove: last && { from: last.from, to: last.to }, check: checkSquare(game) };
}

/**
 * Xiangqi for the match: a tap on a piece asks the engine for its legal
 * targets, a tap on one of them picks the move, Confirm plays it. Draw offers
 * and resignations are kept by the engine.
 */
/** The Xiangqi adapter; `openings` (pinqi.xiangqiOpenings) names the openings games pass through. */
export function xiangqiAdapter(Game: XiangqiGameClass, openings?: XiangqiOpenings): GameAdapter<XiangqiTypes> {
  return {
    kind: 'xiangqi',
    sides: ['red', 'black'],
    appEndings: ['time'],
    reviveSetup: reviveXiangqiSetup,
    fromSaved: (saved) => Game.fromJSON(saved),
    checkSetup() {},
    create: () => new Game(),
    restart: (game) => new Game({ fen: game.toJSON().startFen }),
    ...(openings && {
      openingName(game: XiangqiGame, plies?: number) {
        const { startFen, moves } = game.toJSON();
        const found = openings.of({ startFen, moves: plies === undefined ? moves : moves.slice(0, plies) });
        return found && { chinese: found.chinese, english: found.english };
      },
    }),
    fitSetup: (setup) => setup,
    noSelection: NONE,
    select(game, selection, square) {
      if (selection.from && selection.targets.includes(square))
        return { selection: { ...selection, to: square }, refusal: null, complete: true };
      const targets = game.legalTargets(square);
      if (targets.length > 0) return { selection: { from: square, targets, to: null }, refusal: null, complete: false };
      const piece = game.pieceAt(square);
      if (piece === null) return { selection: NONE, refusal: null, complete: false };
      const refusal =
        pieceSide(piece) === game.turn ? { code: 'no_legal_move' as const } : { code: 'pick_own_piece' as const };
      return { selection: NONE, refusal, complete: false };
    },
    pendingMove: (s) => (s.from && s.to ? { from: s.from, to: s.to } : null),
    play: (game, move) => game.move(move.from, move.to),
    refusalOf(_game, _move, error) {
      const code = engineCode(error);
      return code.error === 'game_over' ? { code: 'game_over' } : { code: 'engine', ...code };
    },
    moveFromAi(move) {
      if (typeof move !== 'string' || !/^[a-i][0-9][a-i][0-9]$/.test(move))
        throw new PinqiError('bad_notation', `unreadable move ${JSON.stringify(move)}`);
      return { from: move.slice(0, 2), to: move.slice(2) };
    },
    record: (game, notation) => game.toRecord(notation as XiangqiNotation),
    resign(game, loser) {
      game.resign(loser);
      return true;
    },
    agreeDraw: (game) => game.agreeDraw(),
    frames(game) {
      const saved = game.toJSON();
      const replay = new Game({ fen: saved.startFen });
      try {
        const frames = [frameOf(replay)];
        for (const move of saved.moves) {
          replay.move(move);
          frames.push(frameOf(replay));
        }
        return frames;
      } finally {
        replay.dispose();
      }
    },
  };
}
