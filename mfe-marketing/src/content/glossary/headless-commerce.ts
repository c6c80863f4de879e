import type { GlossaryTerm } from '../types';

export const headlessCommerce = {
  id: 'headless-commerce',
  term: 'Headless Commerce',
  definition:
    'Beim Headless Commerce sind das Shop-Backend mit Produkten, Warenkorb und Bestellungen und das sichtbare Frontend getrennt und nur über APIs verbunden. Dadurch lassen sich Website, App, Kassensystem oder Marktplatz aus derselben Commerce-Logik bedienen. Das Frontend kann unabhängig vom Shopsystem gestaltet und weiterentwickelt werden.',
  metaDescription:
    'Headless Commerce erklärt: Shop-Backend und Frontend getrennt und über APIs verbunden, damit Website, App und Marktplatz dieselbe Logik nutzen.',
  serviceIds: ['e-commerce-solutions', 'b2b-marketplaces', 'api-management'],
} as const satisfies GlossaryTerm;
