import { flexRender, type Header } from '@tanstack/react-table';
import type { CallRecord } from '../../../calls';
import styles from './calls-table.module.css';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** A column header that sorts on click or Enter, and tells screen readers how it sorts. */
export function SortHeader({ header }: { readonly header: Header<CallRecord, unknown> }) {
  const label = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return <th scope="col">{label}</th>;
  const sorted = header.column.getIsSorted();
  return (
    <th scope="col" aria-sort={sorted ? ariaSort[sorted] : 'none'}>
      <button type="button" className={styles.sort} onClick={header.column.getToggleSortingHandler()}>
        {label}
        <span aria-hidden="true" className={styles.arrow}>
          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
