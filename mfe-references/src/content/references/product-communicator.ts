import productCommunicatorImage from '../../assets/references/product-communicator.svg';
import { referenceTitles } from '@isarlicht/contracts';
import type { Reference } from '../types';

export const productCommunicator = {
  kind: 'case-study',
  slug: 'product-communicator',
  title: referenceTitles['product-communicator'],
  shortDescription: 'KI-Werkzeug, das aus technischen Produktdaten Vertriebstexte und Datenblätter in zwölf Sprachen erstellt.',
  metaDescription:
    'KI-Werkzeug für einen Maschinenbauer: Aus technischen Stammdaten entstehen Produkttexte und Datenblätter in zwölf Sprachen, geprüft von Fachleuten.',
  description:
    'Für einen international tätigen Maschinenbauer (Name auf Kundenwunsch anonymisiert) haben wir den Product Communicator entwickelt: ein KI-Werkzeug, das aus technischen Stammdaten Produkttexte, Datenblätter und Vertriebsunterlagen in zwölf Sprachen erzeugt – geprüft von Fachleuten, bevor etwas veröffentlicht wird.',
  fullDescription: [
    'Unser Kunde, ein international tätiger Maschinenbauer (Name auf Kundenwunsch anonymisiert), bringt jedes Jahr mehrere hundert Produktvarianten auf den Markt. Bisher schrieben Produktmanagement, Marketing und Übersetzungsbüros jeden Text einzeln – bis ein neues Produkt in allen Märkten beschrieben war, vergingen oft Monate.',
    'Der Product Communicator setzt direkt auf dem Produktinformationssystem (PIM) auf und erzeugt daraus Texte für unterschiedliche Zielgruppen:',
    {
      list: [
        [{ strong: 'Vertriebstexte und Datenblätter' }, ' in zwölf Sprachen auf Basis der technischen Stammdaten'],
        [{ strong: 'Terminologie-Datenbank' }, ', damit Fachbegriffe in jeder Sprache einheitlich verwendet werden'],
        [{ strong: 'Freigabe-Workflow' }, ', in dem Fachleute jeden Text prüfen, kommentieren und freigeben'],
        [{ strong: 'Änderungserkennung' }, ': Ändern sich technische Daten, werden betroffene Texte markiert und neu vorgeschlagen'],
      ],
    },
    'Das Sprachmodell läuft über den Azure OpenAI Service in einer europäischen Region, die Produktdaten verlassen die vertraglich geregelte Umgebung nicht. Entscheidend für die Akzeptanz war, dass die KI nichts eigenständig veröffentlicht: Sie liefert Entwürfe, Menschen entscheiden. Nach einem Pilot mit zwei Produktlinien ist der Product Communicator heute für das gesamte Sortiment im Einsatz und wird von Teams in acht Ländern genutzt.',
  ],
  image: productCommunicatorImage,
  imageAlt: 'Illustration: Technisches Datenblatt, aus dem über ein Zahnrad Sprechblasen in mehreren Sprachen entstehen',
  tags: ['KI', 'Automatisierung'],
  websiteLink: null,
  features: [
    'Texterstellung aus PIM-Stammdaten in zwölf Sprachen',
    'Terminologie-Datenbank für einheitliche Fachbegriffe',
    'Freigabe-Workflow mit Kommentaren und Versionierung',
    'Automatische Markierung bei geänderten Produktdaten',
    'Export in Website, Katalog und Vertriebs-CRM',
  ],
  technologies: ['Python', 'FastAPI', 'Azure OpenAI Service', 'React', 'TypeScript', 'PostgreSQL'],
  challenge:
    'Produkttexte entstanden für jede Variante und jede Sprache einzeln, verteilt auf Produktmanagement, Marketing und externe Übersetzungsbüros. Neue Produkte waren dadurch oft erst Monate nach der Markteinführung in allen Märkten vollständig beschrieben, und Fachbegriffe wurden uneinheitlich übersetzt.',
  solution:
    'Wir haben ein KI-Werkzeug entwickelt, das aus den Stammdaten im PIM Textentwürfe in zwölf Sprachen erzeugt und dabei eine gepflegte Terminologie-Datenbank berücksichtigt. Ein Freigabe-Workflow stellt sicher, dass Fachleute jeden Text prüfen, bevor er veröffentlicht wird.',
  results: [
    'Produkttexte für neue Varianten liegen in Tagen statt Monaten in allen Sprachen vor',
    'Deutlich geringere Kosten für externe Übersetzungen',
    'Einheitliche Terminologie über alle Märkte hinweg',
  ],
  timeframe: 'Pilot in 12 Wochen, seit 2024 für das gesamte Sortiment im Einsatz',
  confidential: true,
} as const satisfies Reference;
