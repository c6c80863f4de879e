import path from 'node:path';
import { releaseCommand, type ReleaseStore, type ReleaseSwitch } from '../../src';

/** How the command ended where it would have exited: its message for stderr and the exit code. */
export class CommandExit extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

const throwExit = (message: string, code: number): never => {
  throw new CommandExit(message, code);
};

/** `npm run deploy|rollback|releases -w mfe-marketing -- --target <target> …`, ending in a `CommandExit` instead of an exit. */
export const runReleaseCommand = (
  command: 'deploy' | 'rollback' | 'list',
  target: string,
  args: readonly string[] = [],
  store?: ReleaseStore,
): Promise<ReleaseSwitch | null> =>
  releaseCommand([command, '--app', 'marketing', '--target', target, ...args], path.dirname(target), {
    fail: throwExit,
    ...(store === undefined ? {} : { store }),
  });
