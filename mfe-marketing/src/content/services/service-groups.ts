import type { ServiceGroup } from '../types';

/**
 * The thematic groups of the services overview, in its order. A service names its group
 * in the `group` of its entry and its place among the group's cards in `order`.
 */
export const serviceGroupTexts = [
  {
    id: 'strategie-und-produkt',
    title: 'Strategie und Produkt',
    intro: 'Bevor Code entsteht: klären, was sich lohnt, Abläufe verstehen und Produkte mit klarer Verantwortung steuern.',
  },
  {
    id: 'ki-und-automatisierung',
    title: 'KI und Automatisierung',
    intro:
      'Sprachmodelle, Workflows und Plattformen, die wiederkehrende Arbeit übernehmen – mit klaren Grenzen und nachvollziehbaren Ergebnissen.',
  },
  {
    id: 'anwendungen',
    title: 'Anwendungen und Oberflächen',
    intro: 'Individuelle Software für Kund:innen und Mitarbeitende – schnell, barrierefrei und auf jedem Gerät bedienbar.',
  },
  {
    id: 'portale',
    title: 'Portale und Zugriffsrechte',
    intro: 'Self-Service für Kund:innen, Partner und Lieferanten – mit sauber getrennten Daten und Rechten, die jede Prüfung bestehen.',
  },
  {
    id: 'commerce',
    title: 'Commerce und Marktplätze',
    intro:
      'Onlineshops, Zahlungen und Plattformen für viele Anbieter – vom Checkout für Endkund:innen bis zur Bestellung aus dem Einkaufssystem.',
  },
  {
    id: 'daten',
    title: 'Daten und Analyse',
    intro: 'Vom Datenstrom bis zum Bericht: Daten zusammenführen, prüfen und so zeigen, dass daraus Entscheidungen werden.',
  },
  {
    id: 'integration',
    title: 'Integration und Architektur',
    intro: 'Schnittstellen, Plattformen und Architekturen, die Ihre Systeme verbinden und mit Ihrem Geschäft wachsen.',
  },
] as const satisfies readonly Omit<ServiceGroup, 'services'>[];

export type ServiceGroupId = (typeof serviceGroupTexts)[number]['id'];
