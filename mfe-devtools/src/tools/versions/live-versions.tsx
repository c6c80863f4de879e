import { useEffect, useState } from 'react';
import { loadDeploymentConfig } from '@isarlicht/browser-runtime/deployment/load-deployment-config';
import { remoteNames, type RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { remoteReleaseOf, type RemoteRelease } from '@isarlicht/contracts/deployment/remote-release';
import { FindingsTable } from '../ui/findings-table';
import { ToolStatus } from '../ui/tool-status';

interface LiveVersion {
  readonly remote: RemoteName;
  readonly manifest: string;
  readonly release: RemoteRelease | null;
  readonly error: string | null;
}

async function liveVersions(): Promise<LiveVersion[]> {
  const config = await loadDeploymentConfig();
  return Promise.all(
    remoteNames.map(async (remote) => {
      const manifest = config.remotes[remote];
      try {
        const response = await fetch(manifest, { cache: 'no-cache' });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return { remote, manifest, release: remoteReleaseOf(await response.json()), error: null };
      } catch (error) {
        return { remote, manifest, release: null, error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
}

/** Which build of each remote visitors get right now, read from the live manifests (ADR 013). */
export function LiveVersions() {
  const [versions, setVersions] = useState<LiveVersion[] | null>(null);
  useEffect(() => {
    void liveVersions().then(setVersions);
  }, []);
  if (versions === null) return <ToolStatus busy text="Manifeste der Remotes werden gelesen …" />;
  const commits = new Set(versions.flatMap((version) => (version.release ? [version.release.commit] : [])));
  return (
    <>
      <ToolStatus
        busy={false}
        text={
          commits.size > 1
            ? `Versionsmix: die Remotes stammen aus ${commits.size} verschiedenen Commits.`
            : 'Alle erreichbaren Remotes stammen aus demselben Commit.'
        }
      />
      <FindingsTable<LiveVersion>
        caption="Live-Versionen der Remotes"
        rows={versions}
        rowKey={(version) => version.remote}
        isProblem={(version) => version.error !== null}
        empty=""
        columns={[
          { header: 'Remote', cell: (version) => version.remote },
          { header: 'Version', cell: (version) => version.release?.version ?? '–' },
          { header: 'Commit', cell: (version) => <code>{version.release?.commit ?? '–'}</code> },
          {
            header: 'Release',
            cell: (version) => (version.release?.deployment ? <code>{version.release.deployment.id}</code> : 'Entwicklungsserver'),
          },
          {
            header: 'Live seit',
            cell: (version) =>
              version.release?.deployment ? new Date(version.release.deployment.deployedAt).toLocaleString('de-DE') : '–',
          },
          { header: 'Manifest', cell: (version) => version.error ?? version.manifest },
        ]}
      />
    </>
  );
}
