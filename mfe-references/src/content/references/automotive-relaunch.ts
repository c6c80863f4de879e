import automotiveRelaunchImage from '../../assets/references/automotive-relaunch.svg';
import { referenceTitles } from '@isarlicht/contracts';
import type { Reference } from '../types';

export const automotiveRelaunch = {
  kind: 'case-study',
  slug: 'automotive-relaunch',
  title: referenceTitles['automotive-relaunch'],
  shortDescription: 'Neue Markenwebsites für 28 Märkte auf einer gemeinsamen Plattform – schneller, barrierefrei, zentral gesteuert.',
  metaDescription:
    'Relaunch für einen Automobilhersteller: Markenwebsites in 28 Märkten auf einer gemeinsamen Plattform, barrierefrei nach WCAG 2.1 AA und deutlich schneller.',
  description:
    'Für einen führenden Automobilhersteller (Name auf Kundenwunsch anonymisiert) haben wir die internationalen Markenwebsites auf eine gemeinsame Headless-Plattform überführt. Die Märkte pflegen ihre Inhalte selbst, Design und Technik kommen aus einem zentralen Baukasten.',
  fullDescription: [
    'Ein führender Automobilhersteller (Name auf Kundenwunsch anonymisiert) betrieb seine Markenwebsites in 28 Ländern auf unterschiedlichen Systemen, teils von lokalen Agenturen gebaut. Neue Modelle mussten in jedem Markt separat eingepflegt werden, Ladezeiten und Barrierefreiheit schwankten stark.',
    'Mit dem Relaunch haben wir eine gemeinsame Plattform geschaffen, die zentrale Steuerung und lokale Freiheit verbindet:',
    {
      list: [
        [{ strong: 'Komponentenbibliothek' }, ' mit über 60 geprüften Bausteinen, dokumentiert in Storybook'],
        [{ strong: 'Headless CMS' }, ' mit Rollen für Zentrale und Märkte, inklusive Übersetzungs-Workflow'],
        [
          { strong: 'Modellseiten aus Produktdaten' },
          ': Technische Daten und Ausstattungen kommen über Schnittstellen direkt aus den Systemen des Herstellers',
        ],
        [{ strong: 'Barrierefreiheit nach WCAG 2.1 AA' }, ' als feste Anforderung an jede Komponente'],
      ],
    },
    'Wir haben in einem gemischten Team mit der IT des Herstellers gearbeitet und die Märkte in Wellen migriert – zuerst drei Pilotmärkte, dann die übrigen 25. Zu jeder Welle gab es Schulungen für die lokalen Redaktionen und eine Übergangsphase, in der alte und neue Seiten parallel liefen. Weiterleitungen für mehr als 40.000 alte URLs sorgten dafür, dass die Sichtbarkeit in Suchmaschinen erhalten blieb. Heute betreut ein kleines zentrales Team die Plattform und stellt neue Komponenten allen Märkten gleichzeitig bereit.',
  ],
  image: automotiveRelaunchImage,
  imageAlt: 'Illustration: Raster aus Browserfenstern für mehrere Märkte, davor ein Auto auf der Straße',
  tags: ['Relaunch', 'Automotive'],
  websiteLink: null,
  features: [
    'Gemeinsame Komponentenbibliothek mit über 60 Bausteinen',
    'Headless CMS mit Rollen für Zentrale und Märkte',
    'Modellseiten direkt aus Produktdaten generiert',
    'Barrierefreiheit nach WCAG 2.1 AA',
    'Migration in Wellen mit Weiterleitungskonzept',
  ],
  technologies: ['Next.js', 'React', 'TypeScript', 'Contentful', 'Storybook', 'AWS'],
  challenge:
    'Die Markenwebsites in 28 Ländern liefen auf verschiedenen Systemen mit uneinheitlichem Design und stark schwankender Performance. Jeder Modellstart bedeutete doppelte Pflege in jedem einzelnen Markt.',
  solution:
    'Wir haben eine Headless-Plattform mit zentraler Komponentenbibliothek aufgebaut, auf der alle Märkte ihre Inhalte selbst pflegen. Modelldaten kommen automatisch aus den Produktsystemen, und die Migration erfolgte in Wellen ohne Verluste bei der Sichtbarkeit in Suchmaschinen.',
  results: [
    '28 Märkte auf einer gemeinsamen Plattform',
    'Ladezeit der Modellseiten mehr als halbiert',
    'Neue Modelle gehen in allen Märkten gleichzeitig online',
  ],
  timeframe: '9 Monate vom Konzept bis zum Go-live in allen 28 Märkten',
  confidential: true,
} as const satisfies Reference;
