import type { GlossaryArticle } from '../types';

export const productDiscovery = {
  practice:
    'Bevor Startklar entstand, dachte der Ausbildungsverbund Oberland an eine weitere Stellenbörse. Im Bootcamp haben wir mit Azubis, Ausbilder:innen und Berufsberater:innen gesprochen und gelernt, dass Jugendliche lieber ausprobieren als Anschreiben zu verfassen. Daraus wurde ein Praktikum, das sich mit einem Klick anfragen lässt. Bei Pflegewahl haben wir die Idee vorab mit Pflegekräften und Personalverantwortlichen aus zwei Kliniken überprüft.',
  references: ['ausbildungs-matching-plattform', 'reverse-recruiting'],
  relevance:
    'Product Discovery ist die günstigste Phase, um Fehler zu machen: Eine verworfene Skizze kostet Stunden, eine verworfene Funktion Monate. Planen Sie Discovery nicht als einmaligen Schritt vor dem Projekt, sondern als laufende Arbeit neben der Entwicklung. Fragen Sie Ihren Dienstleister, wie viele Gespräche mit Nutzer:innen er vor dem ersten Sprint führen will.',
} as const satisfies GlossaryArticle;
