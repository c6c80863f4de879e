import type { ServiceDetail } from '../../types';

export const dataVisualization = {
  intro: [
    'Eine gute Visualisierung beantwortet eine Frage schneller als jede Tabelle – eine schlechte führt in die Irre. Die Wahl des passenden Diagramms, eine ehrliche Achse, sinnvolle Farben und eine klare Beschriftung entscheiden darüber, ob Menschen aus Daten die richtigen Schlüsse ziehen. Wir gestalten und entwickeln Visualisierungen für Fachanwendungen, Kundenportale, Berichte und öffentliche Websites, die auch ohne Statistikkenntnisse verständlich sind.',
    'Das reicht vom interaktiven Diagramm, in das Nutzer:innen hineinzoomen und filtern, über Karten mit Standorten, Routen oder regionalen Kennzahlen bis zu individuellen Grafiken, etwa einem Ablaufdiagramm für den Status eines Auftrags. Barrierefreiheit nehmen wir ernst: Farbpaletten, die auch bei Farbsehschwäche funktionieren, Textalternativen und Datentabellen für Screenreader sowie Bedienbarkeit per Tastatur. Technisch arbeiten wir mit D3.js, Apache ECharts oder MapLibre und achten auf flüssige Darstellung auch bei großen Datenmengen.',
  ],
  audience:
    'Fachbereiche, Geschäftsführungen, Produktteams und öffentliche Einrichtungen, die komplexe Daten für Mitarbeitende, Kund:innen oder die Öffentlichkeit verständlich aufbereiten wollen.',
  problems: [
    'Berichte bestehen aus langen Tabellen, in denen die eigentliche Aussage untergeht.',
    'Diagramme in der eigenen Software wirken veraltet und reagieren träge.',
    'Standortbezogene Daten erscheinen in Listen, obwohl eine Karte viel mehr erklären würde.',
    'Visualisierungen sind für Menschen mit Sehbeeinträchtigung nicht nutzbar.',
  ],
  steps: [
    {
      title: 'Aussage klären',
      text: 'Wir klären, welche Frage eine Visualisierung beantworten soll, wer sie liest und welche Entscheidung daraus folgt.',
    },
    {
      title: 'Skizzieren und testen',
      text: 'Wir entwerfen mehrere Varianten mit echten Daten und prüfen mit Nutzer:innen, welche am schnellsten verstanden wird.',
    },
    {
      title: 'Umsetzen',
      text: 'Wir entwickeln die Visualisierungen als wiederverwendbare Komponenten, die auch bei zehntausenden Datenpunkten flüssig bleiben.',
    },
    {
      title: 'Zugänglich machen',
      text: 'Textalternativen, Tabellenansichten, kontrastreiche Farben und Tastaturbedienung machen die Grafiken für alle nutzbar.',
    },
  ],
  technologies: ['D3.js', 'Apache ECharts', 'MapLibre GL', 'Observable Plot', 'React', 'TypeScript', 'SVG', 'WebGL'],
  outcomes: [
    'Visualisierungen, die eine klare Frage auf einen Blick beantworten',
    'Interaktive Diagramme und Karten, eingebettet in Ihre Software',
    'Eine Komponentenbibliothek für einheitliche Grafiken',
    'Barrierefreie Darstellung mit Textalternativen und Datentabellen',
  ],
  faq: [
    {
      question: 'Welches Diagramm ist das richtige?',
      answer:
        'Das hängt von der Frage ab: Entwicklungen über die Zeit zeigen Liniendiagramme, Vergleiche zwischen Kategorien Balken, Anteile am Ganzen nur selten ein Kreisdiagramm. Wir begründen jede Wahl.',
    },
    {
      question: 'Verbessern Sie auch unsere bestehenden Berichte?',
      answer:
        'Ja. Oft genügen wenige Änderungen – eine andere Diagrammart, eine bessere Sortierung, weniger Farben –, damit Berichte deutlich verständlicher werden.',
    },
    {
      question: 'Wie gehen Sie mit sehr großen Datenmengen um?',
      answer:
        'Wir aggregieren auf dem Server, laden Details bei Bedarf nach und nutzen für sehr viele Datenpunkte WebGL statt SVG, damit die Darstellung flüssig bleibt.',
    },
  ],
  cta: 'Bringen Sie einen Bericht mit, den niemand gern liest – wir zeigen, wie eine Visualisierung seine Kernaussage sichtbar macht.',
  related: {
    services: ['customizable-dashboards', 'business-intelligence', 'responsive-app-design', 'realtime-data-solutions'],
    references: ['ausbildungs-matching-plattform', 'ticket-buchungsplattform'],
    industries: ['public-sector', 'logistics', 'healthcare'],
  },
} as const satisfies ServiceDetail;
