import type { ServiceDetail } from '../../types';

export const eCommerceSolutions = {
  intro: [
    'Ein Onlineshop von der Stange ist schnell aufgesetzt. Schwierig wird es, wenn Ihr Geschäft davon abweicht: Produkte mit tausenden Varianten, Konfiguratoren, kundenspezifische Preise, mehrere Länder und Lager, Verkauf über Website, App und Marktplätze zugleich. Für genau diese Fälle entwickeln wir E-Commerce-Lösungen – auf etablierten Commerce-Plattformen, die wir erweitern, oder als Headless-Architektur, in der Shop-Backend und Oberfläche getrennt sind.',
    'Bei Headless Commerce liefert eine Plattform wie Shopware, commercetools oder Shopify Produkte, Warenkorb und Bestellungen über APIs, während wir das Frontend individuell und sehr schnell bauen. Das PIM versorgt alle Kanäle mit denselben Produktdaten, das ERP übernimmt Bestände und Aufträge, und der Payment Service Provider wickelt die Zahlung ab. Suchmaschinenoptimierung, Ladezeiten und eine barrierefreie Bestellstrecke, wie sie das BFSG verlangt, planen wir von Anfang an mit.',
  ],
  audience:
    'Händler und Hersteller im B2C- oder B2B-Geschäft, deren Sortiment, Preislogik oder Kanalvielfalt über ein Standard-Template hinausgeht, und Unternehmen, die einen bestehenden Shop modernisieren wollen.',
  problems: [
    'Der Shop lädt langsam, und mobile Besucher:innen brechen im Checkout ab.',
    'Produktdaten werden für Shop, Marktplätze und Katalog getrennt gepflegt.',
    'Jede Anpassung am bestehenden Shopsystem ist teuer und gefährdet das nächste Update.',
    'Geschäftskunden erwarten eigene Preise, Bestelllisten und Freigaben, die der Shop nicht bietet.',
  ],
  steps: [
    {
      title: 'Commerce-Strategie',
      text: 'Wir analysieren Sortiment, Kanäle, Systemlandschaft und Zielgruppen und empfehlen Plattform und Architektur, die dazu passen.',
    },
    {
      title: 'Daten und Integration',
      text: 'PIM, ERP, Versand und Zahlung binden wir über Schnittstellen an und legen fest, welches System welche Daten führt.',
    },
    {
      title: 'Storefront entwickeln',
      text: 'Wir bauen eine schnelle, barrierefreie Oberfläche, testen die Bestellstrecke mit echten Kund:innen und verbessern Suche und Filter.',
    },
    {
      title: 'Go-live und Optimierung',
      text: 'Nach dem Start messen wir Conversion und Abbrüche und verbessern die Strecke in regelmäßigen Iterationen.',
    },
  ],
  technologies: ['Shopware 6', 'commercetools', 'Shopify', 'Next.js', 'React', 'Akeneo', 'Algolia', 'Stripe'],
  outcomes: [
    'Ein schneller Shop, der auf Smartphone und Desktop gleichermaßen verkauft',
    'Produktdaten aus einer Quelle für alle Kanäle',
    'Oberfläche und Shop-Backend, die sich unabhängig weiterentwickeln lassen',
    'Messbare Verbesserungen der Bestellstrecke nach dem Go-live',
  ],
  faq: [
    {
      question: 'Brauchen wir unbedingt Headless Commerce?',
      answer:
        'Nein. Für viele Händler ist ein gut angepasster Standard-Shop die wirtschaftlichere Wahl. Headless lohnt sich, wenn Sie mehrere Kanäle bedienen, besondere Oberflächen brauchen oder sehr hohe Anforderungen an Ladezeiten stellen.',
    },
    {
      question: 'Können Sie unseren bestehenden Shop migrieren?',
      answer:
        'Ja. Wir übernehmen Produkte, Kundenkonten, Bestellhistorie und URLs samt Weiterleitungen, damit Ihre Platzierungen in Suchmaschinen erhalten bleiben.',
    },
    {
      question: 'Übernehmen Sie auch den Betrieb des Shops?',
      answer:
        'Auf Wunsch ja, einschließlich Monitoring, Sicherheitsupdates und Weiterentwicklung. Alternativ übergeben wir mit vollständiger Dokumentation an Ihr Team.',
    },
  ],
  cta: 'Zeigen Sie uns Ihren heutigen Shop und die Kanäle, über die Sie verkaufen – wir sagen Ihnen, ob Anpassung oder Neuaufbau sinnvoller ist.',
  related: {
    services: ['payment-processing', 'b2b-marketplaces', 'inventory-management', 'responsive-app-design'],
    references: ['hotel-buchungsplattform', 'ticket-buchungsplattform', 'baustoffe-plattform'],
    industries: ['e-commerce', 'kmu', 'manufacturing'],
  },
} as const satisfies ServiceDetail;
