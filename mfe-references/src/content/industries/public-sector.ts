import { industryNames } from '@isarlicht/contracts';
import type { Industry } from '../types';

export const publicSector = {
  id: 'public-sector',
  title: industryNames['public-sector'],
  shortTitle: 'Öffentlicher Sektor',
  softwareFor: 'für den öffentlichen Sektor',
  seoTitle: 'Software für die öffentliche Verwaltung | Isarlicht Digital',
  description:
    'Service- und Buchungsportale, Fachanwendungen und Auswertungen für Kommunen, Zweckverbände und öffentliche Einrichtungen – barrierefrei und in Deutschland betrieben.',
  featured: false,
  color: '#3E5C76',
  icon: [
    { shape: 'path', d: 'M12 3 3 8h18z' },
    { shape: 'path', d: 'M5 11v7M9.5 11v7M14.5 11v7M19 11v7' },
    { shape: 'path', d: 'M3 21h18' },
  ],
  keywords: 'BITV 2.0, Bürgerportal, Online-Vorverkauf, Fachverfahren, Berufsorientierung, Betrieb in Deutschland',
  services: [
    'web-portals-dashboards',
    'e-commerce-solutions',
    'internal-business-applications',
    'enterprise-integration-platform',
    'business-intelligence',
  ],
  references: ['ticket-buchungsplattform', 'ausbildungs-matching-plattform'],
  challenges: [
    'Barrierefreiheit nach BITV 2.0 ist Pflicht, nicht Kür',
    'Vergabeverfahren verlangen klar beschriebene Leistungen und nachvollziehbare Kosten',
    'Gewachsene Fachverfahren und Insellösungen erschweren durchgängige digitale Prozesse',
    'Hohe Anforderungen an Datenschutz, IT-Sicherheit und Betrieb in Deutschland',
  ],
  solutions: [
    'Barrierefreie Anwendungen, geprüft nach BITV 2.0 und WCAG 2.1 AA',
    'Transparente Angebote mit klaren Meilensteinen, passend für Vergabeverfahren',
    'Schnittstellen zu bestehenden Fachverfahren statt weiterer Insellösungen',
    'Betrieb in deutschen Rechenzentren mit dokumentiertem Datenschutz- und Sicherheitskonzept',
  ],
  metaDescription:
    'Barrierefrei nach BITV 2.0, betrieben in deutschen Rechenzentren: Portale, Ticketplattformen und Fachanwendungen für Kommunen und Zweckverbände.',
  longDescription: [
    'Kommunen, Zweckverbände und öffentliche Einrichtungen sollen ihre Leistungen digital anbieten – mit knappen Personalressourcen, gewachsenen Fachverfahren und strengen Vorgaben zu Barrierefreiheit, Datenschutz und Vergabe. Wir entwickeln Software, die diese Rahmenbedingungen von Anfang an mitdenkt:',
    {
      list: [
        [{ strong: 'Bürger- und Serviceportale' }, ' für Anträge, Termine und Buchungen'],
        [{ strong: 'Buchungs- und Ticketplattformen' }, ' für Kultur-, Sport- und Freizeiteinrichtungen'],
        [{ strong: 'Fachanwendungen' }, ' für interne Abläufe, angebunden an vorhandene Verfahren'],
        [{ strong: 'Auswertungen und Dashboards' }, ' für Planung und Steuerung'],
      ],
    },
    'Für die Kulturbühnen Oberland haben wir einen gemeinsamen Online-Vorverkauf für sieben kommunale Bühnen umgesetzt, barrierefrei nach BITV 2.0. Mit Startklar unterstützen drei Landkreise die Berufsorientierung junger Menschen und sehen in einem Dashboard, in welchen Berufen Nachwuchs fehlt. Wir arbeiten mit klaren Meilensteinen, dokumentieren sauber und betreiben Anwendungen in deutschen Rechenzentren. Vorhandene Fachverfahren und Bezahldienste binden wir über Schnittstellen an, damit Mitarbeitende nicht zwischen mehreren Systemen wechseln müssen und Daten nur einmal erfasst werden.',
  ],
  testimonials: [
    {
      quote:
        'Der Online-Vorverkauf funktioniert für alle sieben Häuser – und zum ersten Mal auch für Menschen, die mit Screenreader buchen.',
      author: 'Geschäftsleitung',
      company: 'Zweckverband Kulturbühnen Oberland',
    },
  ],
} as const satisfies Industry;
