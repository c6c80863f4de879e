import type { ErrorKind, RecordedError } from '@isarlicht/browser-runtime/diagnostics/error-log';
import { remoteOfStack } from './remote-of-stack';

export interface ErrorGroup {
  readonly message: string;
  readonly count: number;
  readonly kinds: readonly ErrorKind[];
  readonly routes: readonly string[];
  readonly remotes: readonly string[];
  readonly first: string;
  readonly last: string;
  /** The newest stack of the group. */
  readonly stack: string | null;
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** One row per message, the most recent first; `origins` (remote → origin) attributes window errors by their stack. */
export function groupErrors(errors: readonly RecordedError[], origins: Readonly<Record<string, string>> = {}): ErrorGroup[] {
  const byMessage = new Map<string, RecordedError[]>();
  for (const error of errors) byMessage.set(error.message, [...(byMessage.get(error.message) ?? []), error]);
  return [...byMessage.entries()]
    .map(([message, group]) => {
      const sorted = [...group].sort((a, b) => a.time.localeCompare(b.time));
      const newest = sorted[sorted.length - 1];
      return {
        message,
        count: group.length,
        kinds: unique(sorted.map((error) => error.kind)),
        routes: unique(sorted.map((error) => error.route)),
        remotes: unique(sorted.flatMap((error) => error.remote ?? remoteOfStack(error.stack, origins) ?? [])),
        first: sorted[0]?.time ?? '',
        last: newest?.time ?? '',
        stack: newest?.stack ?? null,
      };
    })
    .sort((a, b) => b.last.localeCompare(a.last));
}
