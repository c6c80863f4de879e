import { clientOnlyPatterns, devDashboardPatterns } from '@isarlicht/contracts/routes/client-only';
import { compilePattern } from '@isarlicht/contracts/routes/compiled-pattern';
import type { DeploymentConfig } from '@isarlicht/contracts/deployment/deployment-config';

/** The client-only page patterns this deployment serves; the dev dashboard only where it is switched on. */
export function activeClientOnlyPatterns(config: Pick<DeploymentConfig, 'devDashboard'>): string[] {
  return clientOnlyPatterns.filter((pattern) => config.devDashboard || !devDashboardPatterns.includes(pattern));
}

// Compiled once: a request asks each pattern with a cost linear in its path.
const compiled = clientOnlyPatterns.map(compilePattern);

export function isClientOnly(pathname: string, config: Pick<DeploymentConfig, 'devDashboard'>): boolean {
  const active = activeClientOnlyPatterns(config);
  return compiled.some((pattern) => active.includes(pattern.pattern) && pattern.match(pathname) !== null);
}
