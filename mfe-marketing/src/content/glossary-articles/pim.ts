import type { GlossaryArticle } from '../types';

export const pim = {
  practice:
    'Der Product Communicator setzt direkt auf dem PIM eines Maschinenbauers auf: Aus den technischen Stammdaten entstehen Vertriebstexte und Datenblätter in zwölf Sprachen. Ändern sich technische Daten im PIM, markiert das Werkzeug die betroffenen Texte und schlägt neue Fassungen vor. Beim Relaunch der Markenwebsites eines Automobilherstellers kommen Modelldaten und Ausstattungen ebenso direkt aus den Produktsystemen statt aus Handarbeit in jedem Markt.',
  references: ['product-communicator', 'automotive-relaunch'],
  relevance:
    'Ein PIM lohnt sich, sobald Produktdaten in mehreren Kanälen erscheinen – Shop, Katalog, Marktplätze, Datenblätter – oder in mehreren Sprachen gepflegt werden. Bevor Sie ein System auswählen, klären Sie, wer welche Attribute pflegt und freigibt; das ist der eigentliche Aufwand. Achten Sie außerdem auf Schnittstellen zu ERP, Shop und Übersetzungsdienstleistern.',
} as const satisfies GlossaryArticle;
