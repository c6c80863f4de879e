import { industryNames } from '@isarlicht/contracts';
import type { Industry } from '../types';

export const manufacturing = {
  id: 'manufacturing',
  title: industryNames['manufacturing'],
  shortTitle: 'Industrie',
  softwareFor: 'für die Industrie',
  seoTitle: 'Software für Industrie und Fertigung | Isarlicht Digital',
  description: 'KI-gestützte Produktkommunikation, Datenplattformen und interne Anwendungen für Maschinenbauer, Hersteller und Zulieferer.',
  featured: false,
  color: '#8A6D2F',
  icon: [
    { shape: 'path', d: 'M3 21V10l6 4v-4l6 4V4h6v17z' },
    { shape: 'path', d: 'M7 17.5h2M12 17.5h2M17 17.5h1' },
  ],
  keywords: 'Produktkommunikation, PIM, Mehrsprachigkeit, Vorhersagemodelle, ERP-Integration, Wissenssicherung',
  services: [
    'ai-development',
    'document-management',
    'enterprise-integration-platform',
    'internal-business-applications',
    'customer-partner-portals',
  ],
  references: ['product-communicator', 'fahrzeugdatenplattform'],
  challenges: [
    'Produktvarianten und Märkte wachsen schneller als Dokumentation und Vertriebsunterlagen',
    'Maschinen- und Sensordaten werden gesammelt, aber kaum genutzt',
    'Komplexe Systemlandschaften aus ERP, PIM, MES und Insellösungen',
    'Fachwissen erfahrener Mitarbeitender droht mit dem Ruhestand verloren zu gehen',
  ],
  solutions: [
    'KI-Werkzeuge, die aus Stammdaten mehrsprachige Produkttexte erzeugen',
    'Datenplattformen und Vorhersagemodelle für vorausschauende Wartung',
    'Integrationsschichten für ERP, PIM und Fertigungssysteme',
    'Interne Anwendungen und Portale, die Wissen strukturieren und zugänglich machen',
  ],
  metaDescription:
    'Produkttexte in zwölf Sprachen aus PIM-Stammdaten, von Fachleuten freigegeben: KI, Datenplattformen und ERP-Integration für Maschinenbau und Fertigung.',
  longDescription: [
    'Industrieunternehmen verfügen über enorme Mengen an Daten – Stammdaten im PIM, Maschinendaten aus der Fertigung, Servicedaten aus dem Feld. Der Engpass ist selten die Datenmenge, sondern die Frage, wie daraus schneller bessere Entscheidungen, Produkte und Services werden.',
    {
      list: [
        [
          { strong: 'KI-gestützte Produktkommunikation' },
          ': Texte, Datenblätter und Vertriebsunterlagen in vielen Sprachen aus vorhandenen Stammdaten',
        ],
        [{ strong: 'Datenplattformen' }, ' für Telematik, Zustandsüberwachung und vorausschauende Wartung'],
        [{ strong: 'Integration' }, ' von ERP, PIM, MES und weiteren Bestandssystemen'],
        [{ strong: 'Interne Anwendungen und Partnerportale' }, ' für Service, Vertrieb und Händler'],
      ],
    },
    'Für einen international tätigen Maschinenbauer haben wir den Product Communicator entwickelt, der Produkttexte in zwölf Sprachen erzeugt – mit menschlicher Freigabe vor jeder Veröffentlichung. Beide hier gezeigten Industriekunden sind auf eigenen Wunsch anonymisiert. Wir starten mit einem klar abgegrenzten Pilot und messbaren Zielen, bevor wir eine Lösung auf weitere Produktlinien oder Werke übertragen. Fachleute aus Entwicklung, Service und Vertrieb sind dabei von Anfang an eingebunden.',
  ],
  testimonials: [
    {
      quote: 'Neue Produktvarianten sind heute in Tagen in allen Sprachen beschrieben – früher hat das Monate gedauert.',
      author: 'Leiterin Produktmarketing',
      company: 'Internationaler Maschinenbauer (Name auf Kundenwunsch anonymisiert)',
    },
  ],
} as const satisfies Industry;
