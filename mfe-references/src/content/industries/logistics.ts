import { industryNames } from '@isarlicht/contracts';
import type { Industry } from '../types';

export const logistics = {
  id: 'logistics',
  title: industryNames['logistics'],
  shortTitle: 'Logistik',
  softwareFor: 'für die Logistik',
  seoTitle: 'Software für Logistikunternehmen | Isarlicht Digital',
  description:
    'Dispositionssoftware, Fahrer-Apps, Kundenportale und Datenplattformen für Speditionen, Logistikdienstleister und Flottenbetreiber.',
  featured: true,
  color: '#2F6F8F',
  icon: [
    { shape: 'path', d: 'M2 6h12v10H2z' },
    { shape: 'path', d: 'M14 9h4l3 3.5V16h-7' },
    { shape: 'circle', cx: 6, cy: 17.5, r: 1.5 },
    { shape: 'circle', cx: 17, cy: 17.5, r: 1.5 },
  ],
  keywords: 'Disposition, Fahrer-App, Sendungsverfolgung, Lieferfenster, Telematik, vorausschauende Wartung',
  services: [
    'resource-planning',
    'internal-business-applications',
    'responsive-app-design',
    'customer-portals',
    'realtime-data-solutions',
    'ai-development',
  ],
  references: ['buchberger', 'fahrzeugdatenplattform', 'baustoffe-plattform'],
  challenges: [
    'Disposition über Excel, Magnettafel und Telefon hängt am Wissen weniger Personen',
    'Lenk- und Ruhezeiten, Sonderfahrten und kurzfristige Änderungen machen die Planung komplex',
    'Kund:innen erwarten Sendungsverfolgung und digitale Belege in Echtzeit',
    'Telematik-, Auftrags- und Abrechnungsdaten liegen in getrennten Systemen',
  ],
  solutions: [
    'Individuelle Dispositionssoftware mit digitaler Plantafel',
    'Fahrer-Apps mit digitalem Ablieferbeleg, Foto und Unterschrift',
    'Kundenportale für Sendungsverfolgung, Lieferfenster und Belege',
    'Datenplattformen und KI-Modelle für vorausschauende Wartung',
  ],
  metaDescription:
    'Digitale Plantafel statt Magnettafel, Fahrer-App statt Papierbeleg: Dispositionssoftware und Telematik für Speditionen und Flottenbetreiber.',
  longDescription: [
    'In der Logistik entscheidet die Disposition über Marge und Zuverlässigkeit. Trotzdem planen viele Speditionen noch mit Excel, Magnettafel und Telefon – oder mit Standardsoftware, die Sonderfahrten und gewachsene Abläufe nicht abbildet.',
    'Wir entwickeln Logistiksoftware, die zu Ihrem Betrieb passt:',
    {
      list: [
        [{ strong: 'Dispositionssoftware' }, ' mit digitaler Plantafel und automatischer Prüfung von Lenk- und Ruhezeiten'],
        [{ strong: 'Fahrer-Apps' }, ' für Aufträge, Navigation und papierlose Ablieferbelege'],
        [{ strong: 'Kundenportale' }, ' mit Sendungsverfolgung, buchbaren Lieferfenstern und digitalen Dokumenten'],
        [{ strong: 'Telematik- und Datenplattformen' }, ', die Wartungsbedarf erkennen, bevor ein Fahrzeug ausfällt'],
      ],
    },
    'Für die Spedition Buchberger haben wir die Disposition digitalisiert, für einen Nutzfahrzeughersteller eine Fahrzeugdatenplattform für über 20.000 Lkw gebaut, und bei einem Baustoffhändler buchen Bauunternehmen ihre Lieferfenster online. Wir entwickeln gemeinsam mit Disponent:innen und Fahrer:innen und führen neue Systeme im Parallelbetrieb ein – damit der Betrieb an keinem Tag stillsteht. Telematik, Auftragsdaten und Abrechnung verbinden wir über Schnittstellen, sodass Informationen nur einmal erfasst werden und Disposition, Buchhaltung und Kund:innen jederzeit denselben Stand sehen.',
  ],
  testimonials: [
    {
      quote: 'Wir planen heute mit derselben Mannschaft deutlich mehr Touren – unterm Strich 40 % mehr Effizienz in der Disposition.',
      author: 'Stefan Buchberger, Geschäftsführer',
      company: 'Spedition Buchberger',
    },
    {
      quote: 'Unsere Pilotkunden fahren mit 15 % höherer Verfügbarkeit ihrer Flotten.',
      author: 'Leiter Connected Services',
      company: 'Internationaler Nutzfahrzeughersteller (Name auf Kundenwunsch anonymisiert)',
    },
  ],
} as const satisfies Industry;
