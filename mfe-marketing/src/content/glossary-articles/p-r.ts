import type { GlossaryTermId } from '../glossary';
import type { GlossaryArticle } from '../types';

export const articlesPToR = {
  'payment-service-provider': {
    practice:
      'Bei der Hotel-Buchungsplattform für Gipfelruh Hotels und beim Online-Vorverkauf der Kulturbühnen Oberland wickelt Stripe die Zahlungen ab. Wir binden den Anbieter so an, dass Kartendaten nie unsere Server berühren, und verarbeiten Zahlungsbestätigungen über Webhooks. Bei den Kulturbühnen ist die Platzreservierung zusätzlich gegen Doppelbuchungen abgesichert, falls beim Start des Vorverkaufs hunderte Menschen gleichzeitig bezahlen.',
    references: ['hotel-buchungsplattform', 'ticket-buchungsplattform'],
    relevance:
      'Die Wahl des Payment Service Providers bestimmt Gebühren, verfügbare Zahlarten und den Aufwand für Sicherheitsnachweise. Vergleichen Sie nicht nur die Prozentsätze, sondern auch Kosten für Rückbuchungen, Auszahlungsfristen und die Unterstützung von Zahlarten, die Ihre Kund:innen erwarten, etwa PayPal, Kauf auf Rechnung oder SEPA-Lastschrift. Für Marktplätze brauchen Sie zusätzlich geteilte Zahlungen an mehrere Anbieter.',
  },
  persona: {
    practice:
      'Am ersten Tag unseres Product-Vision-Bootcamps entstehen auf Basis von Interviews und dem Wissen des Teams zwei bis drei Personas mit ihren Zielen, Aufgaben und Frustrationen. Für Startklar beschrieben die Personas Jugendliche, die ungern Anschreiben verfassen, aber gern ausprobieren. Daraus wurde ein Interessen-Check mit zehn Fragen statt Lebenslauf – und eine Plattform, die Jugendliche tatsächlich benutzen.',
    references: ['bootcamp-workshop', 'ausbildungs-matching-plattform'],
    relevance:
      'Personas helfen, wenn in Ihrem Projekt jede Abteilung von „den Kund:innen“ spricht, aber jede etwas anderes meint. Eine gute Persona beruht auf Gesprächen mit echten Menschen, nicht auf Marketing-Segmenten, und sie beschreibt Verhalten statt Hobbys. Bitten Sie einen Dienstleister, Ihnen zu zeigen, welche Entscheidungen im Produkt er aus einer Persona abgeleitet hat.',
  },
  pim: {
    practice:
      'Der Product Communicator setzt direkt auf dem PIM eines Maschinenbauers auf: Aus den technischen Stammdaten entstehen Vertriebstexte und Datenblätter in zwölf Sprachen. Ändern sich technische Daten im PIM, markiert das Werkzeug die betroffenen Texte und schlägt neue Fassungen vor. Beim Relaunch der Markenwebsites eines Automobilherstellers kommen Modelldaten und Ausstattungen ebenso direkt aus den Produktsystemen statt aus Handarbeit in jedem Markt.',
    references: ['product-communicator', 'automotive-relaunch'],
    relevance:
      'Ein PIM lohnt sich, sobald Produktdaten in mehreren Kanälen erscheinen – Shop, Katalog, Marktplätze, Datenblätter – oder in mehreren Sprachen gepflegt werden. Bevor Sie ein System auswählen, klären Sie, wer welche Attribute pflegt und freigibt; das ist der eigentliche Aufwand. Achten Sie außerdem auf Schnittstellen zu ERP, Shop und Übersetzungsdienstleistern.',
  },
  'product-discovery': {
    practice:
      'Bevor Startklar entstand, dachte der Ausbildungsverbund Oberland an eine weitere Stellenbörse. Im Bootcamp haben wir mit Azubis, Ausbilder:innen und Berufsberater:innen gesprochen und gelernt, dass Jugendliche lieber ausprobieren als Anschreiben zu verfassen. Daraus wurde ein Praktikum, das sich mit einem Klick anfragen lässt. Bei Pflegewahl haben wir die Idee vorab mit Pflegekräften und Personalverantwortlichen aus zwei Kliniken überprüft.',
    references: ['ausbildungs-matching-plattform', 'reverse-recruiting'],
    relevance:
      'Product Discovery ist die günstigste Phase, um Fehler zu machen: Eine verworfene Skizze kostet Stunden, eine verworfene Funktion Monate. Planen Sie Discovery nicht als einmaligen Schritt vor dem Projekt, sondern als laufende Arbeit neben der Entwicklung. Fragen Sie Ihren Dienstleister, wie viele Gespräche mit Nutzer:innen er vor dem ersten Sprint führen will.',
  },
  'progressive-web-app': {
    practice:
      'Für Haushalte ohne Smartphone bietet WohnWerk Süd die Funktionen der Mieter-App zusätzlich in einem Webportal an, das auf derselben Schnittstelle aufsetzt. Bei der Hotel-Buchungsplattform für Gipfelruh Hotels buchen viele Gäste unterwegs; die Buchungsstrecke ist deshalb konsequent mobil ausgelegt und funktioniert im Browser, ohne dass Gäste eine App installieren müssen.',
    references: ['smart-home-app', 'hotel-buchungsplattform'],
    relevance:
      'Eine PWA ist eine gute Wahl, wenn Ihre Nutzer:innen eine Anwendung gelegentlich brauchen und keine App installieren wollen, etwa für Buchungen, Serviceportale oder interne Werkzeuge auf Firmengeräten. Sie sparen die Freigabe in den App-Stores und pflegen eine Codebasis. Grenzen hat sie bei Gerätefunktionen wie Bluetooth und bei Push-Nachrichten auf älteren iPhones – prüfen Sie das vor der Entscheidung.',
  },
  'prompt-engineering': {
    practice:
      'Beim Product Communicator besteht ein Prompt nicht aus einer freien Anweisung, sondern aus den technischen Stammdaten einer Produktvariante, der Zielgruppe, dem gewünschten Textformat und den verbindlichen Begriffen aus der Terminologie-Datenbank. Jede Änderung an diesen Vorlagen prüfen wir an einem festen Satz von Beispielprodukten, bevor sie für alle Märkte gilt. Freigegeben wird jeder Text weiterhin von Fachleuten.',
    references: ['product-communicator'],
    relevance:
      'Prompts sind Teil Ihrer Software und verdienen dieselbe Sorgfalt wie Code: versioniert, getestet und dokumentiert. Fragen Sie einen Dienstleister, wie er die Qualität der Antworten misst und was passiert, wenn der Modellanbieter eine neue Version ausrollt. Ohne einen festen Testsatz merken Sie Verschlechterungen oft erst, wenn sich Kund:innen beschweren.',
  },
  rag: {
    practice:
      'Für Assistenten, die Fragen zu Handbüchern, Verträgen oder internen Richtlinien beantworten, speichern wir die Dokumente in einer Vektordatenbank wie pgvector. Bei jeder Frage sucht das System die passenden Abschnitte und gibt sie dem Sprachmodell als Grundlage mit; die Antwort nennt ihre Quellen. Talentlake nutzt dieselbe Technik der semantischen Suche, um Stellenprofile mit Qualifikationen im Talentpool zu vergleichen.',
    references: ['talentlake'],
    relevance:
      'RAG ist der übliche Weg, ein Sprachmodell mit Ihrem eigenen Wissen arbeiten zu lassen, ohne es neu zu trainieren. Die Qualität hängt weniger vom Modell ab als von den Dokumenten: veraltete, widersprüchliche oder schlecht gegliederte Quellen führen zu schlechten Antworten. Klären Sie, wer die Dokumente pflegt und ob das System Zugriffsrechte beachtet, damit niemand Antworten aus Unterlagen erhält, die er nicht sehen darf.',
  },
  rbac: {
    practice:
      'Beim Relaunch der Markenwebsites eines Automobilherstellers arbeitet das Headless CMS mit Rollen für Zentrale und Märkte: Die Zentrale pflegt Komponenten und Modelldaten, die Redaktionen der 28 Märkte ihre eigenen Inhalte. Die Fahrzeugdatenplattform hat ein Rollen- und Rechtekonzept für Flottenbetreiber, sodass jede Spedition ausschließlich ihre eigenen Fahrzeuge sieht.',
    references: ['automotive-relaunch', 'fahrzeugdatenplattform'],
    relevance:
      'Ein Rollenkonzept gehört an den Anfang eines Portal- oder Plattformprojekts, nicht an das Ende. Listen Sie auf, welche Gruppen mit der Software arbeiten und was jede sehen, ändern und freigeben darf. Fragen Sie, wie Rechte vergeben und entzogen werden, ob sich Zugriffe nachvollziehen lassen und ob Ihre Administrator:innen Rollen selbst anpassen können.',
  },
  'responsive-design': {
    practice:
      'Die Buchungsstrecke der Gipfelruh Hotels haben wir vor dem Go-live mit Stammgästen getestet und konsequent auf mobile Nutzung ausgelegt. Beim Relaunch der Markenwebsites eines Automobilherstellers funktioniert jede der über 60 Komponenten vom Smartphone bis zum großen Bildschirm; nach dem Relaunch laden die Modellseiten mehr als doppelt so schnell wie zuvor.',
    references: ['hotel-buchungsplattform', 'automotive-relaunch'],
    relevance:
      'Responsive Design ist heute Standard, trotzdem unterscheiden sich Angebote stark in der Umsetzung. Fragen Sie, auf welchen Geräten und Bildschirmgrößen getestet wird, und schauen Sie sich die wichtigsten Abläufe Ihrer Nutzer:innen auf dem Smartphone an, nicht nur die Startseite. Tabellen, Formulare und Filter sind die Stellen, an denen mobile Varianten am häufigsten scheitern.',
  },
  rest: {
    practice:
      'Die Integrationsschicht der B2B-Bestellplattform für einen Baustoffhändler stellt Preise, Bestände und Liefertermine aus SAP und der Tourenplanung als REST-Schnittstellen bereit. Bei WohnWerk Süd setzen Mieter-App und Webportal auf derselben Schnittstelle auf, sodass eine neue Funktion nur einmal im Backend entsteht. Dokumentiert werden unsere Schnittstellen als OpenAPI-Spezifikation, aus der auch Tests entstehen.',
    references: ['baustoffe-plattform', 'smart-home-app'],
    relevance:
      'REST ist der verbreitetste Stil für Webschnittstellen und damit die sichere Wahl, wenn andere Systeme oder Partner an Ihre Software anschließen sollen. Achten Sie darauf, dass Schnittstellen versioniert sind, damit Änderungen bestehende Anbindungen nicht brechen, und dass Authentifizierung und Lastgrenzen geregelt sind. Eine maschinenlesbare Dokumentation sollte Teil der Lieferung sein.',
  },
  revisionssicherheit: {
    practice:
      'Bei der Spedition Buchberger ersetzen digitale Ablieferbelege mit Foto und Unterschrift die Papierbelege, und abgeschlossene Touren werden direkt abgerechnet. Damit solche Belege als Nachweis taugen, müssen sie unveränderbar mit Zeitstempel gespeichert und nach den handels- und steuerrechtlichen Fristen aufbewahrt werden – das gehört bei uns zum Konzept jeder Anwendung, die Belege erzeugt. Die B2B-Bestellplattform eines Baustoffhändlers stellt Lieferscheine und Rechnungen zum Abruf und Export in die Buchhaltung bereit.',
    references: ['buchberger', 'baustoffe-plattform'],
    relevance:
      'Revisionssicherheit betrifft Sie, sobald eine Anwendung Rechnungen, Belege oder andere aufbewahrungspflichtige Unterlagen erzeugt oder speichert – die GoBD verlangen dann Unveränderbarkeit, Nachvollziehbarkeit und eine Verfahrensdokumentation. Klären Sie mit Ihrer Steuerberatung, welche Dokumente betroffen sind, und fragen Sie Ihren Dienstleister, wie Löschfristen und Aufbewahrungspflichten zusammen umgesetzt werden.',
  },
} as const satisfies Partial<Record<GlossaryTermId, GlossaryArticle>>;
