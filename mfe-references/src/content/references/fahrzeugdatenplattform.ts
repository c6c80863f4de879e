import fahrzeugdatenplattformImage from '../../assets/references/fahrzeugdatenplattform.svg';
import { referenceTitles } from '@isarlicht/contracts';
import type { Reference } from '../types';

export const fahrzeugdatenplattform = {
  kind: 'case-study',
  slug: 'fahrzeugdatenplattform',
  title: referenceTitles['fahrzeugdatenplattform'],
  shortDescription: 'Telematikdaten von Lkw-Flotten in Echtzeit auswerten und Wartungsbedarf vorhersagen.',
  metaDescription:
    'Datenplattform für einen Nutzfahrzeughersteller: Telematikdaten von über 20.000 Fahrzeugen in Echtzeit auswerten, Wartungsbedarf vor dem Ausfall erkennen.',
  description:
    'Für einen international tätigen Nutzfahrzeughersteller (Name auf Kundenwunsch anonymisiert) haben wir eine Datenplattform entwickelt, die Telematikdaten von Lkw-Flotten in Echtzeit verarbeitet. Flottenbetreiber sehen Zustand und Wartungsbedarf ihrer Fahrzeuge, bevor es zum Ausfall kommt.',
  fullDescription: [
    'Moderne Lkw erzeugen auf jeder Fahrt tausende Messwerte – von der Motortemperatur über den Bremsverschleiß bis zum Reifendruck. Unser Kunde, ein international tätiger Nutzfahrzeughersteller (Name auf Kundenwunsch anonymisiert), sammelte diese Daten bereits, nutzte sie aber kaum: Sie lagen in getrennten Systemen und wurden erst ausgewertet, wenn ein Fahrzeug in der Werkstatt stand.',
    'Wir haben eine Plattform aufgebaut, die diese Daten nutzbar macht:',
    {
      list: [
        [{ strong: 'Datenstrecke in Echtzeit' }, ', die Telematikdaten von über 20.000 Fahrzeugen aufnimmt, bereinigt und speichert'],
        [{ strong: 'Vorhersagemodelle' }, ' für typische Verschleißteile, trainiert auf historischen Werkstattdaten'],
        [{ strong: 'Flottenportal' }, ' für Speditionen mit Zustandsübersicht, Warnungen und Terminvorschlägen'],
        [{ strong: 'Werkstattanbindung' }, ', damit benötigte Teile schon vor dem Termin bereitliegen'],
      ],
    },
    'Gestartet sind wir mit einem Pilot für zwei Verschleißteile und drei Pilotkunden aus der Logistik. Erst als die Vorhersagen nachweislich zuverlässig waren, haben wir weitere Komponenten und Märkte ergänzt. Die Plattform läuft auf Kubernetes in der Cloud-Umgebung des Herstellers; Datenhoheit und Zugriffsrechte der Flottenbetreiber sind vertraglich und technisch klar geregelt. Die Vorhersagemodelle werden laufend mit neuen Werkstattdaten überprüft und nachtrainiert, damit ihre Treffsicherheit auch bei neuen Fahrzeuggenerationen erhalten bleibt.',
  ],
  image: fahrzeugdatenplattformImage,
  imageAlt: 'Illustration: Datenkurven mit markiertem Ausreißer, ein Tacho und ein Lkw mit Funksignal',
  tags: ['Daten', 'KI', 'Automotive', 'Plattform'],
  websiteLink: null,
  features: [
    'Echtzeit-Datenstrecke für Telematikdaten',
    'Vorhersagemodelle für Verschleißteile',
    'Flottenportal mit Zustandsübersicht und Warnungen',
    'Automatische Terminvorschläge und Werkstattanbindung',
    'Rollen- und Rechtekonzept für Flottenbetreiber',
  ],
  technologies: ['Python', 'Apache Kafka', 'TimescaleDB', 'Kubernetes', 'React', 'TypeScript'],
  challenge:
    'Der Hersteller sammelte umfangreiche Telematikdaten, wertete sie aber erst aus, wenn ein Fahrzeug bereits in der Werkstatt stand. Ungeplante Ausfälle kosteten seine Flottenkunden Zeit und Aufträge.',
  solution:
    'Wir haben eine Echtzeit-Datenplattform mit Vorhersagemodellen für Verschleißteile und einem Flottenportal entwickelt. Flottenbetreiber erhalten Warnungen und Terminvorschläge, bevor es zum Ausfall kommt, und Werkstätten können Teile vorab bereitstellen.',
  results: [
    'Deutlich weniger ungeplante Werkstattaufenthalte bei Pilotkunden',
    'Über 20.000 Fahrzeuge an die Plattform angebunden',
    'Ersatzteile liegen bei vorhergesagten Wartungen vor dem Termin bereit',
  ],
  testimony: {
    quote:
      'Unsere Pilotkunden fahren mit 15 % höherer Verfügbarkeit ihrer Flotten. Dieser Nachweis hat intern alle Türen für den weiteren Rollout geöffnet.',
    author: 'Name auf Kundenwunsch anonymisiert',
    position: 'Leiter Connected Services, internationaler Nutzfahrzeughersteller',
  },
  timeframe: '12 Wochen bis zum Pilot, seit 2023 im schrittweisen Rollout',
  confidential: true,
} as const satisfies Reference;
