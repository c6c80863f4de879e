import type { ServiceId } from '@isarlicht/shared';
import type { ServiceDetail } from '../types';

/** The page text of the services in `services/ai-automation.ts`, by id: only service pages load it. */
export const aiAutomationDetails = {
  'ai-development': {
    intro: [
      'Künstliche Intelligenz bringt erst dann Nutzen, wenn sie in einen echten Arbeitsablauf eingebaut ist – mit Zugriff auf die richtigen Daten, klaren Grenzen und jemandem, der Ergebnisse prüfen kann. Wir entwickeln deshalb keine Demos, sondern KI-Anwendungen für den Betrieb: Sprachassistenten, die Anrufe annehmen und Anliegen vorsortieren, Wissenssysteme auf Basis von Retrieval-Augmented Generation, die aus Handbüchern und Verträgen mit Quellenangabe antworten, und KI-Agenten, die mehrstufige Aufgaben wie die Vorprüfung von Anfragen erledigen.',
      'Welches Sprachmodell zum Einsatz kommt, entscheiden wir nach Qualität, Kosten und Datenschutz: Modelle in europäischen Rechenzentren über Azure OpenAI oder Mistral, oder offene Modelle wie Llama im eigenen Betrieb, wenn Daten das Haus nicht verlassen dürfen. Vor dem Go-live messen wir die Antwortqualität an einem gemeinsam erstellten Testsatz – und wiederholen diese Messung bei jeder Änderung an Prompt, Daten oder Modell.',
    ],
    audience:
      'Mittelständler und Konzernbereiche mit viel wiederkehrender Wissensarbeit in Kundenservice, Vertrieb, Sachbearbeitung oder technischer Dokumentation, die KI produktiv einsetzen und dabei Datenschutz und Nachvollziehbarkeit ernst nehmen wollen.',
    problems: [
      'Der Kundenservice ist zu Stoßzeiten überlastet und außerhalb der Geschäftszeiten gar nicht erreichbar.',
      'Fachwissen steckt in tausenden Dokumenten, und die Suche danach kostet jede Woche Stunden.',
      'Mitarbeitende nutzen private KI-Werkzeuge, ohne dass geklärt ist, welche Daten dorthin fließen.',
      'Ein erster KI-Prototyp hat beeindruckt, liefert im Alltag aber zu oft falsche Antworten.',
    ],
    steps: [
      {
        title: 'Anwendungsfall schärfen',
        text: 'Wir wählen gemeinsam einen Ablauf mit klarem Nutzen, definieren Erfolgskriterien und stellen einen Testsatz aus echten Fragen und erwarteten Antworten zusammen.',
      },
      {
        title: 'Daten und Modell',
        text: 'Wir bereiten Dokumente und Daten auf, wählen Modell und Betriebsort nach Ihren Datenschutzanforderungen und bauen in zwei bis vier Wochen einen ersten Prototyp.',
      },
      {
        title: 'Qualität messen',
        text: 'Automatisierte Auswertungen prüfen Richtigkeit, Quellentreue und Tonalität. Wir ergänzen Schutzmechanismen und legen fest, wann ein Mensch übernimmt.',
      },
      {
        title: 'In den Betrieb bringen',
        text: 'Wir integrieren die Lösung in Telefonanlage, CRM oder Intranet, überwachen Kosten und Qualität und verbessern sie anhand echter Gespräche.',
      },
    ],
    technologies: ['Python', 'TypeScript', 'Azure OpenAI', 'Mistral', 'Llama', 'LangGraph', 'pgvector', 'Vapi'],
    outcomes: [
      'Eine KI-Anwendung im produktiven Einsatz statt eines ewigen Pilotprojekts',
      'Dokumentierte Antwortqualität, gemessen an Ihrem eigenen Testsatz',
      'Ein Datenschutzkonzept mit Auftragsverarbeitung und klarem Betriebsort',
      'Kosten pro Anfrage, die Sie jederzeit im Blick haben',
    ],
    faq: [
      {
        question: 'Werden unsere Daten zum Training fremder Modelle verwendet?',
        answer:
          'Nein. Wir nutzen ausschließlich Angebote, bei denen vertraglich ausgeschlossen ist, dass Eingaben zum Training verwendet werden, oder wir betreiben offene Modelle in Ihrer eigenen Umgebung.',
      },
      {
        question: 'Wie verhindern Sie, dass die KI Dinge erfindet?',
        answer:
          'Durch RAG mit Quellenangaben, klare Anweisungen, Antwortgrenzen für unbekannte Themen und regelmäßige Messungen gegen den Testsatz. In heiklen Fällen übergibt die Anwendung an einen Menschen.',
      },
      {
        question: 'Was kostet der Betrieb einer KI-Lösung?',
        answer:
          'Neben dem Hosting fallen Kosten pro verarbeitetem Text oder Gesprächsminute an. Wir schätzen sie vorab anhand Ihres erwarteten Volumens und senken sie etwa durch kleinere Modelle für einfache Teilaufgaben.',
      },
    ],
    cta: 'Probieren Sie unseren eigenen KI-Assistenten aus oder buchen Sie ein Gespräch – wir zeigen, welcher Ihrer Abläufe sich für einen ersten KI-Einsatz eignet.',
    related: {
      services: ['automation-solutions', 'document-management', 'workflow-finder', 'customer-portals'],
      references: ['product-communicator', 'talentlake', 'garantiemax', 'fahrzeugdatenplattform'],
      industries: ['insurance', 'manufacturing', 'recruiting'],
    },
  },
  'no-code-development': {
    intro: [
      'No-Code-Plattformen wie Bubble, Airtable, Softr oder Make sind ernsthafte Werkzeuge geworden. Mit ihnen entstehen interne Anwendungen, einfache Portale und Automatisierungen in Tagen statt Monaten, und Ihre Fachabteilung kann Texte, Felder und Regeln später selbst anpassen. Wir setzen sie dort ein, wo Geschwindigkeit und Eigenständigkeit wichtiger sind als unbegrenzte Flexibilität.',
      'Die Grenzen verschweigen wir dabei nicht: Bei großen Datenmengen, komplexen Berechtigungen oder sehr individueller Oberfläche stößt No-Code an Decken, und die Abhängigkeit vom Plattformanbieter will bedacht sein. Deshalb planen wir von Anfang an, wie sich Daten exportieren lassen und ab welchem Punkt ein Umstieg auf eigenen Code sinnvoll wird. Unsere Referenz Pflegewahl etwa ist als No-Code-MVP in acht Wochen entstanden.',
    ],
    audience:
      'Fachabteilungen, Startups und Gründerteams, die schnell ein funktionierendes Werkzeug brauchen, das Budget für eine Individualentwicklung noch nicht freigeben wollen oder ihre Lösung ohne Entwicklerteam selbst pflegen möchten.',
    problems: [
      'Ein Team organisiert Anfragen in einer geteilten Tabelle, in der ständig Versionen kollidieren.',
      'Für ein kleines internes Werkzeug hat die IT erst im nächsten Jahr Kapazität.',
      'Eine Geschäftsidee soll mit echten Kund:innen getestet werden, bevor Geld in Entwicklung fließt.',
      'Eine selbstgebaute Lösung ist gewachsen, und niemand traut sich mehr, etwas daran zu ändern.',
    ],
    steps: [
      {
        title: 'Plattform wählen',
        text: 'Nach einem kurzen Anforderungsworkshop empfehlen wir die Plattform, die zu Datenmenge, Nutzerzahl, Hosting-Anforderung und Budget passt, und begründen die Wahl.',
      },
      {
        title: 'Datenmodell zuerst',
        text: 'Tabellen, Beziehungen und Rechte entwerfen wir sauber, bevor die erste Oberfläche entsteht. Hier entscheidet sich, ob die Lösung später wachsen kann.',
      },
      {
        title: 'Bauen in kurzen Schleifen',
        text: 'In Abstimmungsrunden alle paar Tage entstehen Oberflächen und Automatisierungen, die Ihr Team sofort ausprobiert und kommentiert.',
      },
      {
        title: 'Befähigen und übergeben',
        text: 'Wir dokumentieren die Lösung, schulen Ihre Verantwortlichen und bleiben auf Wunsch für Erweiterungen und Plattform-Updates ansprechbar.',
      },
    ],
    technologies: ['Bubble', 'Airtable', 'Softr', 'Glide', 'Make', 'Zapier', 'Xano'],
    outcomes: [
      'Ein einsatzbereites Werkzeug, oft schon nach zwei bis vier Wochen',
      'Eine Lösung, die Ihr Team ohne Programmierkenntnisse anpassen kann',
      'Ein tragfähiges Datenmodell und ein dokumentierter Exportweg',
      'Eine klare Einschätzung, ab wann eigener Code sinnvoll wird',
    ],
    faq: [
      {
        question: 'Ist No-Code sicher genug für Unternehmensdaten?',
        answer:
          'Das hängt von Plattform und Daten ab. Wir prüfen Hosting-Standort, Zertifizierungen und Auftragsverarbeitungsvertrag und raten ab, wenn besonders schützenswerte Daten verarbeitet werden, die die Plattform nicht angemessen absichert.',
      },
      {
        question: 'Was passiert, wenn der Plattformanbieter die Preise erhöht?',
        answer:
          'Dieses Risiko besteht. Wir halten die Daten deshalb exportierbar, vermeiden unnötig exotische Funktionen und kalkulieren die Lizenzkosten für die erwartete Nutzerzahl von Anfang an mit.',
      },
      {
        question: 'Worin liegt der Unterschied zu Low-Code?',
        answer:
          'No-Code kommt ganz ohne Programmierung aus und richtet sich auch an Fachanwender. Low-Code erlaubt eigenen Code an ausgewählten Stellen und eignet sich für anspruchsvollere Integrationen.',
      },
    ],
    cta: 'Zeigen Sie uns die Tabelle oder den Ablauf, den Sie ablösen wollen – wir sagen Ihnen, ob No-Code dafür die richtige Wahl ist.',
    related: {
      services: ['low-code-automation', 'mvp-development', 'internal-business-applications', 'workflow-finder'],
      references: ['reverse-recruiting'],
      industries: ['startups', 'education', 'healthcare'],
    },
  },
  'low-code-automation': {
    intro: [
      'Low-Code liegt zwischen zwei Welten: Abläufe werden überwiegend visuell modelliert, doch wo Standardbausteine nicht reichen, schreiben wir eigenen Code – eine Schnittstelle zu einem älteren ERP, eine Preislogik mit vielen Sonderfällen oder eine Prüfung, die ein KI-Modell aufruft. So verbinden Sie die Geschwindigkeit einer Plattform mit der Präzision individueller Entwicklung.',
      'Wir arbeiten vor allem mit Microsoft Power Platform, n8n und Camunda. Power Apps und Power Automate sind ideal, wenn Ihr Unternehmen ohnehin auf Microsoft 365 setzt; n8n lässt sich vollständig selbst hosten und eignet sich für datenschutzsensible Abläufe; Camunda spielt seine Stärken bei langlaufenden Prozessen mit vielen Beteiligten und Fristen aus. Für jede Lösung legen wir Versionsverwaltung, Testumgebung und Zuständigkeiten fest, damit aus schneller Automatisierung kein Wildwuchs wird.',
    ],
    audience:
      'IT-Abteilungen und Digitalisierungsteams im Mittelstand, die viele Abläufe zügig automatisieren wollen, ohne Governance, Wartbarkeit und die Integration in bestehende Systeme aus der Hand zu geben.',
    problems: [
      'Fachbereiche haben eigene Flows gebaut, die niemand dokumentiert hat und die bei jeder Passwortänderung brechen.',
      'Freigaben für Urlaub, Bestellungen oder Verträge laufen per E-Mail und bleiben liegen.',
      'Ein älteres Fachsystem ohne moderne Schnittstelle wird deshalb von Hand befüllt.',
      'Die IT möchte Automatisierung ermöglichen, ohne die Kontrolle über Daten und Zugänge zu verlieren.',
    ],
    steps: [
      {
        title: 'Plattform und Leitplanken',
        text: 'Wir klären, welche Plattform zu Ihrer Landschaft passt, und legen Umgebungen, Namenskonventionen, Rechte und Freigaberegeln fest.',
      },
      {
        title: 'Prozess modellieren',
        text: 'Gemeinsam mit dem Fachbereich modellieren wir den Ablauf samt Ausnahmen, Fristen und Eskalationen.',
      },
      {
        title: 'Erweitern, wo nötig',
        text: 'Fehlende Konnektoren und komplexe Logik ergänzen wir als eigene Bausteine in TypeScript oder Python, getestet und versioniert.',
      },
      {
        title: 'Betrieb sichern',
        text: 'Monitoring, Fehlerbenachrichtigungen und ein Verzeichnis aller Automatisierungen sorgen dafür, dass Ihr Team den Überblick behält.',
      },
    ],
    technologies: ['Microsoft Power Apps', 'Power Automate', 'n8n', 'Camunda 8', 'TypeScript', 'Python', 'Azure Functions'],
    outcomes: [
      'Automatisierte Abläufe mit dokumentierten Ausnahmen und Eskalationen',
      'Eigene Bausteine für Systeme ohne Standardkonnektor',
      'Ein Regelwerk, das Automatisierung durch Fachbereiche sicher ermöglicht',
      'Transparenz über alle laufenden Automatisierungen und ihre Fehler',
    ],
    faq: [
      {
        question: 'Welche Plattform empfehlen Sie?',
        answer:
          'Es gibt keine beste Plattform, nur eine passende. Wer Microsoft 365 nutzt, startet meist mit der Power Platform, wer selbst hosten möchte, mit n8n, und komplexe, langlaufende Prozesse gehören zu Camunda.',
      },
      {
        question: 'Können unsere Mitarbeitenden die Abläufe später selbst ändern?',
        answer:
          'Ja, innerhalb der vereinbarten Leitplanken. Wir schulen Key-User und trennen änderbare Konfiguration von den eigenen Code-Bausteinen, deren Änderungen über die IT laufen.',
      },
      {
        question: 'Wie schnell ist eine erste Automatisierung live?',
        answer:
          'Ein überschaubarer Freigabeprozess ist oft in zwei bis drei Wochen produktiv. Bei Anbindungen an Altsysteme planen wir mehr Zeit für Schnittstellen und Tests ein.',
      },
    ],
    cta: 'Sagen Sie uns, welche Plattformen Sie bereits lizenziert haben – wir zeigen, wie daraus schnell sichere Automatisierungen werden.',
    related: {
      services: ['no-code-development', 'automation-solutions', 'enterprise-integration-platform', 'internal-business-applications'],
      references: ['reverse-recruiting', 'garantiemax'],
      industries: ['kmu', 'insurance', 'manufacturing'],
    },
  },
  'automation-solutions': {
    intro: [
      'Automatisierung lohnt sich dort, wo dieselbe Tätigkeit hundertfach nach festen Regeln wiederholt wird: Eingangsrechnungen prüfen und buchen, Auftragsdaten aus E-Mails ins ERP übernehmen, Angebote aus Vorlagen zusammenstellen, Statusmeldungen an Kund:innen verschicken. Wir bauen Automatisierungen, die solche Aufgaben von Anfang bis Ende übernehmen und Ihre Mitarbeitenden nur dann einbeziehen, wenn eine Entscheidung oder Ausnahme ansteht.',
      'Je nach Aufgabe kombinieren wir Workflow-Engines, direkte Schnittstellen zwischen Ihren Systemen und KI-Bausteine, die unstrukturierte Eingaben wie PDFs oder Freitext verstehen. Jede Automatisierung protokolliert, was sie getan hat, damit Fehler nachvollziehbar bleiben und die Revision zufrieden ist. Und weil sich Abläufe ändern, sieht Ihr Team in einer Übersicht, welche Regel wann gegriffen hat.',
    ],
    audience:
      'Unternehmen mit hohem Vorgangsvolumen in Buchhaltung, Auftragsabwicklung, Kundenservice oder Personalwesen, deren Mitarbeitende mehr Zeit mit Abtippen und Weiterleiten verbringen als mit ihren Fachaufgaben.',
    problems: [
      'Rechnungen kommen als PDF per E-Mail und werden einzeln geöffnet, geprüft und abgetippt.',
      'Bestellungen per E-Mail oder Fax müssen von Hand ins Warenwirtschaftssystem übertragen werden.',
      'Kund:innen fragen wiederholt nach dem Status, weil niemand sie automatisch informiert.',
      'Bei Urlaub oder Krankheit bleiben Vorgänge liegen, weil nur eine Person den Ablauf kennt.',
    ],
    steps: [
      {
        title: 'Kandidat:innen auswählen',
        text: 'Wir suchen Abläufe mit hohem Volumen und klaren Regeln und stellen die eingesparte Zeit dem Umsetzungsaufwand gegenüber.',
      },
      {
        title: 'Normalfall und Ausnahmen',
        text: 'Mit dem Fachbereich beschreiben wir den Regelablauf, die Sonderfälle und die Stellen, an denen ein Mensch entscheiden muss.',
      },
      {
        title: 'Automatisierung bauen',
        text: 'Wir verbinden die beteiligten Systeme, setzen KI für Dokumentenerkennung oder Klassifizierung ein und testen mit echten Vorgängen aus der Vergangenheit.',
      },
      {
        title: 'Schrittweise übernehmen',
        text: 'Zunächst läuft die Automatisierung parallel zur Handarbeit, dann übernimmt sie Stück für Stück – mit Protokoll und Alarm bei Auffälligkeiten.',
      },
    ],
    technologies: ['Camunda', 'n8n', 'Python', 'Node.js', 'Azure AI Document Intelligence', 'OpenAI API', 'REST', 'Webhooks'],
    outcomes: [
      'Vorgänge, die ohne Handgriff durchlaufen, und ein klarer Weg für Ausnahmen',
      'Ein lückenloses Protokoll jeder automatisierten Entscheidung',
      'Freie Kapazität Ihrer Fachkräfte für Beratung und Sonderfälle',
      'Weniger Abhängigkeit vom Wissen einzelner Personen',
    ],
    faq: [
      {
        question: 'Was geschieht, wenn die Automatisierung einen Fall nicht erkennt?',
        answer:
          'Dann landet er mit allen bis dahin gesammelten Informationen in einer Aufgabenliste Ihres Teams. Die Automatisierung rät nicht, sie übergibt.',
      },
      {
        question: 'Brauchen wir dafür unbedingt KI?',
        answer:
          'Nicht immer. Viele Abläufe lassen sich mit klaren Regeln und Schnittstellen automatisieren. KI setzen wir ein, wenn Eingaben unstrukturiert sind, etwa Freitext-E-Mails oder unterschiedlich aufgebaute PDFs.',
      },
      {
        question: 'Wie messen wir den Erfolg?',
        answer:
          'Wir erfassen vorher, wie viele Vorgänge pro Monat anfallen und wie lange sie dauern, und zeigen nach dem Start, welcher Anteil automatisch durchläuft und wo noch Handarbeit nötig ist.',
      },
    ],
    cta: 'Bringen Sie drei typische, anonymisierte Beispiele eines Vorgangs mit – wir zeigen, wie weit sich dieser Ablauf automatisieren lässt.',
    related: {
      services: ['workflow-finder', 'low-code-automation', 'ai-development', 'document-management'],
      references: ['garantiemax', 'product-communicator', 'buchberger'],
      industries: ['insurance', 'logistics', 'real-estate'],
    },
  },
  'marketing-automation': {
    intro: [
      'Im B2B-Vertrieb vergehen zwischen dem ersten Besuch auf Ihrer Website und einem Auftrag oft Monate, und in dieser Zeit entscheidet sich, ob ein Interessent Sie im Kopf behält. Marketing-Automatisierung sorgt dafür, dass er in jeder Phase passende Informationen bekommt: eine Fallstudie nach dem Whitepaper-Download, eine Webinar-Einladung nach dem dritten Besuch der Preisseite, die Übergabe an den Vertrieb, sobald das Interesse konkret wird.',
      'Dafür verbinden wir Website, CRM und E-Mail-Werkzeug, definieren mit Marketing und Vertrieb ein gemeinsames Lead-Scoring und bauen Kampagnen, die auf Verhalten reagieren, statt nach dem Gießkannenprinzip zu versenden. Besonderes Augenmerk legen wir auf Einwilligungen: Double-Opt-in, dokumentierte Zustimmungen und Tracking erst nach Consent sind bei uns keine Zusatzoption, sondern Grundvoraussetzung.',
    ],
    audience:
      'Marketing- und Vertriebsteams in B2B-Unternehmen mit erklärungsbedürftigen Produkten und langen Entscheidungswegen, die Leads systematischer entwickeln und sauberer an den Vertrieb übergeben wollen.',
    problems: [
      'Messekontakte und Downloads landen in Tabellen und werden nie wieder angesprochen.',
      'Der Vertrieb beklagt, dass die Leads aus dem Marketing nicht kaufbereit sind.',
      'Newsletter gehen an alle gleich, und die Öffnungsraten sinken.',
      'Niemand kann sagen, welche Kampagne am Ende zu einem Auftrag geführt hat.',
    ],
    steps: [
      {
        title: 'Zielgruppen und Kaufphasen',
        text: 'In einem Workshop mit Marketing und Vertrieb beschreiben wir Segmente, Kaufphasen und die Inhalte, die in jeder Phase weiterhelfen.',
      },
      {
        title: 'Systeme verbinden',
        text: 'Wir integrieren Website-Formulare, CRM, E-Mail-Werkzeug und Webinar-Plattform und sorgen für saubere, deduplizierte Kontaktdaten.',
      },
      {
        title: 'Scoring und Kampagnen',
        text: 'Wir vergeben Punkte für Verhalten und Profil, legen Schwellen für die Übergabe an den Vertrieb fest und bauen die ersten automatisierten Strecken.',
      },
      {
        title: 'Auswerten und nachschärfen',
        text: 'Ein Dashboard zeigt Kontakte je Phase und den Kampagnenerfolg bis zum Auftrag. Monatlich justieren wir Inhalte und Regeln.',
      },
    ],
    technologies: ['HubSpot', 'Salesforce Marketing Cloud', 'Brevo', 'Microsoft Dynamics 365', 'Matomo', 'Google Analytics 4', 'Make'],
    outcomes: [
      'Automatisierte Kampagnen, die auf das Verhalten Ihrer Interessenten reagieren',
      'Ein Lead-Scoring, auf das sich Marketing und Vertrieb gemeinsam verlassen',
      'Saubere Kontaktdaten mit dokumentierter Einwilligung',
      'Nachvollziehbarkeit von der ersten Berührung bis zum Auftrag',
    ],
    faq: [
      {
        question: 'Welches Werkzeug für Marketing-Automatisierung ist das richtige?',
        answer:
          'Das richtet sich vor allem nach Ihrem CRM. Wer HubSpot nutzt, bleibt dort; für Salesforce- oder Dynamics-Umgebungen gibt es passende Lösungen. Bei kleinerem Budget reicht oft Brevo.',
      },
      {
        question: 'Ist Marketing-Automatisierung mit der DSGVO vereinbar?',
        answer:
          'Ja, wenn Einwilligungen sauber eingeholt und dokumentiert werden und Tracking erst nach Zustimmung beginnt. Genau diese Mechanismen bauen wir von Anfang an ein.',
      },
      {
        question: 'Wie lange dauert es bis zur ersten Kampagne?',
        answer:
          'Sind CRM und E-Mail-Werkzeug vorhanden, ist eine erste automatisierte Strecke meist nach vier bis sechs Wochen live. Die Inhalte sind dabei oft der aufwendigste Teil.',
      },
    ],
    cta: 'Zeigen Sie uns, wie ein Lead heute vom ersten Kontakt zum Vertrieb gelangt – wir skizzieren eine automatisierte Strecke dafür.',
    related: {
      services: ['customer-portals', 'business-intelligence', 'automation-solutions', 'e-commerce-solutions'],
      references: ['talentlake', 'product-communicator'],
      industries: ['e-commerce', 'kmu', 'recruiting'],
    },
  },
  'document-management': {
    intro: [
      'In vielen Unternehmen ist das wichtigste Archiv ein Netzlaufwerk voller Ordner, ergänzt um E-Mail-Postfächer und Papierakten. Wer einen Vertrag, einen Lieferschein oder ein Prüfzertifikat sucht, verliert Zeit, und vor einer Betriebsprüfung wird es unangenehm. Wir digitalisieren Dokumentenflüsse vom Eingang bis zur Archivierung: Dokumente werden erfasst, per KI klassifiziert, mit Metadaten versehen, in Freigaben geleitet und revisionssicher abgelegt.',
      'Die Klassifizierung erkennt etwa, ob es sich um eine Rechnung, eine Auftragsbestätigung oder eine Kündigung handelt, liest Lieferant, Betrag und Vertragsnummer aus und ordnet das Dokument dem richtigen Vorgang zu. Über eine RAG-basierte Suche finden Mitarbeitende Inhalte in natürlicher Sprache, zum Beispiel alle Verträge mit Kündigungsfrist im nächsten Quartal. Für die Ablage setzen wir auf etablierte Systeme und binden sie an ERP, CRM und Microsoft 365 an.',
    ],
    audience:
      'Unternehmen mit hohem Dokumentenaufkommen in Verwaltung, Immobilienwirtschaft, Versicherung oder Einkauf, die Verträge, Rechnungen und Nachweise schneller finden, rechtssicher archivieren und in digitale Abläufe einbinden wollen.',
    problems: [
      'Eingangspost wird gescannt, landet aber unbenannt in einem Sammelordner.',
      'Kündigungsfristen werden verpasst, weil niemand den Überblick über alle Verträge hat.',
      'Vor jeder Betriebsprüfung beginnt das große Suchen nach Belegen.',
      'Freigaben laufen über ausgedruckte Umlaufmappen und dauern Wochen.',
    ],
    steps: [
      {
        title: 'Dokumentenlandkarte',
        text: 'Wir erfassen, welche Dokumentarten entstehen, wer sie braucht, wie lange sie aufbewahrt werden müssen und wo sie heute liegen.',
      },
      {
        title: 'Erfassung und Klassifizierung',
        text: 'Wir richten Eingangskanäle für Scan, E-Mail und Upload ein und trainieren die KI-Erkennung mit Ihren tatsächlichen Dokumentarten.',
      },
      {
        title: 'Workflows und Ablage',
        text: 'Freigaben, Zuständigkeiten und Aufbewahrungsfristen bilden wir in Workflows ab und legen Dokumente revisionssicher nach GoBD ab.',
      },
      {
        title: 'Suche und Integration',
        text: 'Wir binden das System an ERP und CRM an und ergänzen eine Suche, die Fragen in natürlicher Sprache versteht.',
      },
    ],
    technologies: ['DocuWare', 'd.velop', 'Microsoft SharePoint', 'Azure AI Document Intelligence', 'Tesseract OCR', 'Python', 'pgvector'],
    outcomes: [
      'Eingehende Dokumente, die automatisch erkannt, benannt und zugeordnet werden',
      'Digitale Freigaben mit nachvollziehbarem Verlauf',
      'Revisionssichere Archivierung mit automatischen Aufbewahrungsfristen',
      'Eine Suche, die Inhalte statt nur Dateinamen findet',
    ],
    faq: [
      {
        question: 'Ist die Ablage dann GoBD-konform?',
        answer:
          'Die Systeme, die wir einsetzen, unterstützen die GoBD-Anforderungen. Zusätzlich erstellen wir mit Ihnen die Verfahrensdokumentation, die Steuerberatung und Betriebsprüfung erwarten.',
      },
      {
        question: 'Wie zuverlässig erkennt die KI unsere Dokumente?',
        answer:
          'Das hängt von Vielfalt und Qualität der Dokumente ab. Wir messen die Erkennungsrate an Ihren Beispielen und leiten unsichere Fälle zur Prüfung an Mitarbeitende weiter, statt sie falsch einzusortieren.',
      },
      {
        question: 'Müssen wir unser bestehendes Archiv migrieren?',
        answer:
          'Nicht zwingend. Häufig bleibt der Altbestand, wo er ist, und wird nur für die Suche indexiert; neue Dokumente laufen ab einem Stichtag ins neue System.',
      },
    ],
    cta: 'Nennen Sie uns die Dokumentart, die Ihnen am meisten Arbeit macht – wir zeigen, wie ihr Weg vom Eingang bis zum Archiv digital aussehen kann.',
    related: {
      services: ['automation-solutions', 'ai-development', 'enterprise-integration-platform', 'role-based-access-control'],
      references: ['garantiemax', 'product-communicator'],
      industries: ['real-estate', 'insurance', 'public-sector'],
    },
  },
} as const satisfies Partial<Record<ServiceId, ServiceDetail>>;
