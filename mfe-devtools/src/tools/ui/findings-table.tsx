import type { ReactNode } from 'react';
import styles from './findings-table.module.css';

export interface Column<Row> {
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
}

interface FindingsTableProps<Row> {
  readonly caption: string;
  readonly columns: readonly Column<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row, index: number) => string;
  /** Rows drawn as a problem (red), e.g. over budget. */
  readonly isProblem?: (row: Row) => boolean;
  readonly empty: string;
}

/** The tools' result table: scrolls sideways on narrow screens instead of squeezing the columns. */
export function FindingsTable<Row>({ caption, columns, rows, rowKey, isProblem, empty }: FindingsTableProps<Row>) {
  if (rows.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className={isProblem?.(row) ? styles.problem : undefined}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
