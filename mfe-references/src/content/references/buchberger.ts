import buchbergerImage from '../../assets/references/buchberger.svg';
import { referenceTitles } from '@isarlicht/contracts';
import type { Reference } from '../types';

export const buchberger = {
  kind: 'case-study',
  slug: 'buchberger',
  title: referenceTitles['buchberger'],
  shortDescription: 'Digitale Tourenplanung und Fahrer-App für eine familiengeführte Spedition mit 85 Lkw.',
  metaDescription:
    'Dispositionssoftware für die Spedition Buchberger mit 85 Lkw: digitale Plantafel, Fahrer-App und automatische Prüfung von Lenk- und Ruhezeiten.',
  description:
    'Für die Spedition Buchberger aus Rosenheim haben wir eine maßgeschneiderte Dispositionssoftware entwickelt, die Excel-Listen, Magnettafel und Telefonketten ersetzt. Disponent:innen planen Touren am Bildschirm, Fahrer:innen erhalten ihre Aufträge und melden Ablieferungen per App.',
  fullDescription: [
    'Die Spedition Buchberger ist ein Familienunternehmen in dritter Generation mit Sitz in Rosenheim, 85 Lkw und rund 140 Beschäftigten. Disponiert wurde bis 2023 mit Excel, einer großen Magnettafel und vielen Telefonaten – das funktionierte, hing aber am Wissen weniger erfahrener Köpfe.',
    'Ein Standardsystem kam nicht infrage, weil Buchberger viele Sonderfahrten für Baustellen und Kühltransporte übernimmt. Deshalb haben wir eine eigene Lösung entwickelt, die genau diese Abläufe abbildet:',
    {
      list: [
        [{ strong: 'Digitale Plantafel' }, ' mit Drag-and-drop für Touren, Fahrzeuge und Fahrer:innen'],
        [{ strong: 'Fahrer-App' }, ' mit Auftragsdetails, Navigation und Ablieferbeleg mit Foto und Unterschrift'],
        [{ strong: 'Lenk- und Ruhezeiten' }, ', die bei der Planung automatisch berücksichtigt werden'],
        [{ strong: 'Anbindung an die Buchhaltung' }, ', sodass abgeschlossene Touren direkt abgerechnet werden'],
      ],
    },
    'Wir haben die Software gemeinsam mit dem Dispositionsteam entwickelt: Jede Woche gab es eine Testrunde am echten Arbeitsplatz, und das Feedback floss direkt in den nächsten Sprint. Die Einführung lief vier Wochen im Parallelbetrieb, damit niemand am Montagmorgen ohne Plan dastand. Seitdem betreuen wir das System und erweitern es schrittweise, zuletzt um ein Kundenportal zur Sendungsverfolgung.',
  ],
  image: buchbergerImage,
  imageAlt: 'Illustration: Digitale Plantafel mit farbigen Touren, daneben ein Lkw auf der Straße',
  tags: ['Webanwendung', 'Automatisierung', 'Mobile App'],
  websiteLink: null,
  features: [
    'Digitale Plantafel mit Drag-and-drop',
    'Fahrer-App mit digitalem Ablieferbeleg',
    'Automatische Prüfung von Lenk- und Ruhezeiten',
    'Schnittstelle zur Buchhaltung',
    'Kundenportal zur Sendungsverfolgung',
  ],
  technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'React Native', 'Mapbox'],
  challenge:
    'Die Disposition lief über Excel, eine Magnettafel und Telefonketten und hing am Wissen weniger erfahrener Disponent:innen. Standardsoftware passte nicht zu den vielen Sonderfahrten für Baustellen und Kühltransporte.',
  solution:
    'Wir haben eine individuelle Dispositionssoftware mit digitaler Plantafel und Fahrer-App entwickelt, die Lenk- und Ruhezeiten automatisch berücksichtigt. Das Dispositionsteam hat jede Woche mitgetestet, und die Einführung lief im Parallelbetrieb, ohne das Tagesgeschäft zu unterbrechen.',
  results: [
    'Papierlose Ablieferbelege für alle Touren',
    'Rechnungsstellung am Tag der Ablieferung statt einmal pro Woche',
    'Einarbeitung neuer Disponent:innen in Tagen statt Wochen',
  ],
  testimony: {
    quote:
      'Wir planen heute mit derselben Mannschaft deutlich mehr Touren – unterm Strich 40 % mehr Effizienz in der Disposition. Und wenn jemand aus der Disposition im Urlaub ist, läuft trotzdem alles.',
    author: 'Stefan Buchberger',
    position: 'Geschäftsführer, Spedition Buchberger',
  },
  timeframe: '4 Monate bis zur Einführung, seitdem laufende Betreuung',
  confidential: false,
} as const satisfies Reference;
