import type { GlossaryTerm } from '../types';

export const pim = {
  id: 'pim',
  term: 'PIM (Product Information Management)',
  definition:
    'Ein PIM-System verwaltet alle Produktinformationen zentral: Beschreibungen, technische Daten, Bilder und Übersetzungen. Von dort werden Onlineshop, Marktplätze, Kataloge und Händler mit einheitlichen Daten versorgt. Bekannte Systeme sind Akeneo und Pimcore.',
  metaDescription:
    'PIM erklärt: Product Information Management verwaltet Beschreibungen, technische Daten, Bilder und Übersetzungen zentral für alle Kanäle.',
  serviceIds: ['e-commerce-solutions', 'b2b-marketplaces', 'seller-management'],
} as const satisfies GlossaryTerm;
