module.exports = require('./src/jest.config.base.cjs');
