import type { Role } from '../types';

export const aiSpecialist = {
  id: 'ai-specialist',
  title: 'KI-Spezialist:in',
  kind: 'person',
  teaser:
    'Unsere KI-Spezialist:innen wählen passende Sprachmodelle aus, bauen RAG-Pipelines auf Ihren Daten und entwickeln KI-Agenten und Sprachassistenten. Sie bewerten Qualität, Kosten und Datenschutz, bevor eine Lösung in Betrieb geht.',
  metaDescription:
    'KI-Spezialist:innen bei Isarlicht Digital: Auswahl von Sprachmodellen, RAG auf Ihren Daten, KI-Agenten und Sprachassistenten mit geprüfter Qualität.',
  body: [
    'Unsere KI-Spezialist:innen bringen künstliche Intelligenz aus der Demo in den Betrieb. Sie wählen für jeden Anwendungsfall das passende Sprachmodell nach Qualität, Kosten, Geschwindigkeit und Datenschutz aus, bereiten Dokumente und Daten für Retrieval-Augmented Generation auf und entwickeln KI-Agenten, die mehrstufige Aufgaben mit Werkzeugen erledigen. Bei Sprachassistenten kümmern sie sich um Spracherkennung, Gesprächsführung und die Übergabe an Menschen.',
    'Besonders wichtig ist ihnen die Messbarkeit: Bevor eine KI-Lösung live geht, erstellen sie mit Ihrem Fachbereich einen Testsatz aus echten Fragen und erwarteten Antworten und werten die Qualität automatisiert aus – bei jeder Änderung an Prompt, Modell oder Daten erneut. Sie kennen die Grenzen der Technik, sprechen sie offen an und bauen Schutzmechanismen gegen erfundene Antworten und Missbrauch ein. Fragen zur KI-Verordnung der EU und zum Datenschutz klären sie früh mit Ihnen.',
  ],
  highlights: [
    'Auswahl und Bewertung von Sprachmodellen',
    'RAG-Pipelines auf Ihren Dokumenten und Daten',
    'KI-Agenten und Sprachassistenten mit klaren Grenzen',
    'Automatisierte Qualitätsmessung mit eigenem Testsatz',
    'Beratung zu Datenschutz und KI-Verordnung',
  ],
  related: {
    methods: ['tech-stack'],
    roles: ['backend-developer', 'product-owner', 'lean-method'],
    services: ['ai-development', 'automation-solutions'],
  },
} as const satisfies Role;
