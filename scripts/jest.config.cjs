const base = require('../shared/build/jest.config.base.cjs');

/** Build scripts run in Node only. */
module.exports = { ...base, testEnvironment: 'node', setupFilesAfterEnv: [] };
