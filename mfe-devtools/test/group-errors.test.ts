import type { RecordedError } from '@isarlicht/browser-runtime/diagnostics/error-log';
import { groupErrors } from '../src/tools/errors/group-errors';

const error = (message: string, time: string, overrides: Partial<RecordedError> = {}): RecordedError => ({
  kind: 'error',
  message,
  stack: `${message}\n    at x`,
  route: '/',
  remote: null,
  time,
  ...overrides,
});

it('groups errors by message, newest group first, with kinds, routes and remotes', () => {
  const groups = groupErrors([
    error('TypeError: a', '2026-11-22T10:00:00.000Z'),
    error('RemoteLoadError: b', '2026-11-22T10:05:00.000Z', { kind: 'remote-load', remote: 'references', route: '/references' }),
    error('TypeError: a', '2026-11-22T10:02:00.000Z', { route: '/about', kind: 'unhandledrejection' }),
  ]);
  expect(
    groups.map(({ message, count, kinds, routes, remotes, first, last }) => ({ message, count, kinds, routes, remotes, first, last })),
  ).toEqual([
    {
      message: 'RemoteLoadError: b',
      count: 1,
      kinds: ['remote-load'],
      routes: ['/references'],
      remotes: ['references'],
      first: '2026-11-22T10:05:00.000Z',
      last: '2026-11-22T10:05:00.000Z',
    },
    {
      message: 'TypeError: a',
      count: 2,
      kinds: ['error', 'unhandledrejection'],
      routes: ['/', '/about'],
      remotes: [],
      first: '2026-11-22T10:00:00.000Z',
      last: '2026-11-22T10:02:00.000Z',
    },
  ]);
});

it('attributes a window error to the remote whose origin serves the innermost frame of its stack', () => {
  const origins = { marketing: 'https://marketing.example', references: 'https://references.example' };
  const stack = 'Error: x\n    at a (https://references.example/chunks/812.js:1:20)\n    at b (https://marketing.example/chunks/1.js:2:3)';
  const [attributed] = groupErrors([error('Error: x', '2026-11-22T10:00:00.000Z', { stack })], origins);
  expect(attributed?.remotes).toEqual(['references']);
  const [unknown] = groupErrors(
    [error('Error: y', '2026-11-22T10:00:00.000Z', { stack: 'Error: y\n    at c (webpack-internal:///./src/x.tsx:1:1)' })],
    origins,
  );
  expect(unknown?.remotes).toEqual([]);
});
