import type { Role } from '../types';

export const kanbanMethod = {
  id: 'kanban-method',
  glossaryTermId: 'kanban',
  title: 'Kanban',
  kind: 'practice',
  teaser:
    'Kanban nutzen wir überall dort, wo Arbeit laufend statt in Sprints anfällt – etwa bei Betrieb, Support und Weiterentwicklung bestehender Anwendungen. Ein sichtbares Board und begrenzte parallele Arbeit sorgen für kurze Durchlaufzeiten.',
  metaDescription:
    'Kanban bei Isarlicht Digital: sichtbare Boards und begrenzte parallele Arbeit für Betrieb, Support und Weiterentwicklung mit kurzen Durchlaufzeiten.',
  body: [
    'Nicht jede Arbeit lässt sich sinnvoll in zweiwöchige Sprints packen. Im Betrieb einer Anwendung, im Support und bei der laufenden Weiterentwicklung kommen Aufgaben unregelmäßig und mit unterschiedlicher Dringlichkeit herein. Hier arbeiten wir mit Kanban: Alle Aufgaben sind auf einem Board in Spalten wie „Bereit“, „In Arbeit“, „Im Test“ und „Erledigt“ sichtbar, und jede Spalte hat eine Obergrenze für gleichzeitig laufende Arbeit.',
    'Diese Begrenzung ist der eigentliche Kern der Methode: Wer weniger parallel anfängt, wird schneller fertig, und Engpässe werden sichtbar, statt sich in langen Wartelisten zu verstecken. Wir messen Durchlaufzeiten und vereinbaren mit Ihnen Serviceklassen – etwa, dass eine Störung sofort bearbeitet wird und eine Verbesserung innerhalb von zwei Wochen. In regelmäßigen Replenishment-Terminen legen wir gemeinsam fest, was als Nächstes auf das Board kommt. Das Board können Sie jederzeit einsehen und so ohne Nachfrage erkennen, woran gerade gearbeitet wird.',
  ],
  highlights: [
    'Ein gemeinsames, für Sie einsehbares Board',
    'Obergrenzen für gleichzeitig laufende Arbeit',
    'Serviceklassen für Störungen, Verbesserungen und Wünsche',
    'Gemessene Durchlaufzeiten statt Schätzungen',
    'Regelmäßige Priorisierung im Replenishment',
  ],
  related: {
    methods: ['agile-teams'],
    roles: ['scrum-method', 'devops-specialist', 'lean-method'],
    services: ['efficiency-optimization', 'process-monitoring'],
  },
} as const satisfies Role;
