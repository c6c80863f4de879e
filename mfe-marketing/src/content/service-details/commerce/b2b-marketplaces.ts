import type { ServiceDetail } from '../../types';

export const b2bMarketplaces = {
  intro: [
    'Ein B2B-Marktplatz bündelt das Angebot vieler Anbieter für Geschäftskunden – im Großhandel, in einer Branche oder als Beschaffungsplattform innerhalb eines Konzerns. Anders als im Endkundengeschäft kaufen hier Organisationen: Einkäufer:innen mit Budgets, Kostenstellen und Freigabegrenzen, die Rahmenverträge, kundenspezifische Preise und Rechnungskauf erwarten. Ein Marktplatz, der diese Realität nicht abbildet, wird schnell umgangen.',
    'Wir entwickeln B2B-Marktplätze mit Firmenkonten und Rollen für Einkauf, Freigabe und Buchhaltung, mit Preislisten je Kunde, Mengenstaffeln und Angebotsanfragen für Sonderkonditionen. Bestellungen können eine interne Freigabe durchlaufen, bevor sie an Anbieter gehen, und Standards wie OCI oder cXML binden die Einkaufssysteme großer Kundenunternehmen direkt an. Im Hintergrund arbeiten Händlerverwaltung, Zahlungsabwicklung und ERP-Anbindung zusammen.',
  ],
  audience:
    'Großhändler, Hersteller, Verbände und Branchenplattformen, die ein Sortiment oder eine ganze Branche digital bündeln wollen, sowie Konzerne, die ihren Einkauf bei vielen Lieferanten über eine eigene Plattform steuern.',
  problems: [
    'Geschäftskunden bestellen per Telefon und E-Mail, weil der Shop ihre Konditionen nicht kennt.',
    'Große Kundenunternehmen wollen direkt aus ihrem Einkaufssystem bestellen.',
    'Das eigene Sortiment soll um Drittanbieter wachsen, ohne Lager und Risiko zu übernehmen.',
    'Eine Branchenplattform soll viele Anbieter vereinen, deren Daten völlig unterschiedliche Qualität haben.',
  ],
  steps: [
    {
      title: 'Geschäftsmodell schärfen',
      text: 'Wir klären Rollen, Erlösmodell, Zielkunden und Anbieter und prüfen, welche Funktionen zum Start wirklich nötig sind.',
    },
    {
      title: 'Käuferseite entwickeln',
      text: 'Firmenkonten, Rollen, Kundenpreise, Freigaben und Schnittstellen zu Einkaufssystemen bilden den Kern für Geschäftskunden.',
    },
    {
      title: 'Anbieterseite anbinden',
      text: 'Händlerverwaltung, Produktdatenimport und Bestellweiterleitung sorgen dafür, dass Anbieter effizient teilnehmen können.',
    },
    {
      title: 'Wachsen',
      text: 'Nach dem Start mit ausgewählten Anbietern und Kundenunternehmen bauen wir Sortiment, Funktionen und Automatisierung schrittweise aus.',
    },
  ],
  technologies: ['commercetools', 'Shopware 6', 'Mirakl', 'React', 'TypeScript', 'OCI', 'cXML', 'Adyen for Platforms'],
  outcomes: [
    'Ein Marktplatz, der die Einkaufsprozesse von Geschäftskunden abbildet',
    'Kundenindividuelle Preise, Freigaben und Rechnungskauf',
    'Direkte Anbindung an die Einkaufssysteme großer Kundenunternehmen',
    'Eine skalierbare Grundlage für viele Anbieter',
  ],
  faq: [
    {
      question: 'Marktplatz-Software kaufen oder selbst entwickeln?',
      answer:
        'Für den Kern greifen wir meist auf bewährte Plattformen wie Mirakl, commercetools oder Shopware zurück. Individuell entwickeln wir die Teile, die Ihr Geschäftsmodell einzigartig machen, etwa Preislogik, Produktkonfiguration oder Branchenprozesse.',
    },
    {
      question: 'Wie lösen wir das Henne-Ei-Problem zwischen Käufern und Anbietern?',
      answer:
        'Erfolgreiche B2B-Marktplätze starten meist mit eigenem Sortiment oder wenigen starken Anbietern und einer klar umrissenen Kundengruppe. Den Funktionsumfang planen wir passend zu dieser Startphase.',
    },
    {
      question: 'Welche Zahlungsarten sind im B2B üblich?',
      answer:
        'Vor allem Rechnungskauf mit Zahlungsziel, SEPA-Lastschrift und bei Neukunden Vorkasse. Spezialisierte Anbieter übernehmen beim Rechnungskauf Bonitätsprüfung und Forderungsrisiko.',
    },
  ],
  cta: 'Erzählen Sie uns, welche Anbieter und welche Kund:innen Ihr Marktplatz zusammenbringen soll – wir skizzieren den Weg zum Start.',
  related: {
    services: ['seller-management', 'payment-processing', 'e-commerce-solutions', 'supplier-portals'],
    references: ['garantiemax'],
    industries: ['e-commerce', 'manufacturing', 'kmu'],
  },
} as const satisfies ServiceDetail;
