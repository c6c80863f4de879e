import type { GlossaryArticle } from '../types';

export const webhook = {
  practice:
    'Bei Pflegewahl löst ein neues Angebot einer Klinik über einen Webhook eine Benachrichtigung per E-Mail und SMS an die Pflegekraft aus. Bei den Buchungsplattformen für Gipfelruh Hotels und die Kulturbühnen Oberland meldet der Zahlungsanbieter Stripe jede erfolgreiche oder gescheiterte Zahlung per Webhook, und erst dann wird eine Buchung endgültig bestätigt.',
  references: ['reverse-recruiting', 'hotel-buchungsplattform', 'ticket-buchungsplattform'],
  relevance:
    'Webhooks sind einfach, aber nicht von selbst zuverlässig. Fragen Sie, was passiert, wenn Ihr System gerade nicht erreichbar ist: Wiederholt der Absender die Nachricht, und wird eine doppelt eintreffende Nachricht erkannt? Prüfen Sie außerdem, ob eingehende Webhooks signiert sind, damit niemand gefälschte Ereignisse wie „Zahlung eingegangen“ schicken kann.',
} as const satisfies GlossaryArticle;
