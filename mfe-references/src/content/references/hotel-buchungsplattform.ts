import hotelBuchungsplattformImage from '../../assets/references/hotel-buchungsplattform.svg';
import { referenceTitles } from '@isarlicht/contracts';
import type { Reference } from '../types';

export const hotelBuchungsplattform = {
  kind: 'case-study',
  slug: 'hotel-buchungsplattform',
  title: referenceTitles['hotel-buchungsplattform'],
  shortDescription: 'Eigene Buchungsstrecke für neun Privathotels – weniger Provisionen, mehr Direktbuchungen.',
  metaDescription:
    'Direktbuchungsplattform für neun Privathotels der Gipfelruh Hotels in Oberbayern und Tirol: Direktbuchungen in einem Jahr von 33 % auf 58 % gesteigert.',
  description:
    'Für die Gipfelruh Hotelgruppe, ein Familienunternehmen mit neun Privathotels in Oberbayern und Tirol, haben wir eine Direktbuchungsplattform entwickelt. Sie vereint Zimmer, Pakete und Zusatzleistungen in einer Buchungsstrecke und ist an das bestehende Property-Management-System angebunden.',
  fullDescription: [
    'Die Gipfelruh Hotelgruppe betreibt neun familiengeführte Häuser zwischen Tegernsee und Zillertal. Bis 2022 kamen rund zwei Drittel aller Buchungen über Online-Reiseportale – mit entsprechenden Provisionen und ohne direkten Draht zum Gast. Die eigene Website bot nur ein Anfrageformular.',
    'Gemeinsam mit dem Revenue Management der Gruppe haben wir eine Buchungsplattform entwickelt, die alle Häuser unter einer Marke bündelt und trotzdem den Charakter jedes Hotels zeigt:',
    {
      list: [
        [{ strong: 'Hausübergreifende Suche' }, ' nach Reisezeitraum, Region und Interessen wie Wandern, Wellness oder Familienurlaub'],
        [{ strong: 'Pakete und Zusatzleistungen' }, ' – vom Skipass bis zum Late-Check-out – direkt in der Buchungsstrecke'],
        [
          { strong: 'Verfügbarkeiten und Preise in Echtzeit' },
          ' über Schnittstellen zum Property-Management-System und zum Channel Manager',
        ],
        [{ strong: 'Gästekonto' }, ' mit Buchungshistorie, Umbuchung und digitalem Meldeschein'],
      ],
    },
    'Die Buchungsstrecke haben wir vor dem Go-live mit Stammgästen getestet und konsequent auf mobile Nutzung ausgelegt, denn über 60 % der Besuche kommen vom Smartphone. Seit dem Go-live betreuen wir die Plattform im Betrieb und entwickeln sie in zweiwöchigen Sprints weiter – zuletzt um den Verkauf von Gutscheinen und eine Warteliste für ausgebuchte Termine. Neue Häuser der Gruppe lassen sich in wenigen Tagen anbinden.',
  ],
  image: hotelBuchungsplattformImage,
  imageAlt: 'Illustration: Berggipfel in der Abendsonne, davor ein Buchungskalender mit markiertem Reisezeitraum',
  tags: ['Plattform', 'Buchung', 'E-Commerce'],
  websiteLink: null,
  features: [
    'Hausübergreifende Suche mit Filtern nach Region und Interessen',
    'Pakete und Zusatzleistungen direkt in der Buchungsstrecke',
    'Echtzeit-Anbindung an Property-Management-System und Channel Manager',
    'Gästekonto mit Umbuchung und digitalem Meldeschein',
    'Gutscheinverkauf und Warteliste für ausgebuchte Termine',
  ],
  technologies: ['Next.js', 'React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Stripe'],
  challenge:
    'Rund zwei Drittel der Buchungen liefen über Online-Reiseportale, die hohe Provisionen kosteten und den direkten Kontakt zum Gast verhinderten. Die bisherige Website bot nur ein Anfrageformular, und jedes Haus pflegte seine Verfügbarkeiten separat.',
  solution:
    'Wir haben eine zentrale Buchungsplattform für alle neun Häuser entwickelt, die Verfügbarkeiten und Preise in Echtzeit aus dem Property-Management-System bezieht. Pakete, Zusatzleistungen und Zahlung sind in einer schlanken, mobil optimierten Buchungsstrecke vereint.',
  results: [
    'Anteil der Direktbuchungen innerhalb eines Jahres von 33 % auf 58 % gesteigert',
    'Deutlich geringere Provisionskosten an Buchungsportale',
    'Zusatzleistungen werden bei jeder vierten Buchung mitgebucht',
  ],
  testimony: {
    quote:
      'Seit dem Relaunch unserer Buchungsstrecke sehen wir 35 % mehr Conversion – und zum ersten Mal kennen wir die Mehrheit unserer Gäste schon vor der Anreise.',
    author: 'Theresa Hallinger',
    position: 'Leiterin Revenue Management, Gipfelruh Hotels',
  },
  timeframe: '10 Wochen bis zum Go-live, seit 2022 in Weiterentwicklung',
  confidential: false,
} as const satisfies Reference;
