const number = new Intl.NumberFormat('de-DE');
const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 0 });
// Vapi bills in US dollars; converting would invent an exchange rate.
const dollars = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'USD' });
const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });
const shortDate = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit' });

export const formatCount = (value: number): string => number.format(value);
export const formatPercent = (value: number | null): string => (value === null ? '–' : percent.format(value));
export const formatDollars = (value: number): string => dollars.format(value);
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
/** `2026-11-04` (a local day key) as `04.11.` for chart axes. */
export const formatDay = (day: string): string => shortDate.format(new Date(`${day}T12:00:00`));

/** `3 Std. 4 Min.`, `4 Min. 05 Sek.` or `45 Sek.` */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return `${hours} Std. ${minutes} Min.`;
  if (minutes > 0) return `${minutes} Min. ${String(rest).padStart(2, '0')} Sek.`;
  return `${rest} Sek.`;
}
