import { GomokuBoardView, loadPinqi, PinqiError, type GomokuGame, type GomokuSide, type Point } from '../src/index.js';
import { storageSlot } from './storage.js';

const SIDE_NAME: Record<GomokuSide, string> = { black: 'Black', white: 'White' };

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const statusLine = $('status');
const message = $('message');
const confirmButtons: Record<GomokuSide, HTMLButtonElement> = {
  black: $<HTMLButtonElement>('confirm-black'),
  white: $<HTMLButtonElement>('confirm-white'),
};

const pinqi = await loadPinqi();
const saved = storageSlot('pinqi:gomoku:current', (raw) => pinqi.GomokuGame.fromJSON(raw));

let game: GomokuGame;
const restored = saved.load();
game = restored.value ?? new pinqi.GomokuGame({ size: 15, rule: 'freestyle' });
let pending: Point | null = null;

const board = GomokuBoardView($('board'), {
  size: game.size,
  events: { select, cancel: () => setPending(null) },
});

function say(text: string): void {
  message.textContent = text;
}

function setPending(point: Point | null): void {
  pending = point;
  render();
}

/** A tap only selects; tapping another point moves the selection. */
function select(point: Point): void {
  if (game.isOver) return;
  const problem = game.check(point);
  if (problem === 'occupied') {
    say('That point is taken.');
    return;
  }
  if (problem === 'forbidden') {
    say(`${pointName(point)} is forbidden for Black (Renju).`);
    return;
  }
  say('');
  setPending(point);
}

function pointName(p: Point): string {
  return String.fromCharCode(97 + p.x) + String(game.size - p.y);
}

/** Only the player whose turn it is may commit the pending stone. */
function confirm(side: GomokuSide): void {
  if (!pending) return;
  if (side !== game.turn) {
    say(`It is ${SIDE_NAME[game.turn]}'s turn: only ${SIDE_NAME[game.turn]} can confirm.`);
    return;
  }
  try {
    game.place(pending);
  } catch (error) {
    say(error instanceof PinqiError ? error.message : String(error));
    return;
  }
  // Saved before the move is shown as done.
  saved.save(game.toJSON());
  pending = null;
  say('');
  render();
}

function undo(): void {
  if (game.moveCount === 0) return;
  game.undo(1);
  saved.save(game.toJSON());
  pending = null;
  render();
}

function restart(): void {
  game.restart();
  saved.save(game.toJSON());
  pending = null;
  say('');
  render();
}

function render(): void {
  const result = game.result;
  const history = game.history;
  board.set({
    size: game.size,
    stones: history,
    lastMove: game.lastMove,
    pending: pending && { point: pending, side: game.turn },
    winningLine: result?.line ?? [],
    forbidden: game.rule === 'renju' && game.turn === 'black' ? game.forbiddenPoints() : [],
    interactive: !result,
  });
  if (result) {
    statusLine.textContent = result.winner ? `${SIDE_NAME[result.winner]} wins with five in a row.` : 'Draw: the board is full.';
  } else {
    statusLine.textContent = `${SIDE_NAME[game.turn]} to move · move ${history.length + 1}`;
  }
  for (const side of ['black', 'white'] as const) confirmButtons[side].disabled = !pending;
  document.body.dataset.turn = game.turn;
  document.body.dataset.moves = String(history.length);
}

confirmButtons.black.addEventListener('click', () => confirm('black'));
confirmButtons.white.addEventListener('click', () => confirm('white'));
$('undo').addEventListener('click', undo);
$('restart').addEventListener('click', restart);

if (restored.recovered) say('The saved game could not be read; a copy was kept and a new game started.');
render();
document.body.dataset.ready = 'true';
