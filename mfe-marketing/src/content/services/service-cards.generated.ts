// Written by isarlicht-content from mfe-marketing/src/content/services/*.service.md (docs/decisions/054): edit the entries, not this file.
import { serviceNames } from '@isarlicht/contracts';
import type { ServiceSummary } from '../types';
import type { ServiceGroupId } from './service-groups';

/** The cards of each overview group, in the order of their entries' `order`. */
export const serviceCards = {
  anwendungen: [
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
  commerce: [
    {
      id: 'e-commerce-solutions',
      title: serviceNames['e-commerce-solutions'],
      teaser:
        'Wir entwickeln Onlineshops und Headless-Commerce-Lösungen, die mit Ihrem PIM, Ihrem ERP und Ihrem Zahlungsanbieter zusammenspielen. Für Händler und Hersteller, die im B2C- oder B2B-Geschäft mehr brauchen als ein Standard-Template.',
      metaDescription:
        'E-Commerce-Lösungen aus München: Headless Commerce, Shop-Anbindung an PIM und ERP sowie sichere Zahlungsabwicklung für B2C und B2B.',
    },
    {
      id: 'payment-processing',
      title: serviceNames['payment-processing'],
      teaser:
        'Wir binden Payment Service Provider wie Stripe, Adyen oder PayPal sicher in Ihre Plattform ein – inklusive Abonnements, Marktplatz-Auszahlungen und Rechnungskauf. Für Shops, SaaS-Anbieter und Marktplätze, die Zahlungen zuverlässig und PSD2-konform abwickeln müssen.',
      metaDescription:
        'Zahlungsabwicklung für Shops, SaaS und Marktplätze: Anbindung von Stripe, Adyen oder PayPal mit Abos, Auszahlungen und PSD2-konformem Ablauf.',
    },
    {
      id: 'seller-management',
      title: serviceNames['seller-management'],
      teaser:
        'Wir entwickeln Module, mit denen Marktplatzbetreiber ihre Händler registrieren, prüfen, abrechnen und steuern. Von der Aufnahme neuer Anbieter über Produktfreigaben bis zu Provisionen und Auszahlungen – für Plattformen, die viele Anbieter professionell verwalten müssen.',
      metaDescription:
        'Händlerverwaltung für Marktplätze: Registrierung, Prüfung, Produktfreigaben, Provisionen und Auszahlungen für Ihre Anbieter in einem System.',
    },
    {
      id: 'b2b-marketplaces',
      title: serviceNames['b2b-marketplaces'],
      teaser:
        'Wir entwickeln B2B-Marktplätze, auf denen Geschäftskunden bei vielen Anbietern bestellen – mit Kundenpreisen, Freigabeprozessen, Rechnungskauf und Händlerverwaltung. Für Großhändler, Hersteller und Branchenplattformen, die ein Sortiment oder eine ganze Branche digital bündeln.',
      metaDescription:
        'B2B-Marktplätze entwickeln: Mehranbieter-Plattformen mit Kundenpreisen, Freigabeprozessen, Rechnungskauf, Händlerverwaltung und ERP-Anbindung.',
    },
  ],
  daten: [
    {
      id: 'realtime-data-solutions',
      title: serviceNames['realtime-data-solutions'],
      teaser:
        'Wir verarbeiten Maschinen-, Fahrzeug- und Transaktionsdaten in dem Moment, in dem sie entstehen – mit Event-Streaming und dafür ausgelegten Datenbanken. Für Logistik, Produktion und Mobilität, wo Entscheidungen nicht bis zum nächsten Tagesbericht warten können.',
      metaDescription:
        'Echtzeit-Datenlösungen mit Event-Streaming: Maschinen-, Fahrzeug- und Transaktionsdaten sofort verarbeiten, auswerten und Alarme auslösen.',
    },
    {
      id: 'customizable-dashboards',
      title: serviceNames['customizable-dashboards'],
      teaser:
        'Wir entwickeln Dashboards, die Ihre Nutzer:innen selbst zusammenstellen: Kennzahlen auswählen, Filter speichern, Ansichten mit Kolleg:innen teilen. Für Unternehmen, deren Teams ganz unterschiedliche Fragen an dieselben Daten haben.',
      metaDescription:
        'Individuelle Dashboards, die Nutzer:innen selbst konfigurieren: Kennzahlen wählen, Filter speichern, Ansichten teilen – mit Live-Daten aus Ihren Systemen.',
    },
    {
      id: 'data-visualization',
      title: serviceNames['data-visualization'],
      teaser:
        'Wir machen komplexe Daten verständlich – mit Diagrammen, Karten und interaktiven Grafiken, die auch ohne Statistikkenntnisse lesbar sind. Für Fachbereiche, Geschäftsführung und Kund:innen, die aus Zahlen schnell Entscheidungen ableiten müssen.',
      metaDescription:
        'Datenvisualisierung für schnelle Entscheidungen: interaktive Diagramme, Karten und Grafiken – verständlich, barrierefrei und in Ihre Software eingebettet.',
    },
    {
      id: 'business-intelligence',
      title: serviceNames['business-intelligence'],
      teaser:
        'Wir schaffen die Grundlage für verlässliche Kennzahlen: ein Data Warehouse, einheitliche Definitionen und Berichte in Power BI, Metabase oder eigenen Oberflächen. Für Geschäftsführung und Fachbereiche, die auf Basis derselben Zahlen entscheiden wollen.',
      metaDescription:
        'Business Intelligence aus München: Data Warehouse, einheitliche Kennzahlen und Berichte in Power BI oder eigenen Dashboards – eine Zahlenbasis für alle.',
    },
    {
      id: 'etl-data-processing',
      title: serviceNames['etl-data-processing'],
      teaser:
        'Wir bauen Datenstrecken, die Daten aus ERP, CRM, Shops und Dateien extrahieren, bereinigen und in Ihr Data Warehouse laden. Für Unternehmen, deren Berichte heute auf manuell zusammenkopierten Tabellen beruhen.',
      metaDescription:
        'ETL und Datenverarbeitung: Daten aus ERP, CRM und Shop automatisch extrahieren, bereinigen und ins Data Warehouse laden – nachvollziehbar und überwacht.',
    },
    {
      id: 'process-monitoring',
      title: serviceNames['process-monitoring'],
      teaser:
        'Wir machen sichtbar, wie Ihre Prozesse tatsächlich laufen: Durchlaufzeiten, Engpässe und Fehler, live aus den beteiligten Systemen. Für Betriebs-, Logistik- und IT-Teams, die Probleme erkennen wollen, bevor Kund:innen sie bemerken.',
      metaDescription:
        'Prozessüberwachung in Echtzeit: Durchlaufzeiten, Engpässe und Fehler live aus Ihren Systemen sehen und automatisch benachrichtigt werden.',
    },
  ],
  integration: [
    {
      id: 'enterprise-integration-platform',
      title: serviceNames['enterprise-integration-platform'],
      teaser:
        'Wir verbinden ERP, CRM, Shop und Fachanwendungen über eine zentrale Integrationsplattform, statt immer neue Punkt-zu-Punkt-Schnittstellen zu bauen. Für Mittelständler und Konzerne, deren Daten heute in Silos liegen und per Excel-Export von System zu System wandern.',
      metaDescription:
        'Enterprise-Integrationsplattform: ERP, CRM, Shop und Fachsysteme zentral verbinden – mit überwachten Datenflüssen statt manueller Excel-Exporte.',
    },
    {
      id: 'api-management',
      title: serviceNames['api-management'],
      teaser:
        'Wir entwerfen, dokumentieren und betreiben APIs, über die Ihre Systeme, Partner und Apps sicher Daten austauschen – mit API-Gateway, Versionierung, Zugriffsschlüsseln und Monitoring. Für Unternehmen, die ihre Daten als Schnittstelle anbieten oder viele Systeme miteinander verbinden.',
      metaDescription:
        'API-Management: REST- und GraphQL-Schnittstellen entwerfen, dokumentieren und absichern – mit Gateway, Versionierung, OAuth 2.0 und Monitoring.',
    },
    {
      id: 'microservices-architecture',
      title: serviceNames['microservices-architecture'],
      teaser:
        'Wir zerlegen gewachsene Monolithen schrittweise in unabhängig auslieferbare Services oder planen neue Plattformen von Beginn an modular. Für Produkte, die schnell wachsen, von mehreren Teams entwickelt werden und deren Teile getrennt skalieren müssen.',
      metaDescription:
        'Microservices-Architektur: Monolithen schrittweise modernisieren, Services unabhängig ausliefern und skalieren – cloud-native auf Kubernetes.',
    },
  ],
  'ki-und-automatisierung': [
    {
      id: 'ai-development',
      title: serviceNames['ai-development'],
      teaser:
        'Wir entwickeln KI-Lösungen, die in Ihren Prozessen tatsächlich mitarbeiten: Sprachassistenten, die rund um die Uhr Anfragen beantworten, RAG-Systeme auf Ihren eigenen Dokumenten und KI-Agenten, die Routinearbeit übernehmen. Für Mittelständler und Konzerne, die KI produktiv einsetzen wollen, statt nur zu experimentieren.',
      metaDescription:
        'KI-Entwicklung aus München: Sprachassistenten rund um die Uhr, RAG auf Ihren eigenen Daten und KI-Agenten für Ihre Prozesse – datenschutzbewusst geplant.',
    },
    {
      id: 'no-code-development',
      title: serviceNames['no-code-development'],
      teaser:
        'Mit No-Code-Plattformen setzen wir interne Werkzeuge, Formulare und Automatisierungen in Tagen statt Monaten um. Für Fachabteilungen und Startups, die schnell Ergebnisse brauchen und ihre Lösungen später selbst pflegen möchten.',
      metaDescription:
        'No-Code-Entwicklung für Fachabteilungen und Startups: interne Werkzeuge, Portale und Automatisierungen in Tagen statt Monaten – selbst pflegbar.',
    },
    {
      id: 'low-code-automation',
      title: serviceNames['low-code-automation'],
      teaser:
        'Wir automatisieren Abläufe mit Low-Code-Plattformen und ergänzen eigenen Code genau dort, wo Standardbausteine nicht reichen. Für Unternehmen, die schneller vorankommen wollen als mit klassischer Entwicklung, ohne auf Integrationen und klare Zuständigkeiten zu verzichten.',
      metaDescription:
        'Low-Code-Automatisierung: schnelle Workflows auf bewährten Plattformen, ergänzt um eigenen Code, wo nötig – mit Integrationen und klaren Rechten.',
    },
    {
      id: 'automation-solutions',
      title: serviceNames['automation-solutions'],
      teaser:
        'Wir automatisieren wiederkehrende Aufgaben – von der Rechnungsprüfung über Datenübertragungen bis zur Angebotserstellung – mit Workflow-Engines, Integrationen und KI. Für Teams, die ihre Zeit lieber für Kund:innen und Fachfragen nutzen als für Abtippen und Kopieren.',
      metaDescription:
        'Automatisierungslösungen: Rechnungsprüfung, Datenübertragung und Angebotserstellung automatisch erledigen – mit Workflows, Integrationen und KI.',
    },
    {
      id: 'marketing-automation',
      title: serviceNames['marketing-automation'],
      teaser:
        'Wir verbinden CRM, Website und E-Mail-Werkzeuge zu automatisierten Kampagnen, die Interessenten zum richtigen Zeitpunkt mit den passenden Inhalten erreichen. Für Marketing- und Vertriebsteams im B2B, die mehr Abschlüsse ohne mehr Handarbeit erzielen wollen.',
      metaDescription:
        'Marketing-Automatisierung für B2B: CRM, Website und E-Mail verbinden, Leads bewerten und Kampagnen nur mit Einwilligung ausspielen.',
    },
    {
      id: 'document-management',
      title: serviceNames['document-management'],
      teaser:
        'Wir digitalisieren Ihre Dokumentenflüsse: Eingang, Klassifizierung per KI, Freigabe, Ablage und revisionssichere Archivierung. Für Unternehmen, die Verträge, Rechnungen und Nachweise nicht länger in Ordnern und E-Mail-Postfächern suchen wollen.',
      metaDescription:
        'Dokumentenmanagement mit KI: Eingänge automatisch klassifizieren, Freigaben steuern und Dokumente revisionssicher archivieren – mit ERP-Anbindung.',
    },
  ],
  portale: [
    {
      id: 'web-portals-dashboards',
      title: serviceNames['web-portals-dashboards'],
      teaser:
        'Wir bündeln Informationen aus verschiedenen Systemen in Webportalen und Dashboards, in denen jede Zielgruppe genau das sieht, was sie braucht. Für Unternehmen, die Kund:innen, Partner oder Führungskräfte über eine gemeinsame Oberfläche informieren wollen.',
      metaDescription:
        'Webportale und Dashboards, die Daten aus ERP, CRM und Fachsystemen bündeln – mit Rollenrechten, Self-Service und Kennzahlen auf einen Blick.',
    },
    {
      id: 'customer-partner-portals',
      title: serviceNames['customer-partner-portals'],
      teaser:
        'Ein Portal für Kund:innen und Partner: Bestellungen, Dokumente, Tickets und Ansprechpersonen an einem Ort, rund um die Uhr erreichbar. Für B2B-Unternehmen, die ihren Innendienst entlasten und die Zusammenarbeit digital abwickeln wollen.',
      metaDescription:
        'Kunden- und Partnerportale für B2B: Bestellungen, Dokumente und Tickets im Self-Service – angebunden an Ihr ERP und CRM, sicher per SSO.',
    },
    {
      id: 'customer-portals',
      title: serviceNames['customer-portals'],
      teaser:
        'Wir bauen Kundenportale, in denen Ihre Kund:innen Verträge, Rechnungen, Bestellungen und Serviceanfragen selbst verwalten. Für Versicherer, Energieversorger, Hersteller und Dienstleister, die ihren Kundenservice entlasten und besser erreichbar sein wollen.',
      metaDescription:
        'Kundenportale mit Self-Service: Verträge, Rechnungen und Serviceanfragen online verwalten – mit KI-Assistent, SSO und Anbindung an Ihr CRM.',
    },
    {
      id: 'partner-portals',
      title: serviceNames['partner-portals'],
      teaser:
        'Wir entwickeln Portale für Vertriebs-, Service- und Franchisepartner mit Preislisten, Schulungsunterlagen, Lead-Verteilung und Provisionsübersichten. Für Hersteller und Markenunternehmen, die ihr Partnernetz professionell steuern wollen.',
      metaDescription:
        'Partnerportale für Vertriebs-, Service- und Franchisepartner: Preislisten, Schulungen, Lead-Verteilung und Provisionen zentral und rollenbasiert.',
    },
    {
      id: 'supplier-portals',
      title: serviceNames['supplier-portals'],
      teaser:
        'Wir digitalisieren die Zusammenarbeit mit Ihren Lieferanten: Anfragen, Angebote, Auftragsbestätigungen, Lieferavis und Zertifikate laufen über ein Portal statt über E-Mail und Fax. Für Einkauf und Logistik in Industrie und Handel.',
      metaDescription:
        'Lieferantenportale für Einkauf und Logistik: Anfragen, Angebote, Lieferavis und Zertifikate digital abwickeln – direkt verbunden mit Ihrem ERP.',
    },
    {
      id: 'role-based-access-control',
      title: serviceNames['role-based-access-control'],
      teaser:
        'Wir konzipieren und implementieren Rechtekonzepte, die festlegen, wer welche Daten sehen und ändern darf – bis hinunter auf Mandant, Standort oder einzelnen Datensatz. Für Portale und Geschäftsanwendungen mit vielen Nutzergruppen und hohen Anforderungen an Datenschutz und Revision.',
      metaDescription:
        'Rollenbasierte Zugriffskontrolle (RBAC): Rechtekonzepte für Portale und Geschäftsanwendungen mit SSO, Mandantentrennung und lückenlosem Protokoll.',
    },
  ],
  'strategie-und-produkt': [
    {
      id: 'strategy',
      title: serviceNames.strategy,
      teaser:
        'Wir klären mit Ihnen, welche digitalen Vorhaben sich lohnen, und übersetzen sie in eine Roadmap mit klaren Prioritäten. Im dreitägigen Product-Vision-Bootcamp erarbeiten wir Persona, User Journey und erste Entwürfe im Design Studio – ein Format, mit dem wir bereits mehr als 20 Unternehmen begleitet haben.',
      metaDescription:
        'Digitalstrategie mit Substanz: dreitägiges Product-Vision-Bootcamp mit Persona, Journey und Design Studio – erprobt mit über 20 Unternehmen.',
    },
    {
      id: 'workflow-finder',
      title: serviceNames['workflow-finder'],
      teaser:
        'Der Workflow-Finder ist unser kompaktes Analyseformat: Wir nehmen Ihre Abläufe auf und zeigen, welche sich mit Automatisierung, No-Code oder KI am stärksten entlasten lassen. Sie erhalten eine priorisierte Liste mit Aufwand und Nutzen je Workflow.',
      metaDescription:
        'Workflow-Finder: Wir analysieren Ihre Abläufe und zeigen, wo Automatisierung, No-Code oder KI am meisten bringt – mit priorisierter Umsetzungsliste.',
    },
    {
      id: 'product-management',
      title: serviceNames['product-management'],
      teaser:
        'Wir stellen Ihnen erfahrene Product Owner zur Seite oder übernehmen das Produktmanagement für Ihr digitales Produkt auf Zeit. Von Product Discovery über Backlog und Roadmap bis zu Kennzahlen – für Unternehmen, die ein Produkt aufbauen, aber intern noch keine Produktrolle besetzt haben.',
      metaDescription:
        'Produktmanagement auf Zeit: erfahrene Product Owner für Discovery, Backlog und Roadmap Ihres digitalen Produkts – bis Ihr eigenes Team steht.',
    },
    {
      id: 'mvp-development',
      title: serviceNames['mvp-development'],
      teaser:
        'In der Regel in acht Wochen von der Idee zum lauffähigen Minimum Viable Product, das echte Nutzer:innen testen können. Für Startups, die Investor:innen überzeugen wollen, und für Unternehmen, die ein neues Geschäftsmodell prüfen, bevor sie groß investieren.',
      metaDescription:
        'MVP-Entwicklung in meist acht Wochen: Wir bringen Ihre Produktidee als testbares Minimum Viable Product zu echten Nutzer:innen – für Startups und Mittelstand.',
    },
    {
      id: 'process-optimization',
      title: serviceNames['process-optimization'],
      teaser:
        'Wir analysieren Ihre Abläufe gemeinsam mit den Menschen, die sie täglich ausführen, und beseitigen Medienbrüche, Wartezeiten und doppelte Eingaben. Das Ergebnis ist ein Zielprozess, den wir anschließend digital umsetzen – kein Foliensatz für die Schublade.',
      metaDescription:
        'Prozessoptimierung mit Umsetzung: Wir beseitigen Medienbrüche, Wartezeiten und doppelte Eingaben und setzen den Zielprozess direkt digital um.',
    },
    {
      id: 'efficiency-optimization',
      title: serviceNames['efficiency-optimization'],
      teaser:
        'Wir finden heraus, wo in Ihren digitalen Systemen Zeit und Geld verloren gehen – langsame Anwendungen, teure Cloud-Ressourcen, manuelle Zwischenschritte – und beheben es gezielt. Für Unternehmen, die aus bestehender Software mehr herausholen wollen, bevor sie neu investieren.',
      metaDescription:
        'Effizienzsteigerung für bestehende Software: langsame Anwendungen, hohe Cloud-Kosten und manuelle Zwischenschritte aufspüren und gezielt beheben.',
    },
  ],
} as const satisfies Record<ServiceGroupId, readonly ServiceSummary[]>;
