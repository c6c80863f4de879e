import type { Page } from '@playwright/test';
import type { AppName } from '@isarlicht/tooling/ports';
import { originOf } from './site';

/** Records every request the page makes to the given apps' origins. */
export function recordRequests(page: Page, apps: readonly AppName[]): Record<AppName, string[]> {
  const seen = Object.fromEntries(apps.map((app) => [app, [] as string[]])) as Record<AppName, string[]>;
  page.on('request', (request) => {
    for (const app of apps) if (request.url().startsWith(`${originOf(app)}/`)) seen[app].push(request.url());
  });
  return seen;
}
