import { createColumnHelper } from '@tanstack/react-table';
import type { CallRecord, CallType } from '../../../calls';
import { endReasonLabel } from '../stats/end-reasons';
import { formatDateTime, formatDollars, formatDuration } from '../stats/format';

export const callTypeLabels: Record<CallType, string> = { web: 'Website', inbound: 'Eingehend', outbound: 'Ausgehend' };
export const successLabel = (success: boolean | null): string =>
  success === null ? 'nicht bewertet' : success ? 'erfolgreich' : 'nicht erfolgreich';

const column = createColumnHelper<CallRecord>();

/** Sorting uses the raw values, search and display the German text. */
export const callColumns = [
  column.accessor('startedAt', { header: 'Beginn', cell: (cell) => formatDateTime(cell.getValue()), sortingFn: 'text' }),
  column.accessor((call) => callTypeLabels[call.type], { id: 'type', header: 'Art' }),
  column.accessor('durationSeconds', { header: 'Dauer', cell: (cell) => formatDuration(cell.getValue()) }),
  column.accessor('costUsd', { header: 'Kosten', cell: (cell) => formatDollars(cell.getValue()) }),
  column.accessor((call) => endReasonLabel(call.endedReason), { id: 'endedReason', header: 'Ende' }),
  column.accessor((call) => successLabel(call.success), { id: 'success', header: 'Ergebnis' }),
  column.accessor('summary', { header: 'Zusammenfassung', enableSorting: false }),
];
