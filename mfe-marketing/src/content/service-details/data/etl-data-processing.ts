import type { ServiceDetail } from '../../types';

export const etlDataProcessing = {
  intro: [
    'Hinter jedem verlässlichen Bericht, jeder KI-Anwendung und jeder Integration steht eine unscheinbare, aber entscheidende Aufgabe: Daten müssen aus ihren Quellen gelesen, bereinigt, vereinheitlicht und an ihr Ziel gebracht werden. Datumsformate unterscheiden sich, Kundennummern sind doppelt vergeben, Pflichtfelder fehlen, und ein Quellsystem ändert ohne Vorwarnung seine Struktur. Wir bauen Datenstrecken, die mit diesen Realitäten umgehen können.',
    'Unsere ETL- und ELT-Pipelines sind Code: versioniert, getestet und automatisch ausgerollt. Jede Strecke prüft die Qualität ihrer Daten, meldet Auffälligkeiten und protokolliert, welche Daten wann woher kamen. Wir laden vollständig oder inkrementell, zeitgesteuert oder ereignisgesteuert, aus Datenbanken, APIs, Dateien auf SFTP-Servern oder Excel-Tabellen. Ziel ist ein Data Warehouse, ein Data Lake oder ein anderes System, das die Daten weiterverarbeitet.',
  ],
  audience:
    'Unternehmen, deren Berichte, Analysen oder Integrationen heute auf manuell exportierten Tabellen, fehleranfälligen Skripten oder nächtlichen Jobs beruhen, deren Ergebnis niemand prüft.',
  problems: [
    'Eine Mitarbeiterin exportiert jeden Montag Daten aus drei Systemen und kopiert sie zusammen.',
    'Ein nächtliches Skript bricht gelegentlich ab, und der Fehler fällt erst Tage später auf.',
    'Kundendaten aus CRM und ERP passen nicht zusammen, weil Schlüssel und Schreibweisen abweichen.',
    'Niemand kann nachvollziehen, woher eine Zahl im Bericht stammt.',
  ],
  steps: [
    {
      title: 'Quellen und Ziele',
      text: 'Wir erfassen alle Datenquellen mit Format, Umfang, Änderungsrate und Qualität und klären, wofür die Daten gebraucht werden.',
    },
    {
      title: 'Pipelines entwickeln',
      text: 'Extraktion, Transformation und Laden entstehen als versionierter Code mit automatisierten Tests.',
    },
    {
      title: 'Qualität sichern',
      text: 'Prüfregeln für Vollständigkeit, Eindeutigkeit und Plausibilität laufen bei jedem Durchgang und halten fehlerhafte Daten auf.',
    },
    {
      title: 'Orchestrieren und überwachen',
      text: 'Ein Orchestrierungswerkzeug steuert Abhängigkeiten und Zeitpläne, und Alarme melden Fehler sofort.',
    },
  ],
  technologies: ['Python', 'dbt', 'Apache Airflow', 'Dagster', 'Airbyte', 'Great Expectations', 'PostgreSQL', 'Apache Parquet'],
  outcomes: [
    'Automatisierte Datenstrecken statt manueller Exporte',
    'Geprüfte Datenqualität bei jedem Lauf',
    'Nachvollziehbare Herkunft jeder Zahl',
    'Sofortige Benachrichtigung, wenn eine Strecke scheitert',
  ],
  faq: [
    {
      question: 'Was ist der Unterschied zwischen ETL und ELT?',
      answer:
        'Bei ETL werden Daten vor dem Laden transformiert, bei ELT erst im Zielsystem. Moderne Data Warehouses sind leistungsfähig genug für ELT, was die Pipelines vereinfacht. Wir wählen je nach Ziel und Datenmenge.',
    },
    {
      question: 'Lesen Sie auch Daten aus Altsystemen ohne Schnittstelle?',
      answer:
        'Meist ja – über direkten Datenbankzugriff, regelmäßige Dateiexporte oder notfalls über Berichte des Systems. Wir wählen den stabilsten verfügbaren Weg.',
    },
    {
      question: 'Wie gehen Sie mit personenbezogenen Daten um?',
      answer:
        'Wir laden nur, was für den Zweck nötig ist, pseudonymisieren, wo möglich, regeln den Zugriff über Rollen und setzen Löschfristen auch im Data Warehouse um.',
    },
  ],
  cta: 'Erzählen Sie uns, welche Daten heute von Hand zusammengetragen werden – wir zeigen, wie eine automatisierte Strecke dafür aussieht.',
  related: {
    services: ['business-intelligence', 'enterprise-integration-platform', 'data-visualization', 'realtime-data-solutions'],
    references: ['fahrzeugdatenplattform', 'talentlake'],
    industries: ['kmu', 'logistics', 'insurance'],
  },
} as const satisfies ServiceDetail;
