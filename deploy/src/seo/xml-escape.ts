const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text and attribute content for XML; URLs may carry `&` in a query. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}
