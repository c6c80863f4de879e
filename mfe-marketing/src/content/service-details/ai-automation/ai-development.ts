import type { ServiceDetail } from '../../types';

export const aiDevelopment = {
  intro: [
    'Künstliche Intelligenz bringt erst dann Nutzen, wenn sie in einen echten Arbeitsablauf eingebaut ist – mit Zugriff auf die richtigen Daten, klaren Grenzen und jemandem, der Ergebnisse prüfen kann. Wir entwickeln deshalb keine Demos, sondern KI-Anwendungen für den Betrieb: Sprachassistenten, die Anrufe annehmen und Anliegen vorsortieren, Wissenssysteme auf Basis von Retrieval-Augmented Generation, die aus Handbüchern und Verträgen mit Quellenangabe antworten, und KI-Agenten, die mehrstufige Aufgaben wie die Vorprüfung von Anfragen erledigen.',
    'Welches Sprachmodell zum Einsatz kommt, entscheiden wir nach Qualität, Kosten und Datenschutz: Modelle in europäischen Rechenzentren über Azure OpenAI oder Mistral, oder offene Modelle wie Llama im eigenen Betrieb, wenn Daten das Haus nicht verlassen dürfen. Vor dem Go-live messen wir die Antwortqualität an einem gemeinsam erstellten Testsatz – und wiederholen diese Messung bei jeder Änderung an Prompt, Daten oder Modell.',
  ],
  audience:
    'Mittelständler und Konzernbereiche mit viel wiederkehrender Wissensarbeit in Kundenservice, Vertrieb, Sachbearbeitung oder technischer Dokumentation, die KI produktiv einsetzen und dabei Datenschutz und Nachvollziehbarkeit ernst nehmen wollen.',
  problems: [
    'Der Kundenservice ist zu Stoßzeiten überlastet und außerhalb der Geschäftszeiten gar nicht erreichbar.',
    'Fachwissen steckt in tausenden Dokumenten, und die Suche danach kostet jede Woche Stunden.',
    'Mitarbeitende nutzen private KI-Werkzeuge, ohne dass geklärt ist, welche Daten dorthin fließen.',
    'Ein erster KI-Prototyp hat beeindruckt, liefert im Alltag aber zu oft falsche Antworten.',
  ],
  steps: [
    {
      title: 'Anwendungsfall schärfen',
      text: 'Wir wählen gemeinsam einen Ablauf mit klarem Nutzen, definieren Erfolgskriterien und stellen einen Testsatz aus echten Fragen und erwarteten Antworten zusammen.',
    },
    {
      title: 'Daten und Modell',
      text: 'Wir bereiten Dokumente und Daten auf, wählen Modell und Betriebsort nach Ihren Datenschutzanforderungen und bauen in zwei bis vier Wochen einen ersten Prototyp.',
    },
    {
      title: 'Qualität messen',
      text: 'Automatisierte Auswertungen prüfen Richtigkeit, Quellentreue und Tonalität. Wir ergänzen Schutzmechanismen und legen fest, wann ein Mensch übernimmt.',
    },
    {
      title: 'In den Betrieb bringen',
      text: 'Wir integrieren die Lösung in Telefonanlage, CRM oder Intranet, überwachen Kosten und Qualität und verbessern sie anhand echter Gespräche.',
    },
  ],
  technologies: ['Python', 'TypeScript', 'Azure OpenAI', 'Mistral', 'Llama', 'LangGraph', 'pgvector', 'Vapi'],
  outcomes: [
    'Eine KI-Anwendung im produktiven Einsatz statt eines ewigen Pilotprojekts',
    'Dokumentierte Antwortqualität, gemessen an Ihrem eigenen Testsatz',
    'Ein Datenschutzkonzept mit Auftragsverarbeitung und klarem Betriebsort',
    'Kosten pro Anfrage, die Sie jederzeit im Blick haben',
  ],
  faq: [
    {
      question: 'Werden unsere Daten zum Training fremder Modelle verwendet?',
      answer:
        'Nein. Wir nutzen ausschließlich Angebote, bei denen vertraglich ausgeschlossen ist, dass Eingaben zum Training verwendet werden, oder wir betreiben offene Modelle in Ihrer eigenen Umgebung.',
    },
    {
      question: 'Wie verhindern Sie, dass die KI Dinge erfindet?',
      answer:
        'Durch RAG mit Quellenangaben, klare Anweisungen, Antwortgrenzen für unbekannte Themen und regelmäßige Messungen gegen den Testsatz. In heiklen Fällen übergibt die Anwendung an einen Menschen.',
    },
    {
      question: 'Was kostet der Betrieb einer KI-Lösung?',
      answer:
        'Neben dem Hosting fallen Kosten pro verarbeitetem Text oder Gesprächsminute an. Wir schätzen sie vorab anhand Ihres erwarteten Volumens und senken sie etwa durch kleinere Modelle für einfache Teilaufgaben.',
    },
  ],
  cta: 'Probieren Sie unseren eigenen KI-Assistenten aus oder buchen Sie ein Gespräch – wir zeigen, welcher Ihrer Abläufe sich für einen ersten KI-Einsatz eignet.',
  related: {
    services: ['automation-solutions', 'document-management', 'workflow-finder', 'customer-portals'],
    references: ['product-communicator', 'talentlake', 'garantiemax', 'fahrzeugdatenplattform'],
    industries: ['insurance', 'manufacturing', 'recruiting'],
  },
} as const satisfies ServiceDetail;
