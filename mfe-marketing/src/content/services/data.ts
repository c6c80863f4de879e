import { serviceNames } from '@isarlicht/contracts';
import type { ServiceGroup } from '../types';

export const dataGroup = {
  id: 'daten',
  title: 'Daten und Analyse',
  intro: 'Vom Datenstrom bis zum Bericht: Daten zusammenführen, prüfen und so zeigen, dass daraus Entscheidungen werden.',
  services: [
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
} as const satisfies ServiceGroup;
