import type { IndustryId, MethodId, ReferenceSlug } from '@isarlicht/contracts/routes/ids';

/*
 * One name per page that more than one slice shows. The service pages belong to mfe-marketing,
 * the references and target-group pages to mfe-references, and each slice links to the
 * other's pages; remotes may not import each other, so the names both of them print
 * live here once. A page heading and every link to that page read from the same entry.
 */

/** Heading of each service page and the text of every link to it, written from the `name` of its entry in mfe-marketing. */
export { serviceNames } from './service-names.generated';

/** Heading of each method page and the text of every link to it (footer, related links). */
export const methodNames = {
  'cross-functional-teams': 'Cross-funktionale Teams',
  'agile-teams': 'Agile Teams',
  'holacracy-system': 'Holakratie',
  'tech-stack': 'Unser Tech-Stack',
} as const satisfies Record<MethodId, string>;

/**
 * Title of each reference: its h1, its card, every link to it, and with the agency
 * name its document title, which search results cut after about 60 characters.
 */
export const referenceTitles = {
  kiekje: 'Kiekje – die App für Kitas und Eltern',
  talentlake: 'Talentlake – KI-gestützter Talentpool',
  'ticket-buchungsplattform': 'Kulturbühnen Oberland – Ticketplattform',
  'bootcamp-workshop': 'Product-Vision-Bootcamp',
  garantiemax: 'Garantiemax – digitale Garantieplattform',
  'hotel-buchungsplattform': 'Gipfelruh Hotels – Direktbuchung',
  buchberger: 'Disposition für die Spedition Buchberger',
  'fussball-apps': 'Fußball-Apps für Flankenwerk',
  'reverse-recruiting': 'Pflegewahl – Reverse Recruiting',
  'smart-home-app': 'Smart-Home-App für WohnWerk Süd',
  'ausbildungs-matching-plattform': 'Startklar – Ausbildungs-Matching',
  'baustoffe-plattform': 'B2B-Bestellplattform im Baustoffhandel',
  fahrzeugdatenplattform: 'Fahrzeugdatenplattform für Lkw-Flotten',
  'nearshore-teams': 'Nearshore-Teams für einen Versicherer',
  'product-communicator': 'Product Communicator – KI-Produkttexte',
  'automotive-relaunch': 'Relaunch für einen Automobilhersteller',
} as const satisfies Record<ReferenceSlug, string>;

/** Title of each target-group page (its h1) and the text of every link to it. */
export const industryNames = {
  'real-estate': 'Software für Immobilienunternehmen',
  logistics: 'Software für Logistikunternehmen',
  education: 'Software für Bildungseinrichtungen',
  'public-sector': 'Software für die öffentliche Verwaltung',
  startups: 'Software für Startups',
  kmu: 'Software für KMU und Mittelstand',
  'e-commerce': 'Software für E-Commerce-Unternehmen',
  insurance: 'Software für Versicherungen',
  automotive: 'Software für die Automobilbranche',
  healthcare: 'Software für das Gesundheitswesen',
  recruiting: 'Software für Recruiting und HR',
  manufacturing: 'Software für Industrie und Fertigung',
} as const satisfies Record<IndustryId, string>;
