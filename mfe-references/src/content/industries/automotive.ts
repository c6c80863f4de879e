import { industryNames } from '@isarlicht/contracts';
import type { Industry } from '../types';

export const automotive = {
  id: 'automotive',
  title: industryNames['automotive'],
  shortTitle: 'Automotive',
  softwareFor: 'für die Automobilbranche',
  seoTitle: 'Software für die Automobilbranche | Isarlicht Digital',
  description:
    'Markenwebsites, Fahrzeugdatenplattformen und KI-Anwendungen für Hersteller, Zulieferer und Mobilitätsdienstleister – skalierbar über viele Märkte.',
  featured: false,
  color: '#37474F',
  icon: [
    { shape: 'path', d: 'M3 17v-4l2-6h14l2 6v4z' },
    { shape: 'path', d: 'M3 13h18' },
    { shape: 'circle', cx: 7.5, cy: 15, r: 1 },
    { shape: 'circle', cx: 16.5, cy: 15, r: 1 },
    { shape: 'path', d: 'M5 17v3M19 17v3' },
  ],
  keywords: 'Markenwebsites, Headless CMS, Telematik, Vorhersagemodelle, Partnerportale, Datenhoheit',
  services: ['web-applications', 'realtime-data-solutions', 'ai-development', 'customer-partner-portals'],
  references: ['automotive-relaunch', 'fahrzeugdatenplattform'],
  challenges: [
    'Viele Märkte, Marken und Systeme, die einheitlich auftreten sollen',
    'Große Mengen an Fahrzeugdaten, die kaum in nutzbare Services übersetzt werden',
    'Lange Entscheidungswege und komplexe IT-Landschaften',
    'Hohe Anforderungen an Sicherheit, Datenschutz und Datenhoheit',
  ],
  solutions: [
    'Headless-Plattformen mit zentraler Komponentenbibliothek für alle Märkte',
    'Echtzeit-Datenplattformen und Vorhersagemodelle für Flotten und Werkstätten',
    'Piloten mit klaren Erfolgskriterien, bevor ausgerollt wird',
    'Gemischte Teams mit der Konzern-IT und Betrieb in der Cloud-Umgebung des Herstellers',
  ],
  metaDescription:
    'Markenwebsites für 28 Märkte auf einer Plattform, Telematikdaten von über 20.000 Lkw in Echtzeit: unsere Projekte für Hersteller und Zulieferer.',
  longDescription: [
    'München ist Automobilstandort – und unsere Projekte zeigen, wie stark sich die Branche digital verändert. Hersteller und Zulieferer betreiben Websites in Dutzenden Märkten, sammeln Millionen Messwerte aus Fahrzeugen und müssen daraus Services machen, die Kund:innen tatsächlich nutzen.',
    {
      list: [
        [{ strong: 'Markenwebsites' }, ' auf gemeinsamen Plattformen für viele Märkte'],
        [{ strong: 'Fahrzeugdatenplattformen' }, ' für Telematik, Flottenmanagement und vorausschauende Wartung'],
        [{ strong: 'KI-Anwendungen' }, ' für Produktkommunikation, Service und Vertrieb'],
        [{ strong: 'Händler- und Partnerportale' }, ' mit Anbindung an Konzernsysteme'],
      ],
    },
    'Für einen führenden Automobilhersteller haben wir die Markenwebsites in 28 Märkten auf eine Plattform gebracht, für einen Nutzfahrzeughersteller eine Datenplattform für über 20.000 Lkw aufgebaut. Beide Unternehmen sind auf eigenen Wunsch anonymisiert. Wir arbeiten in gemischten Teams mit der Konzern-IT, starten mit messbaren Piloten und rollen erst aus, wenn die Ergebnisse stimmen. Betrieben werden die Lösungen in der Cloud-Umgebung der Hersteller, nach deren Sicherheits- und Compliance-Vorgaben, und Datenhoheit und Zugriffsrechte klären wir vor der ersten Zeile Code.',
  ],
  testimonials: [
    {
      quote:
        'Unsere Pilotkunden fahren mit 15 % höherer Verfügbarkeit ihrer Flotten. Dieser Nachweis hat intern alle Türen für den weiteren Rollout geöffnet.',
      author: 'Leiter Connected Services',
      company: 'Internationaler Nutzfahrzeughersteller (Name auf Kundenwunsch anonymisiert)',
    },
  ],
} as const satisfies Industry;
