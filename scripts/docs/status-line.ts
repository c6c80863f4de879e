import { relationNames, type RelationName } from './relations';

export interface Relation {
  readonly name: RelationName;
  /** The other ADR's number, three digits. */
  readonly target: string;
}

export type State = 'accepted' | 'proposed' | 'superseded';

export interface Status {
  readonly state: State;
  /** The month of the status, `YYYY-MM`. */
  readonly date: string;
  readonly relations: readonly Relation[];
}

export type StatusReading = { readonly status: Status } | { readonly problem: string };

const vocabulary = relationNames.join('", "');

/** Notes in parentheses say what a relation concerns; the check reads past them. */
function withoutNotes(text: string): string {
  let depth = 0;
  let kept = '';
  for (const character of text) {
    if (character === '(') depth += 1;
    if (depth === 0) kept += character;
    if (character === ')') depth = Math.max(0, depth - 1);
  }
  return kept;
}

function readRelations(segment: string): readonly Relation[] | string {
  const name = relationNames.find((phrase) => segment.toLowerCase().startsWith(`${phrase} `));
  if (name === undefined) return `"${segment}" starts with no relation of the index's vocabulary ("${vocabulary}")`;
  const rest = withoutNotes(segment.slice(name.length));
  const targets = rest.match(/\b\d{3}\b/g) ?? [];
  const leftover = rest.replace(/\b\d{3}\b|\band\b|,/g, '').trim();
  if (targets.length === 0 || leftover !== '') {
    return `"${segment}": after "${name}" come ADR numbers only, joined by "," or "and", each with an optional note in parentheses`;
  }
  return targets.map((target) => ({ name, target }));
}

/**
 * Reads a status as the ADRs and the index write it: the state and its month first, then
 * the relations, parts separated by " · ". `accepted (2026-11) · amends 008 (the CSP)`,
 * `superseded by 056 (2026-11)`.
 */
export function readStatus(text: string): StatusReading {
  const [first = '', ...rest] = text.replace(/\s+/g, ' ').trim().split(/ · /);
  const dated = /^(?<head>.*?) ?\((?<date>\d{4}-\d{2})\)$/.exec(first);
  const head = dated?.groups?.head;
  const date = dated?.groups?.date;
  if (head === undefined || date === undefined) {
    return {
      problem: `"${first}": the status starts with its state and month, e.g. "accepted (2026-11)" or "superseded by 056 (2026-11)"`,
    };
  }
  const relations: Relation[] = [];
  let state: State;
  const lowered = head.toLowerCase();
  if (lowered === 'accepted' || lowered === 'proposed') state = lowered;
  else if (lowered.startsWith('superseded by ')) state = 'superseded';
  else return { problem: `"${head}" is no state: accepted, proposed or superseded by NNN` };
  for (const segment of state === 'superseded' ? [head, ...rest] : rest) {
    const read = readRelations(segment);
    if (typeof read === 'string') return { problem: read };
    if (segment !== head && read.some((relation) => relation.name === 'superseded by')) {
      return { problem: `"${segment}": an ADR superseded as a whole says so first, "superseded by NNN (YYYY-MM)"` };
    }
    relations.push(...read);
  }
  return { status: { state, date, relations } };
}

export const describeRelation = (relation: Relation): string => `${relation.name} ${relation.target}`;
