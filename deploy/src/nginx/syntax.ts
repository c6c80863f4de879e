import { addressProblem, patternSegments, segmentCharacters } from '@isarlicht/contracts/routes/address-grammar';
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

/**
 * An address of the site's grammar as nginx reads it bare, in a location match or a
 * redirect target: a slice's release declares it, so anything that could end a
 * directive (space, `;`, braces, a newline), start a variable (`$`) or lead to another
 * host (`//`) is refused here rather than written (docs/decisions/046).
 */
export function nginxAddress(pattern: string): string {
  const problem = addressProblem(pattern);
  if (problem !== null) throw new Error(`cannot write ${JSON.stringify(pattern)} into an nginx config: ${problem}`);
  return pattern;
}

/** A fixed address as the match of an exact location (`= /about`). */
export function exactMatch(address: string): string {
  if (patternSegments(nginxAddress(address)).some((segment) => segment.kind === 'param'))
    throw new Error(`cannot write ${JSON.stringify(address)} as an exact nginx location: it has params`);
  return `= ${address}`;
}

/** Where a param's value stands: its slash and a segment of the grammar, captured together so an optional one leaves no slash. */
const paramCapture = `(/${segmentCharacters}+)`;

/**
 * The regex of a pattern, without anchors: literal segments need no escape (they are
 * `[a-z0-9-]`), each param is one capture, in the order of `params`.
 */
export function addressRegex(pattern: string): { readonly source: string; readonly params: readonly string[] } {
  const segments = patternSegments(nginxAddress(pattern));
  if (segments.length === 0) return { source: '/', params: [] };
  return {
    source: segments
      .map((segment) => (segment.kind === 'literal' ? `/${segment.text}` : `${paramCapture}${segment.optional ? '?' : ''}`))
      .join(''),
    params: segments.flatMap((segment) => (segment.kind === 'param' ? [segment.name] : [])),
  };
}

/** A redirect target: a pattern whose params are the captures `$1`… of the regex that captured `captured`. */
export function addressTarget(pattern: string, captured: readonly string[]): string {
  const segments = patternSegments(nginxAddress(pattern));
  if (segments.length === 0) return '/';
  return segments
    .map((segment) => {
      if (segment.kind === 'literal') return `/${segment.text}`;
      const index = captured.indexOf(segment.name);
      if (index === -1) throw new Error(`cannot write the target ${pattern} into an nginx config: nothing captures :${segment.name}`);
      return `$${index + 1}`;
    })
    .join('');
}
