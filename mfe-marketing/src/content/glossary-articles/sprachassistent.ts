import type { GlossaryArticle } from '../types';

export const sprachassistent = {
  practice:
    'Auf unserer eigenen Website können Besucher:innen nach ihrer Einwilligung mit einem KI-Sprachassistenten sprechen, den wir mit Vapi betreiben. Er beantwortet rund um die Uhr auf Deutsch Fragen zu Leistungen, Ablauf und Kosten. Die Gespräche werten wir in einer internen Anrufanalyse aus: Anzahl, Dauer, Kosten und die Art, wie ein Gespräch endete, zeigen uns, wo der Assistent gut funktioniert und wo Menschen lieber direkt mit uns sprechen.',
  references: [],
  relevance:
    'Ein Sprachassistent lohnt sich bei vielen gleichartigen Anrufen, etwa Terminvereinbarungen, Statusabfragen oder Schadensmeldungen, und wenn Anrufe außerhalb der Geschäftszeiten verloren gehen. Klären Sie, welche Dienste Sprache erkennen, Antworten erzeugen und die Stimme erzeugen, wo diese Daten verarbeitet werden und wie lange Aufnahmen gespeichert bleiben. Anrufende sollten jederzeit zu einem Menschen wechseln können.',
} as const satisfies GlossaryArticle;
