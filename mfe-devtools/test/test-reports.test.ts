import { jestRows, playwrightRows } from '../src/tools/tests/test-reports';

describe('tests: reading the reports', () => {
  it('shows a failing Jest test with its message and the passing ones', () => {
    const rows = jestRows([
      {
        workspace: 'mfe-marketing',
        suites: [
          {
            file: 'test/content.test.ts',
            durationMs: 1200,
            failureMessage: null,
            tests: [
              { title: 'a', status: 'passed', durationMs: 3, failureMessages: [] },
              { title: 'Titel sind eindeutig', status: 'failed', durationMs: 5, failureMessages: ['\u001b[31mExpected 1\u001b[39m'] },
            ],
          },
        ],
      },
    ]);
    expect(rows).toEqual([
      {
        runner: 'Jest',
        workspace: 'mfe-marketing',
        file: 'test/content.test.ts',
        passed: 1,
        failed: 1,
        skipped: 0,
        durationMs: 1200,
        failures: ['Titel sind eindeutig: Expected 1'],
      },
    ]);
  });

  it('sums Playwright specs per file through nested suites', () => {
    const report = {
      suites: [
        {
          file: 'routes.spec.ts',
          specs: [{ title: 'a', tests: [{ status: 'expected', results: [{ status: 'passed', duration: 100 }] }] }],
          suites: [
            {
              specs: [
                {
                  title: 'b',
                  tests: [{ status: 'unexpected', results: [{ status: 'failed', duration: 50, error: { message: 'Timeout' } }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightRows(report)).toEqual([
      {
        runner: 'Playwright',
        workspace: 'e2e',
        file: 'routes.spec.ts',
        passed: 1,
        failed: 1,
        skipped: 0,
        durationMs: 150,
        failures: ['b: Timeout'],
      },
    ]);
  });

  it('shows nothing for a missing report', () => {
    expect(jestRows(null)).toEqual([]);
    expect(playwrightRows(undefined)).toEqual([]);
  });
});
