import type { GlossaryTerm } from '../types';

export const userJourney = {
  id: 'user-journey',
  term: 'User Journey',
  definition:
    'Eine User Journey beschreibt Schritt für Schritt, wie eine Person mit einem Produkt ein Ziel erreicht – etwa von der Suche im Shop bis zur bestätigten Bestellung – und was sie dabei denkt, fühlt und erlebt. Sichtbar werden so Brüche, Wartezeiten und unnötige Hürden. Sie ist die Grundlage, um Produkte und Prozesse gezielt zu verbessern.',
  metaDescription:
    'User Journey erklärt: Schritt für Schritt nachvollziehen, wie Menschen ein Ziel erreichen, und Brüche, Wartezeiten und Hürden sichtbar machen.',
  serviceIds: ['strategy', 'responsive-app-design', 'customer-portals', 'e-commerce-solutions'],
} as const satisfies GlossaryTerm;
