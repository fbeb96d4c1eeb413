import type { ClockTimes } from './saved-game.js';

/**
 * Per-side clocks. A snapshot of both sides' remaining time is kept at the
 * start of every ply, so undoing n plies restores the clock exactly as it was.
 * Runs on the global timers and, unless told otherwise, performance.now().
 */
export class GameClock {
  /** snapshots[i] = remaining milliseconds of each side when ply i began. */
  #snapshots: ClockTimes[];
  #turn: string | null = null;
  #turnStarted = 0;
  #timer: ReturnType<typeof setInterval> | null = null;
  #onTick: () => void;
  #onFlag: (side: string) => void;
  #now: () => number;

  constructor(
    snapshots: ClockTimes[],
    onTick: () => void,
    onFlag: (side: string) => void,
    now: () => number = () => performance.now(),
  ) {
    this.#snapshots = snapshots.map((s) => ({ ...s }));
    this.#onTick = onTick;
    this.#onFlag = onFlag;
    this.#now = now;
  }

  static fresh(sides: readonly string[], minutes: number): ClockTimes[] {
    return [Object.fromEntries(sides.map((s) => [s, minutes * 60_000]))];
  }

  get snapshots(): ClockTimes[] {
    return this.#snapshots.map((s) => ({ ...s }));
  }

  /** Milliseconds the side to move has used in this turn so far. */
  get turnElapsed(): number {
    return this.#turn ? this.#now() - this.#turnStarted : 0;
  }

  get running(): boolean {
    return this.#turn !== null;
  }

  remaining(side: string): number {
    const base = this.#snapshots.at(-1)?.[side] ?? 0;
    return Math.max(0, side === this.#turn ? base - this.turnElapsed : base);
  }

  /** Starts the side's turn, `alreadyUsed` ms in (e.g. after a reload). */
  start(side: string, alreadyUsed = 0): void {
    this.#turn = side;
    this.#turnStarted = this.#now() - alreadyUsed;
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = setInterval(() => this.#tick(), 250);
  }

  stop(): void {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
    this.#turn = null;
  }

  /** The side to move finished its ply: its time so far is written into a new snapshot. */
  commit(side: string): void {
    const last = this.#snapshots.at(-1)!;
    this.#snapshots.push({ ...last, [side]: this.remaining(side) });
    this.stop();
  }

  /** Keeps the snapshots of the first `plies` plies, as after an undo. */
  truncate(plies: number): void {
    this.#snapshots.length = Math.max(1, plies + 1);
    this.stop();
  }

  #tick(): void {
    const side = this.#turn;
    if (!side) return;
    this.#onTick();
    if (this.remaining(side) <= 0) {
      this.stop();
      this.#onFlag(side);
    }
  }
}

/** "2:05": minutes and seconds, rounded up. */
export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
