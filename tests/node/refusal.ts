// The check of a refusal by a game's method: it throws a PinqiError of `code`
// (and of `why`, when given) whose message is at most MAX_MESSAGE_LENGTH long.
import assert from 'node:assert/strict';

import { MAX_MESSAGE_LENGTH, PinqiError } from '../../web/src/index.ts';

export function refusal(fn: () => unknown, code: string, why?: string): PinqiError {
  let caught: unknown;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  assert.ok(caught instanceof PinqiError, `expected a PinqiError ${code}, got ${String(caught)}`);
  assert.equal(caught.code, code, caught.message);
  if (why !== undefined) assert.equal(caught.why, why, caught.message);
  assert.ok(caught.message.length <= MAX_MESSAGE_LENGTH, `message of ${caught.message.length} characters`);
  return caught;
}
