const base = require('@isarlicht/tooling/jest-config');

/** The benchmark's pure parts run in Node only: no DOM, no jest-dom matchers. */
module.exports = { ...base, testEnvironment: 'node', setupFilesAfterEnv: [] };
