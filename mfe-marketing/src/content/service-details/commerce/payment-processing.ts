import type { ServiceDetail } from '../../types';

export const paymentProcessing = {
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
} as const satisfies ServiceDetail;
