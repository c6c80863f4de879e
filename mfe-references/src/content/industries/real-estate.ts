import { industryNames } from '@isarlicht/contracts';
import type { Industry } from '../types';

export const realEstate = {
  id: 'real-estate',
  title: industryNames['real-estate'],
  shortTitle: 'Immobilien',
  softwareFor: 'für die Immobilienwirtschaft',
  seoTitle: 'Software für Immobilienunternehmen | Isarlicht Digital',
  description:
    'Mieterportale, Smart-Home-Apps und digitale Verwaltungsprozesse für Wohnungsunternehmen, Hausverwaltungen und Bestandshalter.',
  featured: true,
  color: '#A0674B',
  icon: [
    { shape: 'path', d: 'M3 10.5 12 3l9 7.5' },
    { shape: 'path', d: 'M5 9v12h14V9' },
    { shape: 'path', d: 'M10 21v-6h4v6' },
  ],
  keywords: 'Mieterportal, Mieter-App, Smart Home, Verbrauchsinformation, Schadensmeldung, ERP-Anbindung',
  services: [
    'customer-portals',
    'responsive-app-design',
    'realtime-data-solutions',
    'internal-business-applications',
    'automation-solutions',
  ],
  references: ['smart-home-app'],
  challenges: [
    'Schadensmeldungen, Anfragen und Dokumente kommen über Telefon, E-Mail und Papier und binden die Verwaltung',
    'Gebäudetechnik und Verbrauchsdaten liegen in getrennten Herstellerportalen',
    'Gesetzliche Pflichten wie die monatliche Verbrauchsinformation erfordern neue digitale Prozesse',
    'Bestandssysteme der Immobilienverwaltung lassen sich nur schwer an moderne Anwendungen anbinden',
  ],
  solutions: [
    'Mieter- und Eigentümerportale mit Schadensmeldung, Dokumenten und Nachrichten',
    'Smart-Home-Apps mit herstellerunabhängiger Anbindung der Gebäudetechnik',
    'Automatisierte Workflows vom Ticket bis zur Beauftragung von Handwerkern',
    'Schnittstellen zu den ERP-Systemen der Immobilienwirtschaft',
  ],
  metaDescription:
    'Mieter-App für rund 4.800 Wohnungen: Heizung, Verbrauch und Schadensmeldung in einer Oberfläche. So digitalisieren wir Wohnungsunternehmen.',
  longDescription: [
    'Wohnungsunternehmen und Hausverwaltungen stehen unter Druck: steigende Anforderungen an Energieeffizienz und Verbrauchstransparenz, Fachkräftemangel in der Verwaltung und Mieter:innen, die digitale Services erwarten. Gleichzeitig laufen viele Prozesse noch über Telefon, E-Mail und Papier.',
    'Wir entwickeln Software, die genau dort ansetzt:',
    {
      list: [
        [{ strong: 'Mieterportale und Apps' }, ' für Schadensmeldungen, Dokumente, Nachrichten und Verbrauchsinformation'],
        [
          { strong: 'Smart-Home-Lösungen' },
          ', die Thermostate und Zähler verschiedener Hersteller über eine IoT-Schicht in einer Oberfläche zusammenführen',
        ],
        [{ strong: 'Interne Anwendungen' }, ' für Verwaltung, Technik und Vermietung, angebunden an Ihr ERP-System'],
      ],
    },
    'Für WohnWerk Süd haben wir eine Mieter-App für rund 4.800 Wohnungen entwickelt, die Heizungssteuerung, Verbrauchsübersicht und Schadensmeldung verbindet. Das MVP hat dort 14 statt acht Wochen gebraucht, weil die Thermostate dreier Hersteller erst eine gemeinsame Schnittstelle brauchten. Wir beginnen meist mit einem Pilotobjekt, holen früh Feedback von Mieter:innen und Verwaltung ein und rollen erst dann auf den gesamten Bestand aus. Bestehende Systeme wie Ihr ERP, Ihr Ticketsystem oder die Portale der Messdienstleister binden wir an, statt sie zu ersetzen. So bleibt die Verwaltung in ihren gewohnten Werkzeugen, und Mieter:innen erhalten trotzdem einen zeitgemäßen digitalen Zugang.',
  ],
  testimonials: [
    {
      quote:
        'Schadensmeldungen kommen heute fast immer mit Foto und genauer Ortsangabe an. Unser Technik-Team weiß vor dem ersten Anruf, was es erwartet.',
      author: 'Leiter Technisches Bestandsmanagement',
      company: 'WohnWerk Süd',
    },
  ],
} as const satisfies Industry;
