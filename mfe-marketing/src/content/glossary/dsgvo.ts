import type { GlossaryTerm } from '../types';

export const dsgvo = {
  id: 'dsgvo',
  term: 'DSGVO (Datenschutz-Grundverordnung)',
  definition:
    'Die Datenschutz-Grundverordnung regelt EU-weit, wie personenbezogene Daten erhoben, verarbeitet und gespeichert werden dürfen. Für digitale Produkte heißt das unter anderem: eine Rechtsgrundlage für jede Verarbeitung, Datensparsamkeit, Verträge zur Auftragsverarbeitung mit Dienstleistern und ein Löschkonzept. Beim Einsatz von KI kommt hinzu, wo Modelle betrieben und Daten verarbeitet werden.',
  metaDescription:
    'Die DSGVO für digitale Produkte: Rechtsgrundlagen, Datensparsamkeit, Auftragsverarbeitung und Löschkonzepte – auch beim Einsatz von KI.',
  serviceIds: ['ai-development', 'marketing-automation', 'customer-portals', 'document-management'],
} as const satisfies GlossaryTerm;
