import type { Role } from '../types';

export const leanMethod = {
  id: 'lean-method',
  title: 'Lean-Methode',
  kind: 'practice',
  teaser:
    'Nach dem Lean-Prinzip bauen wir nur, was nachweislich Nutzen stiftet: Annahmen formulieren, mit dem kleinstmöglichen Experiment testen, aus den Ergebnissen lernen. Diese Haltung steckt in unseren MVPs ebenso wie in der Optimierung bestehender Prozesse.',
  metaDescription:
    'Die Lean-Methode bei Isarlicht Digital: Annahmen früh testen, Verschwendung vermeiden und nur bauen, was Ihren Nutzer:innen nachweislich Nutzen bringt.',
  body: [
    'Die Lean-Methode stammt ursprünglich aus der Produktion und beschreibt eine Haltung: Alles, was keinen Wert für Kund:innen schafft, ist Verschwendung. In der Softwareentwicklung sind das Funktionen, die niemand nutzt, Wartezeiten zwischen Teams, halbfertige Arbeit und Dokumente, die niemand liest. Wir übertragen diese Haltung auf digitale Produkte und fragen bei jeder Funktion zuerst: Welche Annahme steckt dahinter, und wie prüfen wir sie mit dem kleinstmöglichen Aufwand?',
    'Konkret heißt das: Wir formulieren Hypothesen mit messbaren Erfolgskriterien, testen sie mit Prototypen, Landingpages oder einem MVP und entscheiden anhand der Daten, ob wir ausbauen, umsteuern oder aufhören. Dieser Kreislauf aus Bauen, Messen und Lernen prägt unsere MVP-Entwicklung, die in der Regel acht Wochen dauert, ebenso wie die Optimierung bestehender Prozesse, bei der wir Wartezeiten und Medienbrüche systematisch beseitigen. Auch intern wenden wir das Prinzip an: Meetings, Berichte und Freigaben, die niemandem helfen, schaffen wir ab.',
  ],
  highlights: [
    'Hypothesen mit messbaren Erfolgskriterien',
    'Kleinstmögliche Experimente vor großen Investitionen',
    'Bauen, Messen, Lernen als fester Kreislauf',
    'Wertstromanalyse zum Aufspüren von Wartezeiten',
    'Entscheidungen auf Basis von Daten statt Meinungen',
  ],
  related: {
    methods: ['agile-teams'],
    roles: ['design-thinking', 'kanban-method', 'product-owner'],
    services: ['mvp-development', 'process-optimization'],
  },
} as const satisfies Role;
