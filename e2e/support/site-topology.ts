/**
 * How the site under test is served (`E2E_TOPOLOGY`): `folder`, the default, is
 * `npm start` (express on the deploy folders); `distributed` is `npm run
 * start:distributed` (the Ceph gateway, two stateless origins, the Varnish edge).
 */
export type Topology = 'folder' | 'distributed';

export function topologyOf(env: NodeJS.ProcessEnv = process.env): Topology {
  const value = env.E2E_TOPOLOGY ?? 'folder';
  if (value !== 'folder' && value !== 'distributed')
    throw new Error(`E2E_TOPOLOGY is "folder" (npm start, the default) or "distributed" (npm run start:distributed), not "${value}"`);
  return value;
}

/** The npm script that serves a topology, and the start of the line it prints once it serves. */
export const siteCommands: Readonly<Record<Topology, { readonly script: string; readonly ready: string }>> = {
  folder: { script: 'start', ready: '[serve] ready' },
  distributed: { script: 'start:distributed', ready: '[distributed] ready' },
};

/** The store variables of a slice's deploy (`RELEASE_STORE`, `AWS_*`): the ones start:distributed prints in its ready line. */
export const storeVariables = ['RELEASE_STORE', 'AWS_ENDPOINT_URL', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const;

/** `NAME=value` pairs of the store variables in start:distributed's ready line. */
export function storeEnvOfReadyLine(line: string): Record<string, string> {
  const pairs = storeVariables.map((name) => [name, new RegExp(`(?:^|\\s)${name}=(\\S+)`).exec(line)?.[1]] as const);
  const missing = pairs.filter(([, value]) => value === undefined).map(([name]) => name);
  if (missing.length > 0) throw new Error(`start:distributed's ready line names no ${missing.join(', ')}: ${line}`);
  return Object.fromEntries(pairs) as Record<string, string>;
}
