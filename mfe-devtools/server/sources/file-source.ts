import { readFile } from 'node:fs/promises';
import { normaliseVapiCalls } from '../../src/calls';
import { CallSourceError, inRange, newestFirst, type CallSource } from './call-source';

/**
 * Reads a JSON export of Vapi's list-calls answer (an array of calls), so the
 * dashboard works offline and in tests. Read on every request: a new export needs no
 * restart.
 */
export function fileSource(exportPath: string): CallSource {
  return {
    kind: 'export',
    async list(range) {
      let raw: unknown;
      try {
        raw = JSON.parse(await readFile(exportPath, 'utf8'));
      } catch (error) {
        throw new CallSourceError(`cannot read the call export ${exportPath}: ${(error as Error).message}`);
      }
      try {
        return normaliseVapiCalls(raw)
          .filter((call) => inRange(call, range))
          .sort(newestFirst);
      } catch (error) {
        throw new CallSourceError(`the call export ${exportPath} is no list of calls: ${(error as Error).message}`);
      }
    },
  };
}
