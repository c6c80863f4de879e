import { clientOnlyPatterns, devDashboardPatterns, matchPattern, type DeploymentConfig } from '@isarlicht/contracts';

/** The client-only page patterns this deployment serves; the dev dashboard only where it is switched on. */
export function activeClientOnlyPatterns(config: Pick<DeploymentConfig, 'devDashboard'>): string[] {
  return clientOnlyPatterns.filter((pattern) => config.devDashboard || !devDashboardPatterns.includes(pattern));
}

export function isClientOnly(pathname: string, config: Pick<DeploymentConfig, 'devDashboard'>): boolean {
  return activeClientOnlyPatterns(config).some((pattern) => matchPattern(pattern, pathname) !== null);
}
