import type { ServiceDetail } from '../../types';

export const mvpDevelopment = {
  intro: [
    'Ein Minimum Viable Product ist bei uns keine Attrappe, sondern funktionierende Software mit bewusst kleinem Umfang: genau die Funktionen, die nötig sind, um die riskanteste Annahme Ihres Vorhabens an echten Nutzer:innen zu prüfen. Ob Kund:innen zahlen wollen, ob Mitarbeitende einen neuen Prozess annehmen oder ob ein Markt groß genug ist – das MVP soll es zeigen, bevor Sie das große Budget freigeben.',
    'Unser Rahmen: in der Regel acht Wochen von der geschärften Idee bis zum Go-live. Ein kleines cross-funktionales Team aus Product Owner, Design, Entwicklung und QA arbeitet in vier zweiwöchigen Sprints, und Sie sehen nach jedem Sprint lauffähige Software. Weil der Zeitrahmen steht, verhandeln wir über den Umfang – das zwingt alle Beteiligten, sich auf das Wesentliche zu konzentrieren.',
  ],
  audience:
    'Gründerteams, die für Investor:innen oder erste Kund:innen ein echtes Produkt brauchen, und etablierte Unternehmen, die ein neues Geschäftsmodell oder einen digitalen Service erproben wollen, bevor sie eine eigene Einheit dafür aufbauen.',
  problems: [
    'Die Idee liegt seit Monaten im Konzept, aber niemand hat geprüft, ob Kund:innen sie wollen.',
    'Ein Dienstleister hat ein Jahr Entwicklung angeboten, bevor irgendjemand das Produkt nutzen kann.',
    'Investor:innen wollen Traktion sehen, keine Präsentationen.',
    'Der Umfang wächst in jeder Besprechung, weil jede Funktion als unverzichtbar gilt.',
  ],
  steps: [
    {
      title: 'Woche 0: Schärfen',
      text: 'Im Product-Vision-Bootcamp oder einem verkürzten Workshop legen wir Zielgruppe, Kernannahme und Erfolgskriterien fest und schneiden den Umfang auf das Nötigste zu.',
    },
    {
      title: 'Wochen 1 bis 4: Kern bauen',
      text: 'Design und Entwicklung arbeiten parallel. Nach zwei Wochen testen erste Nutzer:innen klickbare Entwürfe, nach vier Wochen läuft der Kernablauf auf einer Testumgebung.',
    },
    {
      title: 'Wochen 5 bis 8: Fertigstellen und live gehen',
      text: 'Wir ergänzen Anmeldung, Zahlung oder Verwaltung, testen gründlich, richten Monitoring und Analyse ein und gehen mit einer ersten Nutzergruppe live.',
    },
    {
      title: 'Danach: Messen und entscheiden',
      text: 'Gemeinsam werten wir Nutzung und Rückmeldungen aus und entscheiden, ob Sie ausbauen, umsteuern oder aufhören. Alle drei Antworten sind wertvoll.',
    },
  ],
  technologies: ['TypeScript', 'React', 'Next.js', 'Node.js', 'PostgreSQL', 'Bubble', 'Stripe', 'Vercel'],
  outcomes: [
    'Ein lauffähiges Produkt in den Händen echter Nutzer:innen, in der Regel nach acht Wochen',
    'Messbare Antworten auf Ihre wichtigsten Annahmen statt Vermutungen',
    'Eine ausbaufähige Codebasis oder ein bewusst gewählter No-Code-Prototyp',
    'Ein priorisiertes Backlog für die Zeit nach dem Go-live',
  ],
  faq: [
    {
      question: 'Was, wenn acht Wochen nicht reichen?',
      answer:
        'Meist reduzieren wir dann den Umfang, nicht die Qualität: In der Schärfungsphase legen wir fest, was unverzichtbar ist; alles andere kommt auf die Liste für die Zeit nach dem Go-live. Manchmal braucht das MVP trotzdem länger, etwa wenn Hardware mehrerer Hersteller angebunden werden muss – die Smart-Home-App für WohnWerk Süd hat 14 statt acht Wochen gebraucht. Das sagen wir Ihnen, sobald wir es sehen, nicht am Ende.',
    },
    {
      question: 'Programmieren Sie das MVP, oder nutzen Sie No-Code?',
      answer:
        'Beides ist möglich. Steht schnelles Lernen im Vordergrund und ist die Logik überschaubar, spart No-Code Zeit. Soll das MVP direkt zur Grundlage eines wachsenden Produkts werden, programmieren wir es mit TypeScript und React.',
    },
    {
      question: 'Gehört uns der Code am Ende?',
      answer:
        'Ja. Mit vollständiger Zahlung erhalten Sie die Nutzungsrechte am Code, den Zugang zum Repository und die Dokumentation, damit ein eigenes Team übernehmen kann.',
    },
  ],
  cta: 'Schildern Sie uns Ihre Idee in einem Satz – im Gespräch skizzieren wir, wie ein MVP dafür in acht Wochen aussehen könnte.',
  related: {
    services: ['strategy', 'no-code-development', 'product-management', 'web-applications'],
    references: ['kiekje', 'reverse-recruiting', 'ausbildungs-matching-plattform', 'smart-home-app'],
    industries: ['startups', 'education', 'healthcare'],
  },
} as const satisfies ServiceDetail;
