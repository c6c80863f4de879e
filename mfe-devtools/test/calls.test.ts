import { normaliseVapiCall, normaliseVapiCalls, parseCallsResponse, parseSession } from '../src/calls';

const vapiCall = {
  id: 'c1',
  orgId: 'org',
  type: 'inboundPhoneCall',
  status: 'ended',
  createdAt: '2026-11-02T08:59:58.000Z',
  startedAt: '2026-11-02T09:00:00.000Z',
  endedAt: '2026-11-02T09:03:05.400Z',
  endedReason: 'customer-ended-call',
  cost: 0.4213,
  customer: { number: '+49891234567' },
  analysis: { summary: 'Fragt nach einem Erstgespräch.', successEvaluation: 'true' },
};

describe('normaliseVapiCall', () => {
  it('maps a call of Vapi list-calls answer to the one record shape', () => {
    expect(normaliseVapiCall(vapiCall)).toEqual({
      id: 'c1',
      type: 'inbound',
      startedAt: '2026-11-02T09:00:00.000Z',
      endedAt: '2026-11-02T09:03:05.400Z',
      durationSeconds: 185,
      costUsd: 0.4213,
      endedReason: 'customer-ended-call',
      success: true,
      summary: 'Fragt nach einem Erstgespräch.',
      customerNumber: '+49891234567',
    });
  });

  it('keeps a call that has not ended yet and has no analysis', () => {
    const call = normaliseVapiCall({
      id: 'c2',
      type: 'webCall',
      createdAt: '2026-11-02T10:00:00Z',
      analysis: { successEvaluation: '7/10' },
    });
    expect(call).toMatchObject({
      type: 'web',
      startedAt: '2026-11-02T10:00:00.000Z',
      endedAt: null,
      durationSeconds: 0,
      costUsd: 0,
      endedReason: 'unknown',
      success: null,
      summary: '',
      customerNumber: null,
    });
  });

  it.each([
    ['no id', { ...vapiCall, id: undefined }],
    ['no time', { ...vapiCall, createdAt: undefined, startedAt: 'gestern' }],
    ['not an object', 'c1'],
  ])('drops an entry with %s', (_case, raw) => {
    expect(normaliseVapiCall(raw)).toBeNull();
  });

  it('rejects a list that is not an array and drops odd entries of one that is', () => {
    expect(() => normaliseVapiCalls({ calls: [] })).toThrow(TypeError);
    expect(normaliseVapiCalls([vapiCall, null, { id: 'x' }]).map((call) => call.id)).toEqual(['c1']);
  });
});

describe('parseCallsResponse', () => {
  const record = normaliseVapiCall(vapiCall);

  it('accepts what the API sends', () => {
    expect(parseCallsResponse({ source: 'export', calls: [record] })).toEqual({ source: 'export', calls: [record] });
  });

  it.each([
    ['an HTML page', '<!doctype html>'],
    ['an unknown source', { source: 'crm', calls: [] }],
    ['a record with a negative cost', { source: 'vapi', calls: [{ ...record, costUsd: -1 }] }],
    ['a record without a start', { source: 'vapi', calls: [{ ...record, startedAt: 'nie' }] }],
  ])('throws on %s', (_case, value) => {
    expect(() => parseCallsResponse(value)).toThrow(TypeError);
  });
});

describe('parseSession', () => {
  it('accepts a user and an expiry, nothing else', () => {
    expect(parseSession({ user: 'team', expiresAt: '2026-11-02T17:00:00.000Z' })).toEqual({
      user: 'team',
      expiresAt: '2026-11-02T17:00:00.000Z',
    });
    expect(() => parseSession({ authenticated: true })).toThrow(TypeError);
    expect(() => parseSession(null)).toThrow(TypeError);
  });
});
