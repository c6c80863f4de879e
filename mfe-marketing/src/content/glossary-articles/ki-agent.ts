import type { GlossaryArticle } from '../types';

export const kiAgent = {
  practice:
    'Bei Garantiemax liest eine KI-gestützte Vorprüfung Rechnungen aus, gleicht die Angaben mit dem Vertrag ab und sortiert Schadensfälle nach Komplexität. Einfache Fälle werden zur Freigabe vorbereitet, komplexe landen bei erfahrenen Sachbearbeiter:innen. Bewusst ist das kein Agent, der selbst entscheidet: Über eine Ablehnung entscheidet immer ein Mensch. Diese Grenze zu ziehen gehört für uns zu jedem Agenten-Projekt.',
  references: ['garantiemax'],
  relevance:
    'Ein KI-Agent lohnt sich für Abläufe mit vielen Varianten, die sich nicht mit festen Regeln abbilden lassen, etwa Anfragen, die Recherche in mehreren Systemen erfordern. Legen Sie vorab fest, welche Aktionen der Agent allein ausführen darf und wo ein Mensch freigibt. Fragen Sie, wie jede Entscheidung protokolliert wird und woran Sie messen, ob der Agent gute Arbeit leistet.',
} as const satisfies GlossaryArticle;
