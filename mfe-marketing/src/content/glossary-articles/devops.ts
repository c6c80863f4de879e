import type { GlossaryArticle } from '../types';

export const devops = {
  practice:
    'Die Hotel-Buchungsplattform für Gipfelruh Hotels haben wir nicht nur gebaut, sondern betreuen sie seit dem Go-live im Betrieb und entwickeln sie in zweiwöchigen Sprints weiter. Dasselbe Team, das eine Funktion baut, überwacht sie auch in der Produktion. Bei den Fußball-Apps haben wir das Backend so ausgelegt, dass es die Lastspitzen am Wochenende automatisch abfängt, statt dass jemand am Samstag Server nachschiebt.',
  references: ['hotel-buchungsplattform', 'fussball-apps'],
  relevance:
    'DevOps betrifft Sie spätestens beim Betriebsvertrag: Wer wird nachts alarmiert, wie schnell ist ein Fehler behoben, und wer darf Änderungen ausliefern? Trennen Sie Entwicklung und Betrieb auf zwei Dienstleister, entstehen genau die Übergaben, die DevOps vermeiden will. Lassen Sie sich zeigen, wie Monitoring, Alarmierung und Wiederherstellung nach einem Ausfall konkret funktionieren.',
} as const satisfies GlossaryArticle;
