import { serviceNames } from '@isarlicht/contracts';
import type { ServiceGroup } from '../types';

export const aiAutomationGroup = {
  id: 'ki-und-automatisierung',
  title: 'KI und Automatisierung',
  intro:
    'Sprachmodelle, Workflows und Plattformen, die wiederkehrende Arbeit übernehmen – mit klaren Grenzen und nachvollziehbaren Ergebnissen.',
  services: [
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
} as const satisfies ServiceGroup;
