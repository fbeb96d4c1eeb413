// The AI client tests' check of a refusal: the promise rejects with a PinqiError of `code`.
import assert from 'node:assert/strict';

import { PinqiError } from '../../dist/lib/index.js';

export async function refusal(promise: Promise<unknown>, code: string): Promise<PinqiError> {
  let caught: unknown;
  try {
    await promise;
  } catch (e) {
    caught = e;
  }
  assert.ok(caught instanceof PinqiError, `expected a PinqiError ${code}, got ${String(caught)}`);
  assert.equal(caught.code, code, caught.message);
  return caught;
}
