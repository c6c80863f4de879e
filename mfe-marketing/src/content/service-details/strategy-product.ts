import type { ServiceId } from '@isarlicht/shared';
import type { ServiceDetail } from '../types';

/** The page text of the services in `services/strategy-product.ts`, by id: only service pages load it. */
export const strategyProductDetails = {
  strategy: {
    intro: [
      'Eine Digitalstrategie ist bei uns kein hundertseitiges Dokument, sondern eine Entscheidungsgrundlage: Welche Vorhaben zahlen auf Ihre Geschäftsziele ein, welche Annahmen stecken dahinter und in welcher Reihenfolge gehen Sie sie an? Wir betrachten dafür Geschäftsmodell, Kundschaft, Systemlandschaft und die Kapazität Ihrer Teams gemeinsam – denn eine Roadmap, die eine dieser Seiten ignoriert, scheitert spätestens bei der Umsetzung.',
      'Herzstück ist unser dreitägiges Product-Vision-Bootcamp. Am ersten Tag entstehen aus Interviews und Ihrem Fachwissen Personas, am zweiten zeichnen wir die User Journey mit allen Brüchen und Chancen, am dritten skizzieren alle Beteiligten im Design Studio Lösungen, die wir zu einem klickbaren Prototyp verdichten. Mehr als 20 Unternehmen haben dieses Format mit uns durchlaufen, vom Gründerteam bis zum Konzernbereich.',
    ],
    audience:
      'Geschäftsführungen, Digitalverantwortliche und Bereichsleitungen vor einer Investitionsentscheidung: ein neues digitales Produkt, die Modernisierung eines Kernprozesses oder die Frage, wo KI im eigenen Haus tatsächlich Nutzen stiftet.',
    problems: [
      'Es gibt mehr Ideen als Budget, und niemand kann begründen, welches Vorhaben zuerst kommt.',
      'Ein früheres Digitalprojekt hat viel gekostet, wird von den Mitarbeitenden aber kaum genutzt.',
      'Fachbereich und IT beschreiben dasselbe Vorhaben mit völlig unterschiedlichen Erwartungen.',
      'Der Wettbewerb bietet bereits digitale Services an, und der Beirat erwartet einen belastbaren Plan.',
    ],
    steps: [
      {
        title: 'Bestandsaufnahme',
        text: 'In Gesprächen mit Geschäftsführung, Fachbereichen und IT erfassen wir Ziele, laufende Initiativen, Systeme und Engpässe. Einige Interviews mit Kund:innen ergänzen die Innensicht.',
      },
      {
        title: 'Product-Vision-Bootcamp',
        text: 'Drei Tage mit Ihrem Kernteam, in unserem Münchner Büro oder bei Ihnen: Persona, Journey, Design Studio. Den entstandenen Prototyp testen wir anschließend mit echten Nutzer:innen.',
      },
      {
        title: 'Bewerten und priorisieren',
        text: 'Jedes Vorhaben bewerten wir nach Nutzen, Aufwand, Risiko und Abhängigkeiten. Annahmen, die noch nicht belegt sind, markieren wir ausdrücklich als solche.',
      },
      {
        title: 'Roadmap und erster Schritt',
        text: 'Sie erhalten eine Roadmap über zwölf bis achtzehn Monate mit Meilensteinen, Budgetrahmen und einem klar umrissenen ersten Umsetzungspaket.',
      },
    ],
    technologies: ['Miro', 'Figma', 'Maze', 'Lean Canvas', 'Opportunity Solution Tree', 'Wardley Maps'],
    outcomes: [
      'Eine priorisierte Roadmap, die Geschäftsführung und Fachbereiche gemeinsam tragen',
      'Ein getesteter, klickbarer Prototyp für das wichtigste Vorhaben',
      'Personas und eine User Journey als Grundlage aller weiteren Entscheidungen',
      'Eine ehrliche Einschätzung, welche Ideen Sie vorerst nicht weiterverfolgen sollten',
    ],
    faq: [
      {
        question: 'Wie lange dauert die Entwicklung einer Digitalstrategie?',
        answer:
          'Typischerweise vier bis sechs Wochen: eine Woche Bestandsaufnahme, das dreitägige Bootcamp, danach Nutzertests, Auswertung und die Ausarbeitung der Roadmap. Bei sehr klar umrissenen Fragen genügt manchmal das Bootcamp allein.',
      },
      {
        question: 'Wer aus unserem Unternehmen sollte am Bootcamp teilnehmen?',
        answer:
          'Idealerweise fünf bis acht Personen: jemand mit Entscheidungsbefugnis, Fachleute, die den Alltag Ihrer Kundschaft kennen, und eine Person aus der IT. Entscheidend ist, dass alle drei Tage durchgehend dabei sind.',
      },
      {
        question: 'Setzen Sie die Strategie anschließend auch um?',
        answer:
          'Wenn Sie möchten, ja – häufig folgt direkt ein MVP, in der Regel in acht Wochen. Die Ergebnisse dokumentieren wir aber so, dass auch Ihr eigenes Team oder ein anderer Dienstleister darauf aufbauen kann.',
      },
    ],
    cta: 'Beschreiben Sie uns Ihre wichtigste offene Frage – wir sagen Ihnen ehrlich, ob ein Bootcamp, eine Analyse oder gleich ein MVP der richtige Einstieg ist.',
    related: {
      services: ['mvp-development', 'product-management', 'workflow-finder', 'ai-development'],
      references: ['bootcamp-workshop', 'ausbildungs-matching-plattform', 'kiekje'],
      industries: ['startups', 'kmu', 'public-sector'],
    },
  },
  'workflow-finder': {
    intro: [
      'Der Workflow-Finder beantwortet eine einfache Frage mit System: Welche Ihrer Abläufe kosten am meisten Zeit, und welche davon lassen sich mit vertretbarem Aufwand automatisieren? Statt mit einer Technologie zu beginnen und nach Anwendungsfällen zu suchen, starten wir bei der Arbeit, die Ihre Teams tatsächlich erledigen – vom Posteingang bis zur Monatsabrechnung.',
      'In zwei bis drei Wochen erfassen wir gemeinsam mit den Beteiligten zwanzig bis fünfzig Abläufe, schätzen Häufigkeit, Zeitaufwand und Fehleranfälligkeit und ordnen jedem den passenden Lösungsweg zu: eine No-Code-Automatisierung, eine Integration zwischen bestehenden Systemen, einen KI-Baustein oder schlicht eine bessere Regel. Das Ergebnis ist eine Liste, mit der Sie sofort planen können.',
    ],
    audience:
      'Mittelständische Unternehmen und Verwaltungen, deren Fachkräfte viel Zeit mit Routinearbeit verbringen, die aber vor einer Investition in Automatisierung oder KI eine belastbare Grundlage wollen.',
    problems: [
      'Mitarbeitende übertragen täglich Daten von einem System ins andere, von Hand oder per Kopieren und Einfügen.',
      'Es gibt viele Automatisierungsideen, aber keine Übersicht, welche sich wirklich rechnen.',
      'Ein KI-Pilot wurde gestartet, ohne dass klar war, welchen Ablauf er eigentlich entlasten soll.',
      'Das Wissen über Abläufe steckt in einzelnen Köpfen und ist nirgends aufgeschrieben.',
    ],
    steps: [
      {
        title: 'Auftakt mit Zielbild',
        text: 'In einem halbtägigen Termin legen wir fest, welche Bereiche wir betrachten, wer befragt wird und woran Sie den Erfolg messen.',
      },
      {
        title: 'Abläufe aufnehmen',
        text: 'In kurzen Interviews und durch Beobachtung am Arbeitsplatz dokumentieren wir jeden Ablauf mit Auslöser, Schritten, beteiligten Systemen und Ausnahmen.',
      },
      {
        title: 'Bewerten und zuordnen',
        text: 'Für jeden Ablauf schätzen wir die heutige Zeit pro Monat, das Automatisierungspotenzial und den Umsetzungsaufwand und schlagen die passende Technik vor.',
      },
      {
        title: 'Ergebnis vorstellen',
        text: 'Im Abschlussworkshop gehen wir die priorisierte Liste durch und wählen gemeinsam zwei bis drei Abläufe für eine erste Umsetzung aus.',
      },
    ],
    technologies: ['BPMN 2.0', 'Camunda Modeler', 'Miro', 'Make', 'n8n', 'Microsoft Power Automate'],
    outcomes: [
      'Eine dokumentierte Übersicht Ihrer wichtigsten Abläufe mit Zeitaufwand und Schwachstellen',
      'Eine nach Nutzen und Aufwand priorisierte Umsetzungsliste',
      'Für jeden Favoriten einen Lösungsvorschlag mit grober Aufwandsschätzung',
      'Klarheit darüber, wo KI sinnvoll ist und wo eine einfache Regel genügt',
    ],
    faq: [
      {
        question: 'Wie viel Zeit müssen unsere Mitarbeitenden investieren?',
        answer:
          'Pro befragter Person rechnen wir mit ein bis zwei Stunden Interview; dazu kommen Auftakt und Abschlussworkshop für das Kernteam. Die Dokumentation übernehmen wir vollständig.',
      },
      {
        question: 'Bekommen wir eine Empfehlung für ein bestimmtes Werkzeug?',
        answer:
          'Nur wenn sie sich aus den Abläufen ergibt. Wir sind an keinen Plattformanbieter gebunden und raten häufig dazu, vorhandene Lizenzen, etwa für Microsoft 365, besser zu nutzen, bevor Sie neue kaufen.',
      },
      {
        question: 'Was passiert nach dem Workflow-Finder?',
        answer:
          'Die ausgewählten Abläufe setzen wir auf Wunsch direkt um, oft innerhalb weniger Wochen. Die Liste bleibt Ihr Arbeitsinstrument für die folgenden Monate und lässt sich mit eigenen Einträgen fortschreiben.',
      },
    ],
    cta: 'Nennen Sie uns den Ablauf, der Ihr Team am meisten Zeit kostet – oft lässt sich schon daran zeigen, was der Workflow-Finder für Sie leisten kann.',
    related: {
      services: ['automation-solutions', 'process-optimization', 'no-code-development', 'low-code-automation'],
      references: ['garantiemax'],
      industries: ['real-estate', 'kmu', 'public-sector'],
    },
  },
  'product-management': {
    intro: [
      'Viele digitale Produkte scheitern nicht an der Technik, sondern daran, dass niemand konsequent entscheidet, was als Nächstes gebaut wird – und was nicht. Genau diese Lücke schließen wir: Unsere Product Owner übernehmen die Produktverantwortung auf Zeit, arbeiten eng mit Ihrer Geschäftsführung und Ihren Fachbereichen und sorgen dafür, dass Entwicklungsbudget in messbaren Nutzen fließt.',
      'Dazu gehört die laufende Product Discovery mit Interviews und Experimenten ebenso wie ein gepflegtes Backlog, eine verständliche Roadmap und Kennzahlen, an denen sich der Erfolg jeder Version ablesen lässt. Parallel bauen wir die Kompetenz in Ihrem Haus auf, damit eine interne Person die Rolle schrittweise übernehmen kann.',
    ],
    audience:
      'Unternehmen, die ein digitales Produkt aufbauen oder weiterentwickeln, ohne bereits eine erfahrene Produktrolle zu haben – und Entwicklungsteams, intern oder extern, denen eine klare fachliche Führung fehlt.',
    problems: [
      'Das Entwicklungsteam arbeitet Anforderungslisten ab, aber niemand prüft, ob die Funktionen genutzt werden.',
      'Jede Abteilung meldet eigene Wünsche an, und das Backlog wächst schneller, als das Team liefern kann.',
      'Die Roadmap ist eine Terminliste für Features statt einer Aussage über Ziele.',
      'Seit die bisherige Produktverantwortliche gegangen ist, fehlt Wissen über Entscheidungen und Nutzer:innen.',
    ],
    steps: [
      {
        title: 'Produkt kennenlernen',
        text: 'In den ersten zwei Wochen sprechen wir mit Stakeholdern und Nutzer:innen, sichten Daten und Backlog und halten fest, welche Ziele und Kennzahlen gelten.',
      },
      {
        title: 'Discovery und Backlog',
        text: 'Wir formulieren Hypothesen, prüfen sie mit Prototypen oder kleinen Experimenten und schreiben daraus User Stories mit klaren Akzeptanzkriterien.',
      },
      {
        title: 'Steuern im Sprint-Rhythmus',
        text: 'Als Product Owner priorisieren wir, beantworten fachliche Fragen des Teams am selben Tag und stellen Ergebnisse im Review Ihren Stakeholdern vor.',
      },
      {
        title: 'Übergabe an Ihr Team',
        text: 'Wir begleiten Ihre künftige Produktverantwortliche im Tandem, dokumentieren getroffene Entscheidungen und ziehen uns schrittweise zurück.',
      },
    ],
    technologies: ['Jira', 'Linear', 'Productboard', 'Miro', 'Figma', 'Amplitude', 'Matomo'],
    outcomes: [
      'Ein priorisiertes, verständliches Backlog, in dem jeder Eintrag einem Ziel dient',
      'Eine Roadmap, die Ergebnisse statt Liefertermine beschreibt',
      'Produktkennzahlen, die nach jeder Version ausgewertet werden',
      'Eine interne Produktrolle, die nach der Übergabe sicher entscheidet',
    ],
    faq: [
      {
        question: 'Wie viel Zeit verbringt der Product Owner bei uns?',
        answer:
          'Das hängt vom Umfang ab; üblich sind zwei bis fünf Tage pro Woche. Wichtig ist, dass er im Rhythmus des Teams verfügbar ist und an jedem Review teilnimmt.',
      },
      {
        question: 'Arbeitet Ihr Product Owner auch mit unserem internen Entwicklungsteam?',
        answer:
          'Ja. Wir übernehmen die Produktrolle auch für Teams, die nicht von uns kommen, und passen uns an Ihre Werkzeuge, Termine und Freigabewege an.',
      },
      {
        question: 'Worin unterscheidet sich das von klassischem Projektmanagement?',
        answer:
          'Projektmanagement steuert Termine, Budget und Umfang eines Vorhabens. Produktmanagement fragt, welches Problem gelöst werden soll und ob eine Funktion das leistet – und ändert den Plan, wenn die Antwort nein lautet.',
      },
    ],
    cta: 'Erzählen Sie uns, wo Ihr Produkt gerade steht – gemeinsam klären wir, ob Sie eine Produktrolle auf Zeit, ein Coaching oder eine kurze Discovery brauchen.',
    related: {
      services: ['strategy', 'mvp-development', 'web-applications'],
      references: ['nearshore-teams', 'fussball-apps', 'bootcamp-workshop'],
      industries: ['startups', 'insurance', 'recruiting'],
    },
  },
  'mvp-development': {
    intro: [
      'Ein Minimum Viable Product ist bei uns keine Attrappe, sondern funktionierende Software mit bewusst kleinem Umfang: genau die Funktionen, die nötig sind, um die riskanteste Annahme Ihres Vorhabens an echten Nutzer:innen zu prüfen. Ob Kund:innen zahlen wollen, ob Mitarbeitende einen neuen Prozess annehmen oder ob ein Markt groß genug ist – das MVP soll es zeigen, bevor Sie das große Budget freigeben.',
      'Unser Rahmen: in der Regel acht Wochen von der geschärften Idee bis zum Go-live. Ein kleines cross-funktionales Team aus Product Owner, Design, Entwicklung und QA arbeitet in vier zweiwöchigen Sprints, und Sie sehen nach jedem Sprint lauffähige Software. Weil der Zeitrahmen steht, verhandeln wir über den Umfang – das zwingt alle Beteiligten, sich auf das Wesentliche zu konzentrieren.',
    ],
    audience:
      'Gründerteams, die für Investor:innen oder erste Kund:innen ein echtes Produkt brauchen, und etablierte Unternehmen, die ein neues Geschäftsmodell oder einen digitalen Service erproben wollen, bevor sie eine eigene Einheit dafür aufbauen.',
    problems: [
      'Die Idee liegt seit Monaten im Konzept, aber niemand hat geprüft, ob Kund:innen sie wollen.',
      'Ein Dienstleister hat ein Jahr Entwicklung angeboten, bevor irgendjemand das Produkt nutzen kann.',
      'Investor:innen wollen Traktion sehen, keine Präsentationen.',
      'Der Umfang wächst in jeder Besprechung, weil jede Funktion als unverzichtbar gilt.',
    ],
    steps: [
      {
        title: 'Woche 0: Schärfen',
        text: 'Im Product-Vision-Bootcamp oder einem verkürzten Workshop legen wir Zielgruppe, Kernannahme und Erfolgskriterien fest und schneiden den Umfang auf das Nötigste zu.',
      },
      {
        title: 'Wochen 1 bis 4: Kern bauen',
        text: 'Design und Entwicklung arbeiten parallel. Nach zwei Wochen testen erste Nutzer:innen klickbare Entwürfe, nach vier Wochen läuft der Kernablauf auf einer Testumgebung.',
      },
      {
        title: 'Wochen 5 bis 8: Fertigstellen und live gehen',
        text: 'Wir ergänzen Anmeldung, Zahlung oder Verwaltung, testen gründlich, richten Monitoring und Analyse ein und gehen mit einer ersten Nutzergruppe live.',
      },
      {
        title: 'Danach: Messen und entscheiden',
        text: 'Gemeinsam werten wir Nutzung und Rückmeldungen aus und entscheiden, ob Sie ausbauen, umsteuern oder aufhören. Alle drei Antworten sind wertvoll.',
      },
    ],
    technologies: ['TypeScript', 'React', 'Next.js', 'Node.js', 'PostgreSQL', 'Bubble', 'Stripe', 'Vercel'],
    outcomes: [
      'Ein lauffähiges Produkt in den Händen echter Nutzer:innen, in der Regel nach acht Wochen',
      'Messbare Antworten auf Ihre wichtigsten Annahmen statt Vermutungen',
      'Eine ausbaufähige Codebasis oder ein bewusst gewählter No-Code-Prototyp',
      'Ein priorisiertes Backlog für die Zeit nach dem Go-live',
    ],
    faq: [
      {
        question: 'Was, wenn acht Wochen nicht reichen?',
        answer:
          'Meist reduzieren wir dann den Umfang, nicht die Qualität: In der Schärfungsphase legen wir fest, was unverzichtbar ist; alles andere kommt auf die Liste für die Zeit nach dem Go-live. Manchmal braucht das MVP trotzdem länger, etwa wenn Hardware mehrerer Hersteller angebunden werden muss – die Smart-Home-App für WohnWerk Süd hat 14 statt acht Wochen gebraucht. Das sagen wir Ihnen, sobald wir es sehen, nicht am Ende.',
      },
      {
        question: 'Programmieren Sie das MVP, oder nutzen Sie No-Code?',
        answer:
          'Beides ist möglich. Steht schnelles Lernen im Vordergrund und ist die Logik überschaubar, spart No-Code Zeit. Soll das MVP direkt zur Grundlage eines wachsenden Produkts werden, programmieren wir es mit TypeScript und React.',
      },
      {
        question: 'Gehört uns der Code am Ende?',
        answer:
          'Ja. Mit vollständiger Zahlung erhalten Sie die Nutzungsrechte am Code, den Zugang zum Repository und die Dokumentation, damit ein eigenes Team übernehmen kann.',
      },
    ],
    cta: 'Schildern Sie uns Ihre Idee in einem Satz – im Gespräch skizzieren wir, wie ein MVP dafür in acht Wochen aussehen könnte.',
    related: {
      services: ['strategy', 'no-code-development', 'product-management', 'web-applications'],
      references: ['kiekje', 'reverse-recruiting', 'ausbildungs-matching-plattform', 'smart-home-app'],
      industries: ['startups', 'education', 'healthcare'],
    },
  },
  'process-optimization': {
    intro: [
      'Bevor ein Ablauf digitalisiert wird, lohnt sich der Blick darauf, ob er überhaupt so bleiben sollte. Wir nehmen Prozesse gemeinsam mit den Menschen auf, die sie jeden Tag ausführen, und machen sichtbar, wo Informationen doppelt erfasst, Unterlagen ausgedruckt und wieder eingescannt werden oder Entscheidungen tagelang in Postfächern liegen. Oft zeigt sich, dass einzelne Schritte nur noch aus Gewohnheit existieren.',
      'Den Zielprozess entwerfen wir so, dass er sich direkt umsetzen lässt: mit klaren Zuständigkeiten, definierten Übergaben und der Frage, welche Software welchen Schritt übernimmt. Weil unsere Teams auch entwickeln, endet die Optimierung nicht bei einem Diagramm. Wir bauen die nötigen Formulare, Integrationen oder Anwendungen und prüfen nach einigen Wochen, ob der neue Ablauf im Alltag trägt.',
    ],
    audience:
      'Bereichs- und Prozessverantwortliche in Verwaltung, Einkauf, Auftragsabwicklung oder Kundenservice, deren Abläufe über Jahre gewachsen sind und die vor einer Digitalisierung erst Ordnung schaffen wollen.',
    problems: [
      'Ein Vorgang wandert durch fünf Abteilungen, und niemand weiß, wo er gerade liegt.',
      'Dieselben Kundendaten werden in Angebot, Auftrag und Rechnung jeweils neu eingetippt.',
      'Neue Kolleg:innen brauchen Monate, bis sie alle Sonderregeln kennen.',
      'Eine neue Software wurde eingeführt, doch der alte Papierweg läuft parallel weiter.',
    ],
    steps: [
      {
        title: 'Ist-Aufnahme vor Ort',
        text: 'Wir begleiten den Prozess an echten Vorgängen, erfassen Wartezeiten und Medienbrüche und modellieren den Ist-Ablauf in BPMN.',
      },
      {
        title: 'Ursachen klären',
        text: 'In einem Workshop mit allen beteiligten Rollen trennen wir echte Anforderungen von historisch gewachsenen Gewohnheiten.',
      },
      {
        title: 'Zielprozess entwerfen',
        text: 'Wir entwerfen einen schlanken Soll-Ablauf und legen fest, welche Schritte entfallen, welche automatisiert werden und wer wofür verantwortlich ist.',
      },
      {
        title: 'Umsetzen und nachmessen',
        text: 'Wir setzen die digitalen Bausteine um, schulen die Beteiligten und vergleichen nach sechs bis acht Wochen die Durchlaufzeiten vorher und nachher.',
      },
    ],
    technologies: ['BPMN 2.0', 'SAP Signavio', 'Camunda', 'Microsoft Power Automate', 'Jira Service Management', 'Miro'],
    outcomes: [
      'Ein dokumentierter Ist- und Soll-Prozess, den alle Beteiligten verstehen',
      'Weniger Übergaben und eine klare Verantwortung für jeden Schritt',
      'Umgesetzte digitale Bausteine statt eines Maßnahmenkatalogs',
      'Eine Vorher-nachher-Messung der Durchlaufzeit',
    ],
    faq: [
      {
        question: 'Brauchen wir dafür eine bestimmte Software?',
        answer:
          'Nein. Wir arbeiten mit den Systemen, die Sie bereits nutzen, und empfehlen Neues nur, wenn sich ein Ablauf anders nicht sinnvoll abbilden lässt.',
      },
      {
        question: 'Wie gehen Sie mit Widerständen im Team um?',
        answer:
          'Indem wir die Menschen, die den Prozess ausführen, von Anfang an beteiligen. Wer den neuen Ablauf mitentworfen hat, trägt ihn später mit – und kennt die Ausnahmen, die in keiner Vorgabe stehen.',
      },
      {
        question: 'Was unterscheidet das von Ihrer Effizienzsteigerung?',
        answer:
          'Prozessoptimierung setzt beim organisatorischen Ablauf an. Die Effizienzsteigerung nimmt bestehende Software und Infrastruktur unter die Lupe, etwa langsame Anwendungen oder hohe Cloud-Kosten.',
      },
    ],
    cta: 'Bringen Sie einen Vorgang mit, der regelmäßig hängen bleibt – wir zeigen Ihnen, wie wir ihn aufnehmen und verbessern würden.',
    related: {
      services: ['workflow-finder', 'automation-solutions', 'process-monitoring', 'efficiency-optimization'],
      references: ['buchberger', 'garantiemax'],
      industries: ['public-sector', 'logistics', 'insurance'],
    },
  },
  'efficiency-optimization': {
    intro: [
      'Gewachsene Software wird selten schlechter, weil jemand Fehler macht, sondern weil sich Nutzung, Datenmengen und Anforderungen über die Jahre verschieben. Seiten laden länger, nächtliche Berichte sind morgens nicht fertig, die Cloud-Rechnung steigt jeden Monat, und Mitarbeitende haben sich Umwege über Tabellen angewöhnt. Effizienzsteigerung heißt für uns, diese Verluste messbar zu machen und gezielt zu beheben.',
      'Wir beginnen mit Messungen statt Meinungen: Antwortzeiten, Datenbankabfragen, Ressourcenverbrauch, Nutzungsdaten und die Wege, die Nutzer:innen tatsächlich durch die Anwendung nehmen. Daraus entsteht eine Liste von Maßnahmen mit erwarteter Wirkung, vom fehlenden Datenbankindex über überdimensionierte Server bis zur Eingabemaske, die drei Klicks zu viel verlangt. Die wirkungsvollsten setzen wir zuerst um.',
    ],
    audience:
      'IT-Leitungen und Produktverantwortliche mit bestehenden Webanwendungen, Portalen oder Cloud-Plattformen, die aus ihrer Software mehr herausholen wollen, bevor sie über eine Neuentwicklung nachdenken.',
    problems: [
      'Die Anwendung wird von Monat zu Monat langsamer, und Nutzer:innen beschweren sich über Wartezeiten.',
      'Die Cloud-Kosten sind gestiegen, ohne dass jemand sagen kann, wofür.',
      'Nächtliche Batch-Jobs brechen ab oder laufen bis in den Arbeitstag hinein.',
      'Mitarbeitende exportieren Daten nach Excel, weil die Anwendung eine Auswertung nicht bietet.',
    ],
    steps: [
      {
        title: 'Messen',
        text: 'Wir richten Application Performance Monitoring ein, werten Logs und Cloud-Abrechnungen aus und beobachten typische Nutzer:innen bei der Arbeit.',
      },
      {
        title: 'Engpässe benennen',
        text: 'Aus den Messwerten leiten wir die größten Hebel ab und beziffern für jeden den erwarteten Effekt auf Zeit oder Kosten.',
      },
      {
        title: 'Gezielt beheben',
        text: 'Wir optimieren Abfragen, führen Caching ein, passen Ressourcen dem tatsächlichen Bedarf an und vereinfachen Oberflächen, an denen Zeit verloren geht.',
      },
      {
        title: 'Dauerhaft absichern',
        text: 'Dashboards und Alarme zeigen künftig, wenn sich ein Wert verschlechtert, und Performance-Budgets in der Pipeline verhindern neue Rückschritte.',
      },
    ],
    technologies: ['OpenTelemetry', 'Grafana', 'Prometheus', 'Sentry', 'Lighthouse', 'PostgreSQL', 'Redis', 'AWS Cost Explorer'],
    outcomes: [
      'Ein Messbild Ihrer Anwendung mit klar benannten Engpässen',
      'Kürzere Antwortzeiten dort, wo Nutzer:innen am häufigsten arbeiten',
      'Cloud-Ressourcen, die zum tatsächlichen Bedarf passen',
      'Monitoring und Budgets, die künftige Verschlechterungen früh melden',
    ],
    faq: [
      {
        question: 'Müssen Sie dafür unseren Code übernehmen?',
        answer:
          'Nein. Wir arbeiten auf Wunsch neben Ihrem Team, liefern Änderungen als Pull Requests und erklären jede Maßnahme so, dass Ihr Team sie nachvollziehen und fortführen kann.',
      },
      {
        question: 'Lohnt sich das noch, oder sollten wir neu entwickeln?',
        answer:
          'Genau das zeigen die Messungen: ob die Probleme an wenigen Stellen sitzen oder in der Architektur selbst. Im zweiten Fall sagen wir Ihnen das offen und skizzieren eine schrittweise Modernisierung.',
      },
      {
        question: 'Wie schnell sehen wir Ergebnisse?',
        answer:
          'Die Messphase dauert meist ein bis zwei Wochen. Einfache Verbesserungen wie fehlende Indizes oder überdimensionierte Instanzen lassen sich oft unmittelbar danach umsetzen.',
      },
    ],
    cta: 'Nennen Sie uns die Anwendung, die Ihre Geduld am meisten strapaziert – wir besprechen, welche Messungen zuerst Klarheit bringen.',
    related: {
      services: ['process-optimization', 'microservices-architecture', 'process-monitoring', 'web-applications'],
      references: ['garantiemax', 'product-communicator', 'buchberger'],
      industries: ['kmu', 'e-commerce', 'manufacturing'],
    },
  },
} as const satisfies Partial<Record<ServiceId, ServiceDetail>>;
