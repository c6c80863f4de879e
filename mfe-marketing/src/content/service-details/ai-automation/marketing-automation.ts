import type { ServiceDetail } from '../../types';

export const marketingAutomation = {
  intro: [
    'Im B2B-Vertrieb vergehen zwischen dem ersten Besuch auf Ihrer Website und einem Auftrag oft Monate, und in dieser Zeit entscheidet sich, ob ein Interessent Sie im Kopf behält. Marketing-Automatisierung sorgt dafür, dass er in jeder Phase passende Informationen bekommt: eine Fallstudie nach dem Whitepaper-Download, eine Webinar-Einladung nach dem dritten Besuch der Preisseite, die Übergabe an den Vertrieb, sobald das Interesse konkret wird.',
    'Dafür verbinden wir Website, CRM und E-Mail-Werkzeug, definieren mit Marketing und Vertrieb ein gemeinsames Lead-Scoring und bauen Kampagnen, die auf Verhalten reagieren, statt nach dem Gießkannenprinzip zu versenden. Besonderes Augenmerk legen wir auf Einwilligungen: Double-Opt-in, dokumentierte Zustimmungen und Tracking erst nach Consent sind bei uns keine Zusatzoption, sondern Grundvoraussetzung.',
  ],
  audience:
    'Marketing- und Vertriebsteams in B2B-Unternehmen mit erklärungsbedürftigen Produkten und langen Entscheidungswegen, die Leads systematischer entwickeln und sauberer an den Vertrieb übergeben wollen.',
  problems: [
    'Messekontakte und Downloads landen in Tabellen und werden nie wieder angesprochen.',
    'Der Vertrieb beklagt, dass die Leads aus dem Marketing nicht kaufbereit sind.',
    'Newsletter gehen an alle gleich, und die Öffnungsraten sinken.',
    'Niemand kann sagen, welche Kampagne am Ende zu einem Auftrag geführt hat.',
  ],
  steps: [
    {
      title: 'Zielgruppen und Kaufphasen',
      text: 'In einem Workshop mit Marketing und Vertrieb beschreiben wir Segmente, Kaufphasen und die Inhalte, die in jeder Phase weiterhelfen.',
    },
    {
      title: 'Systeme verbinden',
      text: 'Wir integrieren Website-Formulare, CRM, E-Mail-Werkzeug und Webinar-Plattform und sorgen für saubere, deduplizierte Kontaktdaten.',
    },
    {
      title: 'Scoring und Kampagnen',
      text: 'Wir vergeben Punkte für Verhalten und Profil, legen Schwellen für die Übergabe an den Vertrieb fest und bauen die ersten automatisierten Strecken.',
    },
    {
      title: 'Auswerten und nachschärfen',
      text: 'Ein Dashboard zeigt Kontakte je Phase und den Kampagnenerfolg bis zum Auftrag. Monatlich justieren wir Inhalte und Regeln.',
    },
  ],
  technologies: ['HubSpot', 'Salesforce Marketing Cloud', 'Brevo', 'Microsoft Dynamics 365', 'Matomo', 'Google Analytics 4', 'Make'],
  outcomes: [
    'Automatisierte Kampagnen, die auf das Verhalten Ihrer Interessenten reagieren',
    'Ein Lead-Scoring, auf das sich Marketing und Vertrieb gemeinsam verlassen',
    'Saubere Kontaktdaten mit dokumentierter Einwilligung',
    'Nachvollziehbarkeit von der ersten Berührung bis zum Auftrag',
  ],
  faq: [
    {
      question: 'Welches Werkzeug für Marketing-Automatisierung ist das richtige?',
      answer:
        'Das richtet sich vor allem nach Ihrem CRM. Wer HubSpot nutzt, bleibt dort; für Salesforce- oder Dynamics-Umgebungen gibt es passende Lösungen. Bei kleinerem Budget reicht oft Brevo.',
    },
    {
      question: 'Ist Marketing-Automatisierung mit der DSGVO vereinbar?',
      answer:
        'Ja, wenn Einwilligungen sauber eingeholt und dokumentiert werden und Tracking erst nach Zustimmung beginnt. Genau diese Mechanismen bauen wir von Anfang an ein.',
    },
    {
      question: 'Wie lange dauert es bis zur ersten Kampagne?',
      answer:
        'Sind CRM und E-Mail-Werkzeug vorhanden, ist eine erste automatisierte Strecke meist nach vier bis sechs Wochen live. Die Inhalte sind dabei oft der aufwendigste Teil.',
    },
  ],
  cta: 'Zeigen Sie uns, wie ein Lead heute vom ersten Kontakt zum Vertrieb gelangt – wir skizzieren eine automatisierte Strecke dafür.',
  related: {
    services: ['customer-portals', 'business-intelligence', 'automation-solutions', 'e-commerce-solutions'],
    references: ['talentlake', 'product-communicator'],
    industries: ['e-commerce', 'kmu', 'recruiting'],
  },
} as const satisfies ServiceDetail;
