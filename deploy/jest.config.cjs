const base = require('../shared/tooling/src/jest.config.base.cjs');

/** The HTTP layer runs in Node only: no DOM, no jest-dom matchers. */
module.exports = { ...base, testEnvironment: 'node', setupFilesAfterEnv: [] };
