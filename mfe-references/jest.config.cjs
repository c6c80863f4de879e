module.exports = require('../shared/build/jest.config.base.cjs');
