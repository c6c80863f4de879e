import type { GlossaryTermId } from '../glossary';
import type { GlossaryArticle } from '../types';

export const articlesD = {
  dashboard: {
    practice:
      'Im Flottenportal der Fahrzeugdatenplattform sehen Speditionen auf einen Blick, welche Lkw bald in die Werkstatt müssen, mit Warnungen und Terminvorschlägen statt Rohdaten. Das Klinik-Dashboard von Pflegewahl beantwortet die beiden Fragen, die Personalabteilungen jeden Tag stellen: Welche Pflegekräfte passen zu unseren offenen Stellen, und wem haben wir schon ein Angebot geschickt? Beide Dashboards sind in Pilotphasen mit ihren künftigen Nutzer:innen entstanden.',
    references: ['fahrzeugdatenplattform', 'reverse-recruiting'],
    relevance:
      'Ein Dashboard ist dann gut, wenn jemand nach dem Blick darauf anders handelt als vorher. Beginnen Sie deshalb mit der Entscheidung, die es unterstützen soll, und nicht mit der Liste aller verfügbaren Kennzahlen. Fragen Sie außerdem, wie aktuell die Daten sein müssen: Tagesaktuelle Zahlen sind oft ausreichend und deutlich günstiger als eine Anzeige in Echtzeit.',
  },
  'data-warehouse': {
    practice:
      'Für einen Nutzfahrzeughersteller lagen Telematik- und Werkstattdaten in getrennten Systemen und wurden erst ausgewertet, wenn ein Lkw schon in der Werkstatt stand. Wir haben eine Datenplattform aufgebaut, die Messwerte von über 20.000 Fahrzeugen bereinigt, historisiert in TimescaleDB speichert und mit den Werkstattdaten verbindet. Auf diesem Bestand trainieren wir die Vorhersagemodelle für Verschleißteile – eine Aufgabe, für die viele Unternehmen ein klassisches Data Warehouse aufbauen.',
    references: ['fahrzeugdatenplattform'],
    relevance:
      'Ein Data Warehouse lohnt sich, sobald Auswertungen Daten aus mehreren Systemen brauchen und jede Abteilung dafür eigene Exporte in Tabellen zusammenführt. Wichtiger als das Produkt – ob Snowflake, BigQuery oder PostgreSQL – sind verbindliche Definitionen: Was ist ein aktiver Kunde, was zählt als Umsatz? Planen Sie außerdem, wer die Ladeprozesse betreut, wenn sich ein Quellsystem ändert.',
  },
  'design-studio': {
    practice:
      'Der dritte Tag unseres Product-Vision-Bootcamps ist ein Design Studio: Alle Teilnehmenden skizzieren in kurzen Runden eigene Lösungen, wir hängen die Skizzen auf, bewerten sie gemeinsam und bauen aus den stärksten Ideen einen klickbaren Prototyp. Nutzer:innen testen ihn noch am selben Tag. Bei Startklar entstand so der Interessen-Check mit zehn Fragen, der bis heute das Anschreiben ersetzt.',
    references: ['bootcamp-workshop', 'ausbildungs-matching-plattform'],
    relevance:
      'Ein Design Studio hilft, wenn in Ihrem Haus mehrere Vorstellungen vom selben Produkt nebeneinander existieren oder wenn die besten Ideen bisher von denen kommen, die am lautesten sind. Weil alle zuerst allein skizzieren, kommen auch die Stillen zu Wort. Planen Sie dafür Menschen aus Fachbereich, Vertrieb und Technik ein, nicht nur das Management.',
  },
  'design-system': {
    practice:
      'Für den Relaunch der Markenwebsites eines Automobilherstellers haben wir eine Komponentenbibliothek mit über 60 geprüften Bausteinen aufgebaut, dokumentiert in Storybook und barrierefrei nach WCAG 2.1 AA. Alle 28 Märkte bauen ihre Seiten aus diesen Bausteinen. Bei den drei Fußball-Apps für Flankenwerk teilen sich Liveticker, Vereins- und Trainer-App eine gemeinsame Komponentenbibliothek, sodass eine Verbesserung in allen Apps gleichzeitig ankommt.',
    references: ['automotive-relaunch', 'fussball-apps'],
    relevance:
      'Ein Design System zahlt sich aus, sobald mehrere Teams, Produkte oder Märkte dieselbe Marke digital umsetzen. Ohne es entstehen Schaltflächen in zwölf Varianten, und jede Änderung am Markenauftritt wird zum Projekt. Für eine einzelne Website genügt meist ein sauber gepflegter Styleguide. Fragen Sie, wer das System nach dem Projekt pflegt und neue Bausteine freigibt.',
  },
  'design-thinking': {
    practice:
      'Die Gründerinnen von Pflegewahl kamen mit einer klaren Idee: Nicht die Pflegekraft bewirbt sich, sondern die Klinik. Bevor wir eine Zeile Code geschrieben haben, haben wir diese Idee mit Pflegekräften und Personalverantwortlichen aus zwei Kliniken überprüft. Daraus wurde ein fokussierter Ablauf mit anonymem Profil und Kontakt erst nach Zustimmung. Wie wir Design Thinking im Alltag einsetzen, beschreibt unsere Seite zur Arbeitsweise.',
    references: ['reverse-recruiting', 'bootcamp-workshop'],
    relevance:
      'Design Thinking lohnt sich am Anfang eines Vorhabens, wenn das Problem noch nicht klar beschrieben ist oder wenn ein bestehendes Produkt kaum genutzt wird und niemand genau weiß, warum. Es ersetzt keine Entwicklung, verhindert aber, dass Sie ein Budget in die falsche Lösung stecken. Bestehen Sie darauf, dass echte Nutzer:innen beteiligt sind, nicht nur interne Annahmen über sie.',
  },
  devops: {
    practice:
      'Die Hotel-Buchungsplattform für Gipfelruh Hotels haben wir nicht nur gebaut, sondern betreuen sie seit dem Go-live im Betrieb und entwickeln sie in zweiwöchigen Sprints weiter. Dasselbe Team, das eine Funktion baut, überwacht sie auch in der Produktion. Bei den Fußball-Apps haben wir das Backend so ausgelegt, dass es die Lastspitzen am Wochenende automatisch abfängt, statt dass jemand am Samstag Server nachschiebt.',
    references: ['hotel-buchungsplattform', 'fussball-apps'],
    relevance:
      'DevOps betrifft Sie spätestens beim Betriebsvertrag: Wer wird nachts alarmiert, wie schnell ist ein Fehler behoben, und wer darf Änderungen ausliefern? Trennen Sie Entwicklung und Betrieb auf zwei Dienstleister, entstehen genau die Übergaben, die DevOps vermeiden will. Lassen Sie sich zeigen, wie Monitoring, Alarmierung und Wiederherstellung nach einem Ausfall konkret funktionieren.',
  },
  dsgvo: {
    practice:
      'Talentlake speichert frühere Bewerbungen nur mit Einwilligung der Kandidat:innen und löscht sie automatisch, wenn die Frist abläuft. Merkmale wie Alter, Geschlecht oder Herkunft fließen nicht in das Matching ein. Bei Kiekje teilen Kita-Fachkräfte Fotos nur in der App statt über private Messenger; Kinder ohne Fotoerlaubnis werden vor dem Teilen unkenntlich gemacht. Datenschutz haben wir in beiden Projekten als Funktion gebaut, nicht als nachträgliche Prüfung.',
    references: ['talentlake', 'kiekje'],
    relevance:
      'Die DSGVO betrifft jedes Projekt, das personenbezogene Daten verarbeitet – also fast jedes. Klären Sie vor dem Start, welche Daten Sie wirklich brauchen, wo sie gespeichert werden und wann sie gelöscht werden. Arbeitet ein Dienstleister mit Ihren Daten, brauchen Sie einen Vertrag zur Auftragsverarbeitung, bei Anbietern außerhalb der EU zusätzlich eine Grundlage für die Übermittlung.',
  },
} as const satisfies Partial<Record<GlossaryTermId, GlossaryArticle>>;
