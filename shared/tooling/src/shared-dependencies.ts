import { createRequire } from 'node:module';

const require = createRequire(__filename);

function versionOf(pkg: string): string {
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

/**
 * The only modules shared between shell and remotes. React holds module-level state
 * (hooks dispatcher, contexts), so two copies on one page break; everything else each
 * remote bundles itself (docs/decisions/002). The router is the shell's alone: remotes
 * navigate over the event bus (docs/decisions/009).
 */
export const sharedDependencies = Object.fromEntries(
  ['react', 'react-dom'].map((pkg) => [pkg, { singleton: true, requiredVersion: `^${versionOf(pkg)}` }]),
);
