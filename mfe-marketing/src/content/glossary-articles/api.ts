import type { GlossaryArticle } from '../types';

export const api = {
  practice:
    'Für einen Baustoffhändler haben wir eine B2B-Bestellplattform gebaut, die Preise, Bestände und Touren aus SAP und der Tourenplanung bezieht. Dazwischen liegt eine Integrationsschicht mit eigenen APIs: Die Plattform fragt dort kundenindividuelle Konditionen in Echtzeit ab, ohne dass wir SAP verändern mussten. Bei der Hotel-Buchungsplattform für Gipfelruh Hotels kommen Verfügbarkeiten und Preise ebenso über Schnittstellen aus dem Property-Management-System und dem Channel Manager.',
  references: ['baustoffe-plattform', 'hotel-buchungsplattform'],
  relevance:
    'Eine API entscheidet darüber, ob Ihre Systeme morgen noch zusammenpassen. Fragen Sie bei jedem neuen System, ob es eine dokumentierte, versionierte API hat und wer sie betreibt. Lassen Sie sich eine eigene Software immer mit beschriebener Schnittstelle liefern, etwa als OpenAPI-Spezifikation – dann können später auch andere Dienstleister oder Ihr eigenes Team daran anschließen.',
} as const satisfies GlossaryArticle;
