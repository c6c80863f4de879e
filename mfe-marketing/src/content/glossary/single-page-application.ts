import type { GlossaryTerm } from '../types';

export const singlePageApplication = {
  id: 'single-page-application',
  term: 'Single Page Application (SPA)',
  definition:
    'Eine Single Page Application wird einmal beim Aufruf geladen und tauscht danach nur noch die Inhalte aus, die sich ändern, statt für jeden Klick eine neue Seite vom Server zu holen. Das ergibt eine flüssige, app-ähnliche Bedienung. Typische Frameworks sind React, Angular und Vue.',
  metaDescription:
    'Single Page Application erklärt: Webanwendungen, die einmal laden und danach nur geänderte Inhalte austauschen – für flüssige Bedienung.',
  serviceIds: ['web-applications', 'web-portals-dashboards', 'customizable-dashboards'],
} as const satisfies GlossaryTerm;
