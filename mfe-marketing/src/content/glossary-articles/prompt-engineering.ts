import type { GlossaryArticle } from '../types';

export const promptEngineering = {
  practice:
    'Beim Product Communicator besteht ein Prompt nicht aus einer freien Anweisung, sondern aus den technischen Stammdaten einer Produktvariante, der Zielgruppe, dem gewünschten Textformat und den verbindlichen Begriffen aus der Terminologie-Datenbank. Jede Änderung an diesen Vorlagen prüfen wir an einem festen Satz von Beispielprodukten, bevor sie für alle Märkte gilt. Freigegeben wird jeder Text weiterhin von Fachleuten.',
  references: ['product-communicator'],
  relevance:
    'Prompts sind Teil Ihrer Software und verdienen dieselbe Sorgfalt wie Code: versioniert, getestet und dokumentiert. Fragen Sie einen Dienstleister, wie er die Qualität der Antworten misst und was passiert, wenn der Modellanbieter eine neue Version ausrollt. Ohne einen festen Testsatz merken Sie Verschlechterungen oft erst, wenn sich Kund:innen beschweren.',
} as const satisfies GlossaryArticle;
