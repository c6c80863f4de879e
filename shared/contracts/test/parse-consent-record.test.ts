import { essentialOnly, toRecord } from '../src/consent/consent-choice';
import { parseConsentRecord } from '../src/consent/parse-consent-record';

const record = toRecord({ ...essentialOnly, externalContent: true, googleMaps: true }, new Date('2026-11-22T09:30:00.000Z'));

describe('parseConsentRecord', () => {
  it('accepts a record of the contract shape', () => {
    expect(parseConsentRecord(JSON.stringify(record))).toEqual(record);
  });

  it('drops unknown extra fields', () => {
    expect(parseConsentRecord(JSON.stringify({ ...record, marketing: true }))).toEqual(record);
  });

  it.each([
    ['nothing stored', null],
    ['invalid JSON', '{"essential":true'],
    ['JSON that is not an object', '"ja"'],
    ['essential not true', JSON.stringify({ ...record, essential: false })],
    ['a missing flag', JSON.stringify({ ...record, hubspot: undefined })],
    ['a non-boolean flag', JSON.stringify({ ...record, analytics: 'true' })],
    ['a timestamp that is no date', JSON.stringify({ ...record, timestamp: 'gestern' })],
  ])('rejects %s', (_case, raw) => {
    expect(parseConsentRecord(raw)).toBeNull();
  });
});
