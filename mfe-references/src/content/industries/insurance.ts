import { industryNames } from '@isarlicht/contracts';
import type { Industry } from '../types';

export const insurance = {
  id: 'insurance',
  title: industryNames['insurance'],
  shortTitle: 'Versicherungen',
  softwareFor: 'für Versicherungen',
  seoTitle: 'Software für Versicherungen | Isarlicht Digital',
  description:
    'Digitale Schadensbearbeitung, Kunden- und Maklerportale und KI-gestützte Vorprüfung für Versicherer, Insurtechs und Assekuradeure.',
  featured: true,
  color: '#1F5F5B',
  icon: [
    { shape: 'path', d: 'M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z' },
    { shape: 'path', d: 'm9 12 2 2 4-4' },
  ],
  keywords: 'Schadensbearbeitung, KI-Vorprüfung, Kundenportal, Maklerplattform, Integrationsschicht, Entwicklungsteams',
  services: ['customer-partner-portals', 'ai-development', 'automation-solutions', 'enterprise-integration-platform', 'workflow-finder'],
  references: ['garantiemax', 'nearshore-teams'],
  challenges: [
    'Schadensmeldungen kommen unvollständig und über viele Kanäle an',
    'Manuelle Sachbearbeitung wird bei wachsendem Bestand zum Engpass',
    'Bestandssysteme sind alt und schwer anzubinden',
    'Strenge regulatorische Anforderungen an IT-Sicherheit, Auslagerung und Nachvollziehbarkeit',
  ],
  solutions: [
    'Geführte Schadensmeldung, die nur relevante Angaben und Belege abfragt',
    'KI-gestützte Belegerkennung und Vorsortierung – Entscheidungen bleiben beim Menschen',
    'Integrationsschichten, die Bestandssysteme anbinden, ohne sie zu ersetzen',
    'Cross-funktionale Teams, die sich in Ihre Governance und Release-Prozesse einfügen',
  ],
  metaDescription:
    'Geführte Schadensmeldung, KI-Vorprüfung mit menschlicher Entscheidung, feste Teams für Kunden- und Maklerportale: Software für Versicherer und Insurtechs.',
  longDescription: [
    'Versicherer und Insurtechs müssen zwei Dinge gleichzeitig leisten: Kund:innen erwarten schnelle, digitale Services, und die Aufsicht verlangt Sicherheit, Nachvollziehbarkeit und saubere Dokumentation. Dazwischen stehen Bestandssysteme, die sich nicht über Nacht ersetzen lassen.',
    'Wir entwickeln Lösungen entlang der gesamten Wertschöpfungskette:',
    {
      list: [
        [{ strong: 'Digitaler Abschluss' }, ' im Online-Vertrieb und direkt beim Händler'],
        [{ strong: 'Schadensmeldung und -bearbeitung' }, ' mit geführten Strecken, Workflow und KI-gestützter Vorprüfung'],
        [{ strong: 'Kunden- und Maklerportale' }, ', angebunden an Bestands- und Schadenssysteme'],
        [{ strong: 'Entwicklungsteams' }, ', die langfristig an Ihren Plattformen arbeiten'],
      ],
    },
    'Für Garantiemax haben wir die Schadensbearbeitung digitalisiert: Kund:innen erhalten innerhalb von 24 Stunden eine erste Rückmeldung, und Rückfragen wegen fehlender Unterlagen haben sich mehr als halbiert. Welche Schritte wir zuerst automatisieren, klären wir vorher mit dem Workflow-Finder. Für eine große deutsche Versicherungsgruppe arbeiten vier unserer Teams an Kundenportal und Maklerplattform. Dabei gilt: KI bereitet vor, Menschen entscheiden – besonders bei Ablehnungen. Bestandssysteme binden wir über eine Integrationsschicht an, statt sie in einem riskanten Großprojekt abzulösen, und dokumentieren Architektur und Datenflüsse so, dass Revision und Aufsicht jederzeit nachvollziehen können, was passiert.',
  ],
  testimonials: [
    {
      quote:
        'Mit der neuen Plattform haben wir 65 % weniger Bearbeitungszeit bei Schadensmeldungen – bei deutlich mehr Verträgen und mit demselben Team.',
      author: 'Laura Steinmetz, Leiterin Operations',
      company: 'Garantiemax',
    },
    {
      quote: 'Die Teams arbeiten wie unsere eigenen – nur dass wir sie in Monaten statt Jahren aufbauen konnten.',
      author: 'Bereichsleiter Anwendungsentwicklung',
      company: 'Deutsche Versicherungsgruppe (Name auf Kundenwunsch anonymisiert)',
    },
  ],
} as const satisfies Industry;
