import type { CallRange } from './sources/call-source';

/** A year and a day: enough for any report, little enough for Vapi's paging. */
const maxRangeMs = 367 * 24 * 60 * 60 * 1000;
const isoInstant = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

function instant(value: unknown, name: string): Date | string {
  if (typeof value !== 'string' || value === '') return `Der Parameter „${name}“ fehlt.`;
  if (!isoInstant.test(value) || Number.isNaN(Date.parse(value))) {
    return `Der Parameter „${name}“ muss ein Datum im Format JJJJ-MM-TT oder ein ISO-8601-Zeitpunkt sein.`;
  }
  return new Date(value);
}

/** `?from=&to=` of `GET /api/calls`: a range or the German reason it is none. */
export function parseCallRange(query: Readonly<Record<string, unknown>>): CallRange | string {
  const from = instant(query.from, 'from');
  if (typeof from === 'string') return from;
  const to = instant(query.to, 'to');
  if (typeof to === 'string') return to;
  if (from > to) return '„from“ muss vor „to“ liegen.';
  if (to.getTime() - from.getTime() > maxRangeMs) return 'Der Zeitraum darf höchstens ein Jahr umfassen.';
  return { from, to };
}
