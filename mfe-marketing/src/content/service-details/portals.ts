import type { ServiceId } from '@isarlicht/shared';
import type { ServiceDetail } from '../types';

/** The page text of the services in `services/portals.ts`, by id: only service pages load it. */
export const portalsDetails = {
  'web-portals-dashboards': {
    intro: [
      'Wenn Informationen auf ERP, CRM, Ticketsystem, Fachanwendungen und Fileserver verteilt sind, verbringen Mitarbeitende, Kund:innen und Führungskräfte viel Zeit damit, sie zusammenzusuchen. Ein Webportal schafft einen gemeinsamen Einstieg: Nach der Anmeldung sieht jede Person die Kacheln, Listen und Kennzahlen, die zu ihrer Rolle passen, und springt von dort direkt in den Vorgang. Die Daten bleiben in den führenden Systemen; das Portal liest sie über Schnittstellen und zeigt sie zusammen an.',
      'Wir bauen Portale modular: Jeder Bereich ist ein eigenständiges Modul, das ein Team unabhängig weiterentwickeln und ausliefern kann – auf Wunsch als Micro-Frontends, wie sie auch diese Website nutzt. Dashboards im Portal zeigen aktuelle Kennzahlen und verlinken auf die Details, statt als statischer Bericht zu enden. Single Sign-on, ein durchgängiges Design System und kurze Ladezeiten sind dabei unsere Messlatte.',
    ],
    audience:
      'Unternehmen mit vielen Systemen und vielen Zielgruppen, die Mitarbeitenden, Kund:innen oder Führungskräften einen gemeinsamen digitalen Einstieg geben wollen – als Mitarbeiterportal, Serviceportal oder Steuerungscockpit.',
    problems: [
      'Für einen einfachen Überblick müssen sich Mitarbeitende in fünf Anwendungen anmelden.',
      'Die Geschäftsführung bekommt Zahlen als PDF, die bei Erscheinen schon veraltet sind.',
      'Ein älteres Portal ist so verschachtelt, dass niemand mehr Änderungen wagt.',
      'Jede Abteilung betreibt ein eigenes Mini-Portal mit eigenem Login und eigenem Design.',
    ],
    steps: [
      {
        title: 'Zielgruppen und ihre Fragen',
        text: 'Für jede Zielgruppe halten wir fest, welche Fragen sie beantworten und welche Aufgaben sie erledigen will, und leiten daraus Startseite und Module ab.',
      },
      {
        title: 'Datenquellen anbinden',
        text: 'Wir prüfen die Schnittstellen der führenden Systeme, bauen fehlende Adapter und legen fest, wie aktuell welche Daten sein müssen.',
      },
      {
        title: 'Modular entwickeln',
        text: 'Module und Dashboards entstehen nacheinander in Sprints und gehen einzeln live, beginnend mit dem größten Nutzen.',
      },
      {
        title: 'Nach Nutzung ausbauen',
        text: 'Nutzungsdaten zeigen, welche Bereiche gebraucht werden; danach priorisieren wir die nächsten Module.',
      },
    ],
    technologies: ['React', 'TypeScript', 'Next.js', 'Module Federation', 'GraphQL', 'Keycloak', 'Apache ECharts', 'PostgreSQL'],
    outcomes: [
      'Ein gemeinsamer Einstieg für alle Zielgruppen mit einer einzigen Anmeldung',
      'Aktuelle Kennzahlen, die direkt in den zugrunde liegenden Vorgang führen',
      'Eine modulare Architektur, die Teams unabhängig erweitern können',
      'Ein einheitliches Erscheinungsbild über alle Bereiche',
    ],
    faq: [
      {
        question: 'Worin unterscheidet sich ein Portal von einem Intranet?',
        answer:
          'Ein klassisches Intranet verteilt vor allem Nachrichten und Dokumente. Ein Portal bündelt zusätzlich Daten und Aufgaben aus Ihren Fachsystemen, sodass Nutzer:innen dort arbeiten und nicht nur lesen.',
      },
      {
        question: 'Müssen die Daten ins Portal kopiert werden?',
        answer:
          'Meist nicht. Das Portal liest die Daten live über Schnittstellen. Nur für Auswertungen über viele Quellen oder bei sehr langsamen Systemen legen wir einen Zwischenspeicher an.',
      },
      {
        question: 'Können wir später eigene Module ergänzen?',
        answer:
          'Ja. Dank modularer Architektur und dokumentiertem Design System kann Ihr Team oder ein anderer Dienstleister Module hinzufügen, ohne bestehende zu verändern.',
      },
    ],
    cta: 'Zählen Sie uns die Systeme auf, zwischen denen Ihre Teams heute hin- und herspringen – wir skizzieren einen gemeinsamen Einstieg.',
    related: {
      services: ['customizable-dashboards', 'customer-partner-portals', 'role-based-access-control', 'data-visualization'],
      references: ['fahrzeugdatenplattform', 'smart-home-app'],
      industries: ['public-sector', 'kmu', 'automotive'],
    },
  },
  'customer-partner-portals': {
    intro: [
      'Im B2B-Geschäft haben Kund:innen und Partner oft ähnliche Fragen: Wo steht meine Bestellung, wo finde ich das Datenblatt, wer ist meine Ansprechperson, wie melde ich eine Reklamation? Beantwortet werden sie heute meist vom Innendienst, per Telefon und E-Mail. Ein gemeinsames Kunden- und Partnerportal macht diese Informationen rund um die Uhr im Self-Service verfügbar und schafft Ihrem Innendienst Zeit für die Fälle, die wirklich Beratung brauchen.',
      'Der Vorteil einer gemeinsamen Plattform: Bestellhistorie, Dokumente, Tickets und Stammdaten werden einmal angebunden und dann für verschiedene Zielgruppen freigegeben. Ein Händler sieht seine Konditionen und Provisionsabrechnungen, ein Endkunde seine Aufträge und Rechnungen, ein Servicepartner die Einsätze in seinem Gebiet. Ein mandantenfähiges Rechtekonzept hält die Daten getrennt, angemeldet wird per Single Sign-on oder mit zweitem Faktor.',
    ],
    audience:
      'Hersteller, Großhändler und technische Dienstleister im B2B, die sowohl Kund:innen als auch Vertriebs- oder Servicepartner digital versorgen und dafür nicht zwei getrennte Portale betreiben wollen.',
    problems: [
      'Der Innendienst beantwortet jeden Tag dieselben Fragen nach Lieferterminen und Rechnungskopien.',
      'Partner und Kund:innen erhalten Dokumente per E-Mail und arbeiten mit veralteten Versionen.',
      'Reklamationen kommen über alle Kanäle und werden in Tabellen nachverfolgt.',
      'Zwei vorhandene Portale für unterschiedliche Zielgruppen müssen doppelt gepflegt werden.',
    ],
    steps: [
      {
        title: 'Zielgruppen und Rechte',
        text: 'Wir beschreiben alle Zielgruppen mit ihren Aufgaben und legen fest, welche Daten sie sehen und welche Aktionen sie auslösen dürfen.',
      },
      {
        title: 'ERP und CRM anbinden',
        text: 'Bestellungen, Belege, Stammdaten und Tickets binden wir über Schnittstellen an und klären, welche Prozesse das Portal anstößt.',
      },
      {
        title: 'Portal mit Pilotgruppe',
        text: 'Wir starten mit den Funktionen, die den Innendienst am stärksten entlasten, und gehen zunächst mit einer Pilotgruppe live.',
      },
      {
        title: 'Schrittweise ausrollen',
        text: 'Nach den Rückmeldungen der Pilotgruppe laden wir weitere Kund:innen und Partner ein und begleiten die Einführung.',
      },
    ],
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'SAP S/4HANA', 'Salesforce', 'Keycloak', 'OAuth 2.0'],
    outcomes: [
      'Self-Service für Bestellstatus, Belege und Dokumente rund um die Uhr',
      'Eine Plattform für mehrere Zielgruppen mit sauber getrennten Daten',
      'Nachvollziehbare Reklamationen und Serviceanfragen statt Tabellen',
      'Ein entlasteter Innendienst mit Zeit für echte Beratung',
    ],
    faq: [
      {
        question: 'Lohnt sich ein gemeinsames Portal, oder sind zwei getrennte besser?',
        answer:
          'Greifen Kund:innen und Partner auf dieselben Daten zu, etwa Bestellungen oder Produktdokumente, spart eine gemeinsame Plattform viel Integrations- und Pflegeaufwand. Sehr unterschiedliche Zielgruppen können trotzdem eigene Oberflächen bekommen.',
      },
      {
        question: 'Wie kommen unsere Kund:innen an ihre Zugänge?',
        answer:
          'Über eine Einladung per E-Mail, ausgelöst aus dem CRM oder durch den Vertrieb. Firmenkunden können zusätzlich eigene Administrator:innen benennen, die weitere Kolleg:innen selbst freischalten.',
      },
      {
        question: 'Was passiert, wenn das ERP nicht erreichbar ist?',
        answer:
          'Das Portal zeigt dann zwischengespeicherte Stände mit einem klaren Hinweis und nimmt neue Anfragen entgegen, die es nachträglich überträgt.',
      },
    ],
    cta: 'Nennen Sie uns die drei häufigsten Anfragen an Ihren Innendienst – wir zeigen, wie ein Portal sie im Self-Service beantwortet.',
    related: {
      services: ['customer-portals', 'partner-portals', 'role-based-access-control', 'enterprise-integration-platform'],
      references: ['baustoffe-plattform', 'garantiemax'],
      industries: ['kmu', 'real-estate', 'manufacturing'],
    },
  },
  'customer-portals': {
    intro: [
      'Kund:innen möchten ihre Angelegenheiten erledigen, wann es ihnen passt: die Adresse ändern, eine Rechnung herunterladen, einen Zählerstand melden, einen Schaden mit Fotos einreichen. Ein Kundenportal macht das rund um die Uhr möglich und entlastet Ihr Servicecenter von Routineanfragen. Entscheidend ist, dass die häufigsten Anliegen tatsächlich vollständig online erledigt werden können – ein Portal, das am Ende doch auf die Hotline verweist, enttäuscht.',
      'Wir beginnen deshalb mit einer Auswertung Ihrer Serviceanfragen und bauen die häufigsten Anliegen zuerst. Ein KI-Assistent im Portal beantwortet Fragen zu Verträgen und Tarifen auf Basis Ihrer Unterlagen und übergibt an Mitarbeitende, wenn es kompliziert wird. Eine Registrierung mit Identitätsprüfung, barrierefreie Gestaltung und die Anbindung an CRM und Bestandssysteme gehören ebenso dazu wie ein Postfach für die sichere Kommunikation.',
    ],
    audience:
      'Versicherer, Energieversorger, Wohnungsunternehmen, Hersteller mit Service- und Wartungsverträgen und andere Unternehmen mit vielen Endkund:innen, deren Servicecenter unter einer Flut gleichartiger Anfragen steht.',
    problems: [
      'Ein großer Teil der Anrufe betrifft Adressänderungen, Rechnungskopien oder Statusfragen.',
      'Kund:innen senden Unterlagen per Post oder unverschlüsselter E-Mail.',
      'Das bestehende Portal wird kaum genutzt, weil die Registrierung zu kompliziert ist.',
      'Außerhalb der Servicezeiten gibt es keine Möglichkeit, ein Anliegen zu klären.',
    ],
    steps: [
      {
        title: 'Anliegen auswerten',
        text: 'Wir analysieren Serviceanfragen nach Häufigkeit und Aufwand und wählen die Anliegen aus, die sich vollständig digital erledigen lassen.',
      },
      {
        title: 'Registrierung und Identität',
        text: 'Wir gestalten eine einfache Registrierung mit angemessener Identitätsprüfung, etwa per Kundennummer und Bestätigungscode.',
      },
      {
        title: 'Self-Service und Assistent',
        text: 'Die ausgewählten Anliegen bauen wir als geführte Abläufe, ergänzt um einen KI-Assistenten für Fragen zu Vertrag und Tarif.',
      },
      {
        title: 'Messen und ausbauen',
        text: 'Wir beobachten, welche Anliegen online abgeschlossen werden, und verbessern Abläufe, an denen Kund:innen abbrechen.',
      },
    ],
    technologies: ['React', 'TypeScript', 'Next.js', 'Node.js', 'Keycloak', 'Salesforce Service Cloud', 'Azure OpenAI', 'PostgreSQL'],
    outcomes: [
      'Häufige Anliegen, die Kund:innen vollständig online erledigen',
      'Sichere Kommunikation und Dokumentenaustausch über ein Postfach',
      'Ein KI-Assistent, der rund um die Uhr Fragen beantwortet',
      'Kennzahlen darüber, welche Anliegen das Servicecenter noch erreichen',
    ],
    faq: [
      {
        question: 'Wie bringen wir Kund:innen dazu, das Portal zu nutzen?',
        answer:
          'Indem das Portal schneller ist als der Anruf. Eine einfache Registrierung, verständliche Abläufe und Hinweise an den richtigen Stellen, etwa auf Rechnungen und in der Wartezeitansage, helfen zusätzlich.',
      },
      {
        question: 'Wie sicher sind die Daten im Portal?',
        answer:
          'Wir setzen auf verschlüsselte Übertragung, Anmeldung mit zweitem Faktor, strenge Rollenrechte und regelmäßige Sicherheitstests. Besonders sensible Daten werden zusätzlich verschlüsselt gespeichert.',
      },
      {
        question: 'Darf der KI-Assistent auch Verträge ändern?',
        answer:
          'Nur wenn Sie das wollen und die Änderung eindeutig ist. In der Regel bereitet der Assistent eine Änderung vor, die Kund:innen selbst bestätigen; in heiklen Fällen entscheidet ein Mensch.',
      },
    ],
    cta: 'Bringen Sie eine Auswertung Ihrer häufigsten Serviceanfragen mit – wir zeigen, welche davon ein Portal vollständig übernehmen kann.',
    related: {
      services: ['customer-partner-portals', 'ai-development', 'responsive-app-design', 'role-based-access-control'],
      references: ['smart-home-app', 'hotel-buchungsplattform', 'nearshore-teams'],
      industries: ['insurance', 'real-estate', 'healthcare'],
    },
  },
  'partner-portals': {
    intro: [
      'Hersteller und Markenunternehmen, die über Fachhändler, Installateure, Servicepartner oder Franchisenehmer verkaufen, stehen vor einer besonderen Aufgabe: Hunderte eigenständige Betriebe sollen Ihre Produkte kompetent verkaufen und betreuen, ohne dass Sie ihnen Vorgaben machen können wie eigenen Mitarbeitenden. Ein gutes Partnerportal gibt ihnen alles dafür an die Hand – aktuelle Preislisten und Konditionen, Marketingmaterial, Schulungen, technische Unterlagen und einen direkten Draht zu Ihrem Partnermanagement.',
      'Zugleich steuern Sie über das Portal die Zusammenarbeit: Anfragen von Endkund:innen werden nach Region und Qualifikation an Partner verteilt, Partner melden Projekte und Verkaufschancen zurück, und Provisionen oder Boni werden transparent abgerechnet. Zertifizierungsstufen schalten abhängig von absolvierten Schulungen weitere Inhalte oder bessere Konditionen frei. So entsteht ein Netzwerk, das Sie anhand von Zahlen führen können.',
    ],
    audience:
      'Hersteller, Markenunternehmen und Franchisegeber mit indirektem Vertrieb oder externem Servicenetz, die ihre Partner besser befähigen und die Zusammenarbeit messbar machen wollen.',
    problems: [
      'Preislisten und Produktunterlagen werden per E-Mail verschickt, und Partner arbeiten mit alten Ständen.',
      'Anfragen von Endkund:innen gehen per Telefon an Partner und werden danach nicht mehr verfolgt.',
      'Die Provisionsabrechnung ist aufwendig und sorgt regelmäßig für Rückfragen.',
      'Niemand weiß, welche Partner welche Schulungen absolviert haben.',
    ],
    steps: [
      {
        title: 'Partnerreise verstehen',
        text: 'Wir sprechen mit Partnern unterschiedlicher Größe und erfassen, was sie vom Onboarding bis zum Verkauf brauchen.',
      },
      {
        title: 'Das Tägliche zuerst',
        text: 'Zuerst entstehen Dokumentenbereich, Preislisten und Ansprechpersonen – das, wonach Partner jeden Tag suchen.',
      },
      {
        title: 'Leads und Provisionen',
        text: 'Danach folgen Lead-Verteilung, Projektregistrierung und eine Provisionsübersicht, angebunden an CRM und Buchhaltung.',
      },
      {
        title: 'Schulung und Zertifizierung',
        text: 'Ein Lernbereich mit Kursen und Nachweisen schaltet je nach Zertifizierungsstufe weitere Inhalte frei.',
      },
    ],
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Salesforce Experience Cloud', 'HubSpot', 'Moodle', 'Keycloak'],
    outcomes: [
      'Ein Ort, an dem Partner stets aktuelle Preise und Unterlagen finden',
      'Nachvollziehbare Lead-Verteilung mit Rückmeldung zum Ergebnis',
      'Transparente Provisionsabrechnungen ohne Rückfragen',
      'Überblick über Schulungsstand und Zertifizierungen im Netzwerk',
    ],
    faq: [
      {
        question: 'Können Partner unterschiedliche Inhalte sehen?',
        answer:
          'Ja. Inhalte und Konditionen lassen sich nach Partnertyp, Region, Zertifizierungsstufe oder einzelnen Verträgen freigeben. Das regelt ein Rechtekonzept, das Ihr Partnermanagement selbst pflegt.',
      },
      {
        question: 'Wie werden Leads fair verteilt?',
        answer:
          'Nach Regeln, die Sie festlegen, etwa Postleitzahlgebiet, Qualifikation, Auslastung oder Reaktionszeit. Nimmt ein Partner einen Lead nicht innerhalb der Frist an, geht er automatisch an den nächsten.',
      },
      {
        question: 'Müssen Partner ein weiteres Passwort verwalten?',
        answer:
          'Nicht unbedingt. Größere Partner melden sich über ihr eigenes Firmenkonto an, kleinere erhalten einen Zugang mit zweitem Faktor.',
      },
    ],
    cta: 'Erzählen Sie uns, wie groß Ihr Partnernetz ist und was Partner am häufigsten anfragen – wir skizzieren ein passendes Portal.',
    related: {
      services: ['customer-partner-portals', 'role-based-access-control', 'marketing-automation', 'collaboration-tools'],
      references: ['garantiemax', 'nearshore-teams'],
      industries: ['manufacturing', 'automotive', 'insurance'],
    },
  },
  'supplier-portals': {
    intro: [
      'Die Zusammenarbeit mit Lieferanten läuft in vielen Einkaufsabteilungen noch über E-Mail, Excel und gelegentlich Fax: Anfragen werden als PDF verschickt, Angebote kommen in unterschiedlichsten Formaten zurück, Auftragsbestätigungen werden von Hand mit der Bestellung abgeglichen, und Zertifikate laufen unbemerkt ab. Ein Lieferantenportal überführt diese Kommunikation in strukturierte, nachvollziehbare Abläufe.',
      'Lieferanten registrieren sich selbst, pflegen ihre Stammdaten und laden Nachweise wie ISO-Zertifikate oder Selbstauskünfte zur Lieferkette hoch, die das Portal vor Ablauf automatisch neu anfordert. Anfragen und Ausschreibungen laufen über das Portal, Angebote werden vergleichbar erfasst, Bestellungen direkt aus dem ERP übertragen und vom Lieferanten bestätigt. Lieferavise geben Ihrem Wareneingang die Möglichkeit, sich auf die Anlieferung vorzubereiten.',
    ],
    audience:
      'Einkaufs- und Logistikabteilungen in Industrie, Handel und öffentlichen Einrichtungen mit vielen Lieferanten, die Bestellabwicklung, Lieferantenqualifizierung und Nachweispflichten digital und prüfbar organisieren wollen.',
    problems: [
      'Auftragsbestätigungen werden von Hand mit Bestellungen verglichen, und Abweichungen fallen zu spät auf.',
      'Abgelaufene Zertifikate werden erst bei einem Audit entdeckt.',
      'Angebote lassen sich kaum vergleichen, weil jeder Lieferant ein anderes Format nutzt.',
      'Für die Sorgfaltspflichten in der Lieferkette fehlen strukturierte Daten.',
    ],
    steps: [
      {
        title: 'Einkaufsprozess aufnehmen',
        text: 'Wir erfassen Ihren Ablauf von der Bedarfsmeldung bis zur Rechnung und die Rolle, die Lieferanten darin spielen.',
      },
      {
        title: 'Stammdaten und Nachweise',
        text: 'Zuerst entsteht die Selbstregistrierung mit Stammdaten, Nachweisen und einer Überwachung aller Fristen.',
      },
      {
        title: 'Bestellabwicklung',
        text: 'Bestellungen, Bestätigungen und Lieferavise laufen über das Portal, verbunden mit Ihrem ERP.',
      },
      {
        title: 'Anfragen und Bewertung',
        text: 'Ausschreibungen, Angebotsvergleich und eine Lieferantenbewertung aus Qualitäts- und Termindaten vervollständigen das Portal.',
      },
    ],
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'SAP S/4HANA', 'EDIFACT', 'OpenAPI', 'Keycloak'],
    outcomes: [
      'Aktuelle Lieferantenstammdaten, die Lieferanten selbst pflegen',
      'Automatische Erinnerungen, bevor Zertifikate ablaufen',
      'Abweichungen zwischen Bestellung und Bestätigung auf einen Blick',
      'Strukturierte Daten für Lieferantenbewertung und Sorgfaltspflichten',
    ],
    faq: [
      {
        question: 'Unsere großen Lieferanten nutzen EDI – passt das zusammen?',
        answer:
          'Ja. Große Lieferanten bleiben bei ihrer EDI-Anbindung, etwa über EDIFACT, kleinere arbeiten über das Portal. Beide Wege münden in dieselben Abläufe.',
      },
      {
        question: 'Wie überzeugen wir Lieferanten, das Portal zu nutzen?',
        answer:
          'Indem es ihnen Arbeit abnimmt: weniger Rückfragen, schnellere Zahlungsfreigabe und ein Überblick über alle eigenen Vorgänge. Bei der Einführung helfen Anleitungen und ein eigener Support-Kanal.',
      },
      {
        question: 'Hilft das Portal bei den Sorgfaltspflichten in der Lieferkette?',
        answer:
          'Es liefert die Grundlage: strukturierte Lieferantendaten, Selbstauskünfte und Nachweise mit Fristen. Die Risikoanalyse bleibt Aufgabe Ihres Einkaufs, wird aber deutlich einfacher.',
      },
    ],
    cta: 'Nennen Sie uns den Schritt in Ihrem Einkauf, der die meiste Abstimmung mit Lieferanten erfordert – wir zeigen, wie das Portal ihn vereinfacht.',
    related: {
      services: ['partner-portals', 'enterprise-integration-platform', 'inventory-management', 'document-management'],
      references: ['garantiemax'],
      industries: ['manufacturing', 'logistics', 'public-sector'],
    },
  },
  'role-based-access-control': {
    intro: [
      'Je mehr Menschen mit einer Anwendung arbeiten, desto wichtiger wird die Frage, wer was darf. Eine Sachbearbeiterin soll die Verträge ihrer Region sehen, aber keine Gehaltsdaten; ein Partner seine eigenen Aufträge, aber nicht die der Konkurrenz; eine Revisorin alles lesen, aber nichts ändern. Solche Regeln nachträglich in eine Anwendung einzubauen ist mühsam und fehleranfällig. Wir entwerfen Rechtekonzepte, die von Anfang an klar sind und mit Ihrer Organisation wachsen.',
      'Basis ist die rollenbasierte Zugriffskontrolle: Rechte hängen an Rollen wie „Einkauf“ oder „Teamleitung“, nicht an einzelnen Personen. Wo Rollen allein nicht reichen, ergänzen wir attributbasierte Regeln – etwa nach Mandant, Standort oder Vertragsstatus – und prüfen sie zentral mit einer Policy-Engine statt verstreut im Code. Die Anmeldung übernehmen Identitätsanbieter wie Microsoft Entra ID oder Keycloak per Single Sign-on, und jede Rechteänderung wird protokolliert.',
    ],
    audience:
      'Betreiber von Portalen und Geschäftsanwendungen mit vielen Nutzergruppen, mehreren Mandanten oder hohen Anforderungen an Datenschutz und Revision, etwa in Versicherung, Gesundheitswesen, Verwaltung und Finanzdienstleistung.',
    problems: [
      'Rechte wurden über Jahre einzeln vergeben, und niemand weiß mehr, wer worauf Zugriff hat.',
      'Für jede neue Kundengruppe schreiben Entwickler:innen Sonderregeln in den Code.',
      'Ausgeschiedene Mitarbeitende haben noch Zugang, weil Konten von Hand gepflegt werden.',
      'Die Revision verlangt einen Nachweis, wer wann welche Daten gesehen hat.',
    ],
    steps: [
      {
        title: 'Rechte inventarisieren',
        text: 'Wir erfassen Nutzergruppen, Datenbereiche und heutige Berechtigungen und decken Widersprüche sowie zu weit gefasste Rechte auf.',
      },
      {
        title: 'Rollenmodell entwerfen',
        text: 'Mit Fachbereich und Datenschutz definieren wir Rollen, Attribute und Regeln und halten sie als prüfbare Policies fest.',
      },
      {
        title: 'Technisch umsetzen',
        text: 'Wir binden Ihren Identitätsanbieter an, implementieren die Policy-Prüfung zentral und bauen eine Oberfläche zur Rechteverwaltung.',
      },
      {
        title: 'Prüfen und rezertifizieren',
        text: 'Automatisierte Tests sichern die Regeln ab, und regelmäßige Rezertifizierungen lassen Führungskräfte Rechte bestätigen oder entziehen.',
      },
    ],
    technologies: ['Keycloak', 'Microsoft Entra ID', 'OAuth 2.0', 'OpenID Connect', 'SAML', 'Open Policy Agent', 'Cedar', 'SCIM'],
    outcomes: [
      'Ein dokumentiertes Rollenmodell, das Fachbereich und IT verstehen',
      'Zentral geprüfte Zugriffsregeln statt verstreuter Sonderlogik',
      'Automatischer Entzug von Rechten beim Austritt über SCIM',
      'Ein Protokoll, das jeden Zugriff und jede Rechteänderung belegt',
    ],
    faq: [
      {
        question: 'Was ist der Unterschied zwischen RBAC und ABAC?',
        answer:
          'Bei RBAC hängen Rechte an Rollen. Bei der attributbasierten Zugriffskontrolle entscheiden Eigenschaften von Person, Datensatz und Situation, etwa Standort oder Vertragsstatus. In der Praxis kombinieren wir beides.',
      },
      {
        question: 'Können wir unser bestehendes Active Directory nutzen?',
        answer:
          'Ja. Wir binden Microsoft Entra ID oder ein lokales Active Directory an und nutzen dessen Gruppen als Grundlage der Rollen, statt eine zweite Benutzerverwaltung aufzubauen.',
      },
      {
        question: 'Lässt sich das in eine bestehende Anwendung nachrüsten?',
        answer:
          'Ja, schrittweise. Meist beginnen wir mit einer zentralen Prüfschicht für die sensibelsten Bereiche und ziehen die übrigen danach nach.',
      },
    ],
    cta: 'Erzählen Sie uns, welche Nutzergruppen in Ihrer Anwendung arbeiten – wir skizzieren ein Rollenmodell, das Ihre Revision überzeugt.',
    related: {
      services: ['customer-partner-portals', 'internal-business-applications', 'api-management', 'document-management'],
      references: ['fahrzeugdatenplattform', 'automotive-relaunch'],
      industries: ['insurance', 'healthcare', 'public-sector'],
    },
  },
} as const satisfies Partial<Record<ServiceId, ServiceDetail>>;
