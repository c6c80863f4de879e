import { industryNames } from '@isarlicht/contracts';
import type { Industry } from '../types';

export const eCommerce = {
  id: 'e-commerce',
  title: industryNames['e-commerce'],
  shortTitle: 'E-Commerce',
  softwareFor: 'für den Onlinehandel',
  seoTitle: 'Software für E-Commerce-Unternehmen | Isarlicht Digital',
  description:
    'Buchungsstrecken, B2B-Bestellplattformen und Ticketshops, die konvertieren – mit Anbindung an ERP, Warenwirtschaft und Zahlungsanbieter.',
  featured: true,
  color: '#9B4F7A',
  icon: [
    { shape: 'path', d: 'M2 3h3l2.5 12h11.5L22 7H6' },
    { shape: 'circle', cx: 9, cy: 19.5, r: 1.5 },
    { shape: 'circle', cx: 18, cy: 19.5, r: 1.5 },
  ],
  keywords: 'Direktbuchung, Buchungsstrecke, Online-Vorverkauf, B2B-Bestellplattform, Zahlungsanbieter, ERP-Anbindung',
  services: ['e-commerce-solutions', 'payment-processing', 'responsive-app-design', 'enterprise-integration-platform', 'ai-development'],
  references: ['hotel-buchungsplattform', 'ticket-buchungsplattform', 'baustoffe-plattform'],
  challenges: [
    'Hohe Provisionen an Marktplätze und Buchungsportale schmälern die Marge',
    'Abbrüche in der Bestell- oder Buchungsstrecke, besonders auf dem Smartphone',
    'Preise, Bestände und Verfügbarkeiten müssen in Echtzeit aus Bestandssystemen kommen',
    'B2B-Kunden erwarten individuelle Konditionen, Freigaben und digitale Belege',
  ],
  solutions: [
    'Eigene Buchungs- und Bestellplattformen für mehr Direktumsatz',
    'Mobil optimierte Checkout-Strecken, getestet mit echten Kund:innen',
    'Echtzeit-Integration von ERP, Property-Management-System, Warenwirtschaft und Zahlungsanbietern',
    'B2B-Portale mit kundenindividuellen Preisen, Lieferfenstern und Belegen',
  ],
  metaDescription:
    'Hotelgruppe: Direktbuchungen binnen eines Jahres von 33 % auf 58 %. Baustoffhändler: über 40 % der Bestellungen online. Plattformen mit ERP-Anbindung.',
  longDescription: [
    'Im Onlinehandel entscheidet die Strecke zwischen erstem Klick und abgeschlossener Bestellung über den Erfolg. Standard-Shopsysteme stoßen an Grenzen, sobald Buchungslogik, individuelle B2B-Konditionen oder komplexe Bestandssysteme ins Spiel kommen.',
    'Wir entwickeln E-Commerce-Lösungen für genau diese Fälle:',
    {
      list: [
        [{ strong: 'Direktbuchungsplattformen' }, ' für Hotels, Freizeit- und Kultureinrichtungen'],
        [{ strong: 'B2B-Bestellplattformen' }, ' mit kundenindividuellen Preisen und Lieferfenstern'],
        [{ strong: 'Ticketshops' }, ' mit Saalplan, Abonnements und Einlasskontrolle'],
        [{ strong: 'Integrationen' }, ' zu ERP, Property-Management-Systemen und Zahlungsanbietern wie Stripe'],
      ],
    },
    'Für die Gipfelruh Hotelgruppe haben wir eine Buchungsstrecke gebaut, mit der der Anteil der Direktbuchungen innerhalb eines Jahres von 33 % auf 58 % gestiegen ist. Ein Baustoffhändler wickelt nach einem Jahr über 40 % seiner Bestellungen über unsere B2B-Plattform ab. Wir testen jede Strecke mit echten Kund:innen, messen Abbrüche und optimieren in kurzen Zyklen weiter. Preise, Bestände und Verfügbarkeiten kommen in Echtzeit aus Ihren Bestandssystemen, damit online nichts verkauft wird, was nicht lieferbar oder buchbar ist. Wo es sinnvoll ist, unterstützt KI bei Produkttexten, Suche und Empfehlungen.',
  ],
  testimonials: [
    {
      quote: 'Seit dem Relaunch unserer Buchungsstrecke sehen wir 35 % mehr Conversion.',
      author: 'Theresa Hallinger, Leiterin Revenue Management',
      company: 'Gipfelruh Hotels',
    },
  ],
} as const satisfies Industry;
