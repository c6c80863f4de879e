import type { ServiceId } from '@isarlicht/shared';
import type { ServiceDetail } from '../types';

/** The page text of the services in `services/commerce.ts`, by id: only service pages load it. */
export const commerceDetails = {
  'e-commerce-solutions': {
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
  },
  'payment-processing': {
    intro: [
      'Die Zahlung ist der Moment, in dem aus Interesse Umsatz wird – und in dem am meisten schiefgehen kann. Abgebrochene Zahlungen, doppelte Abbuchungen, fehlgeschlagene Abo-Verlängerungen oder ein Auszahlungsfehler auf einem Marktplatz kosten Geld und Vertrauen. Wir binden Payment Service Provider so in Ihre Plattform ein, dass Zahlungen zuverlässig laufen, Sonderfälle sauber behandelt werden und Ihre Buchhaltung am Monatsende nicht von Hand abgleichen muss.',
      'Dazu gehören die passenden Zahlarten für Ihre Zielgruppe – von Kreditkarte, PayPal und Apple Pay bis zu SEPA-Lastschrift und Rechnungskauf –, die starke Kundenauthentifizierung nach PSD2, wiederkehrende Zahlungen für Abonnements und bei Marktplätzen das Aufteilen von Zahlungen auf mehrere Empfänger. Webhooks verarbeiten wir idempotent, sodass ein doppelt zugestelltes Ereignis keine doppelte Buchung erzeugt, und Erstattungen, Rückbuchungen und Mahnläufe bilden wir als eigene Abläufe ab.',
    ],
    audience:
      'Onlinehändler, SaaS-Anbieter, Buchungsplattformen und Marktplätze, die Zahlungen selbst integrieren, Abonnements abrechnen oder Gelder an Dritte auszahlen müssen.',
    problems: [
      'Kund:innen brechen beim Bezahlen ab, weil ihre bevorzugte Zahlart fehlt.',
      'Abo-Verlängerungen scheitern an abgelaufenen Karten, und niemand merkt es rechtzeitig.',
      'Zahlungseingänge werden von Hand mit Bestellungen und Rechnungen abgeglichen.',
      'Ein Marktplatz soll Händler auszahlen, ohne selbst eine Zahlungsdienstlizenz zu benötigen.',
    ],
    steps: [
      {
        title: 'Anforderungen und Anbieter',
        text: 'Wir klären Zahlarten, Länder, Volumen sowie Abo- oder Marktplatzmodell und empfehlen einen Anbieter mit Blick auf Gebühren und Funktionen.',
      },
      {
        title: 'Integration',
        text: 'Wir integrieren Checkout, Zahlungsbestätigung und Webhooks, setzen PSD2-konforme Abläufe um und testen sämtliche Fehlerfälle in der Sandbox.',
      },
      {
        title: 'Abrechnung und Buchhaltung',
        text: 'Rechnungen, Gutschriften, Auszahlungen und Gebühren entstehen automatisch und werden in Ihre Buchhaltung oder Ihr ERP übertragen.',
      },
      {
        title: 'Überwachen',
        text: 'Dashboards zeigen Erfolgsquoten, Rückbuchungen und Auffälligkeiten, und Alarme melden Störungen beim Anbieter.',
      },
    ],
    technologies: ['Stripe', 'Adyen', 'Mollie', 'PayPal', 'Stripe Connect', 'Node.js', 'PostgreSQL', 'DATEV'],
    outcomes: [
      'Die Zahlarten, die Ihre Kund:innen erwarten, in einem sicheren Checkout',
      'Zuverlässige Abos mit automatischer Behandlung fehlgeschlagener Zahlungen',
      'Automatischer Abgleich von Zahlungen, Bestellungen und Rechnungen',
      'Marktplatz-Auszahlungen über regulierte Anbieter statt eigener Lizenz',
    ],
    faq: [
      {
        question: 'Müssen wir PCI-DSS-zertifiziert sein?',
        answer:
          'Werden Kartendaten ausschließlich über die Komponenten des Zahlungsanbieters erfasst, sinkt Ihr Aufwand deutlich; meist genügt dann eine Selbstauskunft mit dem kürzesten Fragebogen. Genau so bauen wir die Integration.',
      },
      {
        question: 'Welcher Zahlungsanbieter ist der günstigste?',
        answer:
          'Das hängt von Volumen, Zahlarten, Ländern und Durchschnittsbetrag ab. Wir vergleichen die Konditionen anhand Ihrer erwarteten Umsätze, denn neben Prozentgebühren fallen auch Fixkosten pro Transaktion ins Gewicht.',
      },
      {
        question: 'Wie funktionieren Auszahlungen an Händler auf einem Marktplatz?',
        answer:
          'Über die Marktplatzlösungen der Anbieter, etwa Stripe Connect oder Adyen for Platforms. Sie übernehmen die Identitätsprüfung der Händler und die regulierte Verwahrung der Gelder.',
      },
    ],
    cta: 'Erzählen Sie uns, wie Ihre Kund:innen heute bezahlen und was dabei schiefgeht – wir zeigen, wie eine robuste Zahlungsintegration aussieht.',
    related: {
      services: ['e-commerce-solutions', 'b2b-marketplaces', 'seller-management', 'api-management'],
      references: ['ticket-buchungsplattform', 'hotel-buchungsplattform'],
      industries: ['e-commerce', 'startups', 'insurance'],
    },
  },
  'seller-management': {
    intro: [
      'Ein Marktplatz lebt von seinen Anbietern – und steht und fällt damit, wie gut er sie verwaltet. Neue Händler wollen schnell starten, Sie wollen sicher sein, dass sie seriös sind und ihre Produkte Ihren Qualitätsregeln entsprechen, und am Monatsende müssen Umsätze, Provisionen und Auszahlungen für jeden Händler stimmen. Wir entwickeln die Händlerverwaltung als eigenständiges Modul Ihrer Plattform, vom Onboarding bis zur Abrechnung.',
      'Händler registrieren sich über einen geführten Prozess, laden Nachweise hoch und durchlaufen eine Prüfung, die teilweise automatisch erfolgt, etwa durch den Abgleich von Handelsregister und Umsatzsteuer-Identifikationsnummer. In ihrem eigenen Bereich pflegen sie Produkte, Bestände und Lieferzeiten, importieren Kataloge per Datei oder Schnittstelle und bearbeiten Bestellungen und Retouren. Ihr Team behält mit Freigabe-Workflows, Qualitätskennzahlen und Sperrfunktionen die Kontrolle.',
    ],
    audience:
      'Betreiber von B2B- und B2C-Marktplätzen, Buchungs- und Vermittlungsplattformen sowie Handelsunternehmen, die ihr Sortiment um Drittanbieter erweitern wollen.',
    problems: [
      'Das Onboarding neuer Händler dauert Wochen und bindet Ihr Team mit E-Mails und Tabellen.',
      'Produktdaten von Händlern sind unvollständig oder verstoßen gegen Ihre Richtlinien.',
      'Provisionsabrechnungen werden jeden Monat von Hand erstellt und sind fehleranfällig.',
      'Unzuverlässige Händler beschädigen den Ruf der Plattform, ohne dass es früh genug auffällt.',
    ],
    steps: [
      {
        title: 'Onboarding gestalten',
        text: 'Wir entwerfen eine geführte Registrierung mit den Prüfschritten, die Ihr Geschäftsmodell und die rechtlichen Vorgaben verlangen.',
      },
      {
        title: 'Händlerbereich bauen',
        text: 'Händler erhalten einen eigenen Bereich für Produkte, Bestände, Bestellungen, Retouren und Auswertungen.',
      },
      {
        title: 'Qualität steuern',
        text: 'Freigabe-Workflows für Produkte, automatische Prüfregeln und Kennzahlen wie Versandzeit und Stornoquote sichern die Qualität.',
      },
      {
        title: 'Abrechnen',
        text: 'Provisionen, Gebühren und Auszahlungen werden automatisch berechnet, über den Zahlungsanbieter ausgezahlt und dokumentiert.',
      },
    ],
    technologies: ['TypeScript', 'React', 'NestJS', 'PostgreSQL', 'Stripe Connect', 'Akeneo', 'Camunda', 'OpenAPI'],
    outcomes: [
      'Ein schnelles, weitgehend automatisiertes Onboarding neuer Händler',
      'Ein Händlerbereich, in dem Anbieter selbstständig arbeiten',
      'Qualitätsregeln und Kennzahlen für jeden Anbieter',
      'Automatische, nachvollziehbare Provisions- und Auszahlungsabrechnungen',
    ],
    faq: [
      {
        question: 'Welche Prüfungen brauchen wir bei neuen Händlern?',
        answer:
          'Das hängt von Geschäftsmodell und Land ab. Üblich sind Identitäts- und Unternehmensprüfung, bei Auszahlungen zusätzlich die Prüfung durch den Zahlungsanbieter. Hinzu kommen die Pflichten des Digital Services Act zur Nachverfolgbarkeit von Unternehmern auf Online-Marktplätzen.',
      },
      {
        question: 'Können Händler ihre Produkte per Schnittstelle liefern?',
        answer:
          'Ja. Neben dem Datei-Import bieten wir eine dokumentierte API, über die Händler Produkte, Bestände und Bestellstatus direkt aus ihren eigenen Systemen übertragen.',
      },
      {
        question: 'Lässt sich das in eine bestehende Plattform integrieren?',
        answer:
          'Ja. Die Händlerverwaltung kann als eigener Service neben einem bestehenden Shop oder Marktplatz laufen und wird über Schnittstellen angebunden.',
      },
    ],
    cta: 'Beschreiben Sie uns, wie ein neuer Anbieter heute auf Ihre Plattform kommt – wir zeigen, welche Schritte sich automatisieren lassen.',
    related: {
      services: ['b2b-marketplaces', 'payment-processing', 'e-commerce-solutions', 'role-based-access-control'],
      references: ['garantiemax', 'ticket-buchungsplattform'],
      industries: ['e-commerce', 'startups', 'kmu'],
    },
  },
  'b2b-marketplaces': {
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
  },
} as const satisfies Partial<Record<ServiceId, ServiceDetail>>;
