import type { GlossaryArticle } from '../types';

export const llm = {
  practice:
    'Der Product Communicator erzeugt für einen Maschinenbauer aus technischen Stammdaten Produkttexte und Datenblätter in zwölf Sprachen. Das Sprachmodell läuft über den Azure OpenAI Service in einer europäischen Region, eine Terminologie-Datenbank sorgt für einheitliche Fachbegriffe, und kein Text wird ohne Freigabe durch Fachleute veröffentlicht. Bei Talentlake vergleicht ein semantisches Matching Stellenprofile mit Qualifikationen und begründet jeden Vorschlag.',
  references: ['product-communicator', 'talentlake'],
  relevance:
    'Ein LLM ist stark, wo es um Sprache geht: Entwürfe, Zusammenfassungen, Klassifizierung von Anfragen. Es erfindet aber mitunter Fakten und braucht deshalb eine Prüfung durch Menschen oder eine verlässliche Datengrundlage. Klären Sie vor dem Einsatz, wo das Modell betrieben wird, ob Ihre Daten zum Training verwendet werden und wie Sie die Qualität der Antworten messen.',
} as const satisfies GlossaryArticle;
