import type { GlossaryArticle } from '../types';

export const businessIntelligence = {
  practice:
    'Für den Ausbildungsverbund Oberland haben wir die Matching-Plattform Startklar um ein Dashboard für Berufsschulen und Landkreise erweitert. Es zeigt, in welchen Berufen und Regionen Nachwuchs fehlt, und speist sich aus den Praktikumsanfragen und Profilen der Plattform selbst. Bei den Kulturbühnen Oberland sieht jedes der sieben Häuser Auslastung und Vorverkauf tagesaktuell, weil Online-Verkauf, Abendkasse und Einlass auf denselben Datenbestand zugreifen.',
  references: ['ausbildungs-matching-plattform', 'ticket-buchungsplattform'],
  relevance:
    'Ein BI-Projekt lohnt sich, wenn Entscheidungen regelmäßig an fehlenden oder widersprüchlichen Zahlen hängen – etwa weil Vertrieb und Controlling unterschiedliche Umsätze melden. Klären Sie zuerst, welche fünf bis zehn Fragen Sie beantwortet haben wollen und aus welchen Systemen die Daten kommen. Das Werkzeug ist dann die kleinere Entscheidung; die meiste Arbeit steckt in sauberen, einheitlich definierten Daten.',
} as const satisfies GlossaryArticle;
