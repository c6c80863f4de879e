/** Every string inside a content entry, however deeply nested, for spelling and filler checks. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Sentences of at least `minWords` words, normalised for comparison. */
export function sentencesOf(text: string, minWords = 6): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim().toLowerCase())
    .filter((sentence) => sentence.split(/\s+/).length >= minWords);
}

export const wordCount = (texts: readonly string[]): number =>
  texts
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** ASCII stand-ins for umlauts and ß in common words: the site writes real umlauts. */
export const asciiUmlauts =
  /\b(fuer|[Uu]eber\w*|moeglich\w*|koennen|muessen|waehrend|[Ll]oesung(en)?|[Gg]roesse\w*|[Pp]ruef\w*|[Ss]chluessel|[Nn]aechste\w*|[Aa]enderung\w*|[Gg]espraech\w*|[Bb]uero|[Mm]uenchen|[Ss]trasse)\b/;

/** Placeholder and English filler that must never reach a visitor. */
export const filler = /lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|platzhalter|dummy|coming soon|\b(the|and|with|your|our|this|click here)\b/i;
