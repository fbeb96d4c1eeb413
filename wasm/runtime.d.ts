// Hand-written typings of wasm/runtime_bindings.cpp.
export interface RuntimeBindings {
  /** Bytes currently allocated by malloc inside the module. */
  heapInUse(): number;
  /** Nanoseconds per place + undo pair, measured inside wasm. */
  benchGomokuPlaceUndoNs(iterations: number): number;
  /** Nanoseconds per move + undo pair (ICCS input), measured inside wasm. */
  benchXiangqiMoveUndoNs(iterations: number): number;
}
