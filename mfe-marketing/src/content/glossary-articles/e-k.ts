import type { GlossaryTermId } from '../glossary';
import type { GlossaryArticle } from '../types';

export const articlesEToK = {
  echtzeitdaten: {
    practice:
      'Die Fahrzeugdatenplattform eines Nutzfahrzeugherstellers nimmt Telematikdaten von über 20.000 Lkw über Apache Kafka auf, bereinigt sie und wertet sie laufend aus. Warnungen erreichen Flottenbetreiber, bevor ein Fahrzeug ausfällt. Bei der Smart-Home-App für WohnWerk Süd kommen Messwerte von Thermostaten dreier Hersteller über MQTT zusammen, sodass Mieter:innen ihre Heizung raumweise steuern und sofort sehen, was sich ändert.',
    references: ['fahrzeugdatenplattform', 'smart-home-app'],
    relevance:
      'Echtzeit ist teuer im Betrieb und lohnt sich nur, wo eine Verzögerung von Minuten tatsächlich Geld oder Sicherheit kostet: bei Maschinenausfällen, Lagerbeständen im Onlinehandel oder Platzreservierungen unter hohem Andrang. Fragen Sie bei jeder Anforderung, wie alt ein Wert höchstens sein darf. Oft genügt eine Aktualisierung alle fünf Minuten, und die Lösung wird deutlich einfacher.',
  },
  erp: {
    practice:
      'Bei der B2B-Bestellplattform eines Baustoffhändlers bleibt SAP S/4HANA das führende System: Preise, Konditionen und Bestände kommen in Echtzeit von dort, Bestellungen fließen zurück. Für die Spedition Buchberger haben wir die Dispositionssoftware an die Buchhaltung angebunden, sodass eine abgeschlossene Tour noch am Tag der Ablieferung abgerechnet wird statt einmal pro Woche.',
    references: ['baustoffe-plattform', 'buchberger'],
    relevance:
      'Ihr ERP ist selten der Ort, an dem Kund:innen, Partner oder Außendienst gut arbeiten können – aber fast immer die Quelle der Wahrheit für Preise, Artikel und Aufträge. Planen Sie neue Anwendungen deshalb mit einer klaren Regel, welches System welche Daten führt. Fragen Sie Ihren ERP-Partner früh nach Schnittstellen und Lizenzkosten für externe Zugriffe, denn die überraschen oft erst im Projekt.',
  },
  etl: {
    practice:
      'Talentlake übernimmt frühere Bewerbungen aus gängigen Bewerbermanagementsystemen per Schnittstelle oder CSV-Datei, vereinheitlicht Qualifikationen und prüft, ob eine Einwilligung vorliegt, bevor ein Profil in den Talentpool geladen wird. Die Fahrzeugdatenplattform führt dieselben Schritte im großen Maßstab aus: Telematikdaten werden aufgenommen, von Messfehlern bereinigt und so gespeichert, dass Auswertungen und Vorhersagemodelle darauf aufsetzen können.',
    references: ['talentlake', 'fahrzeugdatenplattform'],
    relevance:
      'ETL ist der unsichtbare Teil jedes Datenprojekts und verschlingt meist mehr Zeit als die Dashboards darauf. Rechnen Sie damit, dass Quelldaten lückenhaft, doppelt oder widersprüchlich sind. Fragen Sie, wie eine Strecke Fehler meldet, wie sie mit Änderungen im Quellsystem umgeht und ob sie sich nach einem Ausfall ohne Datenverlust wiederholen lässt.',
  },
  graphql: {
    practice:
      'Die drei Fußball-Apps für Flankenwerk – Liveticker, Vereins- und Trainer-App – holen Spielpläne, Ergebnisse und Vereinsdaten aus einem gemeinsamen GraphQL-Backend. Jede App fragt genau die Felder ab, die ihr Bildschirm braucht, und neue Funktionen lassen sich einmal bauen und in allen drei Apps nutzen. Gerade bei mobilen Verbindungen am Spielfeldrand spart das Datenvolumen und Wartezeit.',
    references: ['fussball-apps'],
    relevance:
      'GraphQL lohnt sich, wenn mehrere Oberflächen – Web, iOS, Android, Partner – dieselben Daten in unterschiedlichem Zuschnitt brauchen. Für eine einfache Schnittstelle zwischen zwei Systemen ist REST meist die bessere Wahl, weil sie leichter zu cachen und zu überwachen ist. Achten Sie bei GraphQL auf Grenzen für teure Abfragen, sonst kann eine einzelne Anfrage den Server auslasten.',
  },
  'headless-commerce': {
    practice:
      'Das Headless-Prinzip haben wir beim Relaunch der Markenwebsites eines Automobilherstellers eingesetzt, dort mit einem Headless CMS statt einer Shop-Engine: Inhalte und Modelldaten kommen über Schnittstellen, die Oberfläche baut ein zentrales Frontend aus einer Komponentenbibliothek. Dieselbe Trennung nutzen wir im Commerce, wenn ein Shopsystem Warenkorb und Bestellungen verwaltet, das Einkaufserlebnis aber frei gestaltet werden soll.',
    references: ['automotive-relaunch'],
    relevance:
      'Headless Commerce lohnt sich, wenn Sie über mehrere Kanäle verkaufen oder Ihr Shop mehr sein soll als die Vorlage eines Shopsystems, etwa mit Konfiguratoren oder Inhalten im Mittelpunkt. Der Preis sind zwei Systeme statt einem und ein Frontend, das jemand pflegen muss. Für einen Shop mit wenigen hundert Artikeln und Standardabläufen ist ein klassisches Shopsystem meist wirtschaftlicher.',
  },
  ipaas: {
    practice:
      'Für das MVP von Pflegewahl haben wir die Benachrichtigungen per E-Mail und SMS nicht programmiert, sondern mit Make und Twilio automatisiert: Schickt eine Klinik ein Angebot, erfährt die Pflegekraft es sofort per E-Mail oder SMS. Für ein MVP, das in der Pilotphase mit sechs Kliniken schnell von echten Nutzer:innen lernen sollte, war das der kürzeste Weg.',
    references: ['reverse-recruiting'],
    relevance:
      'Eine iPaaS ist ideal, um Standardsysteme schnell zu verbinden – ein CRM mit dem Newsletter-Werkzeug oder ein Formular mit der Buchhaltung. Bei vielen Vorgängen wachsen die Kosten pro Ausführung aber schnell, und komplexe Logik wird in grafischen Abläufen unübersichtlich. Klären Sie, wo der Anbieter Ihre Daten verarbeitet, wer die Abläufe dokumentiert und was passiert, wenn ein Schritt fehlschlägt.',
  },
  kanban: {
    practice:
      'Anwendungen, die wir nach dem Go-live betreuen, steuern wir mit Kanban statt in Sprints: Störungen, kleine Verbesserungen und Wünsche laufen über ein gemeinsames Board, das unsere Kund:innen jederzeit einsehen, und jede Spalte hat eine Obergrenze für gleichzeitig laufende Arbeit. Die Methode selbst stammt aus der Fertigung – Toyota steuerte damit ab den 1950er-Jahren den Materialnachschub –, David J. Anderson übertrug sie ab 2007 auf Wissensarbeit. Anders als Scrum kennt Kanban keine Sprints und keine festen Rollen.',
    references: [],
    relevance:
      'Kanban passt, wenn Ihre Anfragen unregelmäßig und mit unterschiedlicher Dringlichkeit kommen – etwa im Betrieb einer Anwendung oder im Support. Achten Sie in einem Wartungsvertrag darauf, dass Serviceklassen vereinbart sind: Wie schnell wird eine Störung bearbeitet, wie schnell ein Verbesserungswunsch? Und lassen Sie sich das Board zeigen, dann sehen Sie jederzeit, woran gearbeitet wird.',
  },
  'ki-agent': {
    practice:
      'Bei Garantiemax liest eine KI-gestützte Vorprüfung Rechnungen aus, gleicht die Angaben mit dem Vertrag ab und sortiert Schadensfälle nach Komplexität. Einfache Fälle werden zur Freigabe vorbereitet, komplexe landen bei erfahrenen Sachbearbeiter:innen. Bewusst ist das kein Agent, der selbst entscheidet: Über eine Ablehnung entscheidet immer ein Mensch. Diese Grenze zu ziehen gehört für uns zu jedem Agenten-Projekt.',
    references: ['garantiemax'],
    relevance:
      'Ein KI-Agent lohnt sich für Abläufe mit vielen Varianten, die sich nicht mit festen Regeln abbilden lassen, etwa Anfragen, die Recherche in mehreren Systemen erfordern. Legen Sie vorab fest, welche Aktionen der Agent allein ausführen darf und wo ein Mensch freigibt. Fragen Sie, wie jede Entscheidung protokolliert wird und woran Sie messen, ob der Agent gute Arbeit leistet.',
  },
  kubernetes: {
    practice:
      'Die Fahrzeugdatenplattform eines Nutzfahrzeugherstellers läuft auf Kubernetes in dessen Cloud-Umgebung; Datenstrecke, Vorhersagemodelle und Flottenportal sind eigene Dienste, die unabhängig voneinander skalieren. Auch die Teams für eine Versicherungsgruppe liefern Kundenportal und Maklerplattform auf Kubernetes aus, und bei den Fußball-Apps fängt der Cluster die Lastspitzen am Wochenende ab.',
    references: ['fahrzeugdatenplattform', 'nearshore-teams', 'fussball-apps'],
    relevance:
      'Kubernetes ist mächtig, aber kein Selbstzweck: Der Betrieb eines Clusters erfordert Fachwissen, das Sie im eigenen Haus oder bei einem Dienstleister dauerhaft brauchen. Für eine einzelne Webanwendung sind verwaltete Dienste wie Azure App Service oder AWS Fargate oft einfacher. Fragen Sie, wer Updates des Clusters einspielt und wer bei einer Störung nachts reagiert.',
  },
} as const satisfies Partial<Record<GlossaryTermId, GlossaryArticle>>;
