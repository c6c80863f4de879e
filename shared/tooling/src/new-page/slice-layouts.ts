import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';

/**
 * How a slice's pages are laid out, as its existing pages do it: the shared intro with
 * the slice's eyebrow, one section, and the slice's own closing call to action.
 */
export interface SliceLayout {
  /** The line above the h1. */
  readonly eyebrow: string;
  /** The closing call to action: its import below the page's folder and its element. */
  readonly closing: { readonly name: string; readonly file: string; readonly title: string; readonly text: string };
  /** What the slice does, for the lead and the description. */
  readonly work: string;
}

export const sliceLayouts = {
  marketing: {
    eyebrow: 'Isarlicht Digital',
    closing: {
      name: 'CtaBand',
      file: '../../components/cta-band',
      title: 'Sprechen wir über Ihr Vorhaben',
      text: 'Beschreiben Sie uns Ihr Vorhaben in einem kostenlosen Erstgespräch – wir ordnen es ein und schlagen den kleinsten sinnvollen ersten Schritt vor.',
    },
    work: 'KI-Lösungen, Webanwendungen und MVPs',
  },
  references: {
    eyebrow: 'Referenzen',
    closing: {
      name: 'BookingCta',
      file: '../../components/booking-cta',
      title: 'Ihr Projekt als nächste Referenz?',
      text: 'Erzählen Sie uns in einem kostenlosen Erstgespräch, was Sie vorhaben – wir zeigen Ihnen, wie ähnliche Projekte bei uns gelaufen sind.',
    },
    work: 'Software im Betrieb',
  },
} as const satisfies Partial<Record<RemoteName, SliceLayout>>;

export type PageSlice = keyof typeof sliceLayouts;
export const pageSlices = Object.keys(sliceLayouts) as PageSlice[];
