import type { GlossaryArticle } from '../types';

export const persona = {
  practice:
    'Am ersten Tag unseres Product-Vision-Bootcamps entstehen auf Basis von Interviews und dem Wissen des Teams zwei bis drei Personas mit ihren Zielen, Aufgaben und Frustrationen. Für Startklar beschrieben die Personas Jugendliche, die ungern Anschreiben verfassen, aber gern ausprobieren. Daraus wurde ein Interessen-Check mit zehn Fragen statt Lebenslauf – und eine Plattform, die Jugendliche tatsächlich benutzen.',
  references: ['bootcamp-workshop', 'ausbildungs-matching-plattform'],
  relevance:
    'Personas helfen, wenn in Ihrem Projekt jede Abteilung von „den Kund:innen“ spricht, aber jede etwas anderes meint. Eine gute Persona beruht auf Gesprächen mit echten Menschen, nicht auf Marketing-Segmenten, und sie beschreibt Verhalten statt Hobbys. Bitten Sie einen Dienstleister, Ihnen zu zeigen, welche Entscheidungen im Produkt er aus einer Persona abgeleitet hat.',
} as const satisfies GlossaryArticle;
