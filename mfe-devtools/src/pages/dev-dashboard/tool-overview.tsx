import { useEffect, useState } from 'react';
import { paths } from '@isarlicht/contracts/routes/paths';
import type { DevToolId } from '@isarlicht/contracts/routes/ids';
import { Link } from '@isarlicht/ui/link';
import { readLastResults, type LastResult } from '../../tools/ui/last-results';
import { devTools } from './dev-tools';
import styles from './dev-dashboard-page.module.css';

/** One card per tool with its last result in this visit (read after mount: sessionStorage is the browser's). */
export function ToolOverview() {
  const [results, setResults] = useState<Partial<Record<DevToolId, LastResult>>>({});
  useEffect(() => setResults(readLastResults()), []);
  return (
    <ul className={styles.cards}>
      {devTools.map((tool) => {
        const last = results[tool.id];
        return (
          <li key={tool.id} className={styles.card}>
            <h3>
              <Link to={paths.devTool(tool.id)}>{tool.title}</Link>
            </h3>
            <p>{tool.purpose}</p>
            <p className={last && last.findings > 0 ? styles.bad : styles.good}>
              {last ? `${last.summary} · ${new Date(last.at).toLocaleTimeString('de-DE')}` : 'In dieser Sitzung noch nicht gelaufen'}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
