import { siteConfig } from '@isarlicht/site-content/site-config';
import type { TitledText } from '../../content/types';
import { agencyFacts } from './team';

const [ceo, cto] = siteConfig.managingDirectors;

export const introParagraphs = [
  `Isarlicht Digital ist eine Digitalagentur aus München, ${agencyFacts.founded} gegründet von ${ceo} und ${cto}. Wir entwickeln KI-Lösungen, Webanwendungen, Portale und MVPs für mittelständische Unternehmen, Konzernbereiche, öffentliche Einrichtungen und Startups – von der ersten Produktvision bis zum laufenden Betrieb.`,
  `In München arbeiten ${agencyFacts.staff} Mitarbeitende aus Produktmanagement, UX/UI-Design, Frontend- und Backend-Entwicklung, Qualitätssicherung, DevOps und KI. Für größere Vorhaben ergänzen feste Partnerstudios in ${agencyFacts.partnerStudios} unsere Teams um Entwickler:innen – mit höchstens einer Stunde Zeitverschiebung, gemeinsamen Standards und der Produktführung in München. Gute Software entsteht, wenn diese Disziplinen vom ersten Tag an zusammenarbeiten, statt sich Dokumente zuzuschicken.`,
  'Mehr als 20 Unternehmen haben mit uns ein Product-Vision-Bootcamp durchlaufen, und unsere MVPs kommen früh in die Hände echter Nutzer:innen. Was uns dabei antreibt, ist nicht die Technik an sich, sondern der Moment, in dem ein Produkt im Alltag seiner Nutzer:innen ankommt.',
] as const;

export const teamIntro = `${ceo} und ${cto} haben Isarlicht Digital ${agencyFacts.founded} gegründet und führen die Agentur bis heute als Geschäftsführung. Die vier Fachbereiche werden von Kolleg:innen geleitet, die selbst in Kundenprojekten arbeiten. Leitung ist bei uns eine Rolle in unserer holakratischen Organisation, keine Vorgesetztenstelle: Sie setzt Prioritäten und besetzt Rollen; die Entscheidungen im Projekt treffen die Rollen im Projektkreis. Sie lernen die Leitungen spätestens im ersten Sprint Review kennen.`;

export const values = [
  {
    title: 'Ergebnisse vor Folien',
    text: 'Nach jedem zweiwöchigen Sprint sehen Sie laufende Software, und sobald das MVP den wichtigsten Ablauf abbildet, nutzen es echte Anwender:innen.',
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
