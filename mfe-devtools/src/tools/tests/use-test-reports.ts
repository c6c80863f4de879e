import { useCallback, useEffect, useState } from 'react';
import { devServerOrigin } from './dev-server-origin';
import { jestRows, playwrightRows, type SuiteRow } from './test-reports';

export type Reports =
  | { readonly phase: 'loading' }
  | { readonly phase: 'missing'; readonly reason: string }
  | { readonly phase: 'loaded'; readonly rows: SuiteRow[] };

/** The latest reports from the devtools development server; production has none. */
export function useTestReports(): readonly [Reports, () => void] {
  const [reports, setReports] = useState<Reports>({ phase: 'loading' });
  const load = useCallback(async () => {
    try {
      const response = await fetch(`${await devServerOrigin()}/__devtools/reports`, { cache: 'no-store' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { jest?: unknown; playwright?: unknown };
      setReports({ phase: 'loaded', rows: [...jestRows(body.jest), ...playwrightRows(body.playwright)] });
    } catch (error) {
      setReports({ phase: 'missing', reason: error instanceof Error ? error.message : String(error) });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return [reports, () => void load()] as const;
}
