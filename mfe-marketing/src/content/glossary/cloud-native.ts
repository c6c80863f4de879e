import type { GlossaryTerm } from '../types';

export const cloudNative = {
  id: 'cloud-native',
  term: 'Cloud-native',
  definition:
    'Cloud-native Anwendungen sind von Anfang an für den Betrieb in der Cloud gebaut: in Containern verpackt, automatisch skalierbar und über Pipelines ausgeliefert. Fällt eine Instanz aus, übernimmt eine andere, ohne dass Nutzer:innen etwas bemerken. Das senkt den Betriebsaufwand und erlaubt häufige Auslieferungen mit geringem Risiko.',
  metaDescription:
    'Cloud-native erklärt: Anwendungen in Containern, automatisch skalierbar und über Pipelines ausgeliefert – was das für Betrieb und Kosten heißt.',
  serviceIds: ['microservices-architecture', 'web-applications', 'efficiency-optimization'],
} as const satisfies GlossaryTerm;
