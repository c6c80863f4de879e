import type { GlossaryArticle } from '../types';

export const ipaas = {
  practice:
    'Für das MVP von Pflegewahl haben wir die Benachrichtigungen per E-Mail und SMS nicht programmiert, sondern mit Make und Twilio automatisiert: Schickt eine Klinik ein Angebot, erfährt die Pflegekraft es sofort per E-Mail oder SMS. Für ein MVP, das in der Pilotphase mit sechs Kliniken schnell von echten Nutzer:innen lernen sollte, war das der kürzeste Weg.',
  references: ['reverse-recruiting'],
  relevance:
    'Eine iPaaS ist ideal, um Standardsysteme schnell zu verbinden – ein CRM mit dem Newsletter-Werkzeug oder ein Formular mit der Buchhaltung. Bei vielen Vorgängen wachsen die Kosten pro Ausführung aber schnell, und komplexe Logik wird in grafischen Abläufen unübersichtlich. Klären Sie, wo der Anbieter Ihre Daten verarbeitet, wer die Abläufe dokumentiert und was passiert, wenn ein Schritt fehlschlägt.',
} as const satisfies GlossaryArticle;
