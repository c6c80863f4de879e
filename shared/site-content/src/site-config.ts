import type { InspectedPage } from '@isarlicht/contracts/inspect/inspection';

/**
 * Agency facts and SEO settings in one typed module, so a real agency replaces this
 * file and nothing else. The company is sample data.
 */
export const siteConfig = {
  name: 'Isarlicht Digital',
  legalName: 'Isarlicht Digital GmbH',
  tagline: 'Digitale Produkte aus München – von der ersten Idee bis zum laufenden Betrieb.',
  address: {
    street: 'Zweibrückenstraße 12',
    postalCode: '80331',
    city: 'München',
    country: 'Deutschland',
  },
  phone: { display: '+49 89 2154 8870', href: 'tel:+498921548870' },
  email: 'hallo@isarlicht-digital.de',
  register: { court: 'Amtsgericht München', number: 'HRB 278416' },
  vatId: 'DE 341 927 655',
  managingDirectors: ['Dr. Katharina Amsel', 'Jonas Berghofer'],
  /**
   * Named because at least 20 people regularly process personal data here (§ 38 Abs. 1 BDSG).
   * The privacy policy reads "<name> als <role> benannt" and titles its section with the role.
   */
  dataProtectionOfficer: {
    name: 'Dr. Franziska Leitner',
    role: 'externe Datenschutzbeauftragte',
    email: 'datenschutz@isarlicht-digital.de',
  },
  /**
   * The lead above the imprint and the terms. This sample agency says there that it is
   * fictitious; a real agency puts its own line here (for example the date of its terms).
   */
  legalPageLeads: {
    imprint:
      'Mustertext: Isarlicht Digital ist eine fiktive Beispielagentur; die Angaben auf dieser Seite gehören zu keinem realen Unternehmen.',
    terms: 'Mustertext: Isarlicht Digital ist eine fiktive Beispielagentur; diese Bedingungen sind kein geprüfter Vertragstext.',
  },
  seo: {
    baseUrl: 'https://www.isarlicht-digital.de',
    description:
      'KI-Lösungen, Webanwendungen und MVPs für Unternehmen: Digitalagentur aus München mit festen, cross-funktionalen Teams – von der Idee bis zum Betrieb.',
    locale: 'de_DE',
    socialHandle: '@isarlichtdigital',
    defaultImage: '/og/isarlicht-digital.png',
  },
} as const;

export type SiteConfig = typeof siteConfig;

/** What search results show uncut: the full document title and the meta description, in characters. */
export const seoLimits = { title: 60, description: { min: 120, max: 160 } } as const;

/** `<route title> | Isarlicht Digital`, the one document-title format of the site. */
export function formatDocumentTitle(title: string): string {
  return `${title} | ${siteConfig.name}`;
}

/** The document title of a page's meta: with the site's name, unless the title is already complete. */
export function documentTitle({ title, exactTitle }: { readonly title: string; readonly exactTitle?: boolean }): string {
  return exactTitle ? title : formatDocumentTitle(title);
}

/** The document title the page shows (and search results with it), or null without a title. */
export const documentTitleOf = ({ title, exactTitle }: Pick<InspectedPage, 'title' | 'exactTitle'>): string | null =>
  title === null ? null : documentTitle({ title, exactTitle });
