import type { ServiceId } from '@isarlicht/shared';
import type { ServiceDetail } from '../types';

/** The page text of the services in `services/data.ts`, by id: only service pages load it. */
export const dataDetails = {
  'realtime-data-solutions': {
    intro: [
      'Manche Informationen verlieren ihren Wert innerhalb von Minuten: ein Kühlcontainer, dessen Temperatur steigt, eine Maschine, die ungewöhnlich vibriert, ein Lkw im Stau, während der Kunde auf die Lieferung wartet, eine Zahlung, die verdächtig aussieht. Wer solche Daten erst im nächtlichen Batchlauf verarbeitet, kann nur noch nachträglich reagieren. Echtzeit-Datenlösungen verarbeiten Ereignisse, sobald sie entstehen, und lösen sofort die passende Reaktion aus.',
      'Technisch setzen wir auf Event-Streaming mit Apache Kafka oder vergleichbaren verwalteten Diensten, auf Stream-Verarbeitung für Berechnungen über Zeitfenster und auf Zeitreihendatenbanken wie TimescaleDB für den schnellen Zugriff auf Messwerte. Sensoren und Fahrzeuge liefern ihre Daten häufig über MQTT, Geschäftsereignisse kommen aus ERP, Shop oder Zahlungssystem. Aus den Datenströmen entstehen Live-Dashboards, Alarme und automatische Aktionen – bis hin zu Vorhersagen, wann eine Wartung fällig wird.',
    ],
    audience:
      'Logistik, Produktion, Mobilität, Energie und Handel – überall dort, wo laufend Maschinen-, Fahrzeug-, Sensor- oder Transaktionsdaten entstehen und Entscheidungen nicht bis zum nächsten Tagesbericht warten können.',
    problems: [
      'Störungen fallen erst auf, wenn sich Kund:innen beschweren.',
      'Sensordaten werden gesammelt, aber niemand wertet sie aus.',
      'Der nächtliche Datenabzug belastet die Quellsysteme und ist am Morgen schon veraltet.',
      'Jedes neue System braucht eigene Schnittstellen zu allen anderen.',
    ],
    steps: [
      {
        title: 'Ereignisse bestimmen',
        text: 'Wir legen fest, welche Ereignisse geschäftlich relevant sind, wie schnell darauf reagiert werden muss und welche Datenqualität nötig ist.',
      },
      {
        title: 'Streaming-Plattform aufbauen',
        text: 'Wir richten Event-Streaming ein, binden Quellen über Konnektoren oder MQTT an und definieren für jedes Ereignis ein Schema.',
      },
      {
        title: 'Verarbeiten und reagieren',
        text: 'Stream-Verarbeitung berechnet Kennzahlen über Zeitfenster, erkennt Muster und löst Alarme oder Folgeprozesse aus.',
      },
      {
        title: 'Sichtbar machen',
        text: 'Live-Dashboards und Benachrichtigungen bringen die Ergebnisse zu den Menschen, die handeln müssen.',
      },
    ],
    technologies: ['Apache Kafka', 'Apache Flink', 'MQTT', 'TimescaleDB', 'Python', 'Kotlin', 'Grafana', 'Kubernetes'],
    outcomes: [
      'Reaktion auf Ereignisse in Sekunden statt am nächsten Tag',
      'Eine zentrale Ereignisplattform, an die sich neue Systeme einfach anschließen',
      'Live-Dashboards und Alarme für Betrieb und Service',
      'Historische Messdaten als Grundlage für Prognosen',
    ],
    faq: [
      {
        question: 'Brauchen wir wirklich Echtzeit?',
        answer:
          'Nicht für alles. Wir prüfen für jeden Anwendungsfall, welche Verzögerung akzeptabel ist. Oft genügen Minuten statt Millisekunden, und das vereinfacht Architektur und Betrieb erheblich.',
      },
      {
        question: 'Kafka selbst betreiben oder als Cloud-Dienst?',
        answer:
          'Den meisten Unternehmen empfehlen wir einen verwalteten Dienst wie Confluent Cloud oder Amazon MSK. Der Eigenbetrieb lohnt sich bei sehr großen Datenmengen oder strengen Vorgaben zum Betriebsort.',
      },
      {
        question: 'Was passiert, wenn ein verarbeitendes System ausfällt?',
        answer:
          'Die Ereignisse bleiben in der Streaming-Plattform gespeichert und werden nach dem Neustart nachverarbeitet. So geht nichts verloren, auch wenn ein Teil kurzzeitig nicht verfügbar ist.',
      },
    ],
    cta: 'Nennen Sie uns das Ereignis, von dem Sie heute zu spät erfahren – wir zeigen, wie Sie künftig in Sekunden reagieren.',
    related: {
      services: ['process-monitoring', 'customizable-dashboards', 'microservices-architecture', 'inventory-management'],
      references: ['fahrzeugdatenplattform', 'smart-home-app', 'fussball-apps'],
      industries: ['logistics', 'automotive', 'manufacturing'],
    },
  },
  'customizable-dashboards': {
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
  },
  'data-visualization': {
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
  },
  'business-intelligence': {
    intro: [
      'In vielen Unternehmen gibt es nicht zu wenige Zahlen, sondern zu viele Versionen davon. Der Vertrieb rechnet den Umsatz anders als die Buchhaltung, jede Abteilung pflegt eigene Excel-Auswertungen, und in Besprechungen wird über Zahlen gestritten statt über Entscheidungen. Business Intelligence schafft eine gemeinsame Grundlage: ein Data Warehouse, in dem Daten aus allen relevanten Systemen bereinigt zusammenlaufen, einheitlich definierte Kennzahlen und Berichte, denen alle vertrauen.',
      'Wir bauen diese Grundlage mit modernen, wartbaren Werkzeugen auf: Datenstrecken laden Daten aus ERP, CRM, Shop und Fachsystemen, Transformationen in dbt sind versioniert und getestet, und jede Kennzahl ist dokumentiert. Für Berichte und Analysen setzen wir auf Power BI, Metabase oder eigene Oberflächen – je nachdem, was Ihre Nutzer:innen kennen und was Lizenzmodell und Datenschutz erlauben. Wichtig ist uns, dass Ihre Fachbereiche danach selbstständig Fragen stellen können.',
    ],
    audience:
      'Geschäftsführungen, Controlling und Fachbereiche in mittelständischen Unternehmen, die auf Basis derselben Zahlen entscheiden und nicht länger Tage in das Zusammenstellen von Monatsberichten investieren wollen.',
    problems: [
      'Der Monatsbericht entsteht aus zehn Excel-Dateien und ist erst Mitte des Folgemonats fertig.',
      'Verschiedene Abteilungen nennen für dieselbe Kennzahl unterschiedliche Werte.',
      'Ein BI-Werkzeug wurde eingeführt, doch die Berichte darin nutzt kaum jemand.',
      'Fragen der Geschäftsführung landen bei einer einzigen Person, die alle Daten kennt.',
    ],
    steps: [
      {
        title: 'Kennzahlen klären',
        text: 'In Workshops mit Geschäftsführung und Fachbereichen legen wir die entscheidenden Kennzahlen und ihre genaue Definition fest.',
      },
      {
        title: 'Data Warehouse aufbauen',
        text: 'Wir binden die Quellsysteme an, modellieren die Daten und sichern ihre Qualität mit automatisierten Prüfungen.',
      },
      {
        title: 'Berichte entwickeln',
        text: 'Die wichtigsten Berichte bauen wir gemeinsam mit ihren künftigen Nutzer:innen und gleichen sie mit bekannten Zahlen ab.',
      },
      {
        title: 'Befähigen',
        text: 'Schulungen und ein dokumentierter Kennzahlenkatalog ermöglichen es Ihren Fachbereichen, eigene Auswertungen zu erstellen.',
      },
    ],
    technologies: ['Microsoft Power BI', 'Metabase', 'dbt', 'Snowflake', 'PostgreSQL', 'Airbyte', 'Apache Airflow', 'Python'],
    outcomes: [
      'Eine einheitliche Zahlenbasis für alle Abteilungen',
      'Ein Data Warehouse mit geprüfter Datenqualität',
      'Berichte, die sich automatisch aktualisieren',
      'Fachbereiche, die eigene Fragen selbst beantworten',
    ],
    faq: [
      {
        question: 'Welches BI-Werkzeug empfehlen Sie?',
        answer:
          'Wer Microsoft 365 nutzt, fährt mit Power BI meist gut. Metabase ist eine schlanke Open-Source-Alternative, die sich selbst hosten lässt. Wichtiger als das Werkzeug ist ein sauberes Datenmodell darunter.',
      },
      {
        question: 'Brauchen wir ein Data Warehouse in der Cloud?',
        answer:
          'Nicht zwingend. Für mittlere Datenmengen reicht oft eine PostgreSQL-Datenbank im eigenen Rechenzentrum oder bei einem deutschen Hoster. Cloud-Dienste wie Snowflake spielen ihre Stärken bei sehr großen Datenmengen aus.',
      },
      {
        question: 'Wie lange dauert es bis zu den ersten Berichten?',
        answer:
          'Erste belastbare Berichte für einen Bereich stehen meist nach sechs bis zehn Wochen. Danach erweitern wir Bereich für Bereich.',
      },
    ],
    cta: 'Bringen Sie Ihren aktuellen Monatsbericht mit – wir zeigen, wie er künftig automatisch und aus einer Quelle entsteht.',
    related: {
      services: ['etl-data-processing', 'data-visualization', 'customizable-dashboards', 'enterprise-integration-platform'],
      references: ['ticket-buchungsplattform', 'ausbildungs-matching-plattform'],
      industries: ['kmu', 'e-commerce', 'manufacturing'],
    },
  },
  'etl-data-processing': {
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
  },
  'process-monitoring': {
    intro: [
      'Ob ein Prozess gut läuft, zeigt sich selten in einem einzelnen System. Eine Bestellung entsteht im Shop, wird im ERP bearbeitet, im Lager kommissioniert, vom Versanddienstleister zugestellt und in der Buchhaltung abgerechnet. Stockt sie irgendwo, merkt das oft zuerst der Kunde. Prozessüberwachung verbindet die Ereignisse aus allen beteiligten Systemen zu einem Gesamtbild und zeigt live, wo Vorgänge hängen bleiben.',
      'Dafür erfassen wir Ereignisse aus Datenbanken, Logdateien und Schnittstellen, ordnen sie über Schlüssel wie Auftrags- oder Fallnummer dem richtigen Vorgang zu und berechnen Durchlaufzeiten, Wartezeiten und Abweichungen vom vorgesehenen Ablauf. Regeln lösen Benachrichtigungen aus, bevor vereinbarte Fristen reißen, und Process-Mining-Auswertungen zeigen, welche Varianten Ihr Prozess in der Wirklichkeit hat. So erkennen Sie Engpässe früh und wissen, wo sich eine Optimierung lohnt.',
    ],
    audience:
      'Betriebs-, Logistik-, Service- und IT-Teams mit Prozessen über mehrere Systeme, bei denen Verzögerungen teuer werden – durch Vertragsstrafen, Beschwerden oder verpasste Fristen.',
    problems: [
      'Kund:innen melden eine verspätete Lieferung, bevor Ihr Team davon weiß.',
      'Service-Level-Vereinbarungen werden verletzt, weil niemand die Fristen im Blick hat.',
      'Die Durchlaufzeit eines Vorgangs lässt sich nur schätzen, nicht messen.',
      'Bei Störungen sucht die IT stundenlang, in welchem System ein Vorgang hängt.',
    ],
    steps: [
      {
        title: 'Prozess und Ereignisse',
        text: 'Wir beschreiben den Soll-Ablauf und bestimmen, welche Systeme an welcher Stelle Ereignisse erzeugen.',
      },
      {
        title: 'Ereignisse zusammenführen',
        text: 'Wir binden die Quellen an und verknüpfen die Ereignisse über gemeinsame Schlüssel zu vollständigen Vorgängen.',
      },
      {
        title: 'Regeln und Alarme',
        text: 'Wir definieren Fristen, Schwellenwerte und Eskalationen und legen fest, wer wann benachrichtigt wird.',
      },
      {
        title: 'Analysieren',
        text: 'Dashboards zeigen den Live-Zustand, Process-Mining-Auswertungen die tatsächlichen Abläufe und ihre Varianten.',
      },
    ],
    technologies: ['OpenTelemetry', 'Apache Kafka', 'Elasticsearch', 'Grafana', 'Camunda Optimize', 'PM4Py', 'Python', 'PostgreSQL'],
    outcomes: [
      'Ein Live-Bild aller laufenden Vorgänge über Systemgrenzen hinweg',
      'Benachrichtigungen, bevor Fristen verletzt werden',
      'Gemessene statt geschätzter Durchlaufzeiten',
      'Erkenntnisse über tatsächliche Prozessvarianten und Engpässe',
    ],
    faq: [
      {
        question: 'Ist das dasselbe wie Process Mining?',
        answer:
          'Process Mining ist ein Teil davon: Es rekonstruiert aus historischen Ereignissen, wie Prozesse tatsächlich ablaufen. Prozessüberwachung ergänzt den Blick auf laufende Vorgänge und reagiert sofort.',
      },
      {
        question: 'Müssen wir unsere Systeme dafür ändern?',
        answer:
          'In der Regel nicht. Wir lesen Ereignisse aus vorhandenen Datenbanken, Logs und Schnittstellen. Nur wenn ein wichtiger Schritt keine Spuren hinterlässt, ergänzen wir ein Ereignis.',
      },
      {
        question: 'Werden dabei Mitarbeitende überwacht?',
        answer:
          'Im Mittelpunkt steht der Prozess, nicht die Person. Wir werten auf Vorgangsebene aus, stimmen das Konzept mit Betriebsrat und Datenschutz ab und verzichten auf Auswertungen zu einzelnen Beschäftigten.',
      },
    ],
    cta: 'Nennen Sie uns einen Prozess, bei dem Sie erst durch Beschwerden von Verzögerungen erfahren – wir zeigen, wie Sie sie früher sehen.',
    related: {
      services: ['process-optimization', 'realtime-data-solutions', 'efficiency-optimization', 'customizable-dashboards'],
      references: ['fahrzeugdatenplattform', 'baustoffe-plattform'],
      industries: ['logistics', 'e-commerce', 'insurance'],
    },
  },
} as const satisfies Partial<Record<ServiceId, ServiceDetail>>;
