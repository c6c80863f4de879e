import type { GlossaryTerm } from '../types';

export const paymentServiceProvider = {
  id: 'payment-service-provider',
  term: 'Payment Service Provider (PSP)',
  definition:
    'Ein Payment Service Provider wickelt für Onlinehändler und Plattformen Zahlungen ab und bündelt Kreditkarte, PayPal, Lastschrift, Apple Pay und weitere Zahlarten hinter einer Schnittstelle. Er übernimmt Sicherheitsanforderungen wie PCI DSS und die starke Kundenauthentifizierung nach PSD2. Bekannte Anbieter sind Stripe, Adyen und Mollie.',
  metaDescription:
    'Payment Service Provider erklärt: Dienstleister wie Stripe, Adyen oder Mollie bündeln Zahlarten und übernehmen PCI DSS und PSD2-Anforderungen.',
  serviceIds: ['payment-processing', 'e-commerce-solutions', 'b2b-marketplaces'],
} as const satisfies GlossaryTerm;
