import type { GlossaryArticle } from '../types';

export const dataWarehouse = {
  practice:
    'Für einen Nutzfahrzeughersteller lagen Telematik- und Werkstattdaten in getrennten Systemen und wurden erst ausgewertet, wenn ein Lkw schon in der Werkstatt stand. Wir haben eine Datenplattform aufgebaut, die Messwerte von über 20.000 Fahrzeugen bereinigt, historisiert in TimescaleDB speichert und mit den Werkstattdaten verbindet. Auf diesem Bestand trainieren wir die Vorhersagemodelle für Verschleißteile – eine Aufgabe, für die viele Unternehmen ein klassisches Data Warehouse aufbauen.',
  references: ['fahrzeugdatenplattform'],
  relevance:
    'Ein Data Warehouse lohnt sich, sobald Auswertungen Daten aus mehreren Systemen brauchen und jede Abteilung dafür eigene Exporte in Tabellen zusammenführt. Wichtiger als das Produkt – ob Snowflake, BigQuery oder PostgreSQL – sind verbindliche Definitionen: Was ist ein aktiver Kunde, was zählt als Umsatz? Planen Sie außerdem, wer die Ladeprozesse betreut, wenn sich ein Quellsystem ändert.',
} as const satisfies GlossaryArticle;
