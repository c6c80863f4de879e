const base = require('@isarlicht/tooling/jest-config');

// The server's cookie parser (`cookie` 1.x) ships only as an ES module, which Jest's
// CommonJS runtime cannot require: Babel transforms it and the plugin that imports it.
module.exports = {
  ...base,
  transformIgnorePatterns: ['/node_modules/(?!(cookie|@fastify/cookie|light-my-request/node_modules/cookie)/)'],
};
