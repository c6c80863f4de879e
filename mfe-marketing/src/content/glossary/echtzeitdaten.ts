import type { GlossaryTerm } from '../types';

export const echtzeitdaten = {
  id: 'echtzeitdaten',
  term: 'Echtzeitdaten (Streaming)',
  definition:
    'Bei Echtzeitdaten werden Ereignisse wie Sensorwerte, Fahrzeugpositionen oder Bestellungen verarbeitet, sobald sie entstehen, statt einmal pro Nacht gesammelt. Technisch geschieht das über Event-Streaming-Plattformen wie Apache Kafka. So lassen sich Alarme, Live-Dashboards und automatische Reaktionen innerhalb von Sekunden umsetzen.',
  metaDescription:
    'Echtzeitdaten und Streaming erklärt: Sensorwerte, Positionen und Bestellungen verarbeiten, sobald sie entstehen – etwa mit Apache Kafka.',
  serviceIds: ['realtime-data-solutions', 'process-monitoring', 'inventory-management', 'customizable-dashboards'],
} as const satisfies GlossaryTerm;
