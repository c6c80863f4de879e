import type { ServiceDetail } from '../../types';

export const webApplications = {
  intro: [
    'Eine gute Webanwendung merkt man daran, dass man sie nicht bemerkt: Sie startet schnell, funktioniert im Browser auf Laptop und Smartphone und führt Nutzer:innen ohne Schulung durch ihre Aufgaben. Wir entwickeln individuelle Webanwendungen – von Buchungsstrecken und Self-Service-Angeboten über Planungswerkzeuge bis zu kompletten SaaS-Produkten – und kümmern uns um alles, was dahinter nötig ist: Datenmodell, Schnittstellen, Anmeldung, Rechte und Betrieb.',
    'Technisch setzen wir auf TypeScript im gesamten Stack, React mit Next.js im Frontend, Node.js oder bei datenlastigen Aufgaben Python im Backend, dazu PostgreSQL. Wo es passt, bauen wir die Anwendung als Progressive Web App, die sich installieren lässt und teilweise offline arbeitet. Barrierefreiheit nach WCAG 2.2 AA, automatisierte Tests und eine Pipeline, die jede Änderung prüft, gehören bei uns zum Standardumfang und werden nicht extra verhandelt.',
  ],
  audience:
    'Unternehmen, die einen Geschäftsprozess, einen Kundenservice oder ein neues Produkt ins Web bringen wollen und dafür mehr brauchen, als ein Baukastensystem oder eine Standardsoftware hergibt.',
  problems: [
    'Die bestehende Anwendung basiert auf einer veralteten Technik, für die kaum noch Entwickler:innen zu finden sind.',
    'Kund:innen erwarten Online-Buchung oder Self-Service, den die heutige Website nicht bietet.',
    'Eine Standardsoftware deckt das Übliche ab, aber nicht das, was Sie vom Wettbewerb unterscheidet.',
    'Mobile Nutzer:innen brechen ab, weil Seiten langsam laden und Formulare auf dem Smartphone kaum bedienbar sind.',
  ],
  steps: [
    {
      title: 'Konzept und Architektur',
      text: 'Wir klären Nutzergruppen, Kernabläufe und Schnittstellen, entwerfen das Datenmodell und halten Architekturentscheidungen schriftlich fest.',
    },
    {
      title: 'Design und Prototyp',
      text: 'Unsere Designer:innen entwickeln klickbare Entwürfe auf Basis eines Design Systems, die wir vor der Entwicklung mit Nutzer:innen testen.',
    },
    {
      title: 'Iterative Entwicklung',
      text: 'In zweiwöchigen Sprints entstehen lauffähige Versionen auf einer Testumgebung, die Sie jederzeit ausprobieren können.',
    },
    {
      title: 'Go-live und Betrieb',
      text: 'Wir richten Hosting, Monitoring, Backups und automatische Deployments ein, gehen live und entwickeln die Anwendung auf Wunsch weiter.',
    },
  ],
  technologies: ['TypeScript', 'React', 'Next.js', 'Node.js', 'Python', 'PostgreSQL', 'Playwright', 'Docker'],
  outcomes: [
    'Eine schnelle, barrierefreie Webanwendung, die auf jedem Gerät funktioniert',
    'Sauber angebundene Schnittstellen zu ERP, CRM und Zahlungsdiensten',
    'Automatisierte Tests und eine Deployment-Pipeline für sichere Updates',
    'Dokumentierter Code, den auch Ihr eigenes Team weiterentwickeln kann',
  ],
  faq: [
    {
      question: 'Was kostet eine individuelle Webanwendung?',
      answer:
        'Das hängt stark vom Umfang ab. Ein MVP, das in der Regel nach acht Wochen live geht, ist ein guter Anhaltspunkt für den Einstieg; größere Plattformen entwickeln wir in Ausbaustufen, nach denen Sie jeweils entscheiden, wie es weitergeht.',
    },
    {
      question: 'Wo wird die Anwendung gehostet?',
      answer:
        'Bevorzugt in europäischen Rechenzentren, etwa bei AWS in Frankfurt, Microsoft Azure in Deutschland oder bei deutschen Anbietern wie IONOS und Hetzner. Den Ausschlag geben Ihre Vorgaben und Ihr Datenschutzkonzept.',
    },
    {
      question: 'Web-App oder native App – was brauchen wir?',
      answer:
        'Für die meisten Geschäftsanwendungen genügt eine Web-App oder Progressive Web App. Native Apps lohnen sich, wenn Sie tiefen Zugriff auf Gerätefunktionen brauchen oder im App-Store gefunden werden müssen.',
    },
  ],
  cta: 'Beschreiben Sie uns den Ablauf, den Ihre Webanwendung abbilden soll – Sie erhalten eine erste Einschätzung zu Umfang, Architektur und Vorgehen.',
  related: {
    services: ['responsive-app-design', 'internal-business-applications', 'mvp-development', 'api-management'],
    references: ['hotel-buchungsplattform', 'ticket-buchungsplattform', 'buchberger', 'fussball-apps'],
    industries: ['kmu', 'real-estate', 'education'],
  },
} as const satisfies ServiceDetail;
