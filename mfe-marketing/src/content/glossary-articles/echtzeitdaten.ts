import type { GlossaryArticle } from '../types';

export const echtzeitdaten = {
  practice:
    'Die Fahrzeugdatenplattform eines Nutzfahrzeugherstellers nimmt Telematikdaten von über 20.000 Lkw über Apache Kafka auf, bereinigt sie und wertet sie laufend aus. Warnungen erreichen Flottenbetreiber, bevor ein Fahrzeug ausfällt. Bei der Smart-Home-App für WohnWerk Süd kommen Messwerte von Thermostaten dreier Hersteller über MQTT zusammen, sodass Mieter:innen ihre Heizung raumweise steuern und sofort sehen, was sich ändert.',
  references: ['fahrzeugdatenplattform', 'smart-home-app'],
  relevance:
    'Echtzeit ist teuer im Betrieb und lohnt sich nur, wo eine Verzögerung von Minuten tatsächlich Geld oder Sicherheit kostet: bei Maschinenausfällen, Lagerbeständen im Onlinehandel oder Platzreservierungen unter hohem Andrang. Fragen Sie bei jeder Anforderung, wie alt ein Wert höchstens sein darf. Oft genügt eine Aktualisierung alle fünf Minuten, und die Lösung wird deutlich einfacher.',
} as const satisfies GlossaryArticle;
