module.exports = require('./build/jest.config.base.cjs');
