import { useEffect, useState } from 'react';
import { clearErrorLog, errorRecordedEvent, readErrorLog } from '@isarlicht/browser-runtime/diagnostics/error-log';
import { loadDeploymentConfig } from '@isarlicht/browser-runtime/deployment/load-deployment-config';
import { remoteNames } from '@isarlicht/contracts/deployment/remotes';
import { Button } from '@isarlicht/ui/button';
import { FindingsTable } from '../ui/findings-table';
import { saveLastResult } from '../ui/last-results';
import { ToolStatus } from '../ui/tool-status';
import { groupErrors, type ErrorGroup } from './group-errors';

const time = (iso: string) => new Date(iso).toLocaleTimeString('de-DE');

/** The shell's error log of this visit (sessionStorage), grouped by message, updating live. */
export function ErrorsTool() {
  const [groups, setGroups] = useState<ErrorGroup[] | null>(null);
  const [origins, setOrigins] = useState<Readonly<Record<string, string>>>({});
  useEffect(() => {
    loadDeploymentConfig().then(
      (config) => setOrigins(Object.fromEntries(remoteNames.map((name) => [name, new URL(config.remotes[name]).origin]))),
      // Without the configuration the log is still complete, only window errors stay unattributed.
      () => undefined,
    );
  }, []);
  useEffect(() => {
    const refresh = () => {
      const next = groupErrors(readErrorLog(), origins);
      saveLastResult('errors', next.length, `${next.length} verschiedene Fehler in dieser Sitzung`);
      setGroups(next);
    };
    refresh();
    window.addEventListener(errorRecordedEvent, refresh);
    return () => window.removeEventListener(errorRecordedEvent, refresh);
  }, [origins]);
  if (groups === null) return <ToolStatus busy text="Fehlerprotokoll wird gelesen …" />;
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  return (
    <>
      <ToolStatus busy={false} text={`${total} Fehler, ${groups.length} verschiedene Meldungen, seit Beginn dieser Sitzung.`} />
      <Button variant="secondary" onClick={() => clearErrorLog()} disabled={total === 0}>
        Protokoll leeren
      </Button>
      <FindingsTable<ErrorGroup>
        caption="Fehler, nach Meldung gruppiert"
        rows={groups}
        rowKey={(group) => group.message}
        empty="Keine Fehler seit dem Start der Shell in dieser Sitzung."
        columns={[
          {
            header: 'Meldung',
            cell: (group) => (
              <details>
                <summary>{group.message}</summary>
                <pre>{group.stack ?? 'kein Stack'}</pre>
              </details>
            ),
          },
          { header: 'Anzahl', cell: (group) => group.count },
          { header: 'Art', cell: (group) => group.kinds.join(', ') },
          { header: 'Routen', cell: (group) => group.routes.join(', ') },
          { header: 'Remote', cell: (group) => group.remotes.join(', ') || '–' },
          { header: 'Zuletzt', cell: (group) => `${time(group.last)} (zuerst ${time(group.first)})` },
        ]}
      />
    </>
  );
}
