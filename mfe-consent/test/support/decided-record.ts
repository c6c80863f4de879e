import type { ConsentRecord } from '@isarlicht/contracts';

/** A visitor who decided „Nur essenzielle": what the tests store before the layer reads it. */
export const decidedRecord: ConsentRecord = {
  essential: true,
  analytics: false,
  externalContent: false,
  hubspot: false,
  googleMaps: false,
  timestamp: '2026-11-20T08:00:00.000Z',
};
