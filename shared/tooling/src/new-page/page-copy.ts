import { sliceLayouts, type PageSlice } from './slice-layouts';

/** What search results show uncut (the same limits the dev dashboard's translation check applies). */
export const descriptionLength = { min: 120, max: 160 } as const;
export const maxTitleLength = 60;

export interface PageCopy {
  readonly title: string;
  readonly description: string;
  readonly lead: string;
  readonly sectionTitle: string;
  readonly text: string;
}

/** The longest of the sentences that fits the description limits, so a short title still gets a full description. */
function descriptionOf(title: string, slice: PageSlice): string {
  const { work } = sliceLayouts[slice];
  const candidates = [
    `${title}: wie Isarlicht Digital aus München Unternehmen bei ${work} begleitet – von der ersten Idee bis zum verlässlichen Betrieb.`,
    `${title}: wie Isarlicht Digital aus München Unternehmen von der ersten Idee bis zum verlässlichen Betrieb begleitet.`,
    `${title}: Isarlicht Digital aus München, von der Idee bis zum Betrieb.`,
  ];
  const fitting = candidates.find((text) => text.length >= descriptionLength.min && text.length <= descriptionLength.max);
  if (fitting === undefined)
    throw new Error(`no description of ${descriptionLength.min}–${descriptionLength.max} characters fits the title "${title}"`);
  return fitting;
}

/**
 * The German copy a new page starts with, derived from its title: true of the agency
 * as the site describes it elsewhere, no claim about a client, nothing to replace
 * before it may go live (the team rewrites it as the page grows).
 */
export function pageCopy(title: string, slice: PageSlice): PageCopy {
  const trimmed = title.trim();
  if (trimmed.length < 2 || trimmed.length > maxTitleLength)
    throw new Error(`the title must have 2–${maxTitleLength} characters: "${title}"`);
  if (/["`${}<>\\]/.test(trimmed)) throw new Error(`the title must not contain quotes, braces, angle brackets or backslashes: "${title}"`);
  return {
    title: trimmed,
    description: descriptionOf(trimmed, slice),
    lead: `${trimmed} – aus der Arbeit unserer Teams in München, die Produktmanagement, Design und Entwicklung für ${sliceLayouts[slice].work} verbinden.`,
    sectionTitle: 'Worum es geht',
    text: 'Wir arbeiten mit mittelständischen Unternehmen, Konzernbereichen und Startups, die nicht nur ein Konzept, sondern laufende Software wollen. Sprechen Sie uns an, wenn Sie wissen möchten, was das für Ihr Vorhaben bedeutet.',
  };
}
