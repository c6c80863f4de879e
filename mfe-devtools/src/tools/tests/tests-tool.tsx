import { useEffect, useId, useState } from 'react';
import { Button } from '@isarlicht/ui/button';
import { FindingsTable } from '../ui/findings-table';
import { saveLastResult } from '../ui/last-results';
import { ToolStatus } from '../ui/tool-status';
import { runUnitTests } from './run-unit-tests';
import { unitTestWorkspaces } from './unit-test-workspaces';
import type { SuiteRow } from './test-reports';
import { useTestReports } from './use-test-reports';
import controls from '../ui/tool-controls.module.css';
import styles from './tests-tool.module.css';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The latest Jest and Playwright results, and a Jest run of one workspace through the development server. */
export function TestsTool() {
  const [reports, reload] = useTestReports();
  const selectId = useId();
  const [workspace, setWorkspace] = useState<string>(unitTestWorkspaces[0]);
  const [run, setRun] = useState<{ output: string; exit: number | null } | null>(null);
  const start = async () => {
    setRun({ output: '', exit: null });
    const exit = await runUnitTests(workspace, (output) => setRun({ output, exit: null })).catch((error: unknown) => {
      setRun({ output: error instanceof Error ? error.message : String(error), exit: 1 });
      return 1;
    });
    setRun((current) => ({ output: current?.output ?? '', exit }));
    reload();
  };
  const running = run !== null && run.exit === null;
  const progress = run?.output.match(/^(PASS|FAIL) /gm)?.length ?? 0;

  useEffect(() => {
    if (reports.phase !== 'loaded') return;
    const failed = reports.rows.reduce((sum, row) => sum + row.failed, 0);
    saveLastResult('tests', failed, `${reports.rows.length} Testdateien, ${failed} fehlgeschlagen`);
  }, [reports]);
  return (
    <>
      <div className={controls.controls}>
        <label htmlFor={selectId}>Workspace</label>
        <select id={selectId} value={workspace} onChange={(event) => setWorkspace(event.target.value)} disabled={running}>
          {unitTestWorkspaces.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
        <Button onClick={() => void start()} disabled={running || reports.phase === 'missing'}>
          Unit-Tests starten
        </Button>
      </div>
      {run ? (
        <>
          <ToolStatus
            busy={running}
            text={
              running
                ? `${workspace}: ${progress} Testdateien fertig …`
                : `${workspace}: ${run.exit === 0 ? 'alle Tests bestanden' : `fehlgeschlagen (Exit-Code ${run.exit})`}`
            }
          />
          <pre className={styles.output} tabIndex={0} aria-label="Ausgabe des Testlaufs">
            {run.output.split('\n').slice(-30).join('\n')}
          </pre>
        </>
      ) : null}
      {reports.phase === 'loading' ? <ToolStatus busy text="Testberichte werden geladen …" /> : null}
      {reports.phase === 'missing' ? (
        <p role="alert">
          Keine Testberichte: Sie entstehen mit „npm test“ und werden nur vom Entwicklungsserver ausgeliefert ({reports.reason}).
        </p>
      ) : null}
      {reports.phase === 'loaded' ? (
        <FindingsTable<SuiteRow>
          caption="Letzte Ergebnisse je Testdatei"
          rows={reports.rows}
          rowKey={(row) => `${row.runner}${row.workspace}${row.file}`}
          isProblem={(row) => row.failed > 0}
          empty="Noch keine Berichte: „npm test“ schreibt sie nach reports/."
          columns={[
            { header: 'Runner', cell: (row) => row.runner },
            { header: 'Workspace', cell: (row) => row.workspace },
            { header: 'Datei', cell: (row) => <code>{row.file}</code> },
            {
              header: 'Ergebnis',
              cell: (row) => `${row.passed} bestanden, ${row.failed} fehlgeschlagen${row.skipped ? `, ${row.skipped} übersprungen` : ''}`,
            },
            { header: 'Dauer', cell: (row) => seconds(row.durationMs) },
            {
              header: 'Fehler',
              cell: (row) => (row.failures.length ? <pre className={styles.failure}>{row.failures.join('\n\n')}</pre> : '–'),
            },
          ]}
        />
      ) : null}
    </>
  );
}
