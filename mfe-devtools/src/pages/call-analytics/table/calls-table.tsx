import { useState } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import type { CallRecord } from '../../../calls';
import { Button } from '@isarlicht/ui/button';
import { formatCount } from '../stats/format';
import { callColumns } from './columns';
import { downloadCsv } from './csv-export';
import { SortHeader } from './sort-header';
import styles from './calls-table.module.css';

export function CallsTable({ calls }: { readonly calls: readonly CallRecord[] }) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'startedAt', desc: true }]);
  const [search, setSearch] = useState('');
  const table = useReactTable({
    data: calls as CallRecord[],
    columns: callColumns,
    state: { sorting, globalFilter: search },
    onSortingChange: setSorting,
    onGlobalFilterChange: setSearch,
    globalFilterFn: 'includesString',
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });
  const rows = table.getRowModel().rows;

  return (
    <div className={styles.wrap}>
      <div className={styles.toolbar}>
        <label className={styles.search}>
          <span>Anrufe durchsuchen</span>
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="z. B. Erstgespräch" />
        </label>
        <p role="status" className={styles.count}>
          {formatCount(rows.length)} von {formatCount(calls.length)} Anrufen
        </p>
        <Button variant="secondary" onClick={() => downloadCsv(rows.map((row) => row.original))} disabled={rows.length === 0}>
          Als CSV exportieren
        </Button>
      </div>
      <div className={styles.scroller} tabIndex={0} role="region" aria-label="Tabelle der Anrufe">
        <table className={styles.table}>
          <caption className={styles.caption}>Anrufe im gewählten Zeitraum</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <SortHeader key={header.id} header={header} />
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className={styles.empty}>Kein Anruf passt zu „{search}“.</p> : null}
      </div>
    </div>
  );
}
