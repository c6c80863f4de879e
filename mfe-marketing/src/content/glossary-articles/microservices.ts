import type { GlossaryArticle } from '../types';

export const microservices = {
  practice:
    'Microservices setzen wir nur ein, wo sie sich bezahlt machen. Bei der Fahrzeugdatenplattform laufen Datenstrecke, Vorhersagemodelle und Flottenportal als getrennte Dienste, weil sie sehr unterschiedliche Last tragen: Die Datenstrecke verarbeitet ununterbrochen Messwerte, das Portal nur die Anfragen der Flottenbetreiber. Für die drei Fußball-Apps dagegen genügt ein gemeinsames Backend: Es skaliert automatisch mit den Lastspitzen am Wochenende und bleibt für ein kleines Team überschaubar.',
  references: ['fahrzeugdatenplattform', 'fussball-apps'],
  relevance:
    'Microservices lösen ein Organisationsproblem: Mehrere Teams sollen unabhängig voneinander ausliefern. Haben Sie ein Team und ein Produkt, bringen sie vor allem Betriebsaufwand. Lassen Sie sich von einem Dienstleister begründen, warum eine Architektur aus vielen Diensten nötig ist, und fragen Sie, wie Fehler über Dienstgrenzen hinweg gefunden werden.',
} as const satisfies GlossaryArticle;
