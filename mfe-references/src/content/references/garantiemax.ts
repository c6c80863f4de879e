import garantiemaxImage from '../../assets/references/garantiemax.svg';
import { referenceTitles } from '@isarlicht/contracts';
import type { Reference } from '../types';

export const garantiemax = {
  kind: 'case-study',
  slug: 'garantiemax',
  title: referenceTitles['garantiemax'],
  shortDescription: 'Garantieverlängerungen für E-Bikes und Elektronik online abschließen, Schäden digital melden.',
  metaDescription:
    'Garantiemax verkauft Garantieverlängerungen online und im Handel. Kund:innen melden Schäden geführt und erhalten binnen 24 Stunden eine erste Antwort.',
  description:
    'Garantiemax bietet Garantieverlängerungen für E-Bikes, Haushaltsgeräte und Unterhaltungselektronik an – vollständig digital. Wir haben die Plattform vom MVP bis zur automatisierten Schadensbearbeitung entwickelt und an Versicherungspartner und Händler angebunden.',
  fullDescription: [
    'Garantiemax ist ein Münchner Insurtech, das Garantieverlängerungen direkt beim Kauf im Handel und online verkauft. Zum Start lief die Schadensbearbeitung weitgehend manuell: Kund:innen schickten Fotos und Rechnungen per E-Mail, die Sachbearbeitung übertrug die Daten in Tabellen und forderte fehlende Unterlagen einzeln nach.',
    'Bevor wir automatisiert haben, haben wir die Abläufe der Sachbearbeitung mit dem Workflow-Finder erfasst und nach Zeitaufwand sortiert: Am meisten Zeit kosteten das Abtippen von Rechnungen und das Nachfordern fehlender Unterlagen. Genau dort haben wir angesetzt.',
    'In acht Wochen haben wir das MVP für den Online-Abschluss gebaut und die Plattform danach Schritt für Schritt erweitert:',
    {
      list: [
        [{ strong: 'Abschlussstrecke' }, ' für Kund:innen und Händler, inklusive Einbindung in die Kassensysteme von Partnerhändlern'],
        [{ strong: 'Geführte Schadensmeldung' }, ', die je nach Gerät und Schadensart genau die nötigen Angaben und Fotos abfragt'],
        [
          { strong: 'KI-gestützte Vorprüfung' },
          ': Rechnungen werden ausgelesen, Angaben mit dem Vertrag abgeglichen und Fälle nach Komplexität sortiert',
        ],
        [{ strong: 'Sachbearbeitungs-Cockpit' }, ' mit Workflow, Werkstattbeauftragung und Kommunikation an einem Ort'],
        [
          { strong: 'Werkstattportal' },
          ': Partnerwerkstätten arbeiten als Lieferanten von Reparaturen in einem eigenen Portal, erhalten dort Aufträge, schicken Kostenvoranschläge und stellen Rechnungen',
        ],
      ],
    },
    'Einfache Fälle werden heute automatisch zur Freigabe vorbereitet, komplexe Fälle landen priorisiert bei erfahrenen Sachbearbeiter:innen. Über Ablehnungen entscheidet immer ein Mensch. Über 40 Partnerhändler verkaufen auf der Plattform die Garantieprodukte zweier Versicherungspartner, die das Risiko tragen – ein kleiner B2B-Marktplatz, auf dem Garantiemax Händler aufnimmt, ihre Provisionen abrechnet und ihre Verkäufe auswertet. Die Plattform erfüllt die Anforderungen der Versicherungspartner an Datenschutz und IT-Sicherheit. Neue Produkte wie eine Diebstahlversicherung für E-Bikes lassen sich heute in wenigen Wochen ergänzen.',
  ],
  image: garantiemaxImage,
  imageAlt: 'Illustration: Schutzschild mit Häkchen vor einem E-Bike',
  tags: ['Plattform', 'KI', 'Automatisierung'],
  websiteLink: null,
  features: [
    'Online-Abschluss und Einbindung in Kassensysteme von Händlern',
    'Geführte Schadensmeldung mit Foto-Upload',
    'KI-gestützte Belegerkennung und Vorprüfung',
    'Sachbearbeitungs-Cockpit mit Workflow-Steuerung',
    'Schnittstellen zu Versicherungspartnern und Werkstätten',
  ],
  technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'OpenAI API', 'Camunda'],
  challenge:
    'Schadensmeldungen kamen per E-Mail mit unvollständigen Unterlagen und wurden manuell in Tabellen übertragen. Mit wachsenden Vertragszahlen drohte die Sachbearbeitung zum Engpass zu werden.',
  solution:
    'Wir haben eine geführte Schadensmeldung entwickelt, die nur relevante Angaben abfragt, und eine KI-gestützte Vorprüfung, die Belege ausliest und Fälle vorsortiert. Ein Cockpit bündelt Workflow, Werkstattbeauftragung und Kundenkommunikation.',
  results: [
    'Erste Rückmeldung an Kund:innen innerhalb von 24 Stunden statt nach mehreren Tagen',
    'Rückfragen wegen fehlender Unterlagen mehr als halbiert',
    'Über 40 Partnerhändler angebunden',
  ],
  testimony: {
    quote:
      'Mit der neuen Plattform haben wir 65 % weniger Bearbeitungszeit bei Schadensmeldungen – bei deutlich mehr Verträgen und mit demselben Team.',
    author: 'Laura Steinmetz',
    position: 'Leiterin Operations, Garantiemax',
  },
  timeframe: '8 Wochen bis zum MVP, seit 2022 in Weiterentwicklung',
  confidential: false,
} as const satisfies Reference;
