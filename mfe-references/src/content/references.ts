import ausbildungsMatchingPlattformImage from '../assets/references/ausbildungs-matching-plattform.svg';
import automotiveRelaunchImage from '../assets/references/automotive-relaunch.svg';
import baustoffePlattformImage from '../assets/references/baustoffe-plattform.svg';
import bootcampWorkshopImage from '../assets/references/bootcamp-workshop.svg';
import buchbergerImage from '../assets/references/buchberger.svg';
import fahrzeugdatenplattformImage from '../assets/references/fahrzeugdatenplattform.svg';
import fussballAppsImage from '../assets/references/fussball-apps.svg';
import garantiemaxImage from '../assets/references/garantiemax.svg';
import hotelBuchungsplattformImage from '../assets/references/hotel-buchungsplattform.svg';
import kiekjeImage from '../assets/references/kiekje.svg';
import nearshoreTeamsImage from '../assets/references/nearshore-teams.svg';
import productCommunicatorImage from '../assets/references/product-communicator.svg';
import reverseRecruitingImage from '../assets/references/reverse-recruiting.svg';
import smartHomeAppImage from '../assets/references/smart-home-app.svg';
import talentlakeImage from '../assets/references/talentlake.svg';
import ticketBuchungsplattformImage from '../assets/references/ticket-buchungsplattform.svg';
import { referenceTitles } from '@isarlicht/shared';
import type { Reference } from './types';

/**
 * In showcase order, the order every page shows them in (docs/product.md section 4): the pinned
 * references, then public before confidential ones, each alphabetical by title. The
 * content test holds the list to that rule, so no page sorts at run time.
 */
export const references = [
  {
    slug: 'kiekje',
    title: referenceTitles['kiekje'],
    shortDescription: 'Fotos, Tagesberichte und Nachrichten aus der Kita – datenschutzkonform in einer App.',
    metaDescription:
      'Kita-App Kiekje: Tagesberichte, Fotos mit Verpixelung und Nachrichten für Eltern, alle Daten auf Servern in Deutschland. Über 200 Einrichtungen nutzen sie.',
    description:
      'Kiekje gibt Eltern Einblick in den Kita-Alltag: Fachkräfte teilen Fotos, Tagesberichte und Nachrichten, ohne private Messenger zu nutzen. Vom Bootcamp über das MVP in acht Wochen bis zu über 200 Einrichtungen haben wir das Hamburger Startup als Entwicklungspartner begleitet.',
    fullDescription:
      '<p>Kita-Teams verbringen viel Zeit mit Dokumentation und Elternkommunikation – oft über Zettel an der Pinnwand oder private Messenger, was datenschutzrechtlich heikel ist. Das Gründungsteam von Kiekje, eine Erzieherin und ein Softwareentwickler aus Hamburg, wollten das mit einer einfachen App lösen.</p><p>Im Product-Vision-Bootcamp haben wir mit Kita-Leitungen und Eltern die Kernfunktionen priorisiert. Das Ergebnis:</p><ul><li><strong>Tagesberichte in unter einer Minute</strong> – Schlaf, Essen und Aktivitäten per Antippen</li><li><strong>Fotos mit Verpixelungsfunktion</strong>: Die App findet direkt auf dem Gerät, wo im Bild Gesichter sind, und schlägt sie zum Verpixeln vor; wer auf dem Foto ist, erkennt sie nicht, und kein Bild verlässt dafür das Gerät. Die Fachkraft macht Kinder ohne Fotoerlaubnis vor dem Teilen mit einem Tipp unkenntlich</li><li><strong>Nachrichten und Umfragen</strong> an einzelne Eltern, Gruppen oder die ganze Einrichtung</li><li><strong>Abwesenheiten melden</strong> direkt in der App statt per Anruf am Morgen</li></ul><p>Das MVP stand nach acht Wochen und ging in drei Hamburger Kitas an den Start; es lief zunächst bei einem Cloud-Anbieter in einer EU-Region. Seitdem begleiten wir Kiekje als Entwicklungspartner: Wir haben ein Verwaltungsportal für Träger ergänzt, das Hosting vollständig auf Server in Deutschland verlagert und die App für mehrere Sprachen geöffnet, damit auch Eltern ohne Deutschkenntnisse alle Informationen verstehen. Neue Funktionen testen wir vor jedem Release mit einer festen Gruppe von Pilot-Kitas.</p>',
    image: kiekjeImage,
    imageAlt: 'Illustration: Smartphone mit verpixeltem Kita-Foto, daneben Sprechblasen und Bauklötze',
    tags: ['Mobile App', 'MVP', 'KI'],
    websiteLink: null,
    features: [
      'Tagesberichte per Antippen in unter einer Minute',
      'Gesichter im Bild finden und verpixeln, direkt auf dem Gerät',
      'Nachrichten und Umfragen an Eltern und Gruppen',
      'Abwesenheitsmeldung in der App',
      'Verwaltungsportal für Kita-Träger',
      'Mehrsprachige Oberfläche für Eltern',
    ],
    technologies: ['React Native', 'TypeScript', 'Node.js', 'PostgreSQL', 'TensorFlow Lite'],
    challenge:
      'Kitas kommunizieren mit Eltern oft über Aushänge oder private Messenger – aufwendig und datenschutzrechtlich problematisch. Eine Lösung musste so einfach sein, dass Fachkräfte sie nebenbei im Gruppenalltag bedienen können.',
    solution:
      'Wir haben mit Kita-Leitungen und Eltern im Bootcamp die Kernfunktionen priorisiert und das MVP in acht Wochen als App für iOS und Android gebaut. Die App findet Gesichter im Bild, ohne jemanden zu identifizieren, und schützt so Kinder ohne Fotoerlaubnis; seit dem Umzug des Hostings liegen alle Daten auf Servern in Deutschland.',
    results: [
      'Über 200 Einrichtungen nutzen Kiekje',
      'Fachkräfte sparen im Schnitt 20 Minuten Dokumentationszeit pro Tag',
      'Bewertung von 4,7 Sternen in den App-Stores',
    ],
    testimony: {
      quote:
        'Isarlicht hat uns nicht einfach eine App gebaut, sondern uns dazu gebracht, die richtigen Fragen zu stellen. Das Bootcamp hat uns Monate an Umwegen erspart.',
      author: 'Femke Jansen',
      position: 'Mitgründerin und Geschäftsführerin, Kiekje',
    },
    timeframe: 'Bootcamp und MVP in 8 Wochen, seit 2022 in Weiterentwicklung',
    confidential: false,
  },
  {
    slug: 'talentlake',
    title: referenceTitles['talentlake'],
    shortDescription: 'Aus früheren Bewerbungen wird ein durchsuchbarer Talentpool – mit KI-Matching für neue Stellen.',
    metaDescription:
      'Talentlake macht frühere Bewerbungen zum durchsuchbaren Talentpool: KI schlägt passende Kandidat:innen mit Begründung vor. Im Einsatz bei über 60 Unternehmen.',
    description:
      'Talentlake hilft mittelständischen Unternehmen, gute Bewerber:innen nicht aus den Augen zu verlieren. Die SaaS-Plattform bündelt frühere Bewerbungen in einem Talentpool und schlägt bei neuen Stellen passende Kandidat:innen vor – mit deren Einwilligung und nachvollziehbarer Begründung.',
    fullDescription:
      '<p>Für jede besetzte Stelle gibt es oft mehrere sehr gute Kandidat:innen, die knapp nicht zum Zug kommen. Ein halbes Jahr später schreibt dasselbe Unternehmen eine ähnliche Stelle neu aus – und bezahlt wieder für Anzeigen. Das Gründerteam von Talentlake kannte dieses Problem aus dem HR-Alltag eines Industrieunternehmens.</p><p>Nach einem gemeinsamen Product-Vision-Bootcamp haben wir das MVP in acht Wochen entwickelt und die Plattform seitdem zu einem SaaS-Produkt ausgebaut:</p><ul><li><strong>Import aus gängigen Bewerbermanagementsystemen</strong> über Schnittstellen und CSV</li><li><strong>Semantisches Matching</strong>: Neue Stellenprofile werden mit den Qualifikationen im Pool verglichen, nicht nur mit Stichwörtern</li><li><strong>Begründete Vorschläge</strong> – jede Empfehlung zeigt, welche Erfahrungen und Fähigkeiten passen</li><li><strong>Einwilligungsmanagement</strong> mit automatischer Löschung nach Ablauf der Frist</li></ul><p>Besonders wichtig war uns, dass die KI Entscheidungen vorbereitet, aber nicht trifft: Recruiter:innen sehen Vorschläge mit Begründung und entscheiden selbst, wen sie ansprechen. Merkmale wie Alter, Geschlecht oder Herkunft fließen nicht in das Matching ein. KI-Systeme, die Bewerbungen auswählen oder bewerten, zählen nach der EU-KI-Verordnung (AI Act) zu den Hochrisiko-Systemen; deshalb dokumentiert Talentlake Datengrundlage, Tests auf Verzerrungen und jede menschliche Entscheidung so, dass Kundenfirmen ihre Pflichten als Betreiber erfüllen können. Die Plattform läuft in der AWS-Region Frankfurt. Für das semantische Matching gehen Stellen- und Profiltexte ohne Namen und Kontaktdaten an die OpenAI API; das ist über einen Auftragsverarbeitungsvertrag und EU-Standardvertragsklauseln geregelt. Talentlake wird heute von über 60 Unternehmen genutzt, überwiegend aus dem Mittelstand.</p>',
    image: talentlakeImage,
    imageAlt: 'Illustration: See mit vielen Punkten als Talente, eine Lupe hebt einen hervor',
    tags: ['Recruiting', 'Plattform', 'KI'],
    websiteLink: null,
    features: [
      'Import aus Bewerbermanagementsystemen per Schnittstelle und CSV',
      'Semantisches Matching von Stellen und Profilen',
      'Nachvollziehbare Begründung für jeden Vorschlag',
      'Einwilligungsmanagement mit automatischer Löschung',
      'Kampagnen zur erneuten Ansprache von Talenten',
    ],
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'pgvector', 'OpenAI API', 'AWS'],
    challenge:
      'Unternehmen verlieren gute Kandidat:innen aus früheren Bewerbungsrunden aus den Augen und schreiben vergleichbare Stellen immer wieder neu aus. Die Bewerberdaten liegen ungenutzt im Bewerbermanagementsystem und müssen nach Fristablauf gelöscht werden.',
    solution:
      'Wir haben eine SaaS-Plattform entwickelt, die frühere Bewerbungen mit Einwilligung der Kandidat:innen in einem Talentpool bündelt. Ein semantisches Matching schlägt bei neuen Stellen passende Profile mit nachvollziehbarer Begründung vor, Löschfristen werden automatisch eingehalten.',
    results: [
      'Über 60 Unternehmen nutzen Talentlake',
      'Bei Kund:innen wird rund jede vierte Stelle aus dem Talentpool besetzt',
      'Time-to-Hire für diese Stellen im Schnitt um drei Wochen verkürzt',
    ],
    testimony: {
      quote:
        'Wir wollten ein Produkt, das Recruiter:innen ernst nehmen. Dass jede KI-Empfehlung begründet ist, war am Ende unser stärkstes Verkaufsargument.',
      author: 'Daniel Oberholzer',
      position: 'Gründer und CEO, Talentlake',
    },
    timeframe: '8 Wochen bis zum MVP, seit 2023 in Weiterentwicklung',
    confidential: false,
  },
  {
    slug: 'ticket-buchungsplattform',
    title: referenceTitles['ticket-buchungsplattform'],
    shortDescription: 'Gemeinsamer Online-Vorverkauf für sieben kommunale Bühnen – mit Saalplan, Abos und Einlass-App.',
    metaDescription:
      'Ein Online-Vorverkauf für sieben Bühnen im Oberland, mit Saalplan, Abos und Einlass-App: In der ersten Spielzeit wurden über 70 % der Tickets online verkauft.',
    description:
      'Für den Zweckverband Kulturbühnen Oberland haben wir eine Ticket-Buchungsplattform entwickelt, über die sieben kommunale Bühnen und Veranstaltungssäle ihre Tickets online verkaufen – mit interaktivem Saalplan, Abonnements und Anbindung an die Abendkasse.',
    fullDescription:
      '<p>Die sieben Häuser der Kulturbühnen Oberland verkauften ihre Tickets bisher über einen externen Ticketdienstleister mit hohen Gebühren pro Karte – oder gleich nur an der Abendkasse. Abonnent:innen mussten ihre Plätze jede Spielzeit per Formular verlängern.</p><p>Wir haben eine gemeinsame Vorverkaufsplattform entwickelt, die alle Häuser unter einem Dach bündelt:</p><ul><li><strong>Interaktiver Saalplan</strong> mit Platzwahl, Preiskategorien und Plätzen für Rollstuhlnutzende</li><li><strong>Abonnements und Gutscheine</strong>, inklusive Verlängerung mit Übernahme des Stammplatzes</li><li><strong>Ermäßigungen</strong> für Schüler:innen, Studierende und Inhaber:innen der Ehrenamtskarte, geprüft beim Einlass</li><li><strong>Einlass-App und Abendkasse</strong>, die auf denselben Datenbestand zugreifen</li></ul><p>Als öffentliche Stelle musste der Zweckverband hohe Anforderungen an Barrierefreiheit und Datenschutz erfüllen: Die Plattform ist nach BITV 2.0 umgesetzt und wird in einem deutschen Rechenzentrum betrieben. Die Zahlungsabwicklung läuft über Stripe. Die Platzreservierung ist auch bei großem Andrang gegen Doppelbuchungen abgesichert – etwa wenn das Programm der neuen Spielzeit freigeschaltet wird und hunderte Menschen gleichzeitig buchen. Jedes Haus ist auf der Plattform ein eigener Anbieter: Seine Mitarbeitenden legen Veranstaltungen, Kontingente und Preise selbst an, ohne auf einen Dienstleister warten zu müssen. Auswertungen zu Auslastung und Vorverkauf stehen jedem Haus tagesaktuell zur Verfügung.</p>',
    image: ticketBuchungsplattformImage,
    imageAlt: 'Illustration: Bühne mit Vorhang, Saalplan mit ausgewählten Plätzen und eine Eintrittskarte',
    tags: ['Buchung', 'E-Commerce', 'Plattform'],
    websiteLink: null,
    features: [
      'Interaktiver Saalplan mit Platzwahl',
      'Abonnements mit Übernahme des Stammplatzes',
      'Ermäßigungen mit Prüfung beim Einlass',
      'Einlass-App und Abendkasse auf einem Datenbestand',
      'Schutz vor Doppelbuchungen bei hohem Andrang',
    ],
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Redis', 'Stripe'],
    challenge:
      'Die Bühnen zahlten hohe Gebühren an einen externen Ticketdienstleister oder verkauften nur an der Abendkasse. Abonnements wurden per Papierformular verlängert, und jedes Haus führte einen eigenen Datenbestand.',
    solution:
      'Wir haben eine gemeinsame Vorverkaufsplattform für alle sieben Häuser mit Saalplan, Abonnements und Ermäßigungen entwickelt. Online-Verkauf, Abendkasse und Einlass greifen auf denselben Datenbestand zu, und die Plattform ist nach BITV 2.0 barrierefrei.',
    results: [
      'Online-Anteil am Vorverkauf in der ersten Spielzeit über 70 % (vorher Verkauf über externen Ticketdienstleister und Abendkasse)',
      'Keine Gebühren mehr an externe Ticketdienstleister',
      'Abo-Verlängerung ohne Papierformulare',
    ],
    timeframe: '5 Monate bis zum Start des Vorverkaufs, seit 2023 im Betrieb',
    confidential: false,
  },
  {
    slug: 'bootcamp-workshop',
    title: referenceTitles['bootcamp-workshop'],
    shortDescription: 'In drei Tagen von der Idee zum getesteten Prototyp: Persona, Journey, Design Studio.',
    metaDescription:
      'Product-Vision-Bootcamp: in drei Tagen über Persona, Customer Journey und Design Studio zum getesteten Prototyp. 25 Bootcamps für mehr als 20 Unternehmen.',
    description:
      'Unser Product-Vision-Bootcamp bringt Gründerteams und Fachbereiche in drei Tagen zu einer gemeinsamen Produktvision und einem klickbaren Prototyp. 25 Bootcamps haben wir bereits durchgeführt, für mehr als 20 Unternehmen – vom Startup bis zum Konzern.',
    fullDescription:
      '<p>Viele Produktideen scheitern nicht an der Technik, sondern daran, dass zu früh gebaut und zu spät gefragt wird. Unser Product-Vision-Bootcamp setzt davor an: drei Tage, ein festes Team aus Kundenseite und Isarlicht Digital und am Ende eine Produktvision, die alle Beteiligten teilen.</p><ul><li><strong>Tag 1 – Persona:</strong> Wir klären, für wen das Produkt gebaut wird. Auf Basis von Interviews und vorhandenem Wissen entstehen zwei bis drei Personas mit ihren Zielen, Aufgaben und Frustrationen.</li><li><strong>Tag 2 – Journey:</strong> Wir zeichnen die Customer Journey heute und morgen nach und markieren die Momente, in denen das Produkt den größten Unterschied macht.</li><li><strong>Tag 3 – Design Studio:</strong> Alle skizzieren Lösungen, wir bewerten sie gemeinsam und bauen daraus einen klickbaren Prototyp, den echte Nutzer:innen noch am selben Tag testen.</li></ul><p>Das Ergebnis ist kein Foliensatz, sondern ein priorisiertes Backlog für das MVP, ein getesteter Prototyp und eine realistische Einschätzung von Aufwand und Risiken. Wer danach weitermachen will, startet direkt in die Entwicklung – mit unserem Ziel, das MVP in der Regel nach acht Wochen live zu bringen.</p><p>Bisher haben wir 25 Bootcamps für mehr als 20 Unternehmen durchgeführt. Produkte wie Kiekje, Talentlake, Pflegewahl und Startklar haben hier ihren Anfang genommen.</p>',
    image: bootcampWorkshopImage,
    imageAlt: 'Illustration: Drei Tafeln für drei Tage – Persona, Journey und Skizzen aus dem Design Studio',
    tags: ['Workshop', 'MVP'],
    websiteLink: null,
    features: [
      'Drei Tage mit festem Team aus Kunde und Isarlicht Digital',
      'Tag 1: Personas auf Basis von Interviews',
      'Tag 2: Customer Journey heute und morgen',
      'Tag 3: Design Studio mit klickbarem Prototyp und Nutzertest',
      'Priorisiertes MVP-Backlog mit Aufwandsschätzung',
    ],
    technologies: ['Miro', 'Figma', 'Maze'],
    challenge:
      'Teams starten oft mit einer Lösung im Kopf, aber ohne gemeinsames Bild davon, für wen sie bauen und welches Problem zuerst gelöst werden muss. Das kostet in der Entwicklung Monate und Budget.',
    solution:
      'In drei strukturierten Tagen erarbeiten wir gemeinsam Personas, Customer Journey und Lösungsideen und testen einen klickbaren Prototyp mit echten Nutzer:innen. Am Ende steht ein priorisiertes Backlog, mit dem die MVP-Entwicklung sofort beginnen kann.',
    results: [
      '25 Bootcamps für mehr als 20 Unternehmen durchgeführt',
      'Vier Produkte vom Bootcamp bis zum Markteintritt begleitet',
      'Jedes Bootcamp endet mit einem von Nutzer:innen getesteten Prototyp',
    ],
    testimony: {
      quote:
        'Am ersten Morgen hatten wir fünf verschiedene Vorstellungen vom Produkt, am dritten Abend eine – und einen Prototyp, den unsere Kund:innen schon ausprobiert hatten.',
      author: 'Claudia Wetzstein',
      position: 'Bereichsleiterin Digitalisierung, mittelständischer Versicherungsmakler',
    },
    timeframe: '3 Tage pro Bootcamp, 25 Durchführungen seit 2019',
    confidential: false,
    workshopCount: 25,
    workshopProjects: ['kiekje', 'talentlake', 'reverse-recruiting', 'ausbildungs-matching-plattform'],
    workshopFormat: [
      {
        day: 'Tag 1',
        title: 'Persona',
        text: 'Für wen bauen wir? Aus Interviews und vorhandenem Wissen entstehen zwei bis drei Personas mit Zielen, Aufgaben und Frustrationen.',
      },
      {
        day: 'Tag 2',
        title: 'Journey',
        text: 'Wir zeichnen die Customer Journey heute und morgen und markieren die Momente, in denen das Produkt den größten Unterschied macht.',
      },
      {
        day: 'Tag 3',
        title: 'Design Studio',
        text: 'Alle skizzieren Lösungen, wir bauen daraus einen klickbaren Prototyp und testen ihn noch am selben Tag mit echten Nutzer:innen.',
      },
    ],
  },
  {
    slug: 'garantiemax',
    title: referenceTitles['garantiemax'],
    shortDescription: 'Garantieverlängerungen für E-Bikes und Elektronik online abschließen, Schäden digital melden.',
    metaDescription:
      'Garantiemax verkauft Garantieverlängerungen online und im Handel. Kund:innen melden Schäden geführt und erhalten binnen 24 Stunden eine erste Antwort.',
    description:
      'Garantiemax bietet Garantieverlängerungen für E-Bikes, Haushaltsgeräte und Unterhaltungselektronik an – vollständig digital. Wir haben die Plattform vom MVP bis zur automatisierten Schadensbearbeitung entwickelt und an Versicherungspartner und Händler angebunden.',
    fullDescription:
      '<p>Garantiemax ist ein Münchner Insurtech, das Garantieverlängerungen direkt beim Kauf im Handel und online verkauft. Zum Start lief die Schadensbearbeitung weitgehend manuell: Kund:innen schickten Fotos und Rechnungen per E-Mail, die Sachbearbeitung übertrug die Daten in Tabellen und forderte fehlende Unterlagen einzeln nach.</p><p>Bevor wir automatisiert haben, haben wir die Abläufe der Sachbearbeitung mit dem Workflow-Finder erfasst und nach Zeitaufwand sortiert: Am meisten Zeit kosteten das Abtippen von Rechnungen und das Nachfordern fehlender Unterlagen. Genau dort haben wir angesetzt.</p><p>In acht Wochen haben wir das MVP für den Online-Abschluss gebaut und die Plattform danach Schritt für Schritt erweitert:</p><ul><li><strong>Abschlussstrecke</strong> für Kund:innen und Händler, inklusive Einbindung in die Kassensysteme von Partnerhändlern</li><li><strong>Geführte Schadensmeldung</strong>, die je nach Gerät und Schadensart genau die nötigen Angaben und Fotos abfragt</li><li><strong>KI-gestützte Vorprüfung</strong>: Rechnungen werden ausgelesen, Angaben mit dem Vertrag abgeglichen und Fälle nach Komplexität sortiert</li><li><strong>Sachbearbeitungs-Cockpit</strong> mit Workflow, Werkstattbeauftragung und Kommunikation an einem Ort</li><li><strong>Werkstattportal</strong>: Partnerwerkstätten arbeiten als Lieferanten von Reparaturen in einem eigenen Portal, erhalten dort Aufträge, schicken Kostenvoranschläge und stellen Rechnungen</li></ul><p>Einfache Fälle werden heute automatisch zur Freigabe vorbereitet, komplexe Fälle landen priorisiert bei erfahrenen Sachbearbeiter:innen. Über Ablehnungen entscheidet immer ein Mensch. Über 40 Partnerhändler verkaufen auf der Plattform die Garantieprodukte zweier Versicherungspartner, die das Risiko tragen – ein kleiner B2B-Marktplatz, auf dem Garantiemax Händler aufnimmt, ihre Provisionen abrechnet und ihre Verkäufe auswertet. Die Plattform erfüllt die Anforderungen der Versicherungspartner an Datenschutz und IT-Sicherheit. Neue Produkte wie eine Diebstahlversicherung für E-Bikes lassen sich heute in wenigen Wochen ergänzen.</p>',
    image: garantiemaxImage,
    imageAlt: 'Illustration: Schutzschild mit Häkchen vor einem E-Bike',
    tags: ['Plattform', 'KI', 'Automatisierung'],
    websiteLink: null,
    features: [
      'Online-Abschluss und Einbindung in Kassensysteme von Händlern',
      'Geführte Schadensmeldung mit Foto-Upload',
      'KI-gestützte Belegerkennung und Vorprüfung',
      'Sachbearbeitungs-Cockpit mit Workflow-Steuerung',
      'Schnittstellen zu Versicherungspartnern und Werkstätten',
    ],
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'OpenAI API', 'Camunda'],
    challenge:
      'Schadensmeldungen kamen per E-Mail mit unvollständigen Unterlagen und wurden manuell in Tabellen übertragen. Mit wachsenden Vertragszahlen drohte die Sachbearbeitung zum Engpass zu werden.',
    solution:
      'Wir haben eine geführte Schadensmeldung entwickelt, die nur relevante Angaben abfragt, und eine KI-gestützte Vorprüfung, die Belege ausliest und Fälle vorsortiert. Ein Cockpit bündelt Workflow, Werkstattbeauftragung und Kundenkommunikation.',
    results: [
      'Erste Rückmeldung an Kund:innen innerhalb von 24 Stunden statt nach mehreren Tagen',
      'Rückfragen wegen fehlender Unterlagen mehr als halbiert',
      'Über 40 Partnerhändler angebunden',
    ],
    testimony: {
      quote:
        'Mit der neuen Plattform haben wir 65 % weniger Bearbeitungszeit bei Schadensmeldungen – bei deutlich mehr Verträgen und mit demselben Team.',
      author: 'Laura Steinmetz',
      position: 'Leiterin Operations, Garantiemax',
    },
    timeframe: '8 Wochen bis zum MVP, seit 2022 in Weiterentwicklung',
    confidential: false,
  },
  {
    slug: 'hotel-buchungsplattform',
    title: referenceTitles['hotel-buchungsplattform'],
    shortDescription: 'Eigene Buchungsstrecke für neun Privathotels – weniger Provisionen, mehr Direktbuchungen.',
    metaDescription:
      'Direktbuchungsplattform für neun Privathotels der Gipfelruh Hotels in Oberbayern und Tirol: Direktbuchungen in einem Jahr von 33 % auf 58 % gesteigert.',
    description:
      'Für die Gipfelruh Hotelgruppe, ein Familienunternehmen mit neun Privathotels in Oberbayern und Tirol, haben wir eine Direktbuchungsplattform entwickelt. Sie vereint Zimmer, Pakete und Zusatzleistungen in einer Buchungsstrecke und ist an das bestehende Property-Management-System angebunden.',
    fullDescription:
      '<p>Die Gipfelruh Hotelgruppe betreibt neun familiengeführte Häuser zwischen Tegernsee und Zillertal. Bis 2022 kamen rund zwei Drittel aller Buchungen über Online-Reiseportale – mit entsprechenden Provisionen und ohne direkten Draht zum Gast. Die eigene Website bot nur ein Anfrageformular.</p><p>Gemeinsam mit dem Revenue Management der Gruppe haben wir eine Buchungsplattform entwickelt, die alle Häuser unter einer Marke bündelt und trotzdem den Charakter jedes Hotels zeigt:</p><ul><li><strong>Hausübergreifende Suche</strong> nach Reisezeitraum, Region und Interessen wie Wandern, Wellness oder Familienurlaub</li><li><strong>Pakete und Zusatzleistungen</strong> – vom Skipass bis zum Late-Check-out – direkt in der Buchungsstrecke</li><li><strong>Verfügbarkeiten und Preise in Echtzeit</strong> über Schnittstellen zum Property-Management-System und zum Channel Manager</li><li><strong>Gästekonto</strong> mit Buchungshistorie, Umbuchung und digitalem Meldeschein</li></ul><p>Die Buchungsstrecke haben wir vor dem Go-live mit Stammgästen getestet und konsequent auf mobile Nutzung ausgelegt, denn über 60 % der Besuche kommen vom Smartphone. Seit dem Go-live betreuen wir die Plattform im Betrieb und entwickeln sie in zweiwöchigen Sprints weiter – zuletzt um den Verkauf von Gutscheinen und eine Warteliste für ausgebuchte Termine. Neue Häuser der Gruppe lassen sich in wenigen Tagen anbinden.</p>',
    image: hotelBuchungsplattformImage,
    imageAlt: 'Illustration: Berggipfel in der Abendsonne, davor ein Buchungskalender mit markiertem Reisezeitraum',
    tags: ['Plattform', 'Buchung', 'E-Commerce'],
    websiteLink: null,
    features: [
      'Hausübergreifende Suche mit Filtern nach Region und Interessen',
      'Pakete und Zusatzleistungen direkt in der Buchungsstrecke',
      'Echtzeit-Anbindung an Property-Management-System und Channel Manager',
      'Gästekonto mit Umbuchung und digitalem Meldeschein',
      'Gutscheinverkauf und Warteliste für ausgebuchte Termine',
    ],
    technologies: ['Next.js', 'React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Stripe'],
    challenge:
      'Rund zwei Drittel der Buchungen liefen über Online-Reiseportale, die hohe Provisionen kosteten und den direkten Kontakt zum Gast verhinderten. Die bisherige Website bot nur ein Anfrageformular, und jedes Haus pflegte seine Verfügbarkeiten separat.',
    solution:
      'Wir haben eine zentrale Buchungsplattform für alle neun Häuser entwickelt, die Verfügbarkeiten und Preise in Echtzeit aus dem Property-Management-System bezieht. Pakete, Zusatzleistungen und Zahlung sind in einer schlanken, mobil optimierten Buchungsstrecke vereint.',
    results: [
      'Anteil der Direktbuchungen innerhalb eines Jahres von 33 % auf 58 % gesteigert',
      'Deutlich geringere Provisionskosten an Buchungsportale',
      'Zusatzleistungen werden bei jeder vierten Buchung mitgebucht',
    ],
    testimony: {
      quote:
        'Seit dem Relaunch unserer Buchungsstrecke sehen wir 35 % mehr Conversion – und zum ersten Mal kennen wir die Mehrheit unserer Gäste schon vor der Anreise.',
      author: 'Theresa Hallinger',
      position: 'Leiterin Revenue Management, Gipfelruh Hotels',
    },
    timeframe: '10 Wochen bis zum Go-live, seit 2022 in Weiterentwicklung',
    confidential: false,
  },
  {
    slug: 'buchberger',
    title: referenceTitles['buchberger'],
    shortDescription: 'Digitale Tourenplanung und Fahrer-App für eine familiengeführte Spedition mit 85 Lkw.',
    metaDescription:
      'Dispositionssoftware für die Spedition Buchberger mit 85 Lkw: digitale Plantafel, Fahrer-App und automatische Prüfung von Lenk- und Ruhezeiten.',
    description:
      'Für die Spedition Buchberger aus Rosenheim haben wir eine maßgeschneiderte Dispositionssoftware entwickelt, die Excel-Listen, Magnettafel und Telefonketten ersetzt. Disponent:innen planen Touren am Bildschirm, Fahrer:innen erhalten ihre Aufträge und melden Ablieferungen per App.',
    fullDescription:
      '<p>Die Spedition Buchberger ist ein Familienunternehmen in dritter Generation mit Sitz in Rosenheim, 85 Lkw und rund 140 Beschäftigten. Disponiert wurde bis 2023 mit Excel, einer großen Magnettafel und vielen Telefonaten – das funktionierte, hing aber am Wissen weniger erfahrener Köpfe.</p><p>Ein Standardsystem kam nicht infrage, weil Buchberger viele Sonderfahrten für Baustellen und Kühltransporte übernimmt. Deshalb haben wir eine eigene Lösung entwickelt, die genau diese Abläufe abbildet:</p><ul><li><strong>Digitale Plantafel</strong> mit Drag-and-drop für Touren, Fahrzeuge und Fahrer:innen</li><li><strong>Fahrer-App</strong> mit Auftragsdetails, Navigation und Ablieferbeleg mit Foto und Unterschrift</li><li><strong>Lenk- und Ruhezeiten</strong>, die bei der Planung automatisch berücksichtigt werden</li><li><strong>Anbindung an die Buchhaltung</strong>, sodass abgeschlossene Touren direkt abgerechnet werden</li></ul><p>Wir haben die Software gemeinsam mit dem Dispositionsteam entwickelt: Jede Woche gab es eine Testrunde am echten Arbeitsplatz, und das Feedback floss direkt in den nächsten Sprint. Die Einführung lief vier Wochen im Parallelbetrieb, damit niemand am Montagmorgen ohne Plan dastand. Seitdem betreuen wir das System und erweitern es schrittweise, zuletzt um ein Kundenportal zur Sendungsverfolgung.</p>',
    image: buchbergerImage,
    imageAlt: 'Illustration: Digitale Plantafel mit farbigen Touren, daneben ein Lkw auf der Straße',
    tags: ['Webanwendung', 'Automatisierung', 'Mobile App'],
    websiteLink: null,
    features: [
      'Digitale Plantafel mit Drag-and-drop',
      'Fahrer-App mit digitalem Ablieferbeleg',
      'Automatische Prüfung von Lenk- und Ruhezeiten',
      'Schnittstelle zur Buchhaltung',
      'Kundenportal zur Sendungsverfolgung',
    ],
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'React Native', 'Mapbox'],
    challenge:
      'Die Disposition lief über Excel, eine Magnettafel und Telefonketten und hing am Wissen weniger erfahrener Disponent:innen. Standardsoftware passte nicht zu den vielen Sonderfahrten für Baustellen und Kühltransporte.',
    solution:
      'Wir haben eine individuelle Dispositionssoftware mit digitaler Plantafel und Fahrer-App entwickelt, die Lenk- und Ruhezeiten automatisch berücksichtigt. Das Dispositionsteam hat jede Woche mitgetestet, und die Einführung lief im Parallelbetrieb, ohne das Tagesgeschäft zu unterbrechen.',
    results: [
      'Papierlose Ablieferbelege für alle Touren',
      'Rechnungsstellung am Tag der Ablieferung statt einmal pro Woche',
      'Einarbeitung neuer Disponent:innen in Tagen statt Wochen',
    ],
    testimony: {
      quote:
        'Wir planen heute mit derselben Mannschaft deutlich mehr Touren – unterm Strich 40 % mehr Effizienz in der Disposition. Und wenn jemand aus der Disposition im Urlaub ist, läuft trotzdem alles.',
      author: 'Stefan Buchberger',
      position: 'Geschäftsführer, Spedition Buchberger',
    },
    timeframe: '4 Monate bis zur Einführung, seitdem laufende Betreuung',
    confidential: false,
  },
  {
    slug: 'fussball-apps',
    title: referenceTitles['fussball-apps'],
    shortDescription: 'Liveticker, Vereins- und Trainer-App für den Amateurfußball – aus einer gemeinsamen Codebasis.',
    metaDescription:
      'Drei Apps für den Amateurfußball: Liveticker, Vereins- und Trainer-App für Flankenwerk aus einer Codebasis. Über 1.800 Vereine nutzen mindestens eine.',
    description:
      'Für das Münchner Sport-Startup Flankenwerk haben wir eine App-Familie für den Amateurfußball entwickelt: einen Liveticker für Fans, eine Vereins-App für Mitglieder und eine Trainer-App für Trainingsplanung und Aufstellung. Alle drei Apps teilen sich eine Codebasis und ein gemeinsames Backend.',
    fullDescription:
      '<p>Im Amateurfußball passiert jedes Wochenende viel – aber kaum etwas davon ist digital sichtbar. Flankenwerk, ein Münchner Sport-Startup, wollte Vereinen, Trainer:innen und Fans Werkzeuge geben, die sonst nur Profiklubs haben.</p><p>Statt einer überladenen Alleskönner-App haben wir drei fokussierte Apps entwickelt:</p><ul><li><strong>Liveticker-App</strong>: Eltern, Spieler:innen oder Vereinsverantwortliche tickern Tore, Karten und Wechsel direkt vom Spielfeldrand, Fans erhalten Push-Nachrichten</li><li><strong>Vereins-App</strong> mit Terminen, Neuigkeiten, Mitgliederbereich und Fahrgemeinschaften zu Auswärtsspielen</li><li><strong>Trainer-App</strong> mit Übungsbibliothek, Trainingsplänen, Anwesenheit und Aufstellung</li></ul><p>Technisch setzen alle Apps auf React Native und eine gemeinsame Komponentenbibliothek; ein GraphQL-Backend liefert Spielpläne, Ergebnisse und Vereinsdaten. So lassen sich neue Funktionen einmal bauen und in allen Apps nutzen. Am Wochenende verarbeitet die Plattform Lastspitzen mit mehreren tausend gleichzeitig laufenden Tickern – dafür haben wir das Backend auf automatische Skalierung ausgelegt. Seit 2021 entwickeln wir die Apps gemeinsam mit Flankenwerk weiter, in enger Abstimmung mit Vereinen, die neue Funktionen als Erste testen. Jede Saison beginnt mit einer Auswertung der Nutzung und Gesprächen mit Trainer:innen und Vereinsvorständen; daraus entsteht die Roadmap für die nächste Spielzeit. Zuletzt kamen Spielberichte für Jugendmannschaften und eine Kaderplanung über mehrere Teams hinzu.</p>',
    image: fussballAppsImage,
    imageAlt: 'Illustration: Fußballfeld von oben mit Ball und Passweg, daneben ein Smartphone mit Liveticker',
    tags: ['Mobile App', 'Plattform'],
    websiteLink: null,
    features: [
      'Liveticker mit Push-Benachrichtigungen',
      'Vereins-App mit Terminen und Mitgliederbereich',
      'Trainer-App mit Übungsbibliothek und Aufstellung',
      'Fahrgemeinschaften für Auswärtsspiele',
      'Gemeinsame Codebasis für alle drei Apps',
    ],
    technologies: [
      'React Native',
      'TypeScript',
      'GraphQL',
      'Node.js',
      'PostgreSQL',
      'Firebase Cloud Messaging',
      'Kubernetes',
    ],
    challenge:
      'Vereine, Trainer:innen und Fans im Amateurfußball brauchen sehr unterschiedliche Funktionen, haben aber wenig Zeit für komplizierte Software. Am Wochenende entstehen zudem extreme Lastspitzen, wenn tausende Spiele gleichzeitig laufen.',
    solution:
      'Wir haben drei fokussierte Apps auf einer gemeinsamen React-Native-Codebasis und einem skalierbaren GraphQL-Backend entwickelt. Neue Funktionen entstehen einmal und stehen in allen Apps zur Verfügung.',
    results: [
      'Über 1.800 Vereine nutzen mindestens eine der Apps',
      'Mehr als 25.000 getickerte Spiele pro Saison',
      'Stabile Performance auch bei Lastspitzen am Wochenende',
    ],
    timeframe: 'Seit 2021 in kontinuierlicher Weiterentwicklung',
    confidential: false,
  },
  {
    slug: 'reverse-recruiting',
    title: referenceTitles['reverse-recruiting'],
    shortDescription: 'Kliniken bewerben sich bei Pflegekräften – nicht umgekehrt. MVP mit No-Code in acht Wochen.',
    metaDescription:
      'Pflegewahl dreht die Bewerbung um: Kliniken bewerben sich mit konkreten Angeboten bei Pflegekräften. MVP in acht Wochen mit Bubble, Pilot mit sechs Kliniken.',
    description:
      'Pflegewahl dreht den Bewerbungsprozess um: Pflegekräfte legen anonym fest, was ihnen wichtig ist, und Kliniken bewerben sich mit konkreten Angeboten. Wir haben das Konzept im Product-Vision-Bootcamp geschärft und das MVP in acht Wochen mit No-Code umgesetzt.',
    fullDescription:
      '<p>In der Pflege suchen Arbeitgeber händeringend, während erfahrene Pflegekräfte kaum Zeit haben, sich durch Stellenanzeigen zu arbeiten. Die Gründerinnen von Pflegewahl – selbst jahrelang auf Intensivstationen tätig – hatten eine klare Idee: Die Klinik bewirbt sich bei der Pflegekraft.</p><p>Im Product-Vision-Bootcamp haben wir diese Idee mit Pflegekräften und Personalverantwortlichen aus zwei Kliniken überprüft. Heraus kam ein fokussierter Ablauf:</p><ul><li><strong>Anonymes Profil</strong> mit Qualifikation, Fachbereich, Wunsch-Schichtmodell und Gehaltsvorstellung</li><li><strong>Angebote statt Anzeigen</strong>: Kliniken schicken konkrete Angebote mit Station, Dienstplanmodell und Gehalt</li><li><strong>Kontakt erst nach Zustimmung</strong> – die Pflegekraft entscheidet, wem sie ihren Namen zeigt</li><li><strong>Klinik-Dashboard</strong> mit Suchfiltern und Übersicht über offene Angebote</li></ul><p>Um schnell mit echten Nutzer:innen zu lernen, haben wir das MVP in acht Wochen mit Bubble umgesetzt, ergänzt um ein Backend in Xano und automatisierte Benachrichtigungen. So konnte Pflegewahl mit sechs Kliniken in die Pilotphase starten, ohne ein eigenes Entwicklungsteam aufzubauen. Die Architektur ist so angelegt, dass einzelne Teile später schrittweise in individuellen Code überführt werden können, sobald die Nutzerzahlen es erfordern. Bubble, Xano, Make und Twilio sind Dienste von US-Anbietern; Profile enthalten deshalb keine Gesundheitsdaten, und die Übermittlung ist über Auftragsverarbeitungsverträge und EU-Standardvertragsklauseln geregelt. Ein Umzug auf Hosting in Deutschland ist für die Zeit nach dem Pilot geplant. Das hielt die Kosten für das MVP deutlich unter denen einer klassischen Individualentwicklung.</p>',
    image: reverseRecruitingImage,
    imageAlt: 'Illustration: Eine Pflegekraft in der Mitte, auf die Pfeile von vier Klinikgebäuden zulaufen',
    tags: ['Recruiting', 'MVP', 'No-Code'],
    websiteLink: null,
    features: [
      'Anonymes Profil mit Schichtmodell und Gehaltswunsch',
      'Konkrete Angebote von Kliniken statt Stellenanzeigen',
      'Kontaktfreigabe nur mit Zustimmung der Pflegekraft',
      'Klinik-Dashboard mit Suchfiltern',
      'Automatische Benachrichtigungen per E-Mail und SMS',
    ],
    technologies: ['Bubble', 'Xano', 'Make', 'Twilio'],
    challenge:
      'Pflegekräfte werden mit Stellenanzeigen überhäuft, haben aber wenig Zeit und Lust auf klassische Bewerbungen. Die Gründerinnen mussten schnell und mit begrenztem Budget beweisen, dass Kliniken bereit sind, sich aktiv zu bewerben.',
    solution:
      'Wir haben das Konzept im Bootcamp mit Pflegekräften und Kliniken validiert und das MVP in acht Wochen mit Bubble und Xano gebaut. So konnte Pflegewahl früh mit echten Nutzer:innen testen und die Plattform gezielt weiterentwickeln.',
    results: [
      'MVP nach 8 Wochen live, Pilotphase mit sechs Kliniken',
      'Über 450 registrierte Pflegekräfte in den ersten drei Monaten',
      'Durchschnittlich vier Angebote pro Profil',
    ],
    timeframe: '8 Wochen bis zum MVP, anschließend Pilotphase mit sechs Kliniken',
    confidential: false,
  },
  {
    slug: 'smart-home-app',
    title: referenceTitles['smart-home-app'],
    shortDescription: 'Mieter-App für Heizung, Verbrauch und Schadensmeldungen in rund 4.800 Wohnungen.',
    metaDescription:
      'Mieter-App für WohnWerk Süd: Heizung raumweise steuern, Verbrauch verfolgen, Schäden mit Foto melden. Über 80 % der Schadensmeldungen kommen digital an.',
    description:
      'Für das Wohnungsunternehmen WohnWerk Süd haben wir eine Smart-Home-App entwickelt, mit der Mieter:innen ihre Heizung steuern, ihren Verbrauch verfolgen, Schäden melden und mit der Hausverwaltung kommunizieren – angebunden an die vorhandene Gebäudetechnik.',
    fullDescription:
      '<p>WohnWerk Süd verwaltet rund 4.800 Wohnungen im Großraum München, ein wachsender Teil davon mit smarten Heizkörperthermostaten und fernablesbaren Verbrauchszählern. Die Daten lagen bisher in drei getrennten Herstellerportalen, die weder Mieter:innen noch Verwaltung sinnvoll nutzen konnten.</p><p>Wir haben eine App entwickelt, die Gebäudetechnik und Mieterservice zusammenführt:</p><ul><li><strong>Raumweise Heizungssteuerung</strong> mit Zeitplänen und Abwesenheitsmodus</li><li><strong>Monatliche Verbrauchsinformation</strong> für Heizung und Warmwasser, wie sie die Heizkostenverordnung vorschreibt</li><li><strong>Schadensmeldung mit Foto</strong>, die direkt im Ticketsystem der Hausverwaltung landet</li><li><strong>Hausnachrichten</strong> zu Wartungsterminen, Wasserabstellungen oder Treppenhausreinigung</li></ul><p>Technisch verbindet eine zentrale IoT-Schicht die Geräte verschiedener Hersteller über MQTT, sodass WohnWerk Süd bei künftigen Modernisierungen nicht an einen Anbieter gebunden ist. Wir haben mit einem MVP in zwei Pilotobjekten begonnen. Geplant waren dafür acht Wochen, gebraucht haben wir 14: Die Thermostate der drei Hersteller sprechen unterschiedliche Protokolle, einer bot nur eine Cloud-Schnittstelle mit knappen Abfragelimits, und die Geräte im Bestand hatten zwei Firmware-Stände. Statt für jeden Hersteller eine Abkürzung zu bauen, haben wir zuerst die gemeinsame IoT-Schicht fertiggestellt und jeden Gerätetyp im Pilotobjekt getestet. Danach haben wir das Feedback von 120 Haushalten eingearbeitet und die App anschließend schrittweise auf alle ausgestatteten Bestände ausgerollt. Die Oberfläche ist barrierearm gestaltet und wird auch von vielen älteren Mieter:innen genutzt. Für Haushalte ohne Smartphone bietet WohnWerk Süd dieselben Funktionen in einem Webportal an, das auf derselben Schnittstelle aufsetzt. Verbrauchsdaten werden nur für die eigene Wohnung angezeigt und nach den gesetzlichen Fristen gelöscht.</p>',
    image: smartHomeAppImage,
    imageAlt: 'Illustration: Haus mit Heizungsthermostat, daneben ein Smartphone mit Verbrauchsbalken',
    tags: ['Mobile App', 'IoT', 'MVP'],
    websiteLink: null,
    features: [
      'Raumweise Heizungssteuerung mit Zeitplänen',
      'Monatliche Verbrauchsinformation nach Heizkostenverordnung',
      'Schadensmeldung mit Foto und Statusverfolgung',
      'Hausnachrichten und Push-Benachrichtigungen',
      'Herstellerunabhängige Geräteanbindung über MQTT',
    ],
    technologies: ['Flutter', 'Dart', 'Node.js', 'MQTT', 'PostgreSQL', 'AWS IoT Core'],
    challenge:
      'Thermostate und Zähler verschiedener Hersteller lieferten Daten in getrennte Portale, die kaum jemand nutzte. Gleichzeitig musste WohnWerk Süd seine Mieter:innen monatlich über den Verbrauch informieren und erhielt Schadensmeldungen weiterhin per Telefon und E-Mail.',
    solution:
      'Wir haben eine herstellerunabhängige IoT-Schicht aufgebaut und darauf eine Mieter-App für iOS und Android entwickelt. Heizungssteuerung, Verbrauchsinformation und Schadensmeldungen laufen in einer App zusammen, die an das Ticketsystem der Hausverwaltung angebunden ist.',
    results: [
      'Ein Jahr nach dem Rollout nutzen rund 70 % der Haushalte in ausgestatteten Objekten die App aktiv (vorher: drei Herstellerportale, die kaum jemand nutzte)',
      'Über 80 % der Schadensmeldungen kommen ein Jahr nach dem Rollout digital mit Foto an (vorher per Telefon und E-Mail)',
      'Gesetzliche Verbrauchsinformation ohne Papierversand',
    ],
    timeframe: 'MVP in 14 statt der geplanten 8 Wochen, danach Rollout auf alle ausgestatteten Bestände in 6 Monaten',
    confidential: false,
  },
  {
    slug: 'ausbildungs-matching-plattform',
    title: referenceTitles['ausbildungs-matching-plattform'],
    shortDescription:
      'Matching zwischen Schulabgängern und Ausbildungsbetrieben – mit Interessen-Check statt Bewerbungsmappe.',
    metaDescription:
      'Startklar bringt Jugendliche und Ausbildungsbetriebe im Oberland zusammen – mit Interessen-Check statt Lebenslauf. MVP in acht Wochen, über 300 Betriebe.',
    description:
      'Startklar bringt Schüler:innen mit Ausbildungsbetrieben im Oberland zusammen – Berufsorientierung zum Ausprobieren statt Bewerbungsmappe. Die Idee entstand in unserem Product-Vision-Bootcamp, das MVP stand nach acht Wochen – heute nutzen über 300 Betriebe aus Handwerk, Handel und Pflege die Plattform.',
    fullDescription:
      '<p>Im Oberland bleiben jedes Jahr hunderte Ausbildungsplätze unbesetzt, während viele Jugendliche gar nicht wissen, welche Betriebe es in ihrer Nähe gibt. Der Ausbildungsverbund Oberland e.V. – getragen von Betrieben, Berufsschulen und drei Landkreisen – wollte das ändern, ohne eine weitere Stellenbörse zu bauen.</p><p>Im dreitägigen Product-Vision-Bootcamp haben wir gemeinsam mit Azubis, Ausbilder:innen und Berufsberater:innen die Zielgruppe geschärft. Die wichtigste Erkenntnis: Jugendliche schreiben ungern Anschreiben, probieren aber gern aus. Daraus entstand Startklar:</p><ul><li><strong>Interessen-Check statt Lebenslauf</strong> – zehn Fragen, die Stärken und Vorlieben erfassen</li><li><strong>Matching nach Interessen, Schulabschluss und Pendelweg</strong> inklusive Fahrzeit mit Bus und Bahn</li><li><strong>Praktikum mit einem Klick anfragen</strong> – Betriebe antworten direkt im Chat</li><li><strong>Betriebsprofile mit kurzen Videos</strong>, die Azubis selbst drehen</li></ul><p>Das MVP stand nach acht Wochen und wurde zunächst an vier Mittelschulen getestet. Seitdem entwickeln wir Startklar weiter, zuletzt um ein Dashboard für Berufsschulen und Landkreise, das zeigt, in welchen Berufen und Regionen Nachwuchs fehlt. Alle Daten werden in Deutschland gehostet; Jugendliche unter 16 Jahren nutzen die Plattform nur mit Einwilligung der Eltern.</p>',
    image: ausbildungsMatchingPlattformImage,
    imageAlt: 'Illustration: Eine Jugendliche und ein Ausbildungsbetrieb, verbunden über eine Buslinie mit Haltestellen',
    tags: ['Plattform', 'Recruiting', 'MVP'],
    websiteLink: null,
    features: [
      'Interessen-Check mit zehn Fragen statt Lebenslauf',
      'Matching nach Interessen, Abschluss und Fahrzeit mit Bus und Bahn',
      'Praktikumsanfrage mit einem Klick und integriertem Chat',
      'Betriebsprofile mit Videos von Azubis',
      'Auswertungs-Dashboard für Berufsschulen und Landkreise',
    ],
    technologies: ['Vue.js', 'Nuxt', 'TypeScript', 'Node.js', 'PostgreSQL', 'Python'],
    challenge:
      'Viele Ausbildungsplätze im Oberland blieben unbesetzt, während Jugendliche die Betriebe in ihrer Region kaum kannten. Klassische Stellenportale mit Anschreiben und Lebenslauf erreichten die Zielgruppe nicht.',
    solution:
      'Im Product-Vision-Bootcamp haben wir mit Azubis und Ausbilder:innen ein Konzept entwickelt, das auf Ausprobieren statt Bewerben setzt. Ein Interessen-Check und ein Matching mit Pendelzeiten führen zu passenden Betrieben, ein Praktikum lässt sich mit einem Klick anfragen.',
    results: [
      'Über 300 Ausbildungsbetriebe auf der Plattform',
      'Mehr als 2.400 Praktikumsanfragen im ersten Jahr',
      'Rund 350 Ausbildungsverträge, die über ein Startklar-Praktikum zustande kamen',
    ],
    testimony: {
      quote:
        'Wir hatten mit einer Stellenbörse gerechnet. Nach drei Tagen Bootcamp hatten wir ein Produkt, das Jugendliche wirklich benutzen – und nach acht Wochen lief es an den ersten Schulen.',
      author: 'Markus Riedl',
      position: 'Geschäftsführer, Ausbildungsverbund Oberland e.V.',
    },
    timeframe: '8 Wochen bis zum MVP, seit 2023 in Weiterentwicklung',
    confidential: false,
  },
  {
    slug: 'baustoffe-plattform',
    title: referenceTitles['baustoffe-plattform'],
    shortDescription:
      'Online bestellen, Lieferfenster buchen, Belege abrufen – für Bauunternehmen und Handwerksbetriebe.',
    metaDescription:
      'B2B-Bestellplattform für einen Baustoffhändler: Bauunternehmen bestellen zu eigenen Konditionen, buchen Lieferfenster und rufen Belege online ab.',
    description:
      'Für einen mittelständischen Baustoffhändler aus Süddeutschland (Name auf Kundenwunsch anonymisiert) haben wir eine B2B-Plattform entwickelt, auf der Bauunternehmen und Handwerksbetriebe zu ihren individuellen Konditionen bestellen, Lieferfenster buchen und Belege abrufen.',
    fullDescription:
      '<p>Unser Kunde, ein mittelständischer Baustoffhändler aus Süddeutschland mit zwölf Standorten (Name auf Kundenwunsch anonymisiert), nahm Bestellungen bisher per Telefon, Fax und E-Mail entgegen. Gerade morgens zwischen sechs und acht Uhr waren die Leitungen überlastet, und Polier:innen auf der Baustelle wussten oft nicht, wann ihre Lieferung kommt.</p><p>Die neue Plattform bildet die Arbeitsweise am Bau ab, nicht die eines Onlineshops:</p><ul><li><strong>Kundenindividuelle Preise und Konditionen</strong> in Echtzeit aus SAP</li><li><strong>Bestellung nach Baustelle</strong> mit Lieferadresse, Ansprechperson und Kostenstelle</li><li><strong>Buchbare Lieferfenster</strong> und Statusmeldungen, sobald der Lkw losfährt</li><li><strong>Digitale Lieferscheine und Rechnungen</strong> zum Abruf und Export in die Buchhaltung</li><li><strong>Schnellbestellung</strong> aus früheren Bestellungen und eigenen Artikellisten</li></ul><p>Die größte Herausforderung lag in der Integration: Preise, Bestände und Touren kommen aus SAP und der Tourenplanung des Händlers. Wir haben eine Integrationsschicht gebaut, die diese Systeme verbindet, ohne sie zu verändern. Damit Außen- und Innendienst die Plattform mittragen, haben wir beide früh eingebunden – Bestellungen über die Plattform werden weiterhin ihren jeweiligen Kund:innen zugeordnet. Inzwischen nutzen auch die Polier:innen vieler Kundenfirmen die Plattform direkt auf der Baustelle.</p>',
    image: baustoffePlattformImage,
    imageAlt: 'Illustration: Palette mit Baustoffen, ein Kran, eine Uhr für das Lieferfenster und ein Lieferschein',
    tags: ['E-Commerce', 'Plattform'],
    websiteLink: null,
    features: [
      'Kundenindividuelle Preise in Echtzeit aus SAP',
      'Bestellung nach Baustelle und Kostenstelle',
      'Buchbare Lieferfenster mit Statusmeldungen',
      'Digitale Lieferscheine und Rechnungen',
      'Schnellbestellung aus der Bestellhistorie',
    ],
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'SAP S/4HANA', 'Docker'],
    challenge:
      'Bestellungen kamen per Telefon, Fax und E-Mail und überlasteten den Innendienst in den frühen Morgenstunden. Kund:innen auf der Baustelle hatten keinen Überblick über Liefertermine und mussten Belege einzeln anfordern.',
    solution:
      'Wir haben eine B2B-Plattform mit kundenindividuellen Konditionen, Bestellung nach Baustelle und buchbaren Lieferfenstern entwickelt. Eine Integrationsschicht verbindet die Plattform mit SAP und der Tourenplanung, ohne die Bestandssysteme zu verändern.',
    results: [
      'Nach einem Jahr laufen über 40 % der Bestellungen über die Plattform (vorher nur Telefon, Fax und E-Mail)',
      'Spürbar weniger Anrufe im Innendienst zwischen 6 und 8 Uhr',
      'Lieferscheine und Rechnungen jederzeit online abrufbar',
    ],
    timeframe: '6 Monate bis zum Go-live, seit 2024 in Weiterentwicklung',
    confidential: true,
  },
  {
    slug: 'fahrzeugdatenplattform',
    title: referenceTitles['fahrzeugdatenplattform'],
    shortDescription: 'Telematikdaten von Lkw-Flotten in Echtzeit auswerten und Wartungsbedarf vorhersagen.',
    metaDescription:
      'Datenplattform für einen Nutzfahrzeughersteller: Telematikdaten von über 20.000 Fahrzeugen in Echtzeit auswerten, Wartungsbedarf vor dem Ausfall erkennen.',
    description:
      'Für einen international tätigen Nutzfahrzeughersteller (Name auf Kundenwunsch anonymisiert) haben wir eine Datenplattform entwickelt, die Telematikdaten von Lkw-Flotten in Echtzeit verarbeitet. Flottenbetreiber sehen Zustand und Wartungsbedarf ihrer Fahrzeuge, bevor es zum Ausfall kommt.',
    fullDescription:
      '<p>Moderne Lkw erzeugen auf jeder Fahrt tausende Messwerte – von der Motortemperatur über den Bremsverschleiß bis zum Reifendruck. Unser Kunde, ein international tätiger Nutzfahrzeughersteller (Name auf Kundenwunsch anonymisiert), sammelte diese Daten bereits, nutzte sie aber kaum: Sie lagen in getrennten Systemen und wurden erst ausgewertet, wenn ein Fahrzeug in der Werkstatt stand.</p><p>Wir haben eine Plattform aufgebaut, die diese Daten nutzbar macht:</p><ul><li><strong>Datenstrecke in Echtzeit</strong>, die Telematikdaten von über 20.000 Fahrzeugen aufnimmt, bereinigt und speichert</li><li><strong>Vorhersagemodelle</strong> für typische Verschleißteile, trainiert auf historischen Werkstattdaten</li><li><strong>Flottenportal</strong> für Speditionen mit Zustandsübersicht, Warnungen und Terminvorschlägen</li><li><strong>Werkstattanbindung</strong>, damit benötigte Teile schon vor dem Termin bereitliegen</li></ul><p>Gestartet sind wir mit einem Pilot für zwei Verschleißteile und drei Pilotkunden aus der Logistik. Erst als die Vorhersagen nachweislich zuverlässig waren, haben wir weitere Komponenten und Märkte ergänzt. Die Plattform läuft auf Kubernetes in der Cloud-Umgebung des Herstellers; Datenhoheit und Zugriffsrechte der Flottenbetreiber sind vertraglich und technisch klar geregelt. Die Vorhersagemodelle werden laufend mit neuen Werkstattdaten überprüft und nachtrainiert, damit ihre Treffsicherheit auch bei neuen Fahrzeuggenerationen erhalten bleibt.</p>',
    image: fahrzeugdatenplattformImage,
    imageAlt: 'Illustration: Datenkurven mit markiertem Ausreißer, ein Tacho und ein Lkw mit Funksignal',
    tags: ['Daten', 'KI', 'Automotive', 'Plattform'],
    websiteLink: null,
    features: [
      'Echtzeit-Datenstrecke für Telematikdaten',
      'Vorhersagemodelle für Verschleißteile',
      'Flottenportal mit Zustandsübersicht und Warnungen',
      'Automatische Terminvorschläge und Werkstattanbindung',
      'Rollen- und Rechtekonzept für Flottenbetreiber',
    ],
    technologies: ['Python', 'Apache Kafka', 'TimescaleDB', 'Kubernetes', 'React', 'TypeScript'],
    challenge:
      'Der Hersteller sammelte umfangreiche Telematikdaten, wertete sie aber erst aus, wenn ein Fahrzeug bereits in der Werkstatt stand. Ungeplante Ausfälle kosteten seine Flottenkunden Zeit und Aufträge.',
    solution:
      'Wir haben eine Echtzeit-Datenplattform mit Vorhersagemodellen für Verschleißteile und einem Flottenportal entwickelt. Flottenbetreiber erhalten Warnungen und Terminvorschläge, bevor es zum Ausfall kommt, und Werkstätten können Teile vorab bereitstellen.',
    results: [
      'Deutlich weniger ungeplante Werkstattaufenthalte bei Pilotkunden',
      'Über 20.000 Fahrzeuge an die Plattform angebunden',
      'Ersatzteile liegen bei vorhergesagten Wartungen vor dem Termin bereit',
    ],
    testimony: {
      quote:
        'Unsere Pilotkunden fahren mit 15 % höherer Verfügbarkeit ihrer Flotten. Dieser Nachweis hat intern alle Türen für den weiteren Rollout geöffnet.',
      author: 'Name auf Kundenwunsch anonymisiert',
      position: 'Leiter Connected Services, internationaler Nutzfahrzeughersteller',
    },
    timeframe: '12 Wochen bis zum Pilot, seit 2023 im schrittweisen Rollout',
    confidential: true,
  },
  {
    slug: 'nearshore-teams',
    title: referenceTitles['nearshore-teams'],
    shortDescription: 'Von einem auf vier cross-funktionale Teams: Produktführung in München, Entwicklung nearshore.',
    metaDescription:
      'Für eine Versicherungsgruppe von einem auf vier feste Entwicklungsteams mit rund 30 Personen: Produktführung in München, Entwicklung in Polen und Portugal.',
    description:
      'Für eine große deutsche Versicherungsgruppe (Name auf Kundenwunsch anonymisiert) haben wir Entwicklungskapazität aufgebaut, die wie ein internes Team arbeitet: Product Owner und Tech Leads in München, Entwickler:innen in Partnerstudios in Polen und Portugal.',
    fullDescription:
      '<p>Eine große deutsche Versicherungsgruppe (Name auf Kundenwunsch anonymisiert) wollte ihr Kundenportal und die Maklerplattform modernisieren, fand aber nicht genug Entwickler:innen für eigene Teams. Frühere Erfahrungen mit Offshore-Dienstleistern waren ernüchternd: große Zeitverschiebung, wechselnde Ansprechpersonen, Übergaben per Lastenheft.</p><p>Wir haben ein anderes Modell aufgesetzt:</p><ul><li><strong>Cross-funktionale Teams</strong> aus Product Owner, UX-Design, Frontend, Backend und QA, jeweils in fester Besetzung</li><li><strong>Produktführung und Tech Lead in München</strong>, nah an den Fachbereichen der Versicherungsgruppe</li><li><strong>Entwicklung in Partnerstudios in Breslau und Porto</strong> – höchstens eine Stunde Zeitverschiebung und regelmäßige gemeinsame Wochen vor Ort</li><li><strong>Gemeinsame Standards</strong> für Code-Reviews, Tests, Deployment und Dokumentation</li></ul><p>Gestartet sind wir mit einem Team für das Kundenportal. Nach zwei Quartalen mit verlässlich erreichten Sprintzielen kamen weitere Teams für die Maklerplattform, die Schnittstellen zu den Bestandssystemen und die Plattform-Infrastruktur hinzu. Heute arbeiten vier Teams mit rund 30 Personen im selben Rhythmus, gesteuert über gemeinsame Planungs- und Review-Termine mit der Versicherungsgruppe. Wissen bleibt dabei nicht bei einzelnen Personen hängen: Architekturentscheidungen, Schnittstellen und Betriebsabläufe sind so dokumentiert, dass die Versicherungsgruppe Teile der Arbeit jederzeit in eigene Teams übernehmen kann.</p>',
    image: nearshoreTeamsImage,
    imageAlt: 'Illustration: Ein Standort in München, über gestrichelte Linien verbunden mit vier Teams',
    tags: ['Teams', 'Webanwendung'],
    websiteLink: null,
    features: [
      'Feste cross-funktionale Teams statt wechselnder Einzelressourcen',
      'Produktführung und Tech Lead vor Ort in München',
      'Höchstens eine Stunde Zeitverschiebung',
      'Gemeinsame Standards für Code-Review, Tests und Deployment',
      'Regelmäßige Wochen vor Ort bei der Versicherungsgruppe',
    ],
    technologies: ['Java', 'Spring Boot', 'Angular', 'TypeScript', 'Kubernetes', 'Azure DevOps'],
    challenge:
      'Die Versicherungsgruppe wollte Kundenportal und Maklerplattform modernisieren, fand aber nicht genug Fachkräfte für eigene Teams. Frühere Offshore-Projekte waren an Zeitverschiebung, Fluktuation und Übergaben per Lastenheft gescheitert.',
    solution:
      'Wir haben feste cross-funktionale Teams aufgebaut, deren Produktführung in München sitzt und deren Entwicklung in Partnerstudios in Polen und Portugal erfolgt. Gemeinsame Standards und regelmäßige Wochen vor Ort sorgen dafür, dass die Teams wie eine interne Einheit arbeiten.',
    results: [
      'Von einem auf vier Teams mit rund 30 Personen skaliert',
      'Release-Zyklus des Kundenportals von Quartalen auf zwei Wochen verkürzt',
      'Kernteams seit Projektstart stabil besetzt',
    ],
    timeframe: 'Seit 2022 laufend, schrittweise von einem auf vier Teams skaliert',
    confidential: true,
  },
  {
    slug: 'product-communicator',
    title: referenceTitles['product-communicator'],
    shortDescription:
      'KI-Werkzeug, das aus technischen Produktdaten Vertriebstexte und Datenblätter in zwölf Sprachen erstellt.',
    metaDescription:
      'KI-Werkzeug für einen Maschinenbauer: Aus technischen Stammdaten entstehen Produkttexte und Datenblätter in zwölf Sprachen, geprüft von Fachleuten.',
    description:
      'Für einen international tätigen Maschinenbauer (Name auf Kundenwunsch anonymisiert) haben wir den Product Communicator entwickelt: ein KI-Werkzeug, das aus technischen Stammdaten Produkttexte, Datenblätter und Vertriebsunterlagen in zwölf Sprachen erzeugt – geprüft von Fachleuten, bevor etwas veröffentlicht wird.',
    fullDescription:
      '<p>Unser Kunde, ein international tätiger Maschinenbauer (Name auf Kundenwunsch anonymisiert), bringt jedes Jahr mehrere hundert Produktvarianten auf den Markt. Bisher schrieben Produktmanagement, Marketing und Übersetzungsbüros jeden Text einzeln – bis ein neues Produkt in allen Märkten beschrieben war, vergingen oft Monate.</p><p>Der Product Communicator setzt direkt auf dem Produktinformationssystem (PIM) auf und erzeugt daraus Texte für unterschiedliche Zielgruppen:</p><ul><li><strong>Vertriebstexte und Datenblätter</strong> in zwölf Sprachen auf Basis der technischen Stammdaten</li><li><strong>Terminologie-Datenbank</strong>, damit Fachbegriffe in jeder Sprache einheitlich verwendet werden</li><li><strong>Freigabe-Workflow</strong>, in dem Fachleute jeden Text prüfen, kommentieren und freigeben</li><li><strong>Änderungserkennung</strong>: Ändern sich technische Daten, werden betroffene Texte markiert und neu vorgeschlagen</li></ul><p>Das Sprachmodell läuft über den Azure OpenAI Service in einer europäischen Region, die Produktdaten verlassen die vertraglich geregelte Umgebung nicht. Entscheidend für die Akzeptanz war, dass die KI nichts eigenständig veröffentlicht: Sie liefert Entwürfe, Menschen entscheiden. Nach einem Pilot mit zwei Produktlinien ist der Product Communicator heute für das gesamte Sortiment im Einsatz und wird von Teams in acht Ländern genutzt.</p>',
    image: productCommunicatorImage,
    imageAlt: 'Illustration: Technisches Datenblatt, aus dem über ein Zahnrad Sprechblasen in mehreren Sprachen entstehen',
    tags: ['KI', 'Automatisierung'],
    websiteLink: null,
    features: [
      'Texterstellung aus PIM-Stammdaten in zwölf Sprachen',
      'Terminologie-Datenbank für einheitliche Fachbegriffe',
      'Freigabe-Workflow mit Kommentaren und Versionierung',
      'Automatische Markierung bei geänderten Produktdaten',
      'Export in Website, Katalog und Vertriebs-CRM',
    ],
    technologies: ['Python', 'FastAPI', 'Azure OpenAI Service', 'React', 'TypeScript', 'PostgreSQL'],
    challenge:
      'Produkttexte entstanden für jede Variante und jede Sprache einzeln, verteilt auf Produktmanagement, Marketing und externe Übersetzungsbüros. Neue Produkte waren dadurch oft erst Monate nach der Markteinführung in allen Märkten vollständig beschrieben, und Fachbegriffe wurden uneinheitlich übersetzt.',
    solution:
      'Wir haben ein KI-Werkzeug entwickelt, das aus den Stammdaten im PIM Textentwürfe in zwölf Sprachen erzeugt und dabei eine gepflegte Terminologie-Datenbank berücksichtigt. Ein Freigabe-Workflow stellt sicher, dass Fachleute jeden Text prüfen, bevor er veröffentlicht wird.',
    results: [
      'Produkttexte für neue Varianten liegen in Tagen statt Monaten in allen Sprachen vor',
      'Deutlich geringere Kosten für externe Übersetzungen',
      'Einheitliche Terminologie über alle Märkte hinweg',
    ],
    timeframe: 'Pilot in 12 Wochen, seit 2024 für das gesamte Sortiment im Einsatz',
    confidential: true,
  },
  {
    slug: 'automotive-relaunch',
    title: referenceTitles['automotive-relaunch'],
    shortDescription:
      'Neue Markenwebsites für 28 Märkte auf einer gemeinsamen Plattform – schneller, barrierefrei, zentral gesteuert.',
    metaDescription:
      'Relaunch für einen Automobilhersteller: Markenwebsites in 28 Märkten auf einer gemeinsamen Plattform, barrierefrei nach WCAG 2.1 AA und deutlich schneller.',
    description:
      'Für einen führenden Automobilhersteller (Name auf Kundenwunsch anonymisiert) haben wir die internationalen Markenwebsites auf eine gemeinsame Headless-Plattform überführt. Die Märkte pflegen ihre Inhalte selbst, Design und Technik kommen aus einem zentralen Baukasten.',
    fullDescription:
      '<p>Ein führender Automobilhersteller (Name auf Kundenwunsch anonymisiert) betrieb seine Markenwebsites in 28 Ländern auf unterschiedlichen Systemen, teils von lokalen Agenturen gebaut. Neue Modelle mussten in jedem Markt separat eingepflegt werden, Ladezeiten und Barrierefreiheit schwankten stark.</p><p>Mit dem Relaunch haben wir eine gemeinsame Plattform geschaffen, die zentrale Steuerung und lokale Freiheit verbindet:</p><ul><li><strong>Komponentenbibliothek</strong> mit über 60 geprüften Bausteinen, dokumentiert in Storybook</li><li><strong>Headless CMS</strong> mit Rollen für Zentrale und Märkte, inklusive Übersetzungs-Workflow</li><li><strong>Modellseiten aus Produktdaten</strong>: Technische Daten und Ausstattungen kommen über Schnittstellen direkt aus den Systemen des Herstellers</li><li><strong>Barrierefreiheit nach WCAG 2.1 AA</strong> als feste Anforderung an jede Komponente</li></ul><p>Wir haben in einem gemischten Team mit der IT des Herstellers gearbeitet und die Märkte in Wellen migriert – zuerst drei Pilotmärkte, dann die übrigen 25. Zu jeder Welle gab es Schulungen für die lokalen Redaktionen und eine Übergangsphase, in der alte und neue Seiten parallel liefen. Weiterleitungen für mehr als 40.000 alte URLs sorgten dafür, dass die Sichtbarkeit in Suchmaschinen erhalten blieb. Heute betreut ein kleines zentrales Team die Plattform und stellt neue Komponenten allen Märkten gleichzeitig bereit.</p>',
    image: automotiveRelaunchImage,
    imageAlt: 'Illustration: Raster aus Browserfenstern für mehrere Märkte, davor ein Auto auf der Straße',
    tags: ['Relaunch', 'Automotive'],
    websiteLink: null,
    features: [
      'Gemeinsame Komponentenbibliothek mit über 60 Bausteinen',
      'Headless CMS mit Rollen für Zentrale und Märkte',
      'Modellseiten direkt aus Produktdaten generiert',
      'Barrierefreiheit nach WCAG 2.1 AA',
      'Migration in Wellen mit Weiterleitungskonzept',
    ],
    technologies: ['Next.js', 'React', 'TypeScript', 'Contentful', 'Storybook', 'AWS'],
    challenge:
      'Die Markenwebsites in 28 Ländern liefen auf verschiedenen Systemen mit uneinheitlichem Design und stark schwankender Performance. Jeder Modellstart bedeutete doppelte Pflege in jedem einzelnen Markt.',
    solution:
      'Wir haben eine Headless-Plattform mit zentraler Komponentenbibliothek aufgebaut, auf der alle Märkte ihre Inhalte selbst pflegen. Modelldaten kommen automatisch aus den Produktsystemen, und die Migration erfolgte in Wellen ohne Verluste bei der Sichtbarkeit in Suchmaschinen.',
    results: [
      '28 Märkte auf einer gemeinsamen Plattform',
      'Ladezeit der Modellseiten mehr als halbiert',
      'Neue Modelle gehen in allen Märkten gleichzeitig online',
    ],
    timeframe: '9 Monate vom Konzept bis zum Go-live in allen 28 Märkten',
    confidential: true,
  },
] as const satisfies readonly Reference[];
