import type { ReactNode } from 'react';
import type { ConsentPurpose } from '@isarlicht/contracts/consent/consent-record';

/** What a dialog around a third-party widget says: the same in the live dialog and in the page's early one. */
export interface ThirdPartyTexts {
  readonly title: string;
  /** The consent purpose the widget needs. */
  readonly purpose: ConsentPurpose;
  /** What the dialog offers, and a way to reach the agency without the third party. */
  readonly intro: ReactNode;
  /** Shown instead of the widget while the consent does not allow it. */
  readonly consentMessage: string;
  /** Shown while the widget loads. */
  readonly loading: string;
}
