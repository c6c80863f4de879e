import { industryNames } from '@isarlicht/contracts';
import type { Industry } from '../types';

export const kmu = {
  id: 'kmu',
  title: industryNames['kmu'],
  shortTitle: 'KMU',
  softwareFor: 'für den Mittelstand',
  seoTitle: 'Software für KMU und Mittelstand | Isarlicht Digital',
  description:
    'Individuelle Webanwendungen, interne Werkzeuge, Kundenportale und Schnittstellen für kleine und mittlere Unternehmen – passend zu gewachsenen Abläufen.',
  featured: true,
  color: '#4A6FA5',
  icon: [
    { shape: 'rect', x: 3, y: 7, width: 18, height: 13, rx: 2 },
    { shape: 'path', d: 'M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2' },
    { shape: 'path', d: 'M3 13h18' },
  ],
  keywords: 'Individualsoftware, Familienunternehmen, Disposition, B2B-Bestellplattform, ERP-Anbindung, Parallelbetrieb',
  services: ['web-applications', 'internal-business-applications', 'customer-partner-portals', 'enterprise-integration-platform'],
  references: ['buchberger', 'baustoffe-plattform', 'hotel-buchungsplattform'],
  challenges: [
    'Excel-Listen, Papier und Insellösungen bremsen wachsende Abläufe',
    'Standardsoftware passt nicht zu den Besonderheiten des eigenen Geschäfts',
    'Wissen steckt in wenigen Köpfen und ist schwer übertragbar',
    'Keine eigene IT-Abteilung, die neue Systeme einführen und betreuen könnte',
  ],
  solutions: [
    'Interne Anwendungen, die genau Ihre Abläufe abbilden',
    'Kunden- und Partnerportale für Bestellungen, Status und Dokumente',
    'Schnittstellen zu ERP, Buchhaltung und bestehenden Systemen',
    'Einführung im Parallelbetrieb und langfristige Betreuung aus einer Hand',
  ],
  metaDescription:
    'Excel-Listen und Telefonketten ablösen: individuelle Software für den Mittelstand, eingeführt im Parallelbetrieb und angebunden an SAP und Buchhaltung.',
  longDescription: [
    'Mittelständische Unternehmen sind oft erfolgreich, weil sie Dinge anders machen als der Wettbewerb. Genau deshalb passt Standardsoftware selten ganz – und es entstehen Excel-Listen, Zettelwirtschaft und Umwege, die mit dem Unternehmen nicht mitwachsen.',
    'Wir entwickeln Software, die Ihre Abläufe abbildet, statt sie zu verbiegen:',
    {
      list: [
        [{ strong: 'Webanwendungen' }, ' für Vertrieb, Service und Verwaltung'],
        [{ strong: 'Interne Anwendungen' }, ' wie Disposition, Auftragsplanung oder Lagerverwaltung'],
        [{ strong: 'Kunden- und Partnerportale' }, ' für Bestellungen, Sendungsstatus und Dokumente'],
        [{ strong: 'Schnittstellen' }, ' zu ERP-Systemen wie SAP, zur Buchhaltung oder zu Ihrer Warenwirtschaft'],
      ],
    },
    'Für die Spedition Buchberger haben wir die Disposition digitalisiert, für einen Baustoffhändler eine B2B-Bestellplattform mit SAP-Anbindung gebaut. Wir arbeiten eng mit den Menschen, die die Software täglich nutzen, führen neue Systeme im Parallelbetrieb ein und bleiben danach fest an Ihrer Seite – ohne dass Sie dafür eine eigene IT-Abteilung brauchen. Gestartet wird mit dem Ablauf, der heute am meisten Zeit kostet; weitere Bausteine folgen Schritt für Schritt.',
  ],
  testimonials: [
    {
      quote:
        'Wir planen heute mit derselben Mannschaft deutlich mehr Touren. Und wenn jemand aus der Disposition im Urlaub ist, läuft trotzdem alles.',
      author: 'Stefan Buchberger, Geschäftsführer',
      company: 'Spedition Buchberger',
    },
  ],
} as const satisfies Industry;
