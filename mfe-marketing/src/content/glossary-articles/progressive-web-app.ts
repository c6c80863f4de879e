import type { GlossaryArticle } from '../types';

export const progressiveWebApp = {
  practice:
    'Für Haushalte ohne Smartphone bietet WohnWerk Süd die Funktionen der Mieter-App zusätzlich in einem Webportal an, das auf derselben Schnittstelle aufsetzt. Bei der Hotel-Buchungsplattform für Gipfelruh Hotels buchen viele Gäste unterwegs; die Buchungsstrecke ist deshalb konsequent mobil ausgelegt und funktioniert im Browser, ohne dass Gäste eine App installieren müssen.',
  references: ['smart-home-app', 'hotel-buchungsplattform'],
  relevance:
    'Eine PWA ist eine gute Wahl, wenn Ihre Nutzer:innen eine Anwendung gelegentlich brauchen und keine App installieren wollen, etwa für Buchungen, Serviceportale oder interne Werkzeuge auf Firmengeräten. Sie sparen die Freigabe in den App-Stores und pflegen eine Codebasis. Grenzen hat sie bei Gerätefunktionen wie Bluetooth und bei Push-Nachrichten auf älteren iPhones – prüfen Sie das vor der Entscheidung.',
} as const satisfies GlossaryArticle;
