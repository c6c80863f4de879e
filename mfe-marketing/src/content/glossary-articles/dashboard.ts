import type { GlossaryArticle } from '../types';

export const dashboard = {
  practice:
    'Im Flottenportal der Fahrzeugdatenplattform sehen Speditionen auf einen Blick, welche Lkw bald in die Werkstatt müssen, mit Warnungen und Terminvorschlägen statt Rohdaten. Das Klinik-Dashboard von Pflegewahl beantwortet die beiden Fragen, die Personalabteilungen jeden Tag stellen: Welche Pflegekräfte passen zu unseren offenen Stellen, und wem haben wir schon ein Angebot geschickt? Beide Dashboards sind in Pilotphasen mit ihren künftigen Nutzer:innen entstanden.',
  references: ['fahrzeugdatenplattform', 'reverse-recruiting'],
  relevance:
    'Ein Dashboard ist dann gut, wenn jemand nach dem Blick darauf anders handelt als vorher. Beginnen Sie deshalb mit der Entscheidung, die es unterstützen soll, und nicht mit der Liste aller verfügbaren Kennzahlen. Fragen Sie außerdem, wie aktuell die Daten sein müssen: Tagesaktuelle Zahlen sind oft ausreichend und deutlich günstiger als eine Anzeige in Echtzeit.',
} as const satisfies GlossaryArticle;
