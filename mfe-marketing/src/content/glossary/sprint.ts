import type { GlossaryTerm } from '../types';

export const sprint = {
  id: 'sprint',
  term: 'Sprint',
  definition:
    'Ein Sprint ist in Scrum ein fester Zeitraum von meist zwei Wochen, in dem das Team ein vorher geplantes Ziel umsetzt. Am Ende steht ein nutzbares Ergebnis, das im Sprint Review mit der Auftraggeberseite und mit Nutzer:innen besprochen wird. Danach beginnt direkt der nächste Sprint.',
  metaDescription:
    'Was ist ein Sprint? Ein fester Zeitraum von meist zwei Wochen, in dem ein Scrum-Team ein nutzbares Ergebnis liefert und im Review vorstellt.',
  serviceIds: ['mvp-development', 'product-management'],
} as const satisfies GlossaryTerm;
