import type { GlossaryArticle } from '../types';

export const workflowAutomatisierung = {
  practice:
    'Bei Garantiemax kamen Schadensmeldungen früher per E-Mail, Sachbearbeiter:innen übertrugen die Daten in Tabellen und forderten Unterlagen einzeln nach. Heute fragt eine geführte Schadensmeldung genau die nötigen Angaben ab, eine KI-gestützte Vorprüfung liest Belege aus, und ein Workflow in Camunda steuert Freigabe, Werkstattbeauftragung und Kommunikation. Rückfragen wegen fehlender Unterlagen haben sich mehr als halbiert.',
  references: ['garantiemax'],
  relevance:
    'Automatisierung lohnt sich für Abläufe, die häufig vorkommen, festen Regeln folgen und heute Daten zwischen Systemen abtippen. Messen Sie vorher, wie oft ein Ablauf vorkommt und wie lange er dauert – sonst können Sie den Nutzen später nicht belegen. Beginnen Sie mit einem klar abgegrenzten Ablauf und legen Sie fest, wer bei Ausnahmen entscheidet.',
} as const satisfies GlossaryArticle;
