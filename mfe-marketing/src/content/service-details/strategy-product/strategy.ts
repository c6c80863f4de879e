import type { ServiceDetail } from '../../types';

export const strategy = {
  intro: [
    'Eine Digitalstrategie ist bei uns kein hundertseitiges Dokument, sondern eine Entscheidungsgrundlage: Welche Vorhaben zahlen auf Ihre Geschäftsziele ein, welche Annahmen stecken dahinter und in welcher Reihenfolge gehen Sie sie an? Wir betrachten dafür Geschäftsmodell, Kundschaft, Systemlandschaft und die Kapazität Ihrer Teams gemeinsam – denn eine Roadmap, die eine dieser Seiten ignoriert, scheitert spätestens bei der Umsetzung.',
    'Herzstück ist unser dreitägiges Product-Vision-Bootcamp. Am ersten Tag entstehen aus Interviews und Ihrem Fachwissen Personas, am zweiten zeichnen wir die User Journey mit allen Brüchen und Chancen, am dritten skizzieren alle Beteiligten im Design Studio Lösungen, die wir zu einem klickbaren Prototyp verdichten. Mehr als 20 Unternehmen haben dieses Format mit uns durchlaufen, vom Gründerteam bis zum Konzernbereich.',
  ],
  audience:
    'Geschäftsführungen, Digitalverantwortliche und Bereichsleitungen vor einer Investitionsentscheidung: ein neues digitales Produkt, die Modernisierung eines Kernprozesses oder die Frage, wo KI im eigenen Haus tatsächlich Nutzen stiftet.',
  problems: [
    'Es gibt mehr Ideen als Budget, und niemand kann begründen, welches Vorhaben zuerst kommt.',
    'Ein früheres Digitalprojekt hat viel gekostet, wird von den Mitarbeitenden aber kaum genutzt.',
    'Fachbereich und IT beschreiben dasselbe Vorhaben mit völlig unterschiedlichen Erwartungen.',
    'Der Wettbewerb bietet bereits digitale Services an, und der Beirat erwartet einen belastbaren Plan.',
  ],
  steps: [
    {
      title: 'Bestandsaufnahme',
      text: 'In Gesprächen mit Geschäftsführung, Fachbereichen und IT erfassen wir Ziele, laufende Initiativen, Systeme und Engpässe. Einige Interviews mit Kund:innen ergänzen die Innensicht.',
    },
    {
      title: 'Product-Vision-Bootcamp',
      text: 'Drei Tage mit Ihrem Kernteam, in unserem Münchner Büro oder bei Ihnen: Persona, Journey, Design Studio. Den entstandenen Prototyp testen wir anschließend mit echten Nutzer:innen.',
    },
    {
      title: 'Bewerten und priorisieren',
      text: 'Jedes Vorhaben bewerten wir nach Nutzen, Aufwand, Risiko und Abhängigkeiten. Annahmen, die noch nicht belegt sind, markieren wir ausdrücklich als solche.',
    },
    {
      title: 'Roadmap und erster Schritt',
      text: 'Sie erhalten eine Roadmap über zwölf bis achtzehn Monate mit Meilensteinen, Budgetrahmen und einem klar umrissenen ersten Umsetzungspaket.',
    },
  ],
  technologies: ['Miro', 'Figma', 'Maze', 'Lean Canvas', 'Opportunity Solution Tree', 'Wardley Maps'],
  outcomes: [
    'Eine priorisierte Roadmap, die Geschäftsführung und Fachbereiche gemeinsam tragen',
    'Ein getesteter, klickbarer Prototyp für das wichtigste Vorhaben',
    'Personas und eine User Journey als Grundlage aller weiteren Entscheidungen',
    'Eine ehrliche Einschätzung, welche Ideen Sie vorerst nicht weiterverfolgen sollten',
  ],
  faq: [
    {
      question: 'Wie lange dauert die Entwicklung einer Digitalstrategie?',
      answer:
        'Typischerweise vier bis sechs Wochen: eine Woche Bestandsaufnahme, das dreitägige Bootcamp, danach Nutzertests, Auswertung und die Ausarbeitung der Roadmap. Bei sehr klar umrissenen Fragen genügt manchmal das Bootcamp allein.',
    },
    {
      question: 'Wer aus unserem Unternehmen sollte am Bootcamp teilnehmen?',
      answer:
        'Idealerweise fünf bis acht Personen: jemand mit Entscheidungsbefugnis, Fachleute, die den Alltag Ihrer Kundschaft kennen, und eine Person aus der IT. Entscheidend ist, dass alle drei Tage durchgehend dabei sind.',
    },
    {
      question: 'Setzen Sie die Strategie anschließend auch um?',
      answer:
        'Wenn Sie möchten, ja – häufig folgt direkt ein MVP, in der Regel in acht Wochen. Die Ergebnisse dokumentieren wir aber so, dass auch Ihr eigenes Team oder ein anderer Dienstleister darauf aufbauen kann.',
    },
  ],
  cta: 'Beschreiben Sie uns Ihre wichtigste offene Frage – wir sagen Ihnen ehrlich, ob ein Bootcamp, eine Analyse oder gleich ein MVP der richtige Einstieg ist.',
  related: {
    services: ['mvp-development', 'product-management', 'workflow-finder', 'ai-development'],
    references: ['bootcamp-workshop', 'ausbildungs-matching-plattform', 'kiekje'],
    industries: ['startups', 'kmu', 'public-sector'],
  },
} as const satisfies ServiceDetail;
