/** Small helpers shared by the benchmark sections. */

export function timeMs(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function fmt(n: number, digits = 1): string {
  if (n >= 1e6) return `${(n / 1e6).toFixed(digits)} M`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(digits)} k`;
  return n.toFixed(digits);
}

/** Prints aligned rows: label, then columns. */
export function table(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n## ${title}`);
  console.log(line(header));
  for (const r of rows) console.log(line(r));
}
