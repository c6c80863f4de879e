import type { GlossaryArticle } from '../types';

export const mvp = {
  practice:
    'Ein MVP bringen wir in der Regel in acht Wochen zu den ersten Nutzer:innen. Pflegewahl ging so mit einem No-Code-MVP in die Pilotphase mit sechs Kliniken, Startklar wurde zunächst an vier Mittelschulen getestet. Länger dauert es, wenn Hardware oder Altsysteme im Spiel sind: Bei der Smart-Home-App für WohnWerk Süd mussten Thermostate und Zähler mehrerer Hersteller angebunden werden, das MVP brauchte deshalb mehr Zeit als geplant.',
  references: ['reverse-recruiting', 'ausbildungs-matching-plattform', 'smart-home-app'],
  relevance:
    'Ein MVP lohnt sich, wenn die größte Unsicherheit nicht in der Technik liegt, sondern in der Frage, ob Menschen das Produkt nutzen und bezahlen. Es ist kein billiger Prototyp: Was live geht, muss sicher und datenschutzkonform sein. Vereinbaren Sie vorab, welche Kennzahl nach dem Start über den Ausbau entscheidet, und planen Sie Budget für die Wochen danach ein.',
} as const satisfies GlossaryArticle;
