import type { RecordedError } from '@isarlicht/shared';
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
  expect(groups.map(({ message, count, kinds, routes, remotes, first, last }) => ({ message, count, kinds, routes, remotes, first, last }))).toEqual([
    { message: 'RemoteLoadError: b', count: 1, kinds: ['remote-load'], routes: ['/references'], remotes: ['references'], first: '2026-11-22T10:05:00.000Z', last: '2026-11-22T10:05:00.000Z' },
    { message: 'TypeError: a', count: 2, kinds: ['error', 'unhandledrejection'], routes: ['/', '/about'], remotes: [], first: '2026-11-22T10:00:00.000Z', last: '2026-11-22T10:02:00.000Z' },
  ]);
});
