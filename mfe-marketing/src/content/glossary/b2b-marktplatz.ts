import type { GlossaryTerm } from '../types';

export const b2bMarktplatz = {
  id: 'b2b-marktplatz',
  term: 'B2B-Marktplatz',
  definition:
    'Ein B2B-Marktplatz ist eine Onlineplattform, auf der mehrere Anbieter ihre Produkte oder Leistungen an Geschäftskunden verkaufen. Anders als im Endkundengeschäft gehören kundenspezifische Preise, Freigabeprozesse beim Einkauf und Rechnungskauf zum Standard. Der Betreiber verdient meist über Provisionen oder Gebühren.',
  metaDescription:
    'B2B-Marktplatz erklärt: Plattformen, auf denen viele Anbieter an Geschäftskunden verkaufen – mit Kundenpreisen, Freigaben und Rechnungskauf.',
  serviceIds: ['b2b-marketplaces', 'seller-management', 'payment-processing', 'e-commerce-solutions'],
} as const satisfies GlossaryTerm;
