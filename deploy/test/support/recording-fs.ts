import path from 'node:path';
import { nodeDurableFs, type DurableFs } from '../../src/store';

/**
 * The real file operations, each logged as its name and the paths it was given,
 * relative to the folder under test. The folder and the log are read at every call,
 * so a test can start both afresh in its `beforeEach`.
 */
export function recordingFs(current: () => { readonly root: string; readonly log: string[] }): DurableFs {
  return Object.fromEntries(
    Object.entries(nodeDurableFs).map(([name, operation]) => [
      name,
      (...args: string[]) => {
        const { root, log } = current();
        log.push(
          `${name} ${args
            .filter((arg) => typeof arg === 'string' && arg.startsWith(root))
            .map((arg) => path.relative(root, arg))
            .join(' -> ')}`,
        );
        return (operation as (...inner: string[]) => Promise<unknown>)(...args);
      },
    ]),
  ) as unknown as DurableFs;
}
