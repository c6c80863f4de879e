import baustoffePlattformImage from '../../assets/references/baustoffe-plattform.svg';
import { referenceTitles } from '@isarlicht/contracts';
import type { Reference } from '../types';

export const baustoffePlattform = {
  kind: 'case-study',
  slug: 'baustoffe-plattform',
  title: referenceTitles['baustoffe-plattform'],
  shortDescription: 'Online bestellen, Lieferfenster buchen, Belege abrufen – für Bauunternehmen und Handwerksbetriebe.',
  metaDescription:
    'B2B-Bestellplattform für einen Baustoffhändler: Bauunternehmen bestellen zu eigenen Konditionen, buchen Lieferfenster und rufen Belege online ab.',
  description:
    'Für einen mittelständischen Baustoffhändler aus Süddeutschland (Name auf Kundenwunsch anonymisiert) haben wir eine B2B-Plattform entwickelt, auf der Bauunternehmen und Handwerksbetriebe zu ihren individuellen Konditionen bestellen, Lieferfenster buchen und Belege abrufen.',
  fullDescription: [
    'Unser Kunde, ein mittelständischer Baustoffhändler aus Süddeutschland mit zwölf Standorten (Name auf Kundenwunsch anonymisiert), nahm Bestellungen bisher per Telefon, Fax und E-Mail entgegen. Gerade morgens zwischen sechs und acht Uhr waren die Leitungen überlastet, und Polier:innen auf der Baustelle wussten oft nicht, wann ihre Lieferung kommt.',
    'Die neue Plattform bildet die Arbeitsweise am Bau ab, nicht die eines Onlineshops:',
    {
      list: [
        [{ strong: 'Kundenindividuelle Preise und Konditionen' }, ' in Echtzeit aus SAP'],
        [{ strong: 'Bestellung nach Baustelle' }, ' mit Lieferadresse, Ansprechperson und Kostenstelle'],
        [{ strong: 'Buchbare Lieferfenster' }, ' und Statusmeldungen, sobald der Lkw losfährt'],
        [{ strong: 'Digitale Lieferscheine und Rechnungen' }, ' zum Abruf und Export in die Buchhaltung'],
        [{ strong: 'Schnellbestellung' }, ' aus früheren Bestellungen und eigenen Artikellisten'],
      ],
    },
    'Die größte Herausforderung lag in der Integration: Preise, Bestände und Touren kommen aus SAP und der Tourenplanung des Händlers. Wir haben eine Integrationsschicht gebaut, die diese Systeme verbindet, ohne sie zu verändern. Damit Außen- und Innendienst die Plattform mittragen, haben wir beide früh eingebunden – Bestellungen über die Plattform werden weiterhin ihren jeweiligen Kund:innen zugeordnet. Inzwischen nutzen auch die Polier:innen vieler Kundenfirmen die Plattform direkt auf der Baustelle.',
  ],
  image: baustoffePlattformImage,
  imageAlt: 'Illustration: Palette mit Baustoffen, ein Kran, eine Uhr für das Lieferfenster und ein Lieferschein',
  tags: ['E-Commerce', 'Plattform'],
  websiteLink: null,
  features: [
    'Kundenindividuelle Preise in Echtzeit aus SAP',
    'Bestellung nach Baustelle und Kostenstelle',
    'Buchbare Lieferfenster mit Statusmeldungen',
    'Digitale Lieferscheine und Rechnungen',
    'Schnellbestellung aus der Bestellhistorie',
  ],
  technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'SAP S/4HANA', 'Docker'],
  challenge:
    'Bestellungen kamen per Telefon, Fax und E-Mail und überlasteten den Innendienst in den frühen Morgenstunden. Kund:innen auf der Baustelle hatten keinen Überblick über Liefertermine und mussten Belege einzeln anfordern.',
  solution:
    'Wir haben eine B2B-Plattform mit kundenindividuellen Konditionen, Bestellung nach Baustelle und buchbaren Lieferfenstern entwickelt. Eine Integrationsschicht verbindet die Plattform mit SAP und der Tourenplanung, ohne die Bestandssysteme zu verändern.',
  results: [
    'Nach einem Jahr laufen über 40 % der Bestellungen über die Plattform (vorher nur Telefon, Fax und E-Mail)',
    'Spürbar weniger Anrufe im Innendienst zwischen 6 und 8 Uhr',
    'Lieferscheine und Rechnungen jederzeit online abrufbar',
  ],
  timeframe: '6 Monate bis zum Go-live, seit 2024 in Weiterentwicklung',
  confidential: true,
} as const satisfies Reference;
