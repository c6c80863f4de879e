import { siteConfig } from '@isarlicht/site-content/site-config';
import type { LegalSection } from './types';

const { legalName, address } = siteConfig;

export const termsSections = [
  {
    id: 'geltungsbereich',
    title: '§ 1 Geltungsbereich',
    text: [
      `(1) Diese Allgemeinen Geschäftsbedingungen gelten für alle Verträge der ${legalName} („Agentur“) mit ihren Auftraggebern über Beratung, Konzeption, Gestaltung, Entwicklung, Betrieb und Wartung von Software sowie über Workshops und Schulungen.`,
      '(2) Die Agentur schließt Verträge ausschließlich mit Unternehmern im Sinne des § 14 BGB, juristischen Personen des öffentlichen Rechts und öffentlich-rechtlichen Sondervermögen.',
      '(3) Allgemeine Geschäftsbedingungen des Auftraggebers gelten nur, soweit die Agentur ihnen ausdrücklich in Textform zugestimmt hat. Dies gilt auch, wenn die Agentur in Kenntnis abweichender Bedingungen Leistungen erbringt.',
    ],
  },
  {
    id: 'vertragsschluss',
    title: '§ 2 Angebot und Vertragsschluss',
    text: [
      '(1) An ihre Angebote hält sich die Agentur 30 Tage ab dem Angebotsdatum gebunden, sofern das Angebot keine andere Frist nennt. Der Vertrag kommt durch die Annahme des Angebots in Textform oder durch eine gesonderte Vertragsurkunde zustande.',
      '(2) Maßgeblich für Inhalt und Umfang der Leistungen sind in dieser Reihenfolge: der Einzelvertrag oder das angenommene Angebot, eine gegebenenfalls vereinbarte Leistungsbeschreibung, diese Allgemeinen Geschäftsbedingungen und die gesetzlichen Vorschriften.',
    ],
  },
  {
    id: 'leistungen',
    title: '§ 3 Leistungsumfang und Vertragstypen',
    text: [
      '(1) Beratung, Workshops, Produktmanagement, Coaching sowie die Entwicklung nach agilen Methoden erbringt die Agentur auf Grundlage eines Dienstvertrags (§§ 611 ff. BGB), sofern nicht ausdrücklich ein bestimmter Erfolg vereinbart ist. Die Agentur schuldet in diesem Fall die fachgerechte Erbringung der vereinbarten Tätigkeit, nicht einen bestimmten Erfolg.',
      '(2) Ist die Herstellung eines abgegrenzten, im Vertrag beschriebenen Arbeitsergebnisses zu einem Festpreis vereinbart, gelten ergänzend die Vorschriften über den Werkvertrag (§§ 631 ff. BGB).',
      '(3) In agilen Projekten konkretisieren die Parteien die Leistung fortlaufend im gemeinsam gepflegten Product Backlog. Die Product-Owner-Rolle besetzen sie im Tandem: Die vom Auftraggeber benannte fachlich verantwortliche Person legt Produktziel, fachliche Anforderungen und deren Rangfolge fest; die Person der Agentur in der Rolle Product Owner ordnet das Backlog danach und entscheidet innerhalb dieser Vorgaben, was im nächsten Sprint umgesetzt wird. Sind sich beide über die Rangfolge nicht einig, entscheidet die Person des Auftraggebers. Die Ergebnisse jedes Sprints werden im Sprint Review vorgestellt.',
      '(4) Die Agentur darf zur Leistungserbringung qualifizierte Subunternehmer einsetzen. Sie bleibt gegenüber dem Auftraggeber für deren Leistungen verantwortlich.',
    ],
  },
  {
    id: 'aenderungen',
    title: '§ 4 Änderungen des Leistungsumfangs',
    text: [
      '(1) Wünscht der Auftraggeber bei Festpreisvereinbarungen Änderungen des vereinbarten Leistungsumfangs, prüft die Agentur die Auswirkungen auf Aufwand, Vergütung und Termine und teilt sie dem Auftraggeber in Textform mit. Die Änderung wird erst verbindlich, wenn beide Parteien ihr in Textform zugestimmt haben.',
      '(2) Bis zur Einigung über eine Änderung arbeitet die Agentur auf Grundlage des bisherigen Leistungsumfangs weiter, sofern der Auftraggeber nicht die Unterbrechung der betroffenen Arbeiten verlangt. Den durch eine Unterbrechung entstehenden Mehraufwand trägt der Auftraggeber.',
    ],
  },
  {
    id: 'mitwirkung',
    title: '§ 5 Mitwirkungspflichten des Auftraggebers',
    text: [
      '(1) Der Auftraggeber benennt eine fachlich zuständige und entscheidungsbefugte Ansprechperson und sorgt dafür, dass diese im vereinbarten Umfang, insbesondere zu Sprint Reviews und Abstimmungsterminen, zur Verfügung steht.',
      '(2) Der Auftraggeber stellt Informationen, Inhalte, Zugänge zu Systemen und Schnittstellen sowie Testdaten rechtzeitig und in geeigneter Form bereit. Er stellt sicher, dass er zur Überlassung dieser Materialien berechtigt ist und deren Nutzung durch die Agentur keine Rechte Dritter verletzt.',
      '(3) Kommt der Auftraggeber seinen Mitwirkungspflichten nicht nach, verschieben sich davon abhängige Termine angemessen. Dadurch entstehenden Mehraufwand kann die Agentur nach den vereinbarten Sätzen gesondert berechnen.',
    ],
  },
  {
    id: 'termine',
    title: '§ 6 Termine und Leistungshindernisse',
    text: [
      '(1) Termine sind nur verbindlich, wenn sie ausdrücklich als verbindlich vereinbart wurden. Bei agilen Projekten dienen Zeitpläne und Roadmaps der Planung und sind keine Fixtermine.',
      '(2) Ereignisse höherer Gewalt sowie unverschuldete Ausfälle von Dienstleistern, auf die die Agentur angewiesen ist, verlängern vereinbarte Fristen um die Dauer der Behinderung und eine angemessene Anlaufzeit.',
    ],
  },
  {
    id: 'abnahme',
    title: '§ 7 Abnahme',
    text: [
      '(1) Soweit Werkvertragsrecht gilt, nimmt der Auftraggeber das vertragsgemäß hergestellte Arbeitsergebnis ab. Wegen unwesentlicher Mängel kann er die Abnahme nicht verweigern (§ 640 Abs. 1 Satz 2 BGB); sie werden im Rahmen der Mängelrechte behoben.',
      '(2) Die Agentur zeigt die Fertigstellung in Textform an und setzt dem Auftraggeber damit eine angemessene Frist von mindestens 14 Tagen zur Abnahme. Das Arbeitsergebnis gilt als abgenommen, wenn der Auftraggeber die Abnahme nicht innerhalb dieser Frist unter Angabe mindestens eines Mangels verweigert (§ 640 Abs. 2 BGB). Auf diese Folge weist die Agentur in der Fertigstellungsanzeige ausdrücklich hin.',
      '(3) Die Nutzung des Arbeitsergebnisses, auch im produktiven Betrieb, ersetzt die Abnahme nicht; ob abgenommen ist, richtet sich allein nach den Absätzen 1 und 2.',
    ],
  },
  {
    id: 'verguetung',
    title: '§ 8 Vergütung und Zahlung',
    text: [
      '(1) Leistungen nach Aufwand rechnet die Agentur zu den vereinbarten Tages- oder Stundensätzen monatlich auf Grundlage von Tätigkeitsnachweisen ab. Festpreise werden nach dem vereinbarten Zahlungsplan fällig, mangels Vereinbarung zu 40 Prozent bei Vertragsschluss und zu 60 Prozent nach Abnahme.',
      '(2) Reisekosten und Spesen für Einsätze außerhalb Münchens erstattet der Auftraggeber nach Aufwand, sofern nichts anderes vereinbart ist. Kosten für Lizenzen, Cloud-Dienste und sonstige Leistungen Dritter, die für den Auftraggeber beschafft werden, berechnet die Agentur gesondert.',
      '(3) Alle Preise verstehen sich zuzüglich der gesetzlichen Umsatzsteuer. Rechnungen sind innerhalb von 14 Tagen nach Zugang ohne Abzug zahlbar. Der Auftraggeber kann nur mit unbestrittenen oder rechtskräftig festgestellten Forderungen aufrechnen; das gilt nicht für Gegenforderungen aus demselben Vertragsverhältnis, insbesondere wegen Mängeln.',
    ],
  },
  {
    id: 'nutzungsrechte',
    title: '§ 9 Nutzungsrechte',
    text: [
      '(1) Mit vollständiger Zahlung der jeweiligen Vergütung räumt die Agentur dem Auftraggeber an den für ihn individuell erstellten Arbeitsergebnissen, insbesondere Quellcode, Dokumentation und Gestaltungsentwürfen, das ausschließliche, zeitlich, räumlich und inhaltlich unbeschränkte, übertragbare Nutzungsrecht ein. Bis dahin ist die Nutzung widerruflich gestattet.',
      '(2) An vorbestehenden Komponenten, Werkzeugen, Bibliotheken und allgemeinem Know-how der Agentur, die nicht eigens für den Auftraggeber entwickelt wurden, erhält der Auftraggeber ein einfaches, unbefristetes und übertragbares Nutzungsrecht, soweit dies für die Nutzung der Arbeitsergebnisse erforderlich ist. Die Agentur bleibt berechtigt, diese Komponenten weiter zu verwenden.',
    ],
  },
  {
    id: 'open-source',
    title: '§ 10 Open-Source-Software und Leistungen Dritter',
    text: [
      '(1) Die Agentur setzt in ihren Arbeitsergebnissen Open-Source-Software ein. Für diese gelten vorrangig die jeweiligen Lizenzbedingungen. Die Agentur achtet darauf, keine Komponenten mit Lizenzen zu verwenden, die den Auftraggeber zur Offenlegung seines eigenen Quellcodes verpflichten würden, es sei denn, der Auftraggeber stimmt dem zu.',
      '(2) Für Cloud-Dienste, Plattformen und Programmierschnittstellen Dritter, die auf Wunsch des Auftraggebers eingebunden werden, gelten die Bedingungen des jeweiligen Anbieters. Für deren Verfügbarkeit und für Änderungen durch den Anbieter steht die Agentur nicht ein; § 13 Abs. 1 bleibt unberührt.',
    ],
  },
  {
    id: 'ki-arbeitsergebnisse',
    title: '§ 11 KI-gestützte Arbeitsergebnisse',
    text: [
      '(1) Die Agentur setzt bei der Leistungserbringung KI-Systeme ein, etwa Sprachmodelle beim Programmieren, Texten und Gestalten. Vertrauliche Informationen und personenbezogene Daten des Auftraggebers gibt sie nur in KI-Systeme von Anbietern ein, die diese Daten nicht zum Training eigener Modelle verwenden und mit denen, soweit personenbezogene Daten betroffen sind, ein Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO besteht. Welche KI-Systeme sie in einem Projekt einsetzt, teilt die Agentur dem Auftraggeber zu Projektbeginn in Textform mit.',
      '(2) Die Agentur prüft und bearbeitet KI-gestützt entstandene Arbeitsergebnisse wie eigene und steht für sie nach diesen Bedingungen ein. Soweit an ihnen Rechte entstehen, gilt § 9. Ausschließlich maschinell erzeugte Inhalte sind mangels persönlicher geistiger Schöpfung in der Regel nicht urheberrechtlich geschützt (§ 2 Abs. 2, § 69a Abs. 3 UrhG); soweit keine Rechte entstehen, überlässt die Agentur sie dem Auftraggeber zur uneingeschränkten Nutzung und macht keine eigenen Rechte an ihnen geltend.',
      '(3) Texte, Bilder, Audio- und Videoinhalte, die ein KI-System erzeugt oder wesentlich verändert hat, kennzeichnet die Agentur bei der Übergabe als KI-erzeugt. Ob und wie solche Inhalte bei ihrer Veröffentlichung zu kennzeichnen sind, insbesondere nach Art. 50 Abs. 4 EU AI Act (Verordnung (EU) 2024/1689), prüft und verantwortet der Auftraggeber, der sie veröffentlicht; die Agentur weist ihn auf diese Pflichten hin.',
      '(4) Inhalte, deren fachliche Richtigkeit nur der Auftraggeber beurteilen kann, etwa Produkt-, Preis- und Rechtsangaben, prüft der Auftraggeber vor ihrer Veröffentlichung oder ihrem produktiven Einsatz. Die Mängelrechte (§ 12) und die Haftung der Agentur (§ 13) bleiben unberührt.',
      '(5) Entwickelt die Agentur für den Auftraggeber ein KI-System oder bindet sie ein KI-Modell in seine Anwendung ein, ist Anbieter im Sinne von Art. 3 Nr. 3 EU AI Act, wer das System unter eigenem Namen oder eigener Marke in Verkehr bringt oder in Betrieb nimmt, in der Regel also der Auftraggeber; Betreiber im Sinne von Art. 3 Nr. 4 EU AI Act ist, wer es in eigener Verantwortung verwendet. Die Agentur ist Anbieterin der KI-Systeme, die sie unter eigenem Namen in Verkehr bringt oder in Betrieb nimmt, und Betreiberin der KI-Systeme, die sie selbst bei der Leistungserbringung verwendet. Die Parteien halten im Einzelvertrag fest, wer für ein konkretes System Anbieter ist und die daraus folgenden Pflichten wie Risikoeinstufung, technische Dokumentation und Transparenz erfüllt; die Agentur unterstützt den Auftraggeber dabei im vereinbarten Umfang.',
    ],
  },
  {
    id: 'maengel',
    title: '§ 12 Mängelrechte',
    text: [
      '(1) Soweit Werkvertragsrecht gilt, beseitigt die Agentur Mängel nach ihrer Wahl durch Nachbesserung oder Neuherstellung. Schlägt die Nacherfüllung zweimal fehl, kann der Auftraggeber nach den gesetzlichen Vorschriften die Vergütung mindern oder vom Vertrag zurücktreten; für Schadensersatz gilt § 13.',
      '(2) Mängel sind in Textform und so genau zu beschreiben, dass sie sich nachvollziehen lassen. Die Verjährungsfrist für Mängelansprüche beträgt ein Jahr ab Abnahme; dies gilt nicht bei Vorsatz, Arglist sowie in den Fällen des § 13 Abs. 1.',
      '(3) Keine Mängel sind Fehler, die auf Änderungen des Auftraggebers oder Dritter am Arbeitsergebnis, auf eine nicht vereinbarte Einsatzumgebung oder auf Änderungen von Diensten Dritter zurückgehen.',
    ],
  },
  {
    id: 'haftung',
    title: '§ 13 Haftung',
    text: [
      '(1) Die Agentur haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei der Verletzung von Leben, Körper oder Gesundheit, nach dem Produkthaftungsgesetz sowie im Umfang einer übernommenen Garantie.',
      '(2) Bei leichter Fahrlässigkeit haftet die Agentur nur für die Verletzung wesentlicher Vertragspflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung der Auftraggeber regelmäßig vertrauen darf. Die Haftung ist in diesem Fall auf den bei Vertragsschluss vorhersehbaren, vertragstypischen Schaden begrenzt.',
      '(3) Für den Verlust von Daten haftet die Agentur nur in der Höhe, die bei ordnungsgemäßer und regelmäßiger Datensicherung durch den Auftraggeber zur Wiederherstellung angefallen wäre.',
    ],
  },
  {
    id: 'vertraulichkeit',
    title: '§ 14 Vertraulichkeit',
    text: [
      'Beide Parteien behandeln alle ihnen im Rahmen der Zusammenarbeit bekannt gewordenen vertraulichen Informationen der anderen Partei, insbesondere Geschäftsgeheimnisse im Sinne des Geschäftsgeheimnisgesetzes, vertraulich und nutzen sie nur zur Durchführung des Vertrags. Die Pflicht besteht nach Vertragsende drei Jahre fort. Ausgenommen sind Informationen, die öffentlich bekannt sind oder der empfangenden Partei bereits rechtmäßig bekannt waren.',
    ],
  },
  {
    id: 'datenschutz-auftrag',
    title: '§ 15 Datenschutz',
    text: [
      'Verarbeitet die Agentur im Auftrag personenbezogene Daten, schließen die Parteien vor Beginn der Verarbeitung einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO. Testdaten mit Personenbezug stellt der Auftraggeber nur pseudonymisiert oder anonymisiert bereit, soweit der Zweck dies zulässt.',
    ],
  },
  {
    id: 'referenz',
    title: '§ 16 Referenznennung',
    text: [
      'Die Agentur darf den Auftraggeber mit Namen und Logo als Referenz nennen und das Projekt in allgemeiner Form beschreiben, sofern der Auftraggeber nicht widerspricht. Ausführliche Fallstudien mit Projektdetails oder Zitaten veröffentlicht die Agentur nur nach vorheriger Freigabe durch den Auftraggeber.',
    ],
  },
  {
    id: 'laufzeit',
    title: '§ 17 Laufzeit und Kündigung',
    text: [
      '(1) Verträge über fortlaufende Leistungen wie Betrieb, Wartung, Weiterentwicklung nach Aufwand oder die Bereitstellung von Teams laufen auf unbestimmte Zeit, sofern nichts anderes vereinbart ist, und können von beiden Parteien mit einer Frist von drei Monaten zum Monatsende gekündigt werden.',
      '(2) Das Recht zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt. Kündigungen bedürfen der Textform. Bei Vertragsende übergibt die Agentur alle Arbeitsergebnisse, Zugangsdaten und Dokumentationen, an denen der Auftraggeber Rechte erworben hat, und unterstützt auf Wunsch die Übernahme der Leistungen durch den Auftraggeber oder einen Dritten gegen Vergütung nach Aufwand.',
    ],
  },
  {
    id: 'schluss',
    title: '§ 18 Schlussbestimmungen',
    text: [
      '(1) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts.',
      `(2) Ausschließlicher Gerichtsstand für alle Streitigkeiten aus dem Vertragsverhältnis ist ${address.city}, sofern der Auftraggeber Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen ist.`,
      '(3) Änderungen und Ergänzungen des Vertrags bedürfen der Textform; individuelle Vereinbarungen haben stets Vorrang (§ 305b BGB). Sollte eine Bestimmung dieser Bedingungen unwirksam sein oder werden, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
    ],
  },
] as const satisfies readonly LegalSection[];
