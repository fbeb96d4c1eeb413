import { readdir, readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

/** The limits of issue 24 for each wasm flavour (in bytes): the download (gzip -9) and the data section. */
export const WASM_LIMITS = { gzip: 150_000, data: 40_000 };

export interface WasmSize {
  file: string;
  raw: number;
  gzip: number;
  /** The code and data sections' sizes, as `llvm-objdump -h` reports them. */
  code: number;
  data: number;
}

/** Every wasm flavour in web/src/generated (the build copies each module there). */
export async function wasmSizes(): Promise<WasmSize[]> {
  const dir = new URL('../web/src/generated/', import.meta.url);
  const files = (await readdir(dir)).filter((name) => name.endsWith('.wasm')).sort();
  return Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(new URL(file, dir));
      return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, ...sections(bytes) };
    }),
  );
}

/** The code (id 10) and data (id 11) section sizes, read from the module's section headers. */
function sections(bytes: Buffer): { code: number; data: number } {
  const sizes = { code: 0, data: 0 };
  let at = 8; // magic and version
  const leb = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = bytes[at++]!;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
  };
  while (at < bytes.length) {
    const id = bytes[at++]!;
    const size = leb();
    if (id === 10) sizes.code = size;
    if (id === 11) sizes.data = size;
    at += size;
  }
  return sizes;
}
