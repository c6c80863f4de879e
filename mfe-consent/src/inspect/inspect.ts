import { inspectedTexts, type Inspection } from '@isarlicht/contracts/inspect/inspection';
import { paths } from '@isarlicht/contracts/routes/paths';
import { assistantConsentMessage } from '../modals/assistant-texts';
import { bookingConsentMessage } from '../modals/booking-texts';
import { purposeTexts } from '../panel/purpose-texts';

/** The consent layer has no page of its own; its texts show on every page, listed under `/` (`./inspect`). */
export function inspect(): Promise<Inspection> {
  return Promise.resolve({
    remote: 'consent',
    pages: [],
    texts: [
      ...inspectedTexts(paths.home, 'consent.purposes', purposeTexts),
      ...inspectedTexts(paths.home, 'consent.assistantMessage', assistantConsentMessage),
      ...inspectedTexts(paths.home, 'consent.bookingMessage', bookingConsentMessage),
    ],
  });
}
