import type { ServiceId } from '@isarlicht/shared';
import type { ServiceDetail } from '../types';

/** The page text of the services in `services/integration.ts`, by id: only service pages load it. */
export const integrationDetails = {
  'enterprise-integration-platform': {
    intro: [
      'In gewachsenen Systemlandschaften entsteht Integration meist Stück für Stück: Das ERP bekommt eine Schnittstelle zum Shop, der Shop eine zum Versanddienstleister, das CRM eine zur Buchhaltung. Jede einzelne Verbindung ist sinnvoll, zusammen bilden sie ein Geflecht, das niemand mehr überblickt. Fällt ein System aus oder wird es ersetzt, muss jede Verbindung angefasst werden. Eine Enterprise-Integrationsplattform ersetzt dieses Geflecht durch einen zentralen Knoten, über den alle Datenflüsse laufen.',
      'Auf der Plattform liegen die Verbindungen zu allen Systemen, die Übersetzung zwischen ihren Datenformaten und die Regeln, welche Daten wann wohin fließen. Datenflüsse werden zentral überwacht: Scheitert eine Übertragung, wird sie automatisch wiederholt oder landet mit allen Details in einer Fehlerliste, statt still zu verschwinden. Je nach Landschaft setzen wir auf iPaaS-Produkte wie MuleSoft oder Boomi, auf Open-Source-Werkzeuge wie Apache Camel oder auf eine schlanke eigene Integrationsschicht mit Messaging.',
    ],
    audience:
      'Mittelständler und Konzernbereiche mit fünf oder mehr geschäftskritischen Systemen, deren Daten heute per Excel-Export, Einzelschnittstelle oder Handeingabe von System zu System wandern.',
    problems: [
      'Stammdaten wie Kundendatensätze und Artikel sehen in jedem System ein wenig anders aus.',
      'Eine fehlgeschlagene Übertragung fällt erst auf, wenn eine Bestellung fehlt.',
      'Der Austausch des CRM würde zwanzig Schnittstellen betreffen.',
      'Neue Cloud-Dienste lassen sich nur mit großem Aufwand an die bestehenden Systeme anbinden.',
    ],
    steps: [
      {
        title: 'Landkarte der Datenflüsse',
        text: 'Wir erfassen alle Systeme, Schnittstellen und Datenflüsse und bewerten sie nach Kritikalität und Zustand.',
      },
      {
        title: 'Zielarchitektur',
        text: 'Wir wählen Plattform und Integrationsmuster, definieren ein gemeinsames Datenmodell für zentrale Objekte und legen die führenden Systeme fest.',
      },
      {
        title: 'Schrittweise migrieren',
        text: 'Die kritischsten Datenflüsse ziehen wir zuerst auf die Plattform um, jeweils mit Parallelbetrieb und Abgleich der Ergebnisse.',
      },
      {
        title: 'Betrieb und Überwachung',
        text: 'Ein zentrales Monitoring mit Fehlerlisten, Wiederholungen und Alarmen macht jeden Datenfluss nachvollziehbar.',
      },
    ],
    technologies: ['MuleSoft', 'Boomi', 'Apache Camel', 'RabbitMQ', 'Apache Kafka', 'SAP Integration Suite', 'OpenAPI', 'AsyncAPI'],
    outcomes: [
      'Ein zentraler Ort für alle Datenflüsse statt eines Schnittstellengeflechts',
      'Überwachte Übertragungen mit automatischer Wiederholung',
      'Einheitliche Stammdaten über alle Systeme hinweg',
      'Neue Systeme, die sich in Wochen statt Monaten anbinden lassen',
    ],
    faq: [
      {
        question: 'iPaaS kaufen oder selbst bauen?',
        answer:
          'Bei vielen Standardsystemen mit fertigen Konnektoren spart ein iPaaS-Produkt viel Zeit. Bei wenigen, sehr individuellen Systemen oder strengen Vorgaben zum Betriebsort ist eine schlanke eigene Integrationsschicht oft günstiger. Wir vergleichen beide Wege anhand Ihrer Landschaft.',
      },
      {
        question: 'Müssen alle Schnittstellen auf einmal umgestellt werden?',
        answer:
          'Nein. Wir migrieren Schritt für Schritt, beginnend mit den kritischsten oder fehleranfälligsten Datenflüssen. Alte und neue Verbindungen laufen so lange parallel, bis die Ergebnisse übereinstimmen.',
      },
      {
        question: 'Wie unterscheidet sich das von API-Management?',
        answer:
          'API-Management sorgt dafür, dass Schnittstellen sicher bereitgestellt und verwaltet werden. Eine Integrationsplattform verbindet Systeme und steuert die Datenflüsse zwischen ihnen. In größeren Landschaften ergänzen sich beide.',
      },
    ],
    cta: 'Skizzieren Sie uns Ihre Systemlandschaft, so wie Sie sie kennen – wir zeigen, wie eine zentrale Integrationsplattform sie vereinfacht.',
    related: {
      services: ['api-management', 'etl-data-processing', 'microservices-architecture', 'supplier-portals'],
      references: ['baustoffe-plattform', 'automotive-relaunch', 'hotel-buchungsplattform'],
      industries: ['kmu', 'automotive', 'logistics'],
    },
  },
  'api-management': {
    intro: [
      'APIs sind längst mehr als technische Verbindungen: Über sie tauschen Ihre eigenen Anwendungen Daten aus, Partner binden sich an Ihre Prozesse an, und manche Unternehmen verkaufen den Zugang zu ihren Daten als eigenes Produkt. Je mehr APIs entstehen, desto wichtiger wird es, sie einheitlich zu entwerfen, zu dokumentieren, abzusichern und zu betreiben. Genau darum geht es beim API-Management.',
      'Wir entwerfen Schnittstellen nach dem Prinzip API-first: Die Spezifikation in OpenAPI oder GraphQL entsteht vor dem Code und wird mit den künftigen Nutzer:innen abgestimmt. Ein API-Gateway übernimmt Authentifizierung per OAuth 2.0, Ratenbegrenzung, Protokollierung und Versionierung zentral, ein Entwicklerportal bietet Dokumentation, Testzugänge und Schlüsselverwaltung. Monitoring zeigt, welche APIs wie genutzt werden, wo Fehler auftreten und wann eine alte Version abgeschaltet werden kann.',
    ],
    audience:
      'Unternehmen, die Daten und Funktionen für eigene Apps, Partner oder Kund:innen als Schnittstelle bereitstellen, und IT-Abteilungen, deren Zahl an internen APIs unübersichtlich geworden ist.',
    problems: [
      'Jedes Team gestaltet seine APIs anders, und Nutzer:innen müssen sich jedes Mal neu einarbeiten.',
      'Partner erhalten Zugangsdaten per E-Mail, und niemand weiß, wer welche Schnittstelle nutzt.',
      'Eine Änderung an einer API legt unbemerkt die App eines Partners lahm.',
      'Die Dokumentation ist veraltet oder existiert nur in den Köpfen der Entwickler:innen.',
    ],
    steps: [
      {
        title: 'Bestandsaufnahme und Richtlinien',
        text: 'Wir erfassen bestehende APIs und definieren Designrichtlinien für Benennung, Fehlerformate, Paginierung und Versionierung.',
      },
      {
        title: 'API-first entwerfen',
        text: 'Neue Schnittstellen spezifizieren wir zuerst in OpenAPI, prüfen sie automatisch gegen die Richtlinien und stimmen sie mit Nutzer:innen ab.',
      },
      {
        title: 'Gateway und Portal',
        text: 'Wir richten API-Gateway, Authentifizierung, Ratenbegrenzung und ein Entwicklerportal mit Dokumentation und Schlüsselverwaltung ein.',
      },
      {
        title: 'Betreiben und weiterentwickeln',
        text: 'Monitoring, Nutzungsstatistiken und ein geregelter Ablauf für neue Versionen halten die Landschaft stabil.',
      },
    ],
    technologies: ['OpenAPI', 'GraphQL', 'Kong', 'Azure API Management', 'Apigee', 'OAuth 2.0', 'Spectral', 'Backstage'],
    outcomes: [
      'Einheitlich gestaltete, verständlich dokumentierte APIs',
      'Zentral abgesicherter Zugang mit Schlüsseln und Rechten je Anwendung und Person',
      'Transparenz darüber, wer welche API wie nutzt',
      'Eine geregelte Versionierung, die Partner nicht überrascht',
    ],
    faq: [
      {
        question: 'REST oder GraphQL?',
        answer:
          'REST ist einfach, weit verbreitet und eignet sich gut für Partner-Schnittstellen. GraphQL spielt seine Stärken aus, wenn ein Frontend flexibel Daten aus vielen Quellen abfragt. Häufig nutzen wir beides für unterschiedliche Zwecke.',
      },
      {
        question: 'Welches API-Gateway empfehlen Sie?',
        answer:
          'Wer in Azure arbeitet, startet gut mit Azure API Management; Kong ist eine flexible Open-Source-Alternative für jede Umgebung. Entscheidend sind Betriebsumgebung, benötigte Funktionen und Lizenzmodell.',
      },
      {
        question: 'Wie ändern wir eine API, ohne Partner zu verärgern?',
        answer:
          'Mit klaren Versionen, frühzeitiger Ankündigung, einer Übergangszeit, in der alte und neue Version parallel laufen, und Nutzungsdaten, die zeigen, wer noch umstellen muss.',
      },
    ],
    cta: 'Erzählen Sie uns, wer heute auf Ihre Daten zugreift und wie – wir skizzieren eine API-Landschaft, die mitwachsen kann.',
    related: {
      services: ['enterprise-integration-platform', 'microservices-architecture', 'role-based-access-control', 'web-applications'],
      references: ['talentlake', 'fussball-apps'],
      industries: ['automotive', 'insurance', 'startups'],
    },
  },
  'microservices-architecture': {
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
  },
} as const satisfies Partial<Record<ServiceId, ServiceDetail>>;
