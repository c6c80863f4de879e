import { siteConfig } from '@isarlicht/site-content/site-config';
import type { LegalSection } from './types';

const { legalName, address, email, phone, register, vatId, managingDirectors } = siteConfig;

export const imprintSections = [
  {
    id: 'anbieter',
    title: 'Angaben gemäß § 5 DDG',
    text: [
      `${legalName}, ${address.street}, ${address.postalCode} ${address.city}, ${address.country}`,
      `Vertreten durch die Geschäftsführung: ${managingDirectors.join(' und ')}`,
      `Eingetragen im Handelsregister beim ${register.court} unter ${register.number}.`,
      `Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${vatId}`,
    ],
  },
  {
    id: 'kontakt',
    title: 'Kontakt',
    text: [`Telefon: ${phone.display}`, `E-Mail: ${email}`],
  },
  {
    id: 'verantwortlich',
    title: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
    text: [`${managingDirectors[0]}, ${address.street}, ${address.postalCode} ${address.city}`],
  },
  {
    id: 'streitbeilegung',
    title: 'Verbraucherstreitbeilegung',
    text: [
      'Unser Angebot richtet sich ausschließlich an Unternehmen. Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
    ],
  },
  {
    id: 'haftung-inhalte',
    title: 'Haftung für Inhalte',
    text: [
      'Die Inhalte dieser Website erstellen wir mit großer Sorgfalt. Für ihre Richtigkeit, Vollständigkeit und Aktualität übernehmen wir dennoch keine Gewähr; für eigene Inhalte sind wir nach den allgemeinen Gesetzen verantwortlich.',
      'Werden uns Rechtsverletzungen bekannt, entfernen wir die betreffenden Inhalte umgehend. Hinweise nehmen wir unter der oben genannten E-Mail-Adresse entgegen.',
    ],
  },
  {
    id: 'haftung-links',
    title: 'Haftung für Links',
    text: [
      'Soweit diese Website auf Websites Dritter verweist, haben wir auf deren Inhalte keinen Einfluss; verantwortlich ist stets der jeweilige Anbieter. Zum Zeitpunkt der Verlinkung haben wir die verlinkten Seiten auf erkennbare Rechtsverstöße geprüft. Erfahren wir von einer Rechtsverletzung, entfernen wir den Link.',
    ],
  },
  {
    id: 'urheberrecht',
    title: 'Urheberrecht',
    text: [
      `Texte, Illustrationen und Grafiken dieser Website hat die ${legalName} selbst erstellt; sie unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung und Verbreitung außerhalb der Grenzen des Urheberrechts bedürfen unserer schriftlichen Zustimmung.`,
      'Genannte Produkt- und Firmennamen können als Marken geschützt sein.',
    ],
  },
] as const satisfies readonly LegalSection[];
