import { essentialOnly, toRecord } from '@isarlicht/contracts/consent/consent-choice';
import type { ConsentRecord } from '@isarlicht/contracts/consent/consent-record';

/** A visitor who decided „Nur essenzielle": what the tests store before the layer reads it. */
export const decidedRecord: ConsentRecord = toRecord(essentialOnly, new Date('2026-11-20T08:00:00.000Z'));
