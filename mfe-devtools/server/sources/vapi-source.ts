import { normaliseVapiCalls, type CallRecord } from '@isarlicht/shared';
import { CallSourceError, inRange, newestFirst, type CallSource } from './call-source';

export interface VapiOptions {
  /** The private API key: it stays on this server. */
  readonly privateKey: string;
  /** `https://api.vapi.ai`, or a stand-in in tests. */
  readonly apiUrl: string;
  /** Calls per request; Vapi allows up to 1000. */
  readonly pageSize?: number;
  /** A guard against a source that never stops paging. */
  readonly maxPages?: number;
}

/**
 * Vapi's list-calls endpoint (`GET /call`) answers newest first and at most `limit`
 * calls, filtered by `createdAtGe` / `createdAtLe`. A full page means there may be
 * more, so the next page ends at the oldest call seen (merged by id).
 */
export function vapiSource(options: VapiOptions): CallSource {
  const pageSize = options.pageSize ?? 1000;
  const maxPages = options.maxPages ?? 50;

  async function page(from: Date, before: string): Promise<unknown[]> {
    const url = new URL('/call', options.apiUrl);
    url.search = new URLSearchParams({ limit: String(pageSize), createdAtGe: from.toISOString(), createdAtLe: before }).toString();
    let response: Response;
    try {
      response = await fetch(url, { headers: { Authorization: `Bearer ${options.privateKey}`, Accept: 'application/json' } });
    } catch (error) {
      throw new CallSourceError(`Vapi is unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new CallSourceError(`Vapi answered ${response.status} to list calls`);
    const body: unknown = await response.json().catch(() => null);
    if (!Array.isArray(body)) throw new CallSourceError('Vapi answered list calls with something other than a list');
    return body;
  }

  return {
    kind: 'vapi',
    async list(range) {
      const seen = new Map<string, CallRecord>();
      let before = range.to.toISOString();
      for (let count = 0; count < maxPages; count += 1) {
        const raw = await page(range.from, before);
        const known = seen.size;
        for (const call of normaliseVapiCalls(raw)) seen.set(call.id, call);
        const created = raw
          .map((call) => (typeof call === 'object' && call !== null ? (call as { createdAt?: unknown }).createdAt : undefined))
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
