// Hand-written typings of wasm/runtime_bindings.cpp.
export interface RuntimeBindings {
  /**
   * The search threads of every AI engine made after this call (UCI's Threads): 1 in the
   * single flavour, else 1..64 as asked. Returns the count kept. web/src/ai/load-core.ts calls it.
   */
  setSearchThreads(threads: number): number;
  /** Bytes currently allocated by malloc inside the module. */
  heapInUse(): number;
}
