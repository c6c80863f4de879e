import type { HeaderList } from '../headers/security-headers';

/**
 * A double-quoted nginx string. nginx has no escape for `$` (it would start a
 * variable), so a value carrying one is refused rather than silently changed.
 */
export function quote(value: string): string {
  if (/[$"\\\n\r]/.test(value)) throw new Error(`cannot write ${JSON.stringify(value)} into an nginx config`);
  return `"${value}"`;
}

/**
 * `add_header … always` lines. nginx hands a location the server's add_header lines
 * only when the location has none of its own, so every location that sets one
 * repeats the whole set.
 */
export const addHeaders = (headers: HeaderList): string[] => headers.map(([name, value]) => `add_header ${name} ${quote(value)} always;`);

export function block(head: string, lines: readonly string[]): string[] {
  return [`${head} {`, ...lines.map((line) => (line === '' ? '' : `    ${line}`)), '}'];
}

export interface Location {
  readonly match: string;
  readonly lines: readonly string[];
}

export const location = (match: string, lines: readonly string[]): Location => ({ match, lines });

export const renderLocations = (locations: readonly Location[]): string[] =>
  locations.flatMap((entry) => [...block(`location ${entry.match}`, entry.lines), '']);
