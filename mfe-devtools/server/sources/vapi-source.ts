import { normaliseVapiCalls, type CallRecord } from '../../src/calls';
import { boundedJson } from './bounded-json';
import { CallSourceError, CallSourceTimeout, TooManyCalls, inRange, newestFirst, type CallSource } from './call-source';

export interface VapiOptions {
  /** The private API key: it stays on this server. */
  readonly privateKey: string;
  /** `https://api.vapi.ai`, or a stand-in in tests. */
  readonly apiUrl: string;
  /** Calls per request; Vapi allows up to 1000. */
  readonly pageSize?: number;
  /** The most calls one range may have; a longer range is refused, not cut short. */
  readonly maxRecords?: number;
  /** How long one page may take, headers and body. */
  readonly requestTimeoutMs?: number;
  /** The largest body of one page (calls carry their transcripts, so pages are large). */
  readonly maxResponseBytes?: number;
}

export const vapiDefaults = { pageSize: 1000, maxRecords: 10_000, requestTimeoutMs: 10_000, maxResponseBytes: 32 * 1024 * 1024 } as const;

const isList = (value: unknown): value is unknown[] => Array.isArray(value);
const createdAtOf = (call: unknown): unknown =>
  typeof call === 'object' && call !== null ? (call as { createdAt?: unknown }).createdAt : undefined;

/**
 * Vapi's list-calls endpoint (`GET /call`) answers newest first and at most `limit`
 * calls, filtered by `createdAtGe` / `createdAtLe`. A full page means there may be
 * more, so the next page ends at the oldest call seen (merged by id). Every page has
 * a timeout and a size cap, and the whole load ends with the caller's signal.
 */
export function vapiSource(options: VapiOptions): CallSource {
  const { pageSize, maxRecords, requestTimeoutMs, maxResponseBytes } = { ...vapiDefaults, ...options };

  async function page(from: Date, before: string, signal: AbortSignal): Promise<unknown[]> {
    const url = new URL('/call', options.apiUrl);
    url.search = new URLSearchParams({ limit: String(pageSize), createdAtGe: from.toISOString(), createdAtLe: before }).toString();
    const pageSignal = AbortSignal.any([signal, AbortSignal.timeout(requestTimeoutMs)]);
    try {
      const response = await fetch(url, {
        headers: { Authorization: `Bearer ${options.privateKey}`, Accept: 'application/json' },
        signal: pageSignal,
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new CallSourceError(`Vapi answered ${response.status} to list calls`);
      }
      const body = await boundedJson(response, maxResponseBytes);
      if (!isList(body)) throw new CallSourceError('Vapi answered list calls with something other than a list');
      return body;
    } catch (error) {
      if (error instanceof CallSourceError) throw error;
      if (pageSignal.aborted) throw new CallSourceTimeout(`Vapi did not answer list calls in time: ${(error as Error).message}`);
      throw new CallSourceError(`Vapi is unreachable: ${(error as Error).message}`);
    }
  }

  return {
    kind: 'vapi',
    async list(range, signal = new AbortController().signal) {
      const seen = new Map<string, CallRecord>();
      let before = range.to.toISOString();
      for (;;) {
        const raw = await page(range.from, before, signal);
        const known = seen.size;
        for (const call of normaliseVapiCalls(raw)) seen.set(call.id, call);
        if (seen.size > maxRecords) throw new TooManyCalls(maxRecords);
        const created = raw
          .map(createdAtOf)
          .filter((value): value is string => typeof value === 'string')
          .sort();
        if (raw.length < pageSize || created[0] === undefined || seen.size === known) break;
        // Up to and including the oldest call of this page, so calls created in the same
        // millisecond are not lost; the ones already seen are merged by id.
        before = created[0];
      }
      return [...seen.values()].filter((call) => inRange(call, range)).sort(newestFirst);
    },
  };
}
