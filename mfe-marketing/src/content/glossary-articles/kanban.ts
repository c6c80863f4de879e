import type { GlossaryArticle } from '../types';

export const kanban = {
  practice:
    'Anwendungen, die wir nach dem Go-live betreuen, steuern wir mit Kanban statt in Sprints: Störungen, kleine Verbesserungen und Wünsche laufen über ein gemeinsames Board, das unsere Kund:innen jederzeit einsehen, und jede Spalte hat eine Obergrenze für gleichzeitig laufende Arbeit. Die Methode selbst stammt aus der Fertigung – Toyota steuerte damit ab den 1950er-Jahren den Materialnachschub –, David J. Anderson übertrug sie ab 2007 auf Wissensarbeit. Anders als Scrum kennt Kanban keine Sprints und keine festen Rollen.',
  references: [],
  relevance:
    'Kanban passt, wenn Ihre Anfragen unregelmäßig und mit unterschiedlicher Dringlichkeit kommen – etwa im Betrieb einer Anwendung oder im Support. Achten Sie in einem Wartungsvertrag darauf, dass Serviceklassen vereinbart sind: Wie schnell wird eine Störung bearbeitet, wie schnell ein Verbesserungswunsch? Und lassen Sie sich das Board zeigen, dann sehen Sie jederzeit, woran gearbeitet wird.',
} as const satisfies GlossaryArticle;
