import type { GlossaryArticle } from '../types';

export const machineLearning = {
  practice:
    'Für einen Nutzfahrzeughersteller haben wir Vorhersagemodelle für typische Verschleißteile auf historischen Werkstattdaten trainiert. Gestartet sind wir mit zwei Verschleißteilen und drei Pilotkunden aus der Logistik; erst als die Vorhersagen nachweislich zuverlässig waren, kamen weitere Komponenten dazu. Die Modelle werden laufend mit neuen Werkstattdaten überprüft und nachtrainiert, damit sie auch bei neuen Fahrzeuggenerationen treffen.',
  references: ['fahrzeugdatenplattform'],
  relevance:
    'Machine Learning braucht vor allem eines: genügend historische Daten mit bekanntem Ergebnis, also etwa Ausfälle, Bestellungen oder Kündigungen aus der Vergangenheit. Fehlen diese, ist eine regelbasierte Lösung oft der bessere Start. Vereinbaren Sie vorab, wie gut ein Modell sein muss, um eingesetzt zu werden, und wer es überwacht, wenn sich die Datenlage ändert.',
} as const satisfies GlossaryArticle;
