module.exports = require('../tooling/src/jest.config.base.cjs');
