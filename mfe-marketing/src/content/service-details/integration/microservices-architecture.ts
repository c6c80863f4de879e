import type { ServiceDetail } from '../../types';

export const microservicesArchitecture = {
  intro: [
    'Ein Monolith ist kein Fehler – viele erfolgreiche Produkte beginnen so, und für kleine Teams ist er oft die beste Wahl. Problematisch wird er, wenn mehrere Teams an derselben Codebasis arbeiten, jede Auslieferung eine große Abstimmung erfordert und ein Fehler in einem Randbereich das ganze System lahmlegt. Dann lohnt es sich, die Anwendung entlang fachlicher Grenzen in eigenständige Services zu zerlegen, die unabhängig entwickelt, ausgeliefert und skaliert werden.',
    'Wir gehen dabei schrittweise vor: Mit Domain-driven Design finden wir die fachlichen Grenzen, nach dem Strangler-Fig-Muster lösen wir einzelne Bereiche aus dem Monolithen heraus, während der Rest weiterläuft. Services kommunizieren über klar definierte APIs und Ereignisse, jeder besitzt seine eigenen Daten, und eine Plattform aus Kubernetes, CI/CD, Observability und Service-Vorlagen sorgt dafür, dass neue Services nicht jedes Mal bei null anfangen. Für Frontends setzen wir bei Bedarf Micro-Frontends ein – auch diese Website ist so aufgebaut.',
  ],
  audience:
    'Produktunternehmen und IT-Abteilungen mit wachsenden Plattformen, mehreren Entwicklungsteams und Bereichen, die unterschiedlich stark skalieren müssen – sowie Unternehmen, die einen in die Jahre gekommenen Monolithen modernisieren wollen.',
  problems: [
    'Eine kleine Änderung erfordert die Auslieferung der gesamten Anwendung und wochenlange Tests.',
    'Mehrere Teams blockieren sich gegenseitig in derselben Codebasis.',
    'Eine Lastspitze in einem Bereich bringt die gesamte Anwendung ins Wanken.',
    'Die Technologie des Monolithen ist veraltet, eine Neuentwicklung in einem Schritt aber zu riskant.',
  ],
  steps: [
    {
      title: 'Domänen schneiden',
      text: 'In Event-Storming-Workshops mit Fachbereich und Entwicklung finden wir die fachlichen Grenzen, entlang derer sich Services sinnvoll trennen lassen.',
    },
    {
      title: 'Plattform bereitstellen',
      text: 'Wir richten Kubernetes, Pipelines, Observability und Vorlagen ein, damit Teams neue Services sicher und schnell ausliefern.',
    },
    {
      title: 'Schrittweise herauslösen',
      text: 'Bereich für Bereich lösen wir Funktionen aus dem Monolithen, leiten den Verkehr um und prüfen das Verhalten im Parallelbetrieb.',
    },
    {
      title: 'Teams befähigen',
      text: 'Wir ordnen Services festen Teams zu, dokumentieren Verantwortlichkeiten und übergeben Betrieb und Weiterentwicklung.',
    },
  ],
  technologies: ['Kubernetes', 'Docker', 'Helm', 'Argo CD', 'Go', 'Kotlin', 'Node.js', 'OpenTelemetry'],
  outcomes: [
    'Services, die Teams unabhängig voneinander ausliefern',
    'Gezielte Skalierung genau der Bereiche, die unter Last stehen',
    'Eine Modernisierung ohne riskanten Komplettaustausch',
    'Eine Plattform, auf der neue Services in Tagen entstehen',
  ],
  faq: [
    {
      question: 'Brauchen wir überhaupt Microservices?',
      answer:
        'Nicht unbedingt. Für kleine Teams ist ein gut strukturierter, modularer Monolith oft die bessere Wahl. Wir empfehlen Microservices erst, wenn Teamgröße, Auslieferungstakt oder Skalierung sie rechtfertigen.',
    },
    {
      question: 'Wie lange dauert die Zerlegung eines Monolithen?',
      answer:
        'Das hängt von Größe und Zustand ab und kann sich über Monate bis Jahre ziehen. Weil wir schrittweise vorgehen, bringt aber schon der erste herausgelöste Service messbaren Nutzen.',
    },
    {
      question: 'Steigen dadurch die Betriebskosten?',
      answer:
        'Der Betrieb wird anspruchsvoller, das stimmt. Mit einer gut automatisierten Plattform, sinnvoll geschnittenen Services und verwalteten Cloud-Diensten halten wir den Mehraufwand im Rahmen.',
    },
  ],
  cta: 'Beschreiben Sie uns, wo Ihr heutiges System an Grenzen stößt – wir sagen Ihnen ehrlich, ob Microservices die Antwort sind.',
  related: {
    services: ['api-management', 'enterprise-integration-platform', 'efficiency-optimization', 'realtime-data-solutions'],
    references: ['nearshore-teams', 'fahrzeugdatenplattform', 'fussball-apps'],
    industries: ['insurance', 'automotive', 'e-commerce'],
  },
} as const satisfies ServiceDetail;
