import type { GlossaryTerm } from '../types';

export const webhook = {
  id: 'webhook',
  term: 'Webhook',
  definition:
    'Ein Webhook ist eine automatische Benachrichtigung, die ein System an eine festgelegte Adresse schickt, sobald ein bestimmtes Ereignis eintritt – etwa „Zahlung eingegangen“ oder „Formular abgeschickt“. Das empfangende System kann sofort reagieren, statt regelmäßig nachzufragen. Webhooks sind ein einfacher Baustein für Integrationen und Automatisierungen.',
  metaDescription:
    'Webhook erklärt: automatische Benachrichtigungen zwischen Systemen, sobald ein Ereignis eintritt – ein einfacher Baustein für Integrationen.',
  serviceIds: ['automation-solutions', 'payment-processing', 'low-code-automation', 'api-management'],
} as const satisfies GlossaryTerm;
