import type { GlossaryTerm } from '../types';

export const progressiveWebApp = {
  id: 'progressive-web-app',
  term: 'Progressive Web App (PWA)',
  definition:
    'Eine Progressive Web App ist eine Webanwendung, die sich wie eine installierte App verhält: Sie lässt sich auf dem Startbildschirm ablegen, funktioniert teilweise offline und kann Push-Benachrichtigungen senden. Ausgeliefert wird sie über den Browser, ein Umweg über App-Stores ist nicht nötig. Für viele Geschäftsanwendungen ist sie eine günstige Alternative zu nativen Apps.',
  metaDescription:
    'Progressive Web App erklärt: Webanwendungen, die sich installieren lassen, offline funktionieren und Push-Nachrichten senden – ohne App-Store.',
  serviceIds: ['web-applications', 'responsive-app-design', 'internal-business-applications'],
} as const satisfies GlossaryTerm;
