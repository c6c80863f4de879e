import type { Method } from './types';

export const methods = [
  {
    id: 'cross-functional-teams',
    title: 'Cross-funktionale Teams',
    teaser:
      'Bei uns arbeitet an jedem Projekt ein festes Team aus Produkt, Design, Entwicklung, QA und DevOps zusammen – vom ersten Workshop bis zum Livegang. So entstehen keine Übergaben zwischen Abteilungen, und Entscheidungen fallen dort, wo das Wissen liegt.',
    metaDescription:
      'Cross-funktionale Teams bei Isarlicht Digital: Produkt, Design, Entwicklung, QA und DevOps in einem festen Team – ohne Übergaben zwischen Abteilungen.',
  },
  {
    id: 'agile-teams',
    title: 'Agile Teams',
    teaser:
      'Wir arbeiten in kurzen Iterationen mit Scrum oder Kanban und zeigen Ihnen alle zwei Wochen lauffähige Software statt Statusberichten. Sie priorisieren mit, sehen den Fortschritt früh und können den Kurs jederzeit anpassen.',
    metaDescription:
      'Agile Teams mit Scrum und Kanban: alle zwei Wochen lauffähige Software, transparente Prioritäten und ein Backlog, das Sie aktiv mitgestalten.',
  },
  {
    id: 'holacracy-system',
    title: 'Holakratie',
    teaser:
      'Isarlicht Digital organisiert sich nach den Prinzipien der Holakratie: Verantwortung liegt in klar beschriebenen Rollen und Kreisen statt in Hierarchieebenen. Für Sie heißt das kurze Entscheidungswege und Ansprechpartner, die tatsächlich entscheiden dürfen.',
    metaDescription:
      'Holakratie bei Isarlicht Digital: Rollen und Kreise statt Hierarchie – für kurze Entscheidungswege und Ansprechpartner, die wirklich entscheiden.',
  },
  {
    id: 'tech-stack',
    title: 'Unser Tech-Stack',
    teaser:
      'Wir setzen auf bewährte, gut wartbare Technologien: TypeScript, React und Node.js im Web, Python für KI und Daten, PostgreSQL als Datenbank, Kubernetes und CI/CD für den Betrieb. Für jedes Projekt wählen wir bewusst aus – und dokumentieren, warum.',
    metaDescription:
      'Unser Tech-Stack: TypeScript, React, Node.js, Python, PostgreSQL, Kubernetes und CI/CD – bewährte Technologien, bewusst gewählt und dokumentiert.',
  },
] as const satisfies readonly Method[];
