import nearshoreTeamsImage from '../../assets/references/nearshore-teams.svg';
import { referenceTitles } from '@isarlicht/contracts';
import type { Reference } from '../types';

export const nearshoreTeams = {
  kind: 'case-study',
  slug: 'nearshore-teams',
  title: referenceTitles['nearshore-teams'],
  shortDescription: 'Von einem auf vier cross-funktionale Teams: Produktführung in München, Entwicklung nearshore.',
  metaDescription:
    'Für eine Versicherungsgruppe von einem auf vier feste Entwicklungsteams mit rund 30 Personen: Produktführung in München, Entwicklung in Polen und Portugal.',
  description:
    'Für eine große deutsche Versicherungsgruppe (Name auf Kundenwunsch anonymisiert) haben wir Entwicklungskapazität aufgebaut, die wie ein internes Team arbeitet: Product Owner und Tech Leads in München, Entwickler:innen in Partnerstudios in Polen und Portugal.',
  fullDescription: [
    'Eine große deutsche Versicherungsgruppe (Name auf Kundenwunsch anonymisiert) wollte ihr Kundenportal und die Maklerplattform modernisieren, fand aber nicht genug Entwickler:innen für eigene Teams. Frühere Erfahrungen mit Offshore-Dienstleistern waren ernüchternd: große Zeitverschiebung, wechselnde Ansprechpersonen, Übergaben per Lastenheft.',
    'Wir haben ein anderes Modell aufgesetzt:',
    {
      list: [
        [{ strong: 'Cross-funktionale Teams' }, ' aus Product Owner, UX-Design, Frontend, Backend und QA, jeweils in fester Besetzung'],
        [{ strong: 'Produktführung und Tech Lead in München' }, ', nah an den Fachbereichen der Versicherungsgruppe'],
        [
          { strong: 'Entwicklung in Partnerstudios in Breslau und Porto' },
          ' – höchstens eine Stunde Zeitverschiebung und regelmäßige gemeinsame Wochen vor Ort',
        ],
        [{ strong: 'Gemeinsame Standards' }, ' für Code-Reviews, Tests, Deployment und Dokumentation'],
      ],
    },
    'Gestartet sind wir mit einem Team für das Kundenportal. Nach zwei Quartalen mit verlässlich erreichten Sprintzielen kamen weitere Teams für die Maklerplattform, die Schnittstellen zu den Bestandssystemen und die Plattform-Infrastruktur hinzu. Heute arbeiten vier Teams mit rund 30 Personen im selben Rhythmus, gesteuert über gemeinsame Planungs- und Review-Termine mit der Versicherungsgruppe. Wissen bleibt dabei nicht bei einzelnen Personen hängen: Architekturentscheidungen, Schnittstellen und Betriebsabläufe sind so dokumentiert, dass die Versicherungsgruppe Teile der Arbeit jederzeit in eigene Teams übernehmen kann.',
  ],
  image: nearshoreTeamsImage,
  imageAlt: 'Illustration: Ein Standort in München, über gestrichelte Linien verbunden mit vier Teams',
  tags: ['Teams', 'Webanwendung'],
  websiteLink: null,
  features: [
    'Feste cross-funktionale Teams statt wechselnder Einzelressourcen',
    'Produktführung und Tech Lead vor Ort in München',
    'Höchstens eine Stunde Zeitverschiebung',
    'Gemeinsame Standards für Code-Review, Tests und Deployment',
    'Regelmäßige Wochen vor Ort bei der Versicherungsgruppe',
  ],
  technologies: ['Java', 'Spring Boot', 'Angular', 'TypeScript', 'Kubernetes', 'Azure DevOps'],
  challenge:
    'Die Versicherungsgruppe wollte Kundenportal und Maklerplattform modernisieren, fand aber nicht genug Fachkräfte für eigene Teams. Frühere Offshore-Projekte waren an Zeitverschiebung, Fluktuation und Übergaben per Lastenheft gescheitert.',
  solution:
    'Wir haben feste cross-funktionale Teams aufgebaut, deren Produktführung in München sitzt und deren Entwicklung in Partnerstudios in Polen und Portugal erfolgt. Gemeinsame Standards und regelmäßige Wochen vor Ort sorgen dafür, dass die Teams wie eine interne Einheit arbeiten.',
  results: [
    'Von einem auf vier Teams mit rund 30 Personen skaliert',
    'Release-Zyklus des Kundenportals von Quartalen auf zwei Wochen verkürzt',
    'Kernteams seit Projektstart stabil besetzt',
  ],
  timeframe: 'Seit 2022 laufend, schrittweise von einem auf vier Teams skaliert',
  confidential: true,
} as const satisfies Reference;
