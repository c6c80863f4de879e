import type { GlossaryArticle } from '../types';

export const crm = {
  practice:
    'Der Product Communicator, den wir für einen Maschinenbauer entwickelt haben, erzeugt aus den Stammdaten im PIM Produkttexte in zwölf Sprachen und exportiert die freigegebenen Texte direkt in Website, Katalog und Vertriebs-CRM. Der Außendienst findet die aktuellen Unterlagen so dort, wo er ohnehin mit seinen Kontakten arbeitet, statt sie in Laufwerken zu suchen.',
  references: ['product-communicator'],
  relevance:
    'Ein CRM bringt nur dann etwas, wenn es gepflegt wird – und gepflegt wird es nur, wenn es Ihrem Vertrieb Arbeit abnimmt. Prüfen Sie deshalb vor der Auswahl, welche Daten automatisch hineinfließen können, etwa Anfragen von der Website, Angebote aus dem ERP oder Gesprächsnotizen. Klären Sie außerdem früh, auf welcher Rechtsgrundlage Sie Kontaktdaten speichern und wann Sie sie löschen.',
} as const satisfies GlossaryArticle;
