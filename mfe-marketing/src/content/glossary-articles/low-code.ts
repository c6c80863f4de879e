import type { GlossaryArticle } from '../types';

export const lowCode = {
  practice:
    'Bei Garantiemax läuft die Sachbearbeitung auf der Workflow-Engine Camunda: Die Abläufe sind als BPMN-Diagramme modelliert, die auch das Fachteam lesen kann, während Schnittstellen und KI-Vorprüfung als Code dazukommen. Diese Mischung ist typisch für unsere Low-Code-Projekte – grafisch, was Fachleute verstehen und ändern sollen, programmiert, was robust und testbar sein muss.',
  references: ['garantiemax'],
  relevance:
    'Low-Code lohnt sich für interne Anwendungen und Abläufe, die Ihr Fachbereich selbst anpassen soll, etwa Freigaben, Formulare oder einfache Fachanwendungen. Prüfen Sie die Lizenzkosten pro Nutzer:in über mehrere Jahre, denn sie übersteigen bei großen Nutzerzahlen schnell die Kosten einer eigenen Entwicklung. Fragen Sie außerdem, wie sich Anwendungen testen, versionieren und bei einem Anbieterwechsel übertragen lassen.',
} as const satisfies GlossaryArticle;
