import type { PinqiCoreModule } from '../generated/pinqi_core.mjs';
import { PinqiError } from './errors.js';

/** The wasm module behind each namespace loadPinqi() made (the namespace itself keeps it out of sight). */
const cores = new WeakMap<object, PinqiCoreModule>();

/** Records the module a namespace was bound to (loadPinqi). */
export function rememberCore(pinqi: object, core: PinqiCoreModule): void {
  cores.set(pinqi, core);
}

/** The module behind a namespace from loadPinqi(); PinqiError('bad_settings') for anything else. */
export function coreOf(pinqi: unknown): PinqiCoreModule {
  const core = typeof pinqi === 'object' && pinqi !== null ? cores.get(pinqi) : undefined;
  if (!core) throw new PinqiError('bad_settings', 'pass the namespace from `await loadPinqi()`');
  return core;
}
