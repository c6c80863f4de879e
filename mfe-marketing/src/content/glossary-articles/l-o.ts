import type { GlossaryTermId } from '../glossary';
import type { GlossaryArticle } from '../types';

export const articlesLToO = {
  'lean-startup': {
    practice:
      'Die Gründerinnen von Pflegewahl mussten mit begrenztem Budget beweisen, dass Kliniken bereit sind, sich aktiv bei Pflegekräften zu bewerben. Statt einer vollständigen Plattform haben wir ein MVP mit Bubble und Xano gebaut und mit sechs Kliniken eine Pilotphase gestartet. Gemessen wurde, was die Annahme bestätigt oder widerlegt: Wie viele Pflegekräfte legen ein Profil an, und wie viele Angebote bekommen sie?',
    references: ['reverse-recruiting'],
    relevance:
      'Lean Startup ist nicht nur etwas für Gründerteams. Auch im Mittelstand lohnt es sich, vor einer großen Investition die riskanteste Annahme zu prüfen: Nutzen die Außendienstler:innen die App wirklich, zahlen Kund:innen für den neuen Service? Legen Sie vorab fest, welches Ergebnis Sie zum Weitermachen bewegt und welches zum Aufhören – sonst wird jedes Experiment im Nachhinein zum Erfolg erklärt.',
  },
  llm: {
    practice:
      'Der Product Communicator erzeugt für einen Maschinenbauer aus technischen Stammdaten Produkttexte und Datenblätter in zwölf Sprachen. Das Sprachmodell läuft über den Azure OpenAI Service in einer europäischen Region, eine Terminologie-Datenbank sorgt für einheitliche Fachbegriffe, und kein Text wird ohne Freigabe durch Fachleute veröffentlicht. Bei Talentlake vergleicht ein semantisches Matching Stellenprofile mit Qualifikationen und begründet jeden Vorschlag.',
    references: ['product-communicator', 'talentlake'],
    relevance:
      'Ein LLM ist stark, wo es um Sprache geht: Entwürfe, Zusammenfassungen, Klassifizierung von Anfragen. Es erfindet aber mitunter Fakten und braucht deshalb eine Prüfung durch Menschen oder eine verlässliche Datengrundlage. Klären Sie vor dem Einsatz, wo das Modell betrieben wird, ob Ihre Daten zum Training verwendet werden und wie Sie die Qualität der Antworten messen.',
  },
  'low-code': {
    practice:
      'Bei Garantiemax läuft die Sachbearbeitung auf der Workflow-Engine Camunda: Die Abläufe sind als BPMN-Diagramme modelliert, die auch das Fachteam lesen kann, während Schnittstellen und KI-Vorprüfung als Code dazukommen. Diese Mischung ist typisch für unsere Low-Code-Projekte – grafisch, was Fachleute verstehen und ändern sollen, programmiert, was robust und testbar sein muss.',
    references: ['garantiemax'],
    relevance:
      'Low-Code lohnt sich für interne Anwendungen und Abläufe, die Ihr Fachbereich selbst anpassen soll, etwa Freigaben, Formulare oder einfache Fachanwendungen. Prüfen Sie die Lizenzkosten pro Nutzer:in über mehrere Jahre, denn sie übersteigen bei großen Nutzerzahlen schnell die Kosten einer eigenen Entwicklung. Fragen Sie außerdem, wie sich Anwendungen testen, versionieren und bei einem Anbieterwechsel übertragen lassen.',
  },
  'machine-learning': {
    practice:
      'Für einen Nutzfahrzeughersteller haben wir Vorhersagemodelle für typische Verschleißteile auf historischen Werkstattdaten trainiert. Gestartet sind wir mit zwei Verschleißteilen und drei Pilotkunden aus der Logistik; erst als die Vorhersagen nachweislich zuverlässig waren, kamen weitere Komponenten dazu. Die Modelle werden laufend mit neuen Werkstattdaten überprüft und nachtrainiert, damit sie auch bei neuen Fahrzeuggenerationen treffen.',
    references: ['fahrzeugdatenplattform'],
    relevance:
      'Machine Learning braucht vor allem eines: genügend historische Daten mit bekanntem Ergebnis, also etwa Ausfälle, Bestellungen oder Kündigungen aus der Vergangenheit. Fehlen diese, ist eine regelbasierte Lösung oft der bessere Start. Vereinbaren Sie vorab, wie gut ein Modell sein muss, um eingesetzt zu werden, und wer es überwacht, wenn sich die Datenlage ändert.',
  },
  mandantenfaehigkeit: {
    practice:
      'Talentlake ist eine SaaS-Plattform, die über 60 Unternehmen nutzen; jedes sieht ausschließlich seinen eigenen Talentpool, obwohl alle auf derselben Installation arbeiten. Bei der Ticket-Buchungsplattform der Kulturbühnen Oberland legen die Mitarbeitenden der sieben Häuser ihre Veranstaltungen, Kontingente und Preise selbst an, während Abendkasse, Einlass und Online-Verkauf auf einen gemeinsamen Datenbestand zugreifen.',
    references: ['talentlake', 'ticket-buchungsplattform'],
    relevance:
      'Mandantenfähigkeit müssen Sie von Anfang an einplanen, wenn Ihre Software mehreren Kund:innen, Standorten oder Tochtergesellschaften getrennt dienen soll. Nachträglich eingebaut, berührt sie fast jede Datenbankabfrage und jede Berechtigung. Fragen Sie, wie die Trennung technisch umgesetzt und getestet wird und ob ein Mandant seine Daten vollständig exportieren kann, wenn er geht.',
  },
  microservices: {
    practice:
      'Microservices setzen wir nur ein, wo sie sich bezahlt machen. Bei der Fahrzeugdatenplattform laufen Datenstrecke, Vorhersagemodelle und Flottenportal als getrennte Dienste, weil sie sehr unterschiedliche Last tragen: Die Datenstrecke verarbeitet ununterbrochen Messwerte, das Portal nur die Anfragen der Flottenbetreiber. Für die drei Fußball-Apps dagegen genügt ein gemeinsames Backend: Es skaliert automatisch mit den Lastspitzen am Wochenende und bleibt für ein kleines Team überschaubar.',
    references: ['fahrzeugdatenplattform', 'fussball-apps'],
    relevance:
      'Microservices lösen ein Organisationsproblem: Mehrere Teams sollen unabhängig voneinander ausliefern. Haben Sie ein Team und ein Produkt, bringen sie vor allem Betriebsaufwand. Lassen Sie sich von einem Dienstleister begründen, warum eine Architektur aus vielen Diensten nötig ist, und fragen Sie, wie Fehler über Dienstgrenzen hinweg gefunden werden.',
  },
  mvp: {
    practice:
      'Ein MVP bringen wir in der Regel in acht Wochen zu den ersten Nutzer:innen. Pflegewahl ging so mit einem No-Code-MVP in die Pilotphase mit sechs Kliniken, Startklar wurde zunächst an vier Mittelschulen getestet. Länger dauert es, wenn Hardware oder Altsysteme im Spiel sind: Bei der Smart-Home-App für WohnWerk Süd mussten Thermostate und Zähler mehrerer Hersteller angebunden werden, das MVP brauchte deshalb mehr Zeit als geplant.',
    references: ['reverse-recruiting', 'ausbildungs-matching-plattform', 'smart-home-app'],
    relevance:
      'Ein MVP lohnt sich, wenn die größte Unsicherheit nicht in der Technik liegt, sondern in der Frage, ob Menschen das Produkt nutzen und bezahlen. Es ist kein billiger Prototyp: Was live geht, muss sicher und datenschutzkonform sein. Vereinbaren Sie vorab, welche Kennzahl nach dem Start über den Ausbau entscheidet, und planen Sie Budget für die Wochen danach ein.',
  },
  'no-code': {
    practice:
      'Das MVP von Pflegewahl haben wir mit Bubble als Oberfläche, Xano als Backend und Make für Benachrichtigungen gebaut. So konnte das Gründerinnenteam mit sechs Kliniken in die Pilotphase starten, ohne ein eigenes Entwicklungsteam aufzubauen. Die Architektur ist so angelegt, dass einzelne Teile später in individuellen Code überführt werden können, sobald die Nutzerzahlen es erfordern.',
    references: ['reverse-recruiting'],
    relevance:
      'No-Code eignet sich, um eine Idee schnell und günstig mit echten Nutzer:innen zu prüfen oder interne Werkzeuge ohne Entwicklungsteam zu bauen. Beachten Sie, dass viele Plattformen in den USA hosten – bei Gesundheits- oder Personaldaten brauchen Sie eine belastbare Grundlage für die Übermittlung. Klären Sie außerdem früh, wie Sie Daten und Logik exportieren, falls das Produkt der Plattform entwächst.',
  },
  'oauth-sso': {
    practice:
      'Im Flottenportal der Fahrzeugdatenplattform melden sich Speditionen an und sehen nur die Fahrzeuge, für die sie berechtigt sind; Datenhoheit und Zugriffsrechte der Flottenbetreiber sind vertraglich und technisch geregelt. Bei Portalen für Konzernkund:innen binden wir die Anmeldung in der Regel über OpenID Connect an das vorhandene Identitätssystem an, etwa Microsoft Entra ID oder Keycloak, damit niemand ein weiteres Passwort braucht.',
    references: ['fahrzeugdatenplattform'],
    relevance:
      'Single Sign-on wird wichtig, sobald Ihre Mitarbeitenden oder Partner mehrere Anwendungen nutzen: Jeder zusätzliche Login kostet Zeit, und jedes zusätzliche Passwort ist ein Sicherheitsrisiko. Verlässt jemand das Unternehmen, sperren Sie den Zugang an einer Stelle statt in zehn Systemen. Fragen Sie, welche Standards eine Software unterstützt – OpenID Connect und SAML sind heute die Regel.',
  },
} as const satisfies Partial<Record<GlossaryTermId, GlossaryArticle>>;
