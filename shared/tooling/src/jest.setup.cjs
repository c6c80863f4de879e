// jsdom lacks the encoders react-router needs at import time; Node has them.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });

// jsdom has no Performance Timeline; a test that needs a navigation entry stubs this.
if (typeof performance.getEntriesByType !== 'function') performance.getEntriesByType = () => [];
