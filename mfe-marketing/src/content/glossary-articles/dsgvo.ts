import type { GlossaryArticle } from '../types';

export const dsgvo = {
  practice:
    'Talentlake speichert frühere Bewerbungen nur mit Einwilligung der Kandidat:innen und löscht sie automatisch, wenn die Frist abläuft. Merkmale wie Alter, Geschlecht oder Herkunft fließen nicht in das Matching ein. Bei Kiekje teilen Kita-Fachkräfte Fotos nur in der App statt über private Messenger; Kinder ohne Fotoerlaubnis werden vor dem Teilen unkenntlich gemacht. Datenschutz haben wir in beiden Projekten als Funktion gebaut, nicht als nachträgliche Prüfung.',
  references: ['talentlake', 'kiekje'],
  relevance:
    'Die DSGVO betrifft jedes Projekt, das personenbezogene Daten verarbeitet – also fast jedes. Klären Sie vor dem Start, welche Daten Sie wirklich brauchen, wo sie gespeichert werden und wann sie gelöscht werden. Arbeitet ein Dienstleister mit Ihren Daten, brauchen Sie einen Vertrag zur Auftragsverarbeitung, bei Anbietern außerhalb der EU zusätzlich eine Grundlage für die Übermittlung.',
} as const satisfies GlossaryArticle;
