/** How a call reached the assistant: the website widget, or a phone line in or out. */
export const callTypes = ['web', 'inbound', 'outbound'] as const;
export type CallType = (typeof callTypes)[number];

/**
 * One call of the voice assistant as the call-analytics API returns it, whatever the
 * source (Vapi's REST API or a JSON export of it). Times are ISO 8601 instants.
 */
export interface CallRecord {
  readonly id: string;
  readonly type: CallType;
  readonly startedAt: string;
  readonly endedAt: string | null;
  readonly durationSeconds: number;
  /** What Vapi billed for the call, in US dollars. */
  readonly costUsd: number;
  /** Vapi's end reason code, e.g. `customer-ended-call`; `unknown` while it has none. */
  readonly endedReason: string;
  /** Vapi's success evaluation, where the assistant has one configured as pass/fail. */
  readonly success: boolean | null;
  readonly summary: string;
  /** The caller's number for phone calls. */
  readonly customerNumber: string | null;
}

/** The answer of `GET /api/calls`. */
export interface CallsResponse {
  readonly source: 'vapi' | 'export';
  readonly calls: readonly CallRecord[];
}
