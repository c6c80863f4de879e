const base = require('../shared/tooling/src/jest.config.base.cjs');

/** Build scripts run in Node only. */
module.exports = { ...base, testEnvironment: 'node', setupFilesAfterEnv: [] };
