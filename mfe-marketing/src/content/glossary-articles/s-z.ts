import type { GlossaryTermId } from '../glossary';
import type { GlossaryArticle } from '../types';

export const articlesSToZ = {
  scrum: {
    practice:
      'Für eine Versicherungsgruppe arbeiten heute vier unserer Teams mit rund 30 Personen im selben Sprint-Rhythmus, gesteuert über gemeinsame Planungs- und Review-Termine mit der Versicherungsgruppe. Weitere Teams kamen erst hinzu, nachdem das erste zwei Quartale lang seine Sprintziele verlässlich erreicht hatte. Den Rahmen beschreibt der Scrum Guide von Ken Schwaber und Jeff Sutherland, zuletzt 2020 überarbeitet; wie wir ihn im Alltag auslegen, steht auf unserer Seite zur Arbeitsweise.',
    references: ['nearshore-teams'],
    relevance:
      'Scrum verändert vor allem Ihre Rolle im Projekt: Statt ein Lastenheft abzugeben, entscheiden Sie alle zwei Wochen mit, was als Nächstes gebaut wird. Dafür brauchen Sie eine Person mit Zeit und Entscheidungsbefugnis für die Product-Owner-Rolle. Vertraglich wird Scrum meist als Dienstvertrag nach Aufwand vereinbart; feste Termine und Umfänge sind dann Planung, keine Zusage.',
  },
  'single-page-application': {
    practice:
      'Die digitale Plantafel der Spedition Buchberger ist eine Single Page Application: Disponent:innen ziehen Fahrzeuge und Fahrer:innen mit der Maus auf Touren, und Lenk- und Ruhezeiten werden sofort geprüft, ohne dass die Seite neu lädt. Für öffentliche Seiten wie die Markenwebsites eines Automobilherstellers setzen wir dagegen auf Next.js mit serverseitig erzeugtem HTML, damit Suchmaschinen und langsame Geräte die Inhalte sofort sehen.',
    references: ['buchberger', 'automotive-relaunch'],
    relevance:
      'Eine SPA ist die richtige Wahl für Anwendungen, in denen Menschen lange und intensiv arbeiten: Planungswerkzeuge, Dashboards, Fachanwendungen. Für Seiten, die über Suchmaschinen gefunden werden sollen, braucht sie serverseitiges Rendering oder Vorab-Rendering. Fragen Sie bei Angeboten, wie groß das JavaScript beim ersten Laden ist und wie die Anwendung auf einem älteren Smartphone wirkt.',
  },
  sprachassistent: {
    practice:
      'Auf unserer eigenen Website können Besucher:innen nach ihrer Einwilligung mit einem KI-Sprachassistenten sprechen, den wir mit Vapi betreiben. Er beantwortet rund um die Uhr auf Deutsch Fragen zu Leistungen, Ablauf und Kosten. Die Gespräche werten wir in einer internen Anrufanalyse aus: Anzahl, Dauer, Kosten und die Art, wie ein Gespräch endete, zeigen uns, wo der Assistent gut funktioniert und wo Menschen lieber direkt mit uns sprechen.',
    references: [],
    relevance:
      'Ein Sprachassistent lohnt sich bei vielen gleichartigen Anrufen, etwa Terminvereinbarungen, Statusabfragen oder Schadensmeldungen, und wenn Anrufe außerhalb der Geschäftszeiten verloren gehen. Klären Sie, welche Dienste Sprache erkennen, Antworten erzeugen und die Stimme erzeugen, wo diese Daten verarbeitet werden und wie lange Aufnahmen gespeichert bleiben. Anrufende sollten jederzeit zu einem Menschen wechseln können.',
  },
  sprint: {
    practice:
      'Die Hotel-Buchungsplattform für Gipfelruh Hotels entwickeln wir seit dem Go-live in zweiwöchigen Sprints weiter, zuletzt um den Verkauf von Gutscheinen und eine Warteliste für ausgebuchte Termine. Bei der Spedition Buchberger gab es während der Entwicklung jede Woche eine Testrunde am echten Arbeitsplatz der Disponent:innen, und das Feedback floss direkt in den nächsten Sprint.',
    references: ['hotel-buchungsplattform', 'buchberger'],
    relevance:
      'Für Sie ist das Ende eines Sprints der wichtigste Termin: Im Review sehen Sie lauffähige Software und entscheiden mit, was als Nächstes kommt. Nehmen Sie sich diese Stunde alle zwei Wochen, und bringen Sie Menschen mit, die das Produkt später nutzen. Verlangen Sie, dass am Sprintende tatsächlich nutzbare Ergebnisse stehen und keine halbfertigen Zwischenstände.',
  },
  'user-journey': {
    practice:
      'Im Product-Vision-Bootcamp zeichnen wir am zweiten Tag die Customer Journey heute und morgen nach; beim Nutzertest am dritten Tag folgen wir dann der User Journey durch den klickbaren Prototyp und notieren jede Stelle, an der Testpersonen zögern. Bei Kiekje zeigte sich so, wo Eltern und Fachkräfte im Kita-Alltag Zeit verlieren: bei Zetteln an der Pinnwand, Anrufen am Morgen und Fotos über private Messenger. Genau dort setzen Tagesberichte, Abwesenheitsmeldung und Nachrichten der App an.',
    references: ['bootcamp-workshop', 'kiekje'],
    relevance:
      'Eine User Journey beschreibt den Weg durch ein Produkt, eine Customer Journey den gesamten Weg von Kund:innen mit Ihrem Unternehmen, vom ersten Kontakt bis zum Service nach dem Kauf. Beide lohnen sich, bevor Sie ein bestehendes Produkt überarbeiten oder ein neues planen. Bestehen Sie darauf, dass sie auf Gesprächen und Beobachtungen beruhen und nicht nur auf Workshops im Besprechungsraum.',
  },
  webhook: {
    practice:
      'Bei Pflegewahl löst ein neues Angebot einer Klinik über einen Webhook eine Benachrichtigung per E-Mail und SMS an die Pflegekraft aus. Bei den Buchungsplattformen für Gipfelruh Hotels und die Kulturbühnen Oberland meldet der Zahlungsanbieter Stripe jede erfolgreiche oder gescheiterte Zahlung per Webhook, und erst dann wird eine Buchung endgültig bestätigt.',
    references: ['reverse-recruiting', 'hotel-buchungsplattform', 'ticket-buchungsplattform'],
    relevance:
      'Webhooks sind einfach, aber nicht von selbst zuverlässig. Fragen Sie, was passiert, wenn Ihr System gerade nicht erreichbar ist: Wiederholt der Absender die Nachricht, und wird eine doppelt eintreffende Nachricht erkannt? Prüfen Sie außerdem, ob eingehende Webhooks signiert sind, damit niemand gefälschte Ereignisse wie „Zahlung eingegangen“ schicken kann.',
  },
  'workflow-automatisierung': {
    practice:
      'Bei Garantiemax kamen Schadensmeldungen früher per E-Mail, Sachbearbeiter:innen übertrugen die Daten in Tabellen und forderten Unterlagen einzeln nach. Heute fragt eine geführte Schadensmeldung genau die nötigen Angaben ab, eine KI-gestützte Vorprüfung liest Belege aus, und ein Workflow in Camunda steuert Freigabe, Werkstattbeauftragung und Kommunikation. Rückfragen wegen fehlender Unterlagen haben sich mehr als halbiert.',
    references: ['garantiemax'],
    relevance:
      'Automatisierung lohnt sich für Abläufe, die häufig vorkommen, festen Regeln folgen und heute Daten zwischen Systemen abtippen. Messen Sie vorher, wie oft ein Ablauf vorkommt und wie lange er dauert – sonst können Sie den Nutzen später nicht belegen. Beginnen Sie mit einem klar abgegrenzten Ablauf und legen Sie fest, wer bei Ausnahmen entscheidet.',
  },
} as const satisfies Partial<Record<GlossaryTermId, GlossaryArticle>>;
