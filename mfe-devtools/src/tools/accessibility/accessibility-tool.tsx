import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@isarlicht/ui/button';
import { loadInspections } from '../inspections/load-inspections';
import { siteRoutes } from '../inspections/site-routes';
import { counted } from '../ui/counted';
import { FindingsTable } from '../ui/findings-table';
import { saveLastResult } from '../ui/last-results';
import { SiteFrame } from '../ui/site-frame';
import { ToolStatus } from '../ui/tool-status';
import { groupViolations, impactLabels, type RouteViolations, type ViolationRow } from './group-violations';
import { runAxe } from './run-axe';
import controls from '../ui/tool-controls.module.css';

/** axe-core on a chosen route, or on all routes one after the other. */
export function AccessibilityTool() {
  const frame = useRef<HTMLIFrameElement>(null);
  const selectId = useId();
  const [routes, setRoutes] = useState<string[]>([]);
  const [route, setRoute] = useState('/');
  const [status, setStatus] = useState<{ text: string; busy: boolean } | null>(null);
  const [results, setResults] = useState<RouteViolations[] | null>(null);
  useEffect(() => {
    void loadInspections().then((loaded) =>
      setRoutes(siteRoutes(loaded.flatMap((result) => ('inspection' in result ? [result.inspection] : [])))),
    );
  }, []);

  const check = async (paths: readonly string[]) => {
    if (!frame.current) return;
    setResults(null);
    const checked: RouteViolations[] = [];
    const failures: string[] = [];
    for (const [index, path] of paths.entries()) {
      setStatus({ text: `Route ${index + 1} von ${paths.length} wird geprüft: ${path}`, busy: true });
      await runAxe(frame.current, path).then(
        (result) => checked.push(result),
        (error: unknown) => failures.push(`${path}: ${error instanceof Error ? error.message : String(error)}`),
      );
    }
    const count = checked.reduce((sum, result) => sum + result.violations.length, 0);
    const violations = counted(count, 'Verstoß', 'Verstöße');
    const routes = counted(checked.length, 'Route', 'Routen');
    saveLastResult('accessibility', count, `${violations} auf ${routes}`);
    setStatus({ text: `${routes} geprüft, ${violations}.${failures.length ? ` Nicht geprüft: ${failures.join('; ')}` : ''}`, busy: false });
    setResults(checked);
  };
  const busy = status?.busy ?? false;

  return (
    <>
      <div className={controls.controls}>
        <label htmlFor={selectId}>Route</label>
        <select id={selectId} value={route} onChange={(event) => setRoute(event.target.value)} disabled={busy}>
          {(routes.length ? routes : ['/']).map((path) => (
            <option key={path}>{path}</option>
          ))}
        </select>
        <Button onClick={() => void check([route])} disabled={busy}>
          Route prüfen
        </Button>
        <Button variant="secondary" onClick={() => void check(routes)} disabled={busy || routes.length === 0}>
          Alle {routes.length} Routen prüfen
        </Button>
      </div>
      {status ? <ToolStatus busy={status.busy} text={status.text} /> : null}
      {results
        ? groupViolations(results).map((group) => (
            <FindingsTable<ViolationRow>
              key={group.impact}
              caption={`${impactLabels[group.impact]} (${group.rows.length})`}
              rows={group.rows}
              rowKey={(row) => `${row.rule}${row.path}`}
              isProblem={() => group.impact === 'critical' || group.impact === 'serious'}
              empty=""
              columns={[
                {
                  header: 'Regel',
                  cell: (row) => (
                    <a href={row.helpUrl} rel="noopener noreferrer" target="_blank">
                      {row.rule}
                    </a>
                  ),
                },
                { header: 'Problem', cell: (row) => row.help },
                { header: 'Route', cell: (row) => row.path },
                { header: 'Betroffene Elemente', cell: (row) => <code>{row.nodes.join(', ')}</code> },
              ]}
            />
          ))
        : null}
      {results && results.every((result) => result.violations.length === 0) ? <p>Keine Verstöße gefunden.</p> : null}
      <SiteFrame ref={frame} />
    </>
  );
}
