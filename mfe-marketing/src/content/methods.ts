import { methodNames } from '@isarlicht/contracts';
import { findById } from './find-by-id';
import type { Method } from './types';

export const methods = [
  {
    id: 'cross-functional-teams',
    title: methodNames['cross-functional-teams'],
    teaser:
      'Bei uns arbeitet an jedem Projekt ein festes Team aus Produkt, Design, Entwicklung, QA und DevOps zusammen – vom ersten Workshop bis zum Go-live. So entstehen keine Übergaben zwischen Abteilungen, und Entscheidungen fallen dort, wo das Wissen liegt.',
    metaDescription:
      'Cross-funktionale Teams bei Isarlicht Digital: Produkt, Design, Entwicklung, QA und DevOps in einem festen Team – ohne Übergaben zwischen Abteilungen.',
    body: [
      'Klassische Projektorganisation reicht Arbeit von Abteilung zu Abteilung weiter: Das Konzept geht an das Design, das Design an die Entwicklung, die Software an die Qualitätssicherung und schließlich an den Betrieb. Bei jeder Übergabe geht Wissen verloren, und Rückfragen dauern Tage. Wir arbeiten anders: Ein festes Team aus Product Owner, UX/UI-Design, Frontend- und Backend-Entwicklung, QA und DevOps begleitet Ihr Vorhaben vom ersten Workshop bis zum laufenden Betrieb.',
      'Das Team arbeitet zusammen – in unserem Münchner Büro oder verteilt –, plant gemeinsam und trägt gemeinsam die Verantwortung für das Ergebnis. Eine Designerin hört im Daily, welches technische Detail die Umsetzung erschwert, ein Backend-Entwickler sitzt beim Nutzertest mit am Tisch. Entscheidungen fallen dort, wo das Wissen liegt, und zwar am selben Tag.',
      'Für Sie bedeutet das einen festen Kreis an Ansprechpartner:innen, der Ihr Geschäft nach wenigen Wochen wirklich versteht. Solange Ihr Vorhaben läuft, tauschen wir Teammitglieder nicht zwischen Projekten aus – Kontinuität ist uns wichtiger als eine optimierte Auslastung.',
    ],
    principles: [
      { title: 'Ein Team, ein Ziel', text: 'Alle Disziplinen verantworten gemeinsam ein Produktziel statt einzelner Arbeitspakete.' },
      {
        title: 'Keine Übergaben',
        text: 'Design, Entwicklung und Qualitätssicherung arbeiten gleichzeitig an derselben Funktion, nicht nacheinander.',
      },
      { title: 'Feste Besetzung', text: 'Das Team bleibt für die Dauer Ihres Vorhabens zusammen und baut Wissen über Ihr Geschäft auf.' },
    ],
    related: {
      methods: ['agile-teams', 'holacracy-system'],
      roles: ['product-owner', 'ux-ui-designer', 'frontend-developer', 'backend-developer', 'qa-tester', 'devops-specialist'],
      services: ['mvp-development', 'web-applications'],
    },
  },
  {
    id: 'agile-teams',
    title: methodNames['agile-teams'],
    teaser:
      'Wir arbeiten in kurzen Iterationen mit Scrum oder Kanban und zeigen Ihnen alle zwei Wochen lauffähige Software statt Statusberichten. Sie priorisieren mit, sehen den Fortschritt früh und können den Kurs jederzeit anpassen.',
    metaDescription:
      'Agile Teams mit Scrum und Kanban: alle zwei Wochen lauffähige Software, transparente Prioritäten und ein Backlog, das Sie aktiv mitgestalten.',
    body: [
      'Agil zu arbeiten heißt für uns nicht, auf Planung zu verzichten, sondern häufiger und mit besseren Informationen zu planen. Statt zu Beginn ein vollständiges Pflichtenheft festzuschreiben, das nach drei Monaten überholt ist, arbeiten wir in kurzen Iterationen: Wir bauen die wichtigsten Funktionen zuerst, zeigen sie Ihnen und echten Nutzer:innen und entscheiden dann gemeinsam, was als Nächstes kommt.',
      'Für die Produktentwicklung setzen wir auf Scrum mit zweiwöchigen Sprints, Sprint Planning, Daily, Review und Retrospektive. Für Betrieb und laufende Weiterentwicklung nutzen wir Kanban, weil Arbeit dort kontinuierlich statt in planbaren Paketen anfällt. Beide Rahmenwerke ergänzen wir um Lean-Prinzipien: Wir messen, ob eine Funktion den erhofften Nutzen bringt, und bauen nichts auf Vorrat.',
      'Sie sind dabei kein Zuschauer. Ihre fachliche Ansprechperson nimmt an den Reviews teil, priorisiert das Backlog gemeinsam mit unserem Product Owner und sieht jederzeit den aktuellen Stand auf einer Testumgebung. Budget und Umfang steuern wir transparent über das Backlog, sodass Sie nach jedem Sprint entscheiden können, ob Sie weitermachen, umsteuern oder aufhören.',
    ],
    principles: [
      {
        title: 'Lauffähige Software alle zwei Wochen',
        text: 'Jedes Review zeigt Funktionen, die Sie ausprobieren können, statt Folien über Fortschritt.',
      },
      { title: 'Gemeinsames Backlog', text: 'Sie sehen alle offenen Punkte mit Priorität und Aufwand und entscheiden mit.' },
      {
        title: 'Ständige Verbesserung',
        text: 'In jeder Retrospektive prüft das Team seine Arbeitsweise und setzt mindestens eine Verbesserung um.',
      },
    ],
    related: {
      methods: ['cross-functional-teams', 'tech-stack'],
      roles: ['scrum-method', 'scrum-master', 'kanban-method', 'lean-method', 'product-owner'],
      services: ['product-management', 'mvp-development'],
    },
  },
  {
    id: 'holacracy-system',
    title: methodNames['holacracy-system'],
    teaser:
      'Isarlicht Digital organisiert sich nach den Prinzipien der Holakratie: Verantwortung liegt in klar beschriebenen Rollen und Kreisen statt in Hierarchieebenen. Für Sie heißt das kurze Entscheidungswege und Ansprechpersonen, die tatsächlich entscheiden dürfen.',
    metaDescription:
      'Holakratie bei Isarlicht Digital: Rollen und Kreise statt Hierarchie – für kurze Entscheidungswege und Ansprechpersonen, die wirklich entscheiden.',
    body: [
      'Eine Agentur, die ihren Kund:innen schnelle Entscheidungen verspricht, kann sich keine Organisation leisten, in der jede Frage drei Hierarchieebenen hinaufwandert. Isarlicht Digital organisiert sich deshalb nach den Prinzipien der Holakratie. Statt Stellenbeschreibungen und Vorgesetzten gibt es Rollen mit klar beschriebenem Zweck und festen Verantwortlichkeiten, gebündelt in Kreisen – etwa einem Kreis je Kundenprojekt, einem für Design und einem für Betrieb und Infrastruktur.',
      'Wer eine Rolle innehat, entscheidet in ihrem Rahmen selbst, ohne um Erlaubnis zu fragen. Zuständigkeiten werden in Governance-Meetings angepasst, sobald sich die Arbeit ändert, und in taktischen Meetings stimmt jeder Kreis seine operative Arbeit ab. Spannungen, also Lücken zwischen dem, was ist, und dem, was sein könnte, darf jede und jeder einbringen; sie werden in einem festen Verfahren bearbeitet.',
      'Für Sie als Kund:in wird das auf zwei Arten spürbar: Ihre Ansprechpartner:innen haben echte Entscheidungsbefugnis, und es ist jederzeit transparent, wer wofür zuständig ist. Holakratie ist bei uns kein Selbstzweck – wir passen die Regeln an, wo sie nicht zu unserer Größe passen, und halten unsere Verfassung für alle Mitarbeitenden offen einsehbar.',
    ],
    principles: [
      {
        title: 'Rollen statt Stellen',
        text: 'Jede Person füllt mehrere Rollen mit beschriebenem Zweck aus und entscheidet in deren Rahmen selbst.',
      },
      { title: 'Kreise statt Abteilungen', text: 'Zusammengehörige Rollen bilden Kreise, die ihre Zuständigkeiten selbst regeln.' },
      { title: 'Spannungen als Motor', text: 'Wer ein Problem oder eine Chance sieht, bringt sie ein, und die Organisation lernt daraus.' },
    ],
    related: {
      methods: ['cross-functional-teams', 'agile-teams'],
      roles: ['holacracy-circles', 'tactic-meetings', 'product-owner'],
      services: ['strategy', 'process-optimization'],
    },
  },
  {
    id: 'tech-stack',
    title: methodNames['tech-stack'],
    teaser:
      'Wir setzen auf bewährte, gut wartbare Technologien: TypeScript, React und Node.js im Web, Python für KI und Daten, PostgreSQL als Datenbank, Kubernetes und CI/CD für den Betrieb. Für jedes Projekt wählen wir bewusst aus – und dokumentieren, warum.',
    metaDescription:
      'Unser Tech-Stack: TypeScript, React, Node.js, Python, PostgreSQL, Kubernetes und CI/CD – bewährte Technologien, bewusst gewählt und dokumentiert.',
    body: [
      'Technologieentscheidungen wirken lange nach: Die Sprache, das Framework und die Datenbank, die wir heute wählen, muss Ihr Team auch in fünf Jahren noch warten können. Deshalb setzen wir auf etablierte, gut dokumentierte Werkzeuge mit großer Community und verzichten auf Experimente an Stellen, an denen Ihr Geschäft hängt. Neue Technologien erproben wir zuerst in internen Projekten, bevor wir sie empfehlen.',
      'Im Web arbeiten wir mit TypeScript, React und Next.js, im Backend mit Node.js und NestJS oder – bei KI- und Datenaufgaben – mit Python und FastAPI. PostgreSQL ist unsere Standarddatenbank, ergänzt um Redis, Apache Kafka oder pgvector, wo die Aufgabe es verlangt. Mobile Apps entstehen mit React Native oder Flutter. Betrieben wird in Containern auf Kubernetes oder auf verwalteten Cloud-Diensten in europäischen Rechenzentren, ausgeliefert über CI/CD-Pipelines mit automatisierten Tests.',
      'Jede Architekturentscheidung halten wir in einem kurzen Architecture Decision Record fest: Welche Frage stand an, welche Optionen gab es, warum fiel die Wahl so aus? So bleibt nachvollziehbar, warum Ihr System aussieht, wie es aussieht – auch für Entwickler:innen, die später dazukommen.',
    ],
    principles: [
      { title: 'Bewährt vor neu', text: 'Wir wählen Technologien mit langer Unterstützung und großer Community.' },
      {
        title: 'Passend statt dogmatisch',
        text: 'Setzt Ihr Unternehmen auf .NET oder Java, arbeiten wir damit – der Stack folgt Ihrem Kontext.',
      },
      { title: 'Entscheidungen dokumentiert', text: 'Architecture Decision Records machen jede wichtige Wahl nachvollziehbar.' },
    ],
    related: {
      methods: ['agile-teams', 'cross-functional-teams'],
      roles: ['frontend-developer', 'backend-developer', 'devops-specialist', 'ai-specialist'],
      services: ['web-applications', 'microservices-architecture', 'ai-development'],
    },
  },
] as const satisfies readonly Method[];

export const findMethod = (id: string | undefined): Method | undefined => findById(methods, id);
