// The promise every public method keeps, checked one call at a time.
import assert from 'node:assert/strict';

import { MAX_MESSAGE_LENGTH, PINQI_ERROR_CODES, type PinqiError } from '../../../web/src/index.ts';

/**
 * Runs `call`: it either returns, or throws a PinqiError whose code is
 * documented and whose message is at most MAX_MESSAGE_LENGTH characters.
 * Returns the error, or undefined on success.
 */
export function refusedOrDone(what: string, call: () => unknown): PinqiError | undefined {
  try {
    call();
    return undefined;
  } catch (error) {
    assertDocumented(what, error);
    return error;
  }
}

/**
 * A PinqiError with a documented code and a short message. Compared by name,
 * since the AI tests load the compiled package (dist/lib), whose class is
 * another copy of the same code.
 */
export function assertDocumented(what: string, error: unknown): asserts error is PinqiError {
  assert.ok(
    error instanceof Error && error.name === 'PinqiError',
    `${what} threw ${error instanceof Error ? error.name : typeof error}: ${String(error).slice(0, 200)}`,
  );
  const e = error as PinqiError;
  assert.ok(PINQI_ERROR_CODES.includes(e.code), `${what}: undocumented code ${e.code}`);
  assert.ok(e.message.length <= MAX_MESSAGE_LENGTH, `${what}: a message of ${e.message.length} characters`);
}

/** A call on a live game: a refusal must leave the snapshot exactly as it was. */
export function unchangedOnRefusal<G>(
  game: G,
  snapshot: (g: G) => unknown,
  what: string,
  call: (g: G) => unknown,
): void {
  const before = snapshot(game);
  const error = refusedOrDone(what, () => call(game));
  if (error && error.code !== 'disposed')
    assert.deepStrictEqual(snapshot(game), before, `${what} was refused (${error.code}) but changed the game`);
}
