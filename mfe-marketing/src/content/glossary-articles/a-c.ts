import type { GlossaryTermId } from '../glossary';
import type { GlossaryArticle } from '../types';

export const articlesAToC = {
  api: {
    practice:
      'Für einen Baustoffhändler haben wir eine B2B-Bestellplattform gebaut, die Preise, Bestände und Touren aus SAP und der Tourenplanung bezieht. Dazwischen liegt eine Integrationsschicht mit eigenen APIs: Die Plattform fragt dort kundenindividuelle Konditionen in Echtzeit ab, ohne dass wir SAP verändern mussten. Bei der Hotel-Buchungsplattform für Gipfelruh Hotels kommen Verfügbarkeiten und Preise ebenso über Schnittstellen aus dem Property-Management-System und dem Channel Manager.',
    references: ['baustoffe-plattform', 'hotel-buchungsplattform'],
    relevance:
      'Eine API entscheidet darüber, ob Ihre Systeme morgen noch zusammenpassen. Fragen Sie bei jedem neuen System, ob es eine dokumentierte, versionierte API hat und wer sie betreibt. Lassen Sie sich eine eigene Software immer mit beschriebener Schnittstelle liefern, etwa als OpenAPI-Spezifikation – dann können später auch andere Dienstleister oder Ihr eigenes Team daran anschließen.',
  },
  'b2b-marktplatz': {
    practice:
      'Einen Marktplatz mit vielen Anbietern haben wir bisher nicht als Referenz veröffentlicht. Die Bestellplattform eines Baustoffhändlers zeigt aber die Bausteine, die auch ein Marktplatz braucht: Bauunternehmen bestellen zu ihren eigenen Konditionen aus SAP, ordnen jede Bestellung einer Baustelle und Kostenstelle zu und rufen Lieferscheine und Rechnungen online ab. Was ein Marktplatz zusätzlich verlangt, sind Anbieterverwaltung, Provisionsabrechnung und die Aufteilung von Zahlungen auf mehrere Anbieter.',
    references: ['baustoffe-plattform'],
    relevance:
      'Bevor Sie einen Marktplatz planen, klären Sie, ob Sie wirklich mehrere Anbieter zusammenbringen wollen oder vor allem Ihre eigenen Kund:innen besser bedienen möchten – das Zweite ist ein Bestellportal und deutlich günstiger. Für einen echten Marktplatz brauchen Sie ein Zahlungsmodell mit geteilten Zahlungen, klare Regeln für Anbieter und eine Antwort auf die Frage, wer bei Reklamationen haftet.',
  },
  backlog: {
    practice:
      'Am Ende jedes Product-Vision-Bootcamps steht ein priorisiertes Backlog für das MVP mit einer ersten Aufwandsschätzung, sodass die Entwicklung am nächsten Montag beginnen kann. Bei den Fußball-Apps für Flankenwerk pflegen wir das Backlog über Jahre weiter: Jede Saison beginnt mit einer Auswertung der Nutzung und Gesprächen mit Trainer:innen und Vereinsvorständen, daraus entstehen die Einträge für die nächste Spielzeit.',
    references: ['bootcamp-workshop', 'fussball-apps'],
    relevance:
      'Das Backlog ist in agilen Projekten die eigentliche Leistungsbeschreibung: Was oben steht, wird gebaut. Achten Sie darauf, dass Sie es jederzeit einsehen können und dass jemand aus Ihrem Haus über die Reihenfolge entscheidet. Ein gutes Backlog ist oben fein und unten grob – wer schon zum Start jedes Detail für ein Jahr beschreibt, plant an Ihren Nutzer:innen vorbei.',
  },
  barrierefreiheit: {
    practice:
      'Die Ticket-Buchungsplattform der Kulturbühnen Oberland haben wir als öffentlicher Auftrag nach BITV 2.0 umgesetzt, inklusive Saalplan mit Plätzen für Rollstuhlnutzer:innen. Beim Relaunch der Markenwebsites eines Automobilherstellers war WCAG 2.1 AA eine feste Anforderung an jede der über 60 Komponenten der Bibliothek. Geprüft wird bei uns mit Screenreader und Tastatur, nicht nur mit automatischen Werkzeugen, denn die finden nur einen Teil der Fehler.',
    references: ['ticket-buchungsplattform', 'automotive-relaunch'],
    relevance:
      'Verkaufen Sie über Ihre Website oder App an Verbraucher:innen, etwa in einem Onlineshop oder bei Buchungen, gilt das BFSG in der Regel auch für Sie; ausgenommen sind nur Kleinstunternehmen mit Dienstleistungen. Nachrüsten ist teuer, von Anfang an barrierefrei zu planen kostet wenig. Verlangen Sie im Angebot eine klare Zielnorm, etwa WCAG 2.1 AA, und eine Prüfung vor dem Go-live.',
  },
  'business-intelligence': {
    practice:
      'Für den Ausbildungsverbund Oberland haben wir die Matching-Plattform Startklar um ein Dashboard für Berufsschulen und Landkreise erweitert. Es zeigt, in welchen Berufen und Regionen Nachwuchs fehlt, und speist sich aus den Praktikumsanfragen und Profilen der Plattform selbst. Bei den Kulturbühnen Oberland sieht jedes der sieben Häuser Auslastung und Vorverkauf tagesaktuell, weil Online-Verkauf, Abendkasse und Einlass auf denselben Datenbestand zugreifen.',
    references: ['ausbildungs-matching-plattform', 'ticket-buchungsplattform'],
    relevance:
      'Ein BI-Projekt lohnt sich, wenn Entscheidungen regelmäßig an fehlenden oder widersprüchlichen Zahlen hängen – etwa weil Vertrieb und Controlling unterschiedliche Umsätze melden. Klären Sie zuerst, welche fünf bis zehn Fragen Sie beantwortet haben wollen und aus welchen Systemen die Daten kommen. Das Werkzeug ist dann die kleinere Entscheidung; die meiste Arbeit steckt in sauberen, einheitlich definierten Daten.',
  },
  'ci-cd': {
    practice:
      'Für eine Versicherungsgruppe arbeiten vier unserer Teams mit gemeinsamen Standards für Code-Reviews, Tests und Deployment, umgesetzt mit Pipelines in Azure DevOps. Jede Änderung am Kundenportal durchläuft dieselben automatischen Prüfungen, bevor sie ausgeliefert wird. Das war eine Voraussetzung dafür, den Release-Zyklus des Portals von Quartalen auf zwei Wochen zu verkürzen.',
    references: ['nearshore-teams'],
    relevance:
      'Fragen Sie jeden Dienstleister, wie eine Änderung vom Code bis in die Produktion kommt und wie lange das dauert. Lautet die Antwort „manuell, einmal im Monat“, bezahlen Sie jede Auslieferung mit Aufwand und Risiko. Achten Sie auch darauf, dass die Pipeline Ihnen gehört und in Ihrer Umgebung läuft – sonst hängt jedes Update an einer einzigen Agentur.',
  },
  'cloud-native': {
    practice:
      'Die Fußball-Apps für Flankenwerk erleben jedes Wochenende Lastspitzen mit mehreren tausend gleichzeitig laufenden Livetickern, unter der Woche ist es ruhig. Das Backend läuft deshalb in Containern auf Kubernetes und skaliert automatisch mit der Last. Auch die Fahrzeugdatenplattform eines Nutzfahrzeugherstellers betreiben wir cloud-native, dort in der Cloud-Umgebung des Herstellers und nach dessen Sicherheitsvorgaben.',
    references: ['fussball-apps', 'fahrzeugdatenplattform'],
    relevance:
      'Cloud-native lohnt sich, wenn die Last stark schwankt, wenn Sie häufig ausliefern wollen oder wenn Ausfälle teuer sind. Für eine interne Anwendung mit 50 Nutzer:innen ist ein einfacher Server oft günstiger und leichter zu betreiben. Lassen Sie sich die laufenden Betriebskosten und den Aufwand für Updates vorrechnen, bevor Sie sich für eine Architektur entscheiden.',
  },
  crm: {
    practice:
      'Der Product Communicator, den wir für einen Maschinenbauer entwickelt haben, erzeugt aus den Stammdaten im PIM Produkttexte in zwölf Sprachen und exportiert die freigegebenen Texte direkt in Website, Katalog und Vertriebs-CRM. Der Außendienst findet die aktuellen Unterlagen so dort, wo er ohnehin mit seinen Kontakten arbeitet, statt sie in Laufwerken zu suchen.',
    references: ['product-communicator'],
    relevance:
      'Ein CRM bringt nur dann etwas, wenn es gepflegt wird – und gepflegt wird es nur, wenn es Ihrem Vertrieb Arbeit abnimmt. Prüfen Sie deshalb vor der Auswahl, welche Daten automatisch hineinfließen können, etwa Anfragen von der Website, Angebote aus dem ERP oder Gesprächsnotizen. Klären Sie außerdem früh, auf welcher Rechtsgrundlage Sie Kontaktdaten speichern und wann Sie sie löschen.',
  },
} as const satisfies Partial<Record<GlossaryTermId, GlossaryArticle>>;
