import type { GlossaryArticle } from '../types';

export const revisionssicherheit = {
  practice:
    'Bei der Spedition Buchberger ersetzen digitale Ablieferbelege mit Foto und Unterschrift die Papierbelege, und abgeschlossene Touren werden direkt abgerechnet. Damit solche Belege als Nachweis taugen, müssen sie unveränderbar mit Zeitstempel gespeichert und nach den handels- und steuerrechtlichen Fristen aufbewahrt werden – das gehört bei uns zum Konzept jeder Anwendung, die Belege erzeugt. Die B2B-Bestellplattform eines Baustoffhändlers stellt Lieferscheine und Rechnungen zum Abruf und Export in die Buchhaltung bereit.',
  references: ['buchberger', 'baustoffe-plattform'],
  relevance:
    'Revisionssicherheit betrifft Sie, sobald eine Anwendung Rechnungen, Belege oder andere aufbewahrungspflichtige Unterlagen erzeugt oder speichert – die GoBD verlangen dann Unveränderbarkeit, Nachvollziehbarkeit und eine Verfahrensdokumentation. Klären Sie mit Ihrer Steuerberatung, welche Dokumente betroffen sind, und fragen Sie Ihren Dienstleister, wie Löschfristen und Aufbewahrungspflichten zusammen umgesetzt werden.',
} as const satisfies GlossaryArticle;
