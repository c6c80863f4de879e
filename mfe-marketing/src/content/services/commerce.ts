import { serviceNames } from '@isarlicht/contracts';
import type { ServiceGroup } from '../types';

export const commerceGroup = {
  id: 'commerce',
  title: 'Commerce und Marktplätze',
  intro:
    'Onlineshops, Zahlungen und Plattformen für viele Anbieter – vom Checkout für Endkund:innen bis zur Bestellung aus dem Einkaufssystem.',
  services: [
    {
      id: 'e-commerce-solutions',
      title: serviceNames['e-commerce-solutions'],
      teaser:
        'Wir entwickeln Onlineshops und Headless-Commerce-Lösungen, die mit Ihrem PIM, Ihrem ERP und Ihrem Zahlungsanbieter zusammenspielen. Für Händler und Hersteller, die im B2C- oder B2B-Geschäft mehr brauchen als ein Standard-Template.',
      metaDescription:
        'E-Commerce-Lösungen aus München: Headless Commerce, Shop-Anbindung an PIM und ERP sowie sichere Zahlungsabwicklung für B2C und B2B.',
    },
    {
      id: 'payment-processing',
      title: serviceNames['payment-processing'],
      teaser:
        'Wir binden Payment Service Provider wie Stripe, Adyen oder PayPal sicher in Ihre Plattform ein – inklusive Abonnements, Marktplatz-Auszahlungen und Rechnungskauf. Für Shops, SaaS-Anbieter und Marktplätze, die Zahlungen zuverlässig und PSD2-konform abwickeln müssen.',
      metaDescription:
        'Zahlungsabwicklung für Shops, SaaS und Marktplätze: Anbindung von Stripe, Adyen oder PayPal mit Abos, Auszahlungen und PSD2-konformem Ablauf.',
    },
    {
      id: 'seller-management',
      title: serviceNames['seller-management'],
      teaser:
        'Wir entwickeln Module, mit denen Marktplatzbetreiber ihre Händler registrieren, prüfen, abrechnen und steuern. Von der Aufnahme neuer Anbieter über Produktfreigaben bis zu Provisionen und Auszahlungen – für Plattformen, die viele Anbieter professionell verwalten müssen.',
      metaDescription:
        'Händlerverwaltung für Marktplätze: Registrierung, Prüfung, Produktfreigaben, Provisionen und Auszahlungen für Ihre Anbieter in einem System.',
    },
    {
      id: 'b2b-marketplaces',
      title: serviceNames['b2b-marketplaces'],
      teaser:
        'Wir entwickeln B2B-Marktplätze, auf denen Geschäftskunden bei vielen Anbietern bestellen – mit Kundenpreisen, Freigabeprozessen, Rechnungskauf und Händlerverwaltung. Für Großhändler, Hersteller und Branchenplattformen, die ein Sortiment oder eine ganze Branche digital bündeln.',
      metaDescription:
        'B2B-Marktplätze entwickeln: Mehranbieter-Plattformen mit Kundenpreisen, Freigabeprozessen, Rechnungskauf, Händlerverwaltung und ERP-Anbindung.',
    },
  ],
} as const satisfies ServiceGroup;
