import type { GlossaryArticle } from '../types';

export const paymentServiceProvider = {
  practice:
    'Bei der Hotel-Buchungsplattform für Gipfelruh Hotels und beim Online-Vorverkauf der Kulturbühnen Oberland wickelt Stripe die Zahlungen ab. Wir binden den Anbieter so an, dass Kartendaten nie unsere Server berühren, und verarbeiten Zahlungsbestätigungen über Webhooks. Bei den Kulturbühnen ist die Platzreservierung zusätzlich gegen Doppelbuchungen abgesichert, falls beim Start des Vorverkaufs hunderte Menschen gleichzeitig bezahlen.',
  references: ['hotel-buchungsplattform', 'ticket-buchungsplattform'],
  relevance:
    'Die Wahl des Payment Service Providers bestimmt Gebühren, verfügbare Zahlarten und den Aufwand für Sicherheitsnachweise. Vergleichen Sie nicht nur die Prozentsätze, sondern auch Kosten für Rückbuchungen, Auszahlungsfristen und die Unterstützung von Zahlarten, die Ihre Kund:innen erwarten, etwa PayPal, Kauf auf Rechnung oder SEPA-Lastschrift. Für Marktplätze brauchen Sie zusätzlich geteilte Zahlungen an mehrere Anbieter.',
} as const satisfies GlossaryArticle;
