import type { DevToolId } from '@isarlicht/contracts/routes/ids';

/** What the dashboard's index shows for a tool: the last run's summary, kept for the visit. */
export interface LastResult {
  readonly findings: number;
  readonly summary: string;
  readonly at: string;
}

const key = 'isarlicht:devtools:last-results';

export function readLastResults(storage: Storage = sessionStorage): Partial<Record<DevToolId, LastResult>> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

export function saveLastResult(tool: DevToolId, findings: number, summary: string, storage: Storage = sessionStorage): void {
  storage.setItem(key, JSON.stringify({ ...readLastResults(storage), [tool]: { findings, summary, at: new Date().toISOString() } }));
}
