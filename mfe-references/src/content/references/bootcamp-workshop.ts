import bootcampWorkshopImage from '../../assets/references/bootcamp-workshop.svg';
import { referenceTitles } from '@isarlicht/contracts';
import type { Reference } from '../types';

export const bootcampWorkshop = {
  kind: 'workshop',
  slug: 'bootcamp-workshop',
  title: referenceTitles['bootcamp-workshop'],
  shortDescription: 'In drei Tagen von der Idee zum getesteten Prototyp: Persona, Journey, Design Studio.',
  metaDescription:
    'Product-Vision-Bootcamp: in drei Tagen über Persona, Customer Journey und Design Studio zum getesteten Prototyp. 25 Bootcamps für mehr als 20 Unternehmen.',
  description:
    'Unser Product-Vision-Bootcamp bringt Gründerteams und Fachbereiche in drei Tagen zu einer gemeinsamen Produktvision und einem klickbaren Prototyp. 25 Bootcamps haben wir bereits durchgeführt, für mehr als 20 Unternehmen – vom Startup bis zum Konzern.',
  fullDescription: [
    'Viele Produktideen scheitern nicht an der Technik, sondern daran, dass zu früh gebaut und zu spät gefragt wird. Unser Product-Vision-Bootcamp setzt davor an: drei Tage, ein festes Team aus Kundenseite und Isarlicht Digital und am Ende eine Produktvision, die alle Beteiligten teilen.',
    {
      list: [
        [
          { strong: 'Tag 1 – Persona:' },
          ' Wir klären, für wen das Produkt gebaut wird. Auf Basis von Interviews und vorhandenem Wissen entstehen zwei bis drei Personas mit ihren Zielen, Aufgaben und Frustrationen.',
        ],
        [
          { strong: 'Tag 2 – Journey:' },
          ' Wir zeichnen die Customer Journey heute und morgen nach und markieren die Momente, in denen das Produkt den größten Unterschied macht.',
        ],
        [
          { strong: 'Tag 3 – Design Studio:' },
          ' Alle skizzieren Lösungen, wir bewerten sie gemeinsam und bauen daraus einen klickbaren Prototyp, den echte Nutzer:innen noch am selben Tag testen.',
        ],
      ],
    },
    'Das Ergebnis ist kein Foliensatz, sondern ein priorisiertes Backlog für das MVP, ein getesteter Prototyp und eine realistische Einschätzung von Aufwand und Risiken. Wer danach weitermachen will, startet direkt in die Entwicklung – mit unserem Ziel, das MVP in der Regel nach acht Wochen live zu bringen.',
    'Bisher haben wir 25 Bootcamps für mehr als 20 Unternehmen durchgeführt. Produkte wie Kiekje, Talentlake, Pflegewahl und Startklar haben hier ihren Anfang genommen.',
  ],
  image: bootcampWorkshopImage,
  imageAlt: 'Illustration: Drei Tafeln für drei Tage – Persona, Journey und Skizzen aus dem Design Studio',
  tags: ['Workshop', 'MVP'],
  websiteLink: null,
  features: [
    'Drei Tage mit festem Team aus Kunde und Isarlicht Digital',
    'Tag 1: Personas auf Basis von Interviews',
    'Tag 2: Customer Journey heute und morgen',
    'Tag 3: Design Studio mit klickbarem Prototyp und Nutzertest',
    'Priorisiertes MVP-Backlog mit Aufwandsschätzung',
  ],
  technologies: ['Miro', 'Figma', 'Maze'],
  challenge:
    'Teams starten oft mit einer Lösung im Kopf, aber ohne gemeinsames Bild davon, für wen sie bauen und welches Problem zuerst gelöst werden muss. Das kostet in der Entwicklung Monate und Budget.',
  solution:
    'In drei strukturierten Tagen erarbeiten wir gemeinsam Personas, Customer Journey und Lösungsideen und testen einen klickbaren Prototyp mit echten Nutzer:innen. Am Ende steht ein priorisiertes Backlog, mit dem die MVP-Entwicklung sofort beginnen kann.',
  results: [
    '25 Bootcamps für mehr als 20 Unternehmen durchgeführt',
    'Vier Produkte vom Bootcamp bis zum Markteintritt begleitet',
    'Jedes Bootcamp endet mit einem von Nutzer:innen getesteten Prototyp',
  ],
  testimony: {
    quote:
      'Am ersten Morgen hatten wir fünf verschiedene Vorstellungen vom Produkt, am dritten Abend eine – und einen Prototyp, den unsere Kund:innen schon ausprobiert hatten.',
    author: 'Claudia Wetzstein',
    position: 'Bereichsleiterin Digitalisierung, mittelständischer Versicherungsmakler',
  },
  timeframe: '3 Tage pro Bootcamp, 25 Durchführungen seit 2019',
  confidential: false,
  workshopCount: 25,
  workshopProjects: ['kiekje', 'talentlake', 'reverse-recruiting', 'ausbildungs-matching-plattform'],
  workshopFormat: [
    {
      day: 'Tag 1',
      title: 'Persona',
      text: 'Für wen bauen wir? Aus Interviews und vorhandenem Wissen entstehen zwei bis drei Personas mit Zielen, Aufgaben und Frustrationen.',
    },
    {
      day: 'Tag 2',
      title: 'Journey',
      text: 'Wir zeichnen die Customer Journey heute und morgen und markieren die Momente, in denen das Produkt den größten Unterschied macht.',
    },
    {
      day: 'Tag 3',
      title: 'Design Studio',
      text: 'Alle skizzieren Lösungen, wir bauen daraus einen klickbaren Prototyp und testen ihn noch am selben Tag mit echten Nutzer:innen.',
    },
  ],
} as const satisfies Reference;
