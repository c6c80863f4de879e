module.exports = require('@isarlicht/tooling/jest-config');
