import type { Role } from '../types';

export const tacticMeetings = {
  id: 'tactic-meetings',
  title: 'Taktische Meetings',
  kind: 'practice',
  teaser:
    'Taktische Meetings sind das operative Format der Holakratie: Jeder Kreis gleicht regelmäßig Kennzahlen und Projektstände ab und arbeitet offene Punkte der Reihe nach ab. Nach jedem Meeting stehen konkrete nächste Schritte mit klarer Zuständigkeit fest.',
  metaDescription:
    'Taktische Meetings in der Holakratie: Kennzahlen abgleichen, Hindernisse lösen und jedes Treffen mit klaren nächsten Schritten und Zuständigkeiten beenden.',
  body: [
    'Taktische Meetings sind in der Holakratie das Format für die operative Abstimmung eines Kreises. Sie finden bei uns wöchentlich statt, dauern selten länger als eine Stunde und folgen einem festen Ablauf: Nach einer kurzen Eingangsrunde prüft der Kreis seine Checklisten und Kennzahlen, jede Rolle berichtet knapp über ihre Projekte, und dann geht es an die eigentliche Arbeit – das Bearbeiten von Spannungen.',
    'Jede Person kann Punkte einbringen, die sie in ihrer Arbeit behindern oder für die sie Unterstützung braucht. Die Moderation nimmt sie der Reihe nach auf und fragt jeweils: Was brauchst du? Das Ergebnis ist eine konkrete nächste Aktion oder ein Projekt mit eindeutiger Zuständigkeit, festgehalten im Protokoll. Grundsatzfragen zu Zuständigkeiten verweist die Moderation dagegen in das Governance-Meeting. Für Kundenprojekte heißt das: Hindernisse werden jede Woche sichtbar und zeitnah gelöst.',
  ],
  highlights: [
    'Wöchentlicher Termin mit festem Ablauf',
    'Checklisten und Kennzahlen als kurzer Statusabgleich',
    'Bearbeitung von Spannungen der Reihe nach',
    'Jede Spannung endet mit einer Aktion und einer zuständigen Rolle',
    'Ein Protokoll, das alle Kreismitglieder einsehen können',
  ],
  related: {
    methods: ['holacracy-system'],
    roles: ['holacracy-circles', 'scrum-master', 'kanban-method'],
    services: ['process-optimization', 'collaboration-tools'],
  },
} as const satisfies Role;
