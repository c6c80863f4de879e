const base = require('@isarlicht/tooling/jest-config');

/**
 * Build scripts run in Node only. The docs check's slugger (`github-slugger`) ships only
 * as an ES module, which Jest's CommonJS runtime cannot require: Babel transforms it.
 */
module.exports = {
  ...base,
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  transformIgnorePatterns: ['/node_modules/(?!github-slugger/)'],
};
