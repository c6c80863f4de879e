import { siteConfig } from '@isarlicht/shared';

export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
}

const { legalName, address, email, phone, register, vatId, managingDirectors } = siteConfig;
const postal = `${legalName}, ${address.street}, ${address.postalCode} ${address.city}`;

export const impressumSections = [
  {
    id: 'anbieter',
    title: 'Angaben gemäß § 5 DDG',
    paragraphs: [
      postal,
      `Vertreten durch die Geschäftsführung: ${managingDirectors.join(', ')}`,
      `Registereintrag: ${register.court}, ${register.number}. Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: ${vatId}.`,
      `Kontakt: Telefon ${phone.display}, E-Mail ${email}`,
    ],
  },
  {
    id: 'verantwortlich',
    title: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
    paragraphs: [`${managingDirectors[0]}, Anschrift wie oben.`],
  },
  {
    id: 'streitbeilegung',
    title: 'Verbraucherstreitbeilegung',
    paragraphs: [
      'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Unser Angebot richtet sich ausschließlich an Unternehmen.',
    ],
  },
] as const satisfies readonly LegalSection[];

export const privacySections = [
  {
    id: 'verantwortlicher',
    title: 'Verantwortlicher',
    paragraphs: [`Verantwortlich für die Datenverarbeitung auf dieser Website ist die ${postal}, ${email}.`],
  },
  {
    id: 'server',
    title: 'Aufruf der Website',
    paragraphs: [
      'Beim Aufruf verarbeitet unser Hosting-Anbieter technisch notwendige Daten (IP-Adresse, Zeitpunkt, angefragte Adresse, Browsertyp) zur Auslieferung und Absicherung der Website auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO. Die Protokolle werden nach 14 Tagen gelöscht.',
    ],
  },
  {
    id: 'einwilligung',
    title: 'Einwilligung und Cookie-Einstellungen',
    paragraphs: [
      'Dienste von Drittanbietern laden wir erst, wenn Sie im Cookie-Panel eingewilligt haben (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Ihre Auswahl speichern wir im lokalen Speicher Ihres Browsers unter dem Schlüssel „cookieConsent“. Über „Cookie-Einstellungen“ im Fußbereich können Sie die Einwilligung jederzeit ändern oder widerrufen.',
    ],
  },
  {
    id: 'drittanbieter',
    title: 'Drittanbieter nach Einwilligung',
    paragraphs: [
      'Analyse: Google Analytics 4 (Google Ireland Ltd.) zur anonymisierten Reichweitenmessung. Beim Widerruf entfernen wir die Cookies _ga, _ga_<ID>, _gid und _gat.',
      'Externe Inhalte: der KI-Sprachassistent von Vapi (Vapi Inc., USA; Übermittlung auf Grundlage der EU-Standardvertragsklauseln).',
      'HubSpot Meetings (HubSpot Ireland Ltd.) für die Buchung eines Erstgesprächs sowie Google Maps (Google Ireland Ltd.) für die Anfahrtskarte auf der Kontaktseite.',
    ],
  },
  {
    id: 'rechte',
    title: 'Ihre Rechte',
    paragraphs: [
      'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, sich beim Bayerischen Landesamt für Datenschutzaufsicht in Ansbach zu beschweren.',
    ],
  },
] as const satisfies readonly LegalSection[];

export const termsSections = [
  {
    id: 'geltung',
    title: '§ 1 Geltungsbereich',
    paragraphs: [
      `Diese Allgemeinen Geschäftsbedingungen gelten für alle Verträge der ${legalName} mit Unternehmern im Sinne des § 14 BGB über Beratung, Konzeption, Design und Entwicklung von Software. Abweichende Bedingungen des Auftraggebers gelten nur, wenn wir ihnen schriftlich zustimmen.`,
    ],
  },
  {
    id: 'vertragsschluss',
    title: '§ 2 Vertragsschluss und Leistungsumfang',
    paragraphs: [
      'Der Vertrag kommt mit der Annahme unseres Angebots zustande. Umfang und Ziele eines Projekts ergeben sich aus dem Angebot; in agilen Projekten konkretisiert der gemeinsam gepflegte Product Backlog die Leistung Sprint für Sprint.',
    ],
  },
  {
    id: 'mitwirkung',
    title: '§ 3 Mitwirkung des Auftraggebers',
    paragraphs: [
      'Der Auftraggeber benennt eine entscheidungsbefugte Ansprechperson (Product Owner), stellt benötigte Informationen, Zugänge und Testdaten rechtzeitig bereit und nimmt an Sprint-Reviews teil.',
    ],
  },
  {
    id: 'verguetung',
    title: '§ 4 Vergütung und Zahlung',
    paragraphs: [
      'Leistungen werden nach Aufwand zu den vereinbarten Tagessätzen oder zum vereinbarten Festpreis abgerechnet, zuzüglich der gesetzlichen Umsatzsteuer. Rechnungen sind innerhalb von 14 Tagen ohne Abzug zahlbar.',
    ],
  },
  {
    id: 'rechte',
    title: '§ 5 Nutzungsrechte',
    paragraphs: [
      'Mit vollständiger Zahlung erhält der Auftraggeber an der für ihn erstellten Software das ausschließliche, zeitlich und räumlich unbeschränkte Nutzungsrecht. Open-Source-Komponenten bleiben unter ihren jeweiligen Lizenzen.',
    ],
  },
  {
    id: 'haftung',
    title: '§ 6 Haftung',
    paragraphs: [
      'Wir haften unbeschränkt bei Vorsatz, grober Fahrlässigkeit und bei Verletzung von Leben, Körper oder Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten, begrenzt auf den vertragstypischen, vorhersehbaren Schaden.',
    ],
  },
  {
    id: 'schluss',
    title: '§ 7 Schlussbestimmungen',
    paragraphs: [
      `Es gilt das Recht der Bundesrepublik Deutschland. Gerichtsstand ist ${address.city}. Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen unberührt.`,
    ],
  },
] as const satisfies readonly LegalSection[];
