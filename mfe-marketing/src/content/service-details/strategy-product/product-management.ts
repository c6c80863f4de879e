import type { ServiceDetail } from '../../types';

export const productManagement = {
  intro: [
    'Viele digitale Produkte scheitern nicht an der Technik, sondern daran, dass niemand konsequent entscheidet, was als Nächstes gebaut wird – und was nicht. Genau diese Lücke schließen wir: Unsere Product Owner übernehmen die Produktverantwortung auf Zeit, arbeiten eng mit Ihrer Geschäftsführung und Ihren Fachbereichen und sorgen dafür, dass Entwicklungsbudget in messbaren Nutzen fließt.',
    'Dazu gehört die laufende Product Discovery mit Interviews und Experimenten ebenso wie ein gepflegtes Backlog, eine verständliche Roadmap und Kennzahlen, an denen sich der Erfolg jeder Version ablesen lässt. Parallel bauen wir die Kompetenz in Ihrem Haus auf, damit eine interne Person die Rolle schrittweise übernehmen kann.',
  ],
  audience:
    'Unternehmen, die ein digitales Produkt aufbauen oder weiterentwickeln, ohne bereits eine erfahrene Produktrolle zu haben – und Entwicklungsteams, intern oder extern, denen eine klare fachliche Führung fehlt.',
  problems: [
    'Das Entwicklungsteam arbeitet Anforderungslisten ab, aber niemand prüft, ob die Funktionen genutzt werden.',
    'Jede Abteilung meldet eigene Wünsche an, und das Backlog wächst schneller, als das Team liefern kann.',
    'Die Roadmap ist eine Terminliste für Features statt einer Aussage über Ziele.',
    'Seit die bisherige Produktverantwortliche gegangen ist, fehlt Wissen über Entscheidungen und Nutzer:innen.',
  ],
  steps: [
    {
      title: 'Produkt kennenlernen',
      text: 'In den ersten zwei Wochen sprechen wir mit Stakeholdern und Nutzer:innen, sichten Daten und Backlog und halten fest, welche Ziele und Kennzahlen gelten.',
    },
    {
      title: 'Discovery und Backlog',
      text: 'Wir formulieren Hypothesen, prüfen sie mit Prototypen oder kleinen Experimenten und schreiben daraus User Stories mit klaren Akzeptanzkriterien.',
    },
    {
      title: 'Steuern im Sprint-Rhythmus',
      text: 'Als Product Owner priorisieren wir, beantworten fachliche Fragen des Teams am selben Tag und stellen Ergebnisse im Review Ihren Stakeholdern vor.',
    },
    {
      title: 'Übergabe an Ihr Team',
      text: 'Wir begleiten Ihre künftige Produktverantwortliche im Tandem, dokumentieren getroffene Entscheidungen und ziehen uns schrittweise zurück.',
    },
  ],
  technologies: ['Jira', 'Linear', 'Productboard', 'Miro', 'Figma', 'Amplitude', 'Matomo'],
  outcomes: [
    'Ein priorisiertes, verständliches Backlog, in dem jeder Eintrag einem Ziel dient',
    'Eine Roadmap, die Ergebnisse statt Liefertermine beschreibt',
    'Produktkennzahlen, die nach jeder Version ausgewertet werden',
    'Eine interne Produktrolle, die nach der Übergabe sicher entscheidet',
  ],
  faq: [
    {
      question: 'Wie viel Zeit verbringt der Product Owner bei uns?',
      answer:
        'Das hängt vom Umfang ab; üblich sind zwei bis fünf Tage pro Woche. Wichtig ist, dass er im Rhythmus des Teams verfügbar ist und an jedem Review teilnimmt.',
    },
    {
      question: 'Arbeitet Ihr Product Owner auch mit unserem internen Entwicklungsteam?',
      answer:
        'Ja. Wir übernehmen die Produktrolle auch für Teams, die nicht von uns kommen, und passen uns an Ihre Werkzeuge, Termine und Freigabewege an.',
    },
    {
      question: 'Worin unterscheidet sich das von klassischem Projektmanagement?',
      answer:
        'Projektmanagement steuert Termine, Budget und Umfang eines Vorhabens. Produktmanagement fragt, welches Problem gelöst werden soll und ob eine Funktion das leistet – und ändert den Plan, wenn die Antwort nein lautet.',
    },
  ],
  cta: 'Erzählen Sie uns, wo Ihr Produkt gerade steht – gemeinsam klären wir, ob Sie eine Produktrolle auf Zeit, ein Coaching oder eine kurze Discovery brauchen.',
  related: {
    services: ['strategy', 'mvp-development', 'web-applications'],
    references: ['nearshore-teams', 'fussball-apps', 'bootcamp-workshop'],
    industries: ['startups', 'insurance', 'recruiting'],
  },
} as const satisfies ServiceDetail;
