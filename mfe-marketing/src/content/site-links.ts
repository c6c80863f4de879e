import type { IndustryId, ReferenceSlug } from '@isarlicht/shared';

/**
 * Link labels for pages owned by mfe-references. This slice may not import that
 * slice's data (remotes are deployed independently), so it keeps the names it links
 * with; the routes come from the shared id lists.
 */
export const referenceLabels = {
  'hotel-buchungsplattform': 'Hotel-Buchungsplattform für Gipfelruh Hotels',
  'smart-home-app': 'Smart-Home-App für WohnWerk Süd',
  'ausbildungs-matching-plattform': 'Startklar – Ausbildungs-Matching-Plattform',
  'product-communicator': 'Product Communicator – KI für Produktkommunikation',
  'automotive-relaunch': 'Relaunch der Markenwebsites eines Automobilherstellers',
  'reverse-recruiting': 'Pflegewahl – Reverse Recruiting für Pflegekräfte',
  kiekje: 'Kiekje – die App für Kitas und Eltern',
  talentlake: 'Talentlake – KI-gestützter Talentpool',
  buchberger: 'Dispositionssoftware für die Spedition Buchberger',
  'fussball-apps': 'Fußball-Apps für Flankenwerk',
  'ticket-buchungsplattform': 'Ticket-Buchungsplattform für Kulturbühnen Oberland',
  garantiemax: 'Garantiemax – digitale Garantieverlängerung',
  'nearshore-teams': 'Nearshore-Entwicklungsteams für eine Versicherungsgruppe',
  fahrzeugdatenplattform: 'Fahrzeugdatenplattform für einen Nutzfahrzeughersteller',
  'baustoffe-plattform': 'B2B-Bestellplattform für einen Baustoffhändler',
  'bootcamp-workshop': 'Product-Vision-Bootcamp',
} as const satisfies Record<ReferenceSlug, string>;

export const industryLabels = {
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
