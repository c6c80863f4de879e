module.exports = require('../shared/tooling/src/jest.config.base.cjs');
