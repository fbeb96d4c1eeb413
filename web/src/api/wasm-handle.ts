import type { EmbindObject } from '../generated/gomoku.js';
import type { PinqiCoreModule } from '../generated/pinqi_core.mjs';
import { PinqiError } from './errors.js';

/** Frees the wasm object of an API object dropped without dispose(): a safety net, not the plan. */
const leaked = new FinalizationRegistry<EmbindObject>((object) => {
  if (!object.isDeleted()) object.delete();
});

/**
 * One embind object owned by one API object. release() frees it at once; if
 * the owner is garbage-collected first, the FinalizationRegistry frees it.
 */
export class WasmHandle<T extends EmbindObject> {
  readonly #object: T;

  constructor(owner: object, object: T) {
    this.#object = object;
    leaked.register(owner, object, this);
  }

  /** The object; throws PinqiError('disposed') once released. */
  get live(): T {
    if (this.#object.isDeleted()) throw new PinqiError('disposed', 'this game has been disposed');
    return this.#object;
  }

  /** Frees the object now. Safe to call twice. */
  release(): void {
    if (this.#object.isDeleted()) return;
    leaked.unregister(this);
    this.#object.delete();
  }
}

/** The wasm module a game class was bound to by loadPinqi(), or a clear error. */
export function boundModule(module: PinqiCoreModule | undefined, className: string): PinqiCoreModule {
  if (!module) throw new PinqiError('bad_settings', `use the ${className} class from \`await loadPinqi()\``);
  return module;
}
