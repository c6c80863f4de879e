import type { ServiceDetail } from '../../types';

export const customizableDashboards = {
  intro: [
    'Ein Dashboard für alle passt in der Regel niemandem richtig. Die Vertriebsleitung will den Auftragseingang nach Regionen, der Teamleiter im Kundenservice die offenen Tickets seiner Gruppe, die Controllerin Abweichungen vom Budget. Statt für jede dieser Fragen einen eigenen Bericht zu bauen, entwickeln wir Dashboards, die Nutzer:innen selbst zusammenstellen: Kennzahlen aus einem freigegebenen Katalog wählen, Diagrammtypen festlegen, Filter speichern und Ansichten mit Kolleg:innen teilen.',
    'Die Kunst liegt darin, Freiheit zu geben, ohne Beliebigkeit zu erzeugen. Deshalb definieren wir Kennzahlen zentral mit eindeutiger Berechnung, sodass „Umsatz“ in jedem Dashboard dasselbe bedeutet, und steuern über Rechte, wer welche Daten sehen darf. Die Dashboards lassen sich in Ihre bestehenden Anwendungen oder Portale einbetten, funktionieren auf großen Bildschirmen ebenso wie auf dem Tablet und aktualisieren sich, sobald neue Daten eintreffen.',
  ],
  audience:
    'Unternehmen und Softwareanbieter, deren Nutzer:innen sehr unterschiedliche Fragen an dieselben Daten haben – intern für Fachbereiche und Management oder als Funktion im eigenen SaaS-Produkt für Ihre Kund:innen.',
  problems: [
    'Die BI-Abteilung bekommt jede Woche neue Wünsche nach leicht abgewandelten Berichten.',
    'Kund:innen Ihres Softwareprodukts fordern eigene Auswertungen, die Sie nicht anbieten.',
    'Zwei Abteilungen präsentieren unterschiedliche Zahlen für dieselbe Kennzahl.',
    'Bestehende Dashboards sind überladen, weil jeder Wunsch hinzugefügt wurde.',
  ],
  steps: [
    {
      title: 'Fragen sammeln',
      text: 'Wir erfassen mit Vertreter:innen aller Nutzergruppen, welche Fragen sie regelmäßig an die Daten stellen.',
    },
    {
      title: 'Kennzahlenkatalog',
      text: 'Wir definieren Kennzahlen mit Berechnung, Datenquelle und verantwortlicher Person und bilden sie in einer semantischen Schicht ab.',
    },
    {
      title: 'Baukasten entwickeln',
      text: 'Wir bauen Widgets, Filter, Layouts und Freigabefunktionen, mit denen Nutzer:innen eigene Ansichten erstellen.',
    },
    {
      title: 'Vorlagen und Einführung',
      text: 'Fertige Vorlagen für typische Rollen erleichtern den Einstieg, und Nutzungsdaten zeigen, welche Ansichten tatsächlich gebraucht werden.',
    },
  ],
  technologies: ['React', 'TypeScript', 'Apache ECharts', 'Cube', 'dbt', 'PostgreSQL', 'ClickHouse', 'WebSockets'],
  outcomes: [
    'Dashboards, die sich alle Nutzer:innen selbst zusammenstellt',
    'Ein zentraler Kennzahlenkatalog mit einheitlichen Definitionen',
    'Rechte, die steuern, wer welche Daten sieht',
    'Eine Entlastung der BI-Abteilung von Routineanfragen',
  ],
  faq: [
    {
      question: 'Warum nicht einfach Power BI oder Tableau?',
      answer:
        'Für interne Auswertungen sind diese Werkzeuge oft die richtige Wahl. Eigene Dashboards lohnen sich, wenn sie in Ihre Anwendung eingebettet werden, Ihre Kund:innen sie nutzen sollen oder Lizenzkosten pro Person zu hoch würden.',
    },
    {
      question: 'Können Nutzer:innen dabei etwas kaputt machen?',
      answer:
        'Nein. Sie stellen Ansichten aus freigegebenen Bausteinen zusammen, die Berechnung der Kennzahlen liegt zentral. Persönliche Ansichten beeinflussen die der anderen nicht.',
    },
    {
      question: 'Wie aktuell sind die Daten?',
      answer:
        'Das legen wir je Kennzahl fest: von stündlich aktualisierten Werten bis zu Live-Daten per WebSocket, wenn Ereignisse in Echtzeit verarbeitet werden.',
    },
  ],
  cta: 'Bringen Sie zwei Berichte mit, die ähnlich, aber nicht gleich sind – wir zeigen, wie ein konfigurierbares Dashboard beide ersetzt.',
  related: {
    services: ['data-visualization', 'business-intelligence', 'web-portals-dashboards', 'realtime-data-solutions'],
    references: ['ausbildungs-matching-plattform', 'garantiemax'],
    industries: ['logistics', 'startups', 'insurance'],
  },
} as const satisfies ServiceDetail;
