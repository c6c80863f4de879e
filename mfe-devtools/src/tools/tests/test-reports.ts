/** One test file's result, from Jest's or Playwright's JSON report. */
export interface SuiteRow {
  readonly runner: 'Jest' | 'Playwright';
  readonly workspace: string;
  readonly file: string;
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  readonly durationMs: number;
  readonly failures: readonly string[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const number = (value: unknown): number => (typeof value === 'number' ? value : 0);
// Jest and Playwright colour their messages; the table shows plain text.
// eslint-disable-next-line no-control-regex -- the escape character is exactly what is removed
const plain = (message: string) => message.replace(/\u001b\[[0-9;]*m/g, '');

const messages = (value: unknown): string => (Array.isArray(value) ? value.map((message) => plain(String(message))).join('\n') : '');

/** Rows of the reports `shared/tooling/src/jest-report.cjs` writes. */
export function jestRows(reports: unknown): SuiteRow[] {
  return list(reports).flatMap((report) =>
    list(report.suites).map((suite) => {
      const tests = list(suite.tests);
      const failed = tests.filter((test) => test.status === 'failed');
      return {
        runner: 'Jest' as const,
        workspace: text(report.workspace),
        file: text(suite.file),
        passed: tests.filter((test) => test.status === 'passed').length,
        failed: failed.length + (suite.failureMessage ? 1 : 0),
        skipped: tests.filter((test) => test.status !== 'passed' && test.status !== 'failed').length,
        durationMs: number(suite.durationMs),
        failures: [
          ...(suite.failureMessage ? [plain(text(suite.failureMessage))] : []),
          ...failed.map((test) => `${text(test.title)}: ${messages(test.failureMessages)}`),
        ],
      };
    }),
  );
}

interface SpecResult {
  readonly file: string;
  readonly title: string;
  readonly status: string;
  readonly durationMs: number;
  readonly error: string;
}

function specsOf(suite: Json, file: string): SpecResult[] {
  const here = text(suite.file) || file;
  const own = list(suite.specs).flatMap((spec) =>
    list(spec.tests).map((test) => {
      const results = list(test.results);
      const last = results[results.length - 1] ?? {};
      return {
        file: here,
        title: text(spec.title),
        status: text(test.status) || text(last.status),
        durationMs: results.reduce((sum, result) => sum + number(result.duration), 0),
        error: isObject(last.error) ? plain(text(last.error.message)) : '',
      };
    }),
  );
  return [...own, ...list(suite.suites).flatMap((child) => specsOf(child, here))];
}

/** Rows of Playwright's JSON reporter output (`reports/playwright.json`), one per spec file. */
export function playwrightRows(report: unknown): SuiteRow[] {
  if (!isObject(report)) return [];
  const specs = list(report.suites).flatMap((suite) => specsOf(suite, ''));
  const files = [...new Set(specs.map((spec) => spec.file))];
  return files.map((file) => {
    const inFile = specs.filter((spec) => spec.file === file);
    const failed = inFile.filter((spec) => spec.status === 'unexpected');
    return {
      runner: 'Playwright' as const,
      workspace: 'e2e',
      file,
      passed: inFile.filter((spec) => spec.status === 'expected' || spec.status === 'flaky').length,
      failed: failed.length,
      skipped: inFile.filter((spec) => spec.status === 'skipped').length,
      durationMs: inFile.reduce((sum, spec) => sum + spec.durationMs, 0),
      failures: failed.map((spec) => `${spec.title}: ${spec.error}`),
    };
  });
}
