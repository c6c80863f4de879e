const base = require('../shared/build/jest.config.base.cjs');

/** The benchmark's pure parts run in Node only: no DOM, no jest-dom matchers. */
module.exports = { ...base, testEnvironment: 'node', setupFilesAfterEnv: [] };
