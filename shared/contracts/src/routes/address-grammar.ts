/**
 * The one grammar of a site address. A slice's release declares its pages and old
 * addresses, and those strings end up in the shell's route table, both servers'
 * matchers and the generated nginx config, so they are untrusted input: everything
 * outside this grammar is refused by the deploy and dropped by every reader.
 *
 * An address is `/` or segments of lower-case words joined by hyphens; a pattern may
 * put a param `:name` in place of a segment, an optional one (`:name?`) only last.
 * No splat, no trailing slash, no empty segment, nothing to escape in any config.
 */

/** The characters of one literal segment, and of every param value. */
export const segmentCharacters = '[a-z0-9-]';
const segmentPattern = new RegExp(`^${segmentCharacters}+$`);

/** Whether a literal segment or a param value (`ai-development`) is of the grammar: one segment, nothing to escape. */
export const isSegmentValue = (value: string): boolean => segmentPattern.test(value);
const paramPattern = /^:([a-z][A-Za-z0-9]*)(\?)?$/;

/** How much one slice may declare: far above the site's needs, low enough that no reader can be flooded. */
export const addressLimits = {
  /** Characters of a path or pattern. */
  length: 200,
  segments: 8,
  params: 3,
  pagesPerRemote: 100,
  redirectsPerRemote: 100,
} as const;

/** One segment of a pattern: a literal word or a param. */
export type PatternSegment =
  { readonly kind: 'literal'; readonly text: string } | { readonly kind: 'param'; readonly name: string; readonly optional: boolean };

const describe = (character: string): string =>
  `"${character === '\n' ? '\\n' : character}" (U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`;

/** The first character outside the grammar's alphabet, with its position, or null. */
function strayCharacter(pattern: string): string | null {
  const index = [...pattern].findIndex((character) => !/[a-zA-Z0-9/:?-]/.test(character));
  return index === -1 ? null : `the character ${describe([...pattern][index] ?? '')} at position ${index + 1}`;
}

/** Why `pattern` is no address of the grammar (naming the offending character or rule), or null when it is one. */
export function addressProblem(pattern: string): string | null {
  if (pattern.length > addressLimits.length) return `it is longer than ${addressLimits.length} characters`;
  const stray = strayCharacter(pattern);
  if (stray !== null) return `${stray} is not allowed in an address`;
  if (!pattern.startsWith('/')) return 'it does not start with /';
  if (pattern === '/') return null;
  const parts = pattern.slice(1).split('/');
  if (parts.length > addressLimits.segments) return `it has more than ${addressLimits.segments} segments`;
  const names = new Set<string>();
  for (const [index, part] of parts.entries()) {
    if (part === '') return index === parts.length - 1 ? 'it ends with /' : 'it has an empty segment (//)';
    const param = paramPattern.exec(part);
    if (param === null) {
      if (!isSegmentValue(part)) return `the segment "${part}" is neither lower-case words with hyphens nor a :param`;
      continue;
    }
    const [, name = '', optional] = param;
    if (optional === '?' && index !== parts.length - 1) return `the optional param :${name}? is not the last segment`;
    if (names.has(name)) return `the param :${name} appears twice`;
    names.add(name);
  }
  if (names.size > addressLimits.params) return `it has more than ${addressLimits.params} params`;
  return null;
}

export const isAddressPattern = (pattern: string): boolean => addressProblem(pattern) === null;

/** The segments of a pattern of the grammar; throws for anything else, so no caller compiles a foreign pattern. */
export function patternSegments(pattern: string): readonly PatternSegment[] {
  const problem = addressProblem(pattern);
  if (problem !== null) throw new Error(`${JSON.stringify(pattern)} is no address: ${problem}`);
  if (pattern === '/') return [];
  return pattern
    .slice(1)
    .split('/')
    .map((part): PatternSegment => {
      const param = paramPattern.exec(part);
      return param === null ? { kind: 'literal', text: part } : { kind: 'param', name: param[1] ?? '', optional: param[2] === '?' };
    });
}
