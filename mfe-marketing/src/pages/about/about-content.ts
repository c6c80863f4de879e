import type { TitledText } from '../../content/types';

export const introParagraphs = [
  'Isarlicht Digital ist eine Digitalagentur aus München. Wir entwickeln KI-Lösungen, Webanwendungen, Portale und MVPs für Mittelständler, Konzernbereiche, öffentliche Einrichtungen und Startups – von der ersten Produktvision bis zum laufenden Betrieb.',
  'Unser Team vereint Produktmanagement, UX/UI-Design, Frontend- und Backend-Entwicklung, Qualitätssicherung, DevOps und KI-Spezialisierung unter einem Dach. Wir glauben, dass gute Software entsteht, wenn diese Disziplinen vom ersten Tag an zusammenarbeiten, statt sich Dokumente zuzuschicken.',
  'Mehr als 20 Unternehmen haben mit uns ein Product-Vision-Bootcamp durchlaufen, und unsere MVPs stehen nach 8 Wochen in den Händen echter Nutzer:innen. Was uns dabei antreibt, ist nicht die Technik an sich, sondern der Moment, in dem ein Produkt im Alltag seiner Nutzer:innen ankommt.',
] as const;

export const values = [
  {
    title: 'Ergebnisse vor Folien',
    text: 'Nach zwei Wochen sehen Sie laufende Software, nach acht Wochen nutzen echte Anwender:innen Ihr MVP.',
  },
  {
    title: 'Offenheit',
    text: 'Gemeinsames Backlog, transparente Aufwände, ehrliche Einschätzungen – auch wenn die Antwort „noch nicht bauen“ lautet.',
  },
  {
    title: 'Verantwortung',
    text: 'Wir bauen barrierefrei, datenschutzkonform und so dokumentiert, dass Ihr Team den Code übernehmen kann.',
  },
  {
    title: 'Neugier',
    text: 'Neue Technologien wie große Sprachmodelle testen wir zuerst an uns selbst, bevor wir sie Ihnen empfehlen.',
  },
] as const satisfies readonly TitledText[];
