import type { Role } from '../types';

export const practices = [
  {
    id: 'scrum-method',
    glossaryTermId: 'scrum',
    title: 'Scrum',
    kind: 'practice',
    teaser:
      'Scrum ist unser Standardrahmen für die Produktentwicklung: Sprints von zwei Wochen mit Planning, Daily, Review und Retrospektive. Sie sehen in jedem Review lauffähige Software und entscheiden mit, was als Nächstes kommt.',
    metaDescription:
      'So arbeiten wir mit Scrum: zweiwöchige Sprints, Reviews mit lauffähiger Software und Retrospektiven, in denen das Team seine Arbeitsweise verbessert.',
    body: [
      'Scrum ist das Rahmenwerk, nach dem unsere Teams neue Produkte und größere Ausbaustufen entwickeln. Die Arbeit ist in Sprints von zwei Wochen gegliedert. Zu Beginn wählt das Team im Sprint Planning die wichtigsten Einträge aus dem Backlog und formuliert ein Sprint-Ziel, im täglichen Daily stimmt es sich in fünfzehn Minuten ab, und am Ende zeigt es im Sprint Review lauffähige Software und reflektiert in der Retrospektive die eigene Zusammenarbeit.',
      'Für Sie hat dieser feste Takt einen klaren Vorteil: Alle zwei Wochen sehen Sie echten Fortschritt und können die Richtung ändern, bevor Monate in eine falsche Annahme geflossen sind. Die Verantwortlichkeiten sind eindeutig verteilt – der Product Owner entscheidet über das Was, die Entwickler:innen über das Wie, der Scrum Master achtet auf den Prozess. Wir halten uns an den Scrum Guide, passen Details wie die Sprintlänge aber an Ihr Vorhaben an.',
    ],
    highlights: [
      'Sprint Planning mit einem klaren Sprint-Ziel',
      'Daily von höchstens fünfzehn Minuten',
      'Sprint Review mit lauffähiger Software und Ihren Stakeholdern',
      'Retrospektive mit konkreten Verbesserungen für den nächsten Sprint',
      'Backlog Refinement, damit die nächsten Einträge startklar sind',
    ],
    related: {
      methods: ['agile-teams'],
      roles: ['scrum-master', 'product-owner', 'kanban-method'],
      services: ['mvp-development', 'web-applications'],
    },
  },
  {
    id: 'holacracy-circles',
    title: 'Holakratie-Kreise',
    kind: 'practice',
    teaser:
      'In der Holakratie bündeln Kreise zusammengehörige Rollen, etwa für ein Kundenprojekt, für Design oder für den Betrieb. Jeder Kreis regelt seine Zuständigkeiten selbst in Governance-Meetings und passt sie an, sobald sich die Arbeit ändert.',
    metaDescription:
      'Holakratie-Kreise bei Isarlicht Digital: wie wir Rollen bündeln, Zuständigkeiten selbst regeln und unsere Organisation laufend an die Arbeit anpassen.',
    body: [
      'Kreise sind die Bausteine unserer holakratischen Organisation. Ein Kreis bündelt Rollen, die gemeinsam einen Zweck verfolgen: der Kreis eines Kundenprojekts etwa die Rollen für Produkt, Design, Entwicklung und Qualitätssicherung genau dieses Vorhabens, der Infrastrukturkreis alle Rollen rund um Betrieb und Sicherheit. Wächst die Arbeit, bildet ein Kreis Unterkreise; endet ein Projekt, löst sich sein Kreis wieder auf.',
      'Jeder Kreis regelt seine Angelegenheiten selbst. In Governance-Meetings legt er fest, welche Rollen es gibt und wofür sie zuständig sind, in taktischen Meetings koordiniert er die laufende Arbeit. Über verbindende Rollen ist jeder Kreis mit dem übergeordneten Kreis verknüpft, sodass Informationen in beide Richtungen fließen. Für unsere Kund:innen bedeutet das: Ihr Projektkreis trifft die meisten Entscheidungen selbst und muss nicht auf eine Geschäftsführung warten. Wer zu welchem Kreis gehört und welche Rollen ausfüllt, können alle Mitarbeitenden jederzeit in unserem Organisationswerkzeug nachsehen.',
    ],
    highlights: [
      'Ein klar formulierter Zweck für jeden Kreis',
      'Selbst verwaltete Rollen und Zuständigkeiten',
      'Verbindende Rollen zwischen Kreis und übergeordnetem Kreis',
      'Governance-Meetings zur Anpassung der Struktur',
      'Projektkreise, die mit dem Kundenprojekt entstehen und enden',
    ],
    related: {
      methods: ['holacracy-system', 'cross-functional-teams'],
      roles: ['tactic-meetings', 'product-owner', 'scrum-master'],
      services: ['process-optimization', 'strategy'],
    },
  },
  {
    id: 'kanban-method',
    glossaryTermId: 'kanban',
    title: 'Kanban',
    kind: 'practice',
    teaser:
      'Kanban nutzen wir überall dort, wo Arbeit laufend statt in Sprints anfällt – etwa bei Betrieb, Support und Weiterentwicklung bestehender Anwendungen. Ein sichtbares Board und begrenzte parallele Arbeit sorgen für kurze Durchlaufzeiten.',
    metaDescription:
      'Kanban bei Isarlicht Digital: sichtbare Boards und begrenzte parallele Arbeit für Betrieb, Support und Weiterentwicklung mit kurzen Durchlaufzeiten.',
    body: [
      'Nicht jede Arbeit lässt sich sinnvoll in zweiwöchige Sprints packen. Im Betrieb einer Anwendung, im Support und bei der laufenden Weiterentwicklung kommen Aufgaben unregelmäßig und mit unterschiedlicher Dringlichkeit herein. Hier arbeiten wir mit Kanban: Alle Aufgaben sind auf einem Board in Spalten wie „Bereit“, „In Arbeit“, „Im Test“ und „Erledigt“ sichtbar, und jede Spalte hat eine Obergrenze für gleichzeitig laufende Arbeit.',
      'Diese Begrenzung ist der eigentliche Kern der Methode: Wer weniger parallel anfängt, wird schneller fertig, und Engpässe werden sichtbar, statt sich in langen Wartelisten zu verstecken. Wir messen Durchlaufzeiten und vereinbaren mit Ihnen Serviceklassen – etwa, dass eine Störung sofort bearbeitet wird und eine Verbesserung innerhalb von zwei Wochen. In regelmäßigen Replenishment-Terminen legen wir gemeinsam fest, was als Nächstes auf das Board kommt. Das Board können Sie jederzeit einsehen und so ohne Nachfrage erkennen, woran gerade gearbeitet wird.',
    ],
    highlights: [
      'Ein gemeinsames, für Sie einsehbares Board',
      'Obergrenzen für gleichzeitig laufende Arbeit',
      'Serviceklassen für Störungen, Verbesserungen und Wünsche',
      'Gemessene Durchlaufzeiten statt Schätzungen',
      'Regelmäßige Priorisierung im Replenishment',
    ],
    related: {
      methods: ['agile-teams'],
      roles: ['scrum-method', 'devops-specialist', 'lean-method'],
      services: ['efficiency-optimization', 'process-monitoring'],
    },
  },
  {
    id: 'lean-method',
    title: 'Lean-Methode',
    kind: 'practice',
    teaser:
      'Nach dem Lean-Prinzip bauen wir nur, was nachweislich Nutzen stiftet: Annahmen formulieren, mit dem kleinstmöglichen Experiment testen, aus den Ergebnissen lernen. Diese Haltung steckt in unseren MVPs ebenso wie in der Optimierung bestehender Prozesse.',
    metaDescription:
      'Die Lean-Methode bei Isarlicht Digital: Annahmen früh testen, Verschwendung vermeiden und nur bauen, was Ihren Nutzer:innen nachweislich Nutzen bringt.',
    body: [
      'Die Lean-Methode stammt ursprünglich aus der Produktion und beschreibt eine Haltung: Alles, was keinen Wert für Kund:innen schafft, ist Verschwendung. In der Softwareentwicklung sind das Funktionen, die niemand nutzt, Wartezeiten zwischen Teams, halbfertige Arbeit und Dokumente, die niemand liest. Wir übertragen diese Haltung auf digitale Produkte und fragen bei jeder Funktion zuerst: Welche Annahme steckt dahinter, und wie prüfen wir sie mit dem kleinstmöglichen Aufwand?',
      'Konkret heißt das: Wir formulieren Hypothesen mit messbaren Erfolgskriterien, testen sie mit Prototypen, Landingpages oder einem MVP und entscheiden anhand der Daten, ob wir ausbauen, umsteuern oder aufhören. Dieser Kreislauf aus Bauen, Messen und Lernen prägt unsere MVP-Entwicklung, die in der Regel acht Wochen dauert, ebenso wie die Optimierung bestehender Prozesse, bei der wir Wartezeiten und Medienbrüche systematisch beseitigen. Auch intern wenden wir das Prinzip an: Meetings, Berichte und Freigaben, die niemandem helfen, schaffen wir ab.',
    ],
    highlights: [
      'Hypothesen mit messbaren Erfolgskriterien',
      'Kleinstmögliche Experimente vor großen Investitionen',
      'Bauen, Messen, Lernen als fester Kreislauf',
      'Wertstromanalyse zum Aufspüren von Wartezeiten',
      'Entscheidungen auf Basis von Daten statt Meinungen',
    ],
    related: {
      methods: ['agile-teams'],
      roles: ['design-thinking', 'kanban-method', 'product-owner'],
      services: ['mvp-development', 'process-optimization'],
    },
  },
  {
    id: 'design-thinking',
    glossaryTermId: 'design-thinking',
    title: 'Design Thinking',
    kind: 'practice',
    teaser:
      'Mit Design Thinking beginnen wir bei den Menschen, die ein Produkt nutzen sollen, nicht bei der Technik. In unserem dreitägigen Product-Vision-Bootcamp durchlaufen wir Persona, User Journey und Design Studio und halten am Ende testbare Entwürfe in der Hand.',
    metaDescription:
      'Design Thinking bei Isarlicht Digital: im dreitägigen Bootcamp von Persona und User Journey über das Design Studio zu testbaren Produktentwürfen.',
    body: [
      'Design Thinking ist unser Werkzeug für die frühe Phase eines Vorhabens, wenn noch nicht klar ist, welches Problem eigentlich gelöst werden soll. Statt bei einer technischen Lösung zu beginnen, starten wir bei den Menschen: Was versuchen sie zu erreichen, woran scheitern sie heute, was frustriert sie? Erst wenn diese Fragen beantwortet sind, entwickeln wir Ideen, bauen Prototypen und testen sie mit echten Nutzer:innen.',
      'Am deutlichsten wird das in unserem dreitägigen Product-Vision-Bootcamp. Der erste Tag gehört den Personas, die wir aus Interviews und dem Wissen Ihres Teams entwickeln. Am zweiten Tag zeichnen wir die User Journey und markieren Brüche und Chancen. Am dritten Tag skizzieren alle Teilnehmenden im Design Studio eigene Lösungen, die wir zu einem klickbaren Prototyp zusammenführen. 25 solcher Bootcamps haben wir durchgeführt, für mehr als 20 Unternehmen.',
    ],
    highlights: [
      'Interviews und Beobachtungen mit künftigen Nutzer:innen',
      'Personas und User Journeys als gemeinsame Grundlage',
      'Design Studio mit Skizzen aller Beteiligten',
      'Klickbare Prototypen statt langer Konzepte',
      'Tests mit echten Nutzer:innen vor der Entwicklung',
    ],
    related: {
      methods: ['cross-functional-teams'],
      roles: ['ux-ui-designer', 'lean-method', 'product-owner'],
      services: ['strategy', 'mvp-development'],
    },
  },
  {
    id: 'tactic-meetings',
    title: 'Taktische Meetings',
    kind: 'practice',
    teaser:
      'Taktische Meetings sind das operative Format der Holakratie: Jeder Kreis gleicht regelmäßig Kennzahlen und Projektstände ab und arbeitet offene Punkte der Reihe nach ab. Nach jedem Meeting stehen konkrete nächste Schritte mit klarer Zuständigkeit fest.',
    metaDescription:
      'Taktische Meetings in der Holakratie: Kennzahlen abgleichen, Hindernisse lösen und jedes Treffen mit klaren nächsten Schritten und Zuständigkeiten beenden.',
    body: [
      'Taktische Meetings sind in der Holakratie das Format für die operative Abstimmung eines Kreises. Sie finden bei uns wöchentlich statt, dauern selten länger als eine Stunde und folgen einem festen Ablauf: Nach einer kurzen Eingangsrunde prüft der Kreis seine Checklisten und Kennzahlen, jede Rolle berichtet knapp über ihre Projekte, und dann geht es an die eigentliche Arbeit – das Bearbeiten von Spannungen.',
      'Jede Person kann Punkte einbringen, die sie in ihrer Arbeit behindern oder für die sie Unterstützung braucht. Die Moderation nimmt sie der Reihe nach auf und fragt jeweils: Was brauchst du? Das Ergebnis ist eine konkrete nächste Aktion oder ein Projekt mit eindeutiger Zuständigkeit, festgehalten im Protokoll. Grundsatzfragen zu Zuständigkeiten verweist die Moderation dagegen in das Governance-Meeting. Für Kundenprojekte heißt das: Hindernisse werden jede Woche sichtbar und zeitnah gelöst.',
    ],
    highlights: [
      'Wöchentlicher Termin mit festem Ablauf',
      'Checklisten und Kennzahlen als kurzer Statusabgleich',
      'Bearbeitung von Spannungen der Reihe nach',
      'Jede Spannung endet mit einer Aktion und einer zuständigen Rolle',
      'Ein Protokoll, das alle Kreismitglieder einsehen können',
    ],
    related: {
      methods: ['holacracy-system'],
      roles: ['holacracy-circles', 'scrum-master', 'kanban-method'],
      services: ['process-optimization', 'collaboration-tools'],
    },
  },
] as const satisfies readonly Role[];
