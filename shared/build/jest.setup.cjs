// jsdom lacks the encoders react-router needs at import time; Node has them.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
