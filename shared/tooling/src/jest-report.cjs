const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

/** Where `npm test` leaves its results for the dev dashboard's tests tool (git-ignored). */
const reportsDir = path.resolve(__dirname, '..', '..', '..', 'reports', 'jest');

/**
 * A Jest reporter beside the default one: every run of a workspace's unit tests writes
 * `reports/jest/<workspace>.json` (suites, tests, durations, failure messages).
 */
class JsonReport {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const workspace = path.relative(path.resolve(__dirname, '..', '..', '..'), this.rootDir);
    const report = {
      workspace,
      finishedAt: new Date().toISOString(),
      success: results.numFailedTests === 0 && results.numRuntimeErrorTestSuites === 0,
      numTotalTests: results.numTotalTests,
      numPassedTests: results.numPassedTests,
      numFailedTests: results.numFailedTests,
      suites: results.testResults.map((suite) => ({
        file: path.relative(this.rootDir, suite.testFilePath),
        durationMs: suite.perfStats.end - suite.perfStats.start,
        failureMessage: suite.testExecError ? String(suite.testExecError.message) : null,
        tests: suite.testResults.map((test) => ({
          title: test.fullName,
          status: test.status,
          durationMs: test.duration ?? 0,
          failureMessages: test.failureMessages,
        })),
      })),
    };
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(path.join(reportsDir, `${workspace.replaceAll('/', '-')}.json`), `${JSON.stringify(report, null, 2)}\n`);
  }
}

module.exports = JsonReport;
