const base = require('@isarlicht/tooling/jest-config');

/** The HTTP layer runs in Node only: no DOM, no jest-dom matchers. */
module.exports = { ...base, testEnvironment: 'node', setupFilesAfterEnv: [] };
