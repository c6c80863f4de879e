/** Columns padded to their widest cell; numbers (and figures with units) right-aligned. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  const isNumeric = (cell: string) => /^[-+]?[\d.,]+/.test(cell);
  const line = (row: readonly string[]) =>
    widths
      .map((width, column) => {
        const cell = row[column] ?? '';
        return isNumeric(cell) ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** A figure with sensible precision: scores and ms as integers, seconds to a tenth, ratios and CLS with decimals; ∞ for one that never came. */
export function formatValue(value: number, unit: string): string {
  // Infinity is a figure that never came: an answer never shown, a ratio to nothing.
  if (value === Number.POSITIVE_INFINITY) return '∞';
  if (!Number.isFinite(value)) return 'n/a';
  if (unit === 'KB') return `${value.toFixed(1)} KB`;
  if (unit === '×') return `${value.toFixed(2)}×`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  if (unit === 's') return `${value.toFixed(1)} s`;
  return Number.isInteger(value) ? String(value) : value.toFixed(3);
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
