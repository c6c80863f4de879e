import Papa from 'papaparse';
import type { CallRecord } from '../../../calls';
import { endReasonLabel } from '../stats/end-reasons';
import { callTypeLabels, successLabel } from './columns';

/**
 * The rows as a spreadsheet opens them in Germany: semicolons, decimal commas, a BOM
 * for the umlauts. A summary is what a caller said: one starting with `=`, `+`, `-`
 * or `@` is written as text, so a spreadsheet never runs it as a formula.
 */
export function callsCsv(calls: readonly CallRecord[]): string {
  const decimal = (value: number) => value.toLocaleString('de-DE', { maximumFractionDigits: 4, useGrouping: false });
  const rows = calls.map((call) => ({
    Beginn: call.startedAt,
    Ende: call.endedAt ?? '',
    Art: callTypeLabels[call.type],
    'Dauer (Sekunden)': call.durationSeconds,
    'Kosten (USD)': decimal(call.costUsd),
    Gesprächsende: endReasonLabel(call.endedReason),
    Ergebnis: successLabel(call.success),
    Rufnummer: call.customerNumber ?? '',
    Zusammenfassung: call.summary,
    'Vapi-ID': call.id,
  }));
  return `\uFEFF${Papa.unparse(rows, { delimiter: ';', newline: '\r\n', escapeFormulae: true })}`;
}

export function downloadCsv(calls: readonly CallRecord[]): void {
  const url = URL.createObjectURL(new Blob([callsCsv(calls)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `anrufe-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
