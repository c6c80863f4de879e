import { industryNames } from '@isarlicht/contracts';
import type { Industry } from '../types';

export const education = {
  id: 'education',
  title: industryNames['education'],
  shortTitle: 'Bildung',
  softwareFor: 'für die Bildung',
  seoTitle: 'Software für Bildungseinrichtungen | Isarlicht Digital',
  description:
    'Kita-Apps, Plattformen für Berufsorientierung und Verwaltungslösungen für Bildungsträger – datenschutzkonform und einfach zu bedienen.',
  featured: false,
  color: '#5E8C4A',
  icon: [
    { shape: 'path', d: 'M2 9l10-5 10 5-10 5z' },
    { shape: 'path', d: 'M6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5' },
    { shape: 'path', d: 'M22 9v6' },
  ],
  keywords: 'Kita-App, Elternkommunikation, Berufsorientierung, Ausbildungs-Matching, Datenschutz für Minderjährige, Mehrsprachigkeit',
  services: ['mvp-development', 'responsive-app-design', 'web-applications', 'no-code-development', 'strategy'],
  references: ['ausbildungs-matching-plattform', 'kiekje'],
  challenges: [
    'Hohe Anforderungen an den Datenschutz, besonders bei Minderjährigen',
    'Nutzer:innen mit sehr unterschiedlicher digitaler Erfahrung – von Jugendlichen bis zu Eltern ohne Deutschkenntnisse',
    'Knappe Budgets und Förderlogiken, die schnell belastbare Ergebnisse verlangen',
    'Pädagogisches Personal hat kaum Zeit für zusätzliche Software',
  ],
  solutions: [
    'Einwilligungsmanagement, datensparsame Konzepte und ein Hosting-Standort, den wir vor dem ersten Release festlegen',
    'Einfache, mehrsprachige Oberflächen, die mit echten Nutzer:innen getestet werden',
    'Ein MVP in der Regel nach acht Wochen, um die Wirkung früh nachzuweisen',
    'Funktionen, die Dokumentation und Kommunikation verkürzen statt verlängern',
  ],
  metaDescription:
    'Kita-App für über 200 Einrichtungen, Ausbildungs-Matching im Oberland: Bildungssoftware, die wir mit Eltern, Jugendlichen und Fachkräften testen.',
  longDescription: [
    'Kitas, Schulen, Bildungsträger und Ausbildungsverbünde wollen digitaler werden – aber nicht um den Preis von Datenschutz oder zusätzlicher Arbeit für das pädagogische Personal. Software im Bildungsbereich muss deshalb besonders einfach, sicher und verlässlich sein.',
    'Wir entwickeln Anwendungen für:',
    {
      list: [
        [{ strong: 'Kita- und Elternkommunikation' }, ' mit Tagesberichten, Fotos und Nachrichten'],
        [{ strong: 'Berufsorientierung und Ausbildungs-Matching' }, ' zwischen Jugendlichen und Betrieben'],
        [{ strong: 'Verwaltung und Auswertung' }, ' für Träger, Schulen und Kommunen'],
      ],
    },
    'Mit Kiekje nutzen über 200 Kitas eine App, die Elternkommunikation datenschutzkonform bündelt. Startklar bringt im Oberland Jugendliche und Ausbildungsbetriebe per Interessen-Check zusammen. Beide Produkte sind in unserem Product-Vision-Bootcamp entstanden und wurden in acht Wochen als MVP umgesetzt. Startklar wird von Anfang an in Deutschland gehostet; Kiekje lief als MVP bei einem Cloud-Anbieter in einer EU-Region und ist inzwischen vollständig auf Server in Deutschland umgezogen. Den Hosting-Standort legen wir heute vor dem ersten Release fest, und wir testen jede Oberfläche mit den Menschen, die sie später täglich nutzen. Für Träger mit begrenztem Budget setzen wir dort, wo es passt, auf No-Code und erweitern erst dann individuell, wenn der Nutzen belegt ist.',
  ],
  testimonials: [
    {
      quote:
        'Nach drei Tagen Bootcamp hatten wir ein Produkt, das Jugendliche wirklich benutzen – und nach acht Wochen lief es an den ersten Schulen.',
      author: 'Markus Riedl, Geschäftsführer',
      company: 'Ausbildungsverbund Oberland e.V.',
    },
    {
      quote: 'Das Bootcamp hat uns Monate an Umwegen erspart.',
      author: 'Femke Jansen, Mitgründerin',
      company: 'Kiekje',
    },
  ],
} as const satisfies Industry;
