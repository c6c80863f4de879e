import { createRequire } from 'node:module';

const require = createRequire(__filename);

function versionOf(pkg: string): string {
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

/**
 * The only modules shared between shell and remotes. React and the router hold
 * module-level state (hooks dispatcher, router context), so two copies on one page
 * break; everything else each remote bundles itself (docs/decisions/002).
 */
export const sharedDependencies = Object.fromEntries(
  ['react', 'react-dom', 'react-router-dom'].map((pkg) => [
    pkg,
    { singleton: true, requiredVersion: `^${versionOf(pkg)}` },
  ]),
);
