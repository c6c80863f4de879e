import { serviceNames } from '@isarlicht/contracts';
import type { ServiceGroup } from '../types';

export const applicationsGroup = {
  id: 'anwendungen',
  title: 'Anwendungen und Oberflächen',
  intro: 'Individuelle Software für Kund:innen und Mitarbeitende – schnell, barrierefrei und auf jedem Gerät bedienbar.',
  services: [
    {
      id: 'web-applications',
      title: serviceNames['web-applications'],
      teaser:
        'Wir bauen Webanwendungen, die schnell laden, auf jedem Gerät funktionieren und mit Ihren bestehenden Systemen zusammenspielen – von der Single Page Application bis zur Progressive Web App. Für Unternehmen, die Abläufe, Kundenservice oder ein neues Produkt ins Web bringen.',
      metaDescription:
        'Individuelle Webanwendungen aus München: schnell, barrierefrei und sauber an ERP, CRM und APIs angebunden – von der Konzeption bis zum Betrieb.',
    },
    {
      id: 'internal-business-applications',
      title: serviceNames['internal-business-applications'],
      teaser:
        'Wir ersetzen gewachsene Excel-Listen und Insellösungen durch Geschäftsanwendungen, die genau zu Ihren Abläufen passen. Für Teams in Vertrieb, Einkauf, Service oder Verwaltung, die mit Standardsoftware an Grenzen stoßen.',
      metaDescription:
        'Interne Geschäftsanwendungen nach Maß: Wir ersetzen Excel-Listen und Insellösungen durch Software, die zu Ihren Abläufen und Rollen passt.',
    },
    {
      id: 'responsive-app-design',
      title: serviceNames['responsive-app-design'],
      teaser:
        'Wir gestalten Oberflächen, die auf Smartphone, Tablet und großem Monitor gleich gut funktionieren und die Anforderungen an Barrierefreiheit erfüllen. Für Unternehmen, deren Nutzer:innen unterwegs, in der Werkhalle und am Schreibtisch arbeiten.',
      metaDescription:
        'Responsives App-Design aus München: Oberflächen für Smartphone, Tablet und Desktop – barrierefrei nach WCAG und auf einem eigenen Design System.',
    },
    {
      id: 'collaboration-tools',
      title: serviceNames['collaboration-tools'],
      teaser:
        'Wir entwickeln und integrieren Werkzeuge für die Zusammenarbeit – gemeinsame Arbeitsbereiche, Aufgaben, Freigaben und Wissensdatenbanken, angebunden an Microsoft 365 oder Google Workspace. Für verteilte Teams und Projekte mit externen Partnern.',
      metaDescription:
        'Kollaborationswerkzeuge für verteilte Teams: Arbeitsbereiche, Aufgaben, Freigaben und Wissensdatenbanken, integriert in Microsoft 365 oder Google Workspace.',
    },
    {
      id: 'resource-planning',
      title: serviceNames['resource-planning'],
      teaser:
        'Wir entwickeln Planungswerkzeuge für Personal, Maschinen, Fahrzeuge und Räume, die Verfügbarkeiten, Qualifikationen und Aufträge zusammenbringen. Für Dienstleister, Produktionsbetriebe und Handwerk, die heute noch mit Whiteboard und Tabellen planen.',
      metaDescription:
        'Ressourcenplanung nach Maß: Personal, Maschinen, Fahrzeuge und Räume digital planen – mit Verfügbarkeiten, Qualifikationen und ERP-Anbindung.',
    },
    {
      id: 'inventory-management',
      title: serviceNames['inventory-management'],
      teaser:
        'Wir entwickeln Lösungen für Lager- und Bestandsführung, die Bestände über Lager, Filialen und Onlineshop hinweg in Echtzeit abgleichen. Für Händler, Hersteller und Großhändler, die Fehlbestände und teure Überbestände vermeiden wollen.',
      metaDescription:
        'Bestandsmanagement-Software: Lager, Filialen und Onlineshop in Echtzeit abgleichen, Nachbestellungen automatisieren und Fehlbestände vermeiden.',
    },
  ],
} as const satisfies ServiceGroup;
