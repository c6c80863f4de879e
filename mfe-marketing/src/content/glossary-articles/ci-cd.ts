import type { GlossaryArticle } from '../types';

export const ciCd = {
  practice:
    'Für eine Versicherungsgruppe arbeiten vier unserer Teams mit gemeinsamen Standards für Code-Reviews, Tests und Deployment, umgesetzt mit Pipelines in Azure DevOps. Jede Änderung am Kundenportal durchläuft dieselben automatischen Prüfungen, bevor sie ausgeliefert wird. Das war eine Voraussetzung dafür, den Release-Zyklus des Portals von Quartalen auf zwei Wochen zu verkürzen.',
  references: ['nearshore-teams'],
  relevance:
    'Fragen Sie jeden Dienstleister, wie eine Änderung vom Code bis in die Produktion kommt und wie lange das dauert. Lautet die Antwort „manuell, einmal im Monat“, bezahlen Sie jede Auslieferung mit Aufwand und Risiko. Achten Sie auch darauf, dass die Pipeline Ihnen gehört und in Ihrer Umgebung läuft – sonst hängt jedes Update an einer einzigen Agentur.',
} as const satisfies GlossaryArticle;
