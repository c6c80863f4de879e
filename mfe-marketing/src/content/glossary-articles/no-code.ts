import type { GlossaryArticle } from '../types';

export const noCode = {
  practice:
    'Das MVP von Pflegewahl haben wir mit Bubble als Oberfläche, Xano als Backend und Make für Benachrichtigungen gebaut. So konnte das Gründerinnenteam mit sechs Kliniken in die Pilotphase starten, ohne ein eigenes Entwicklungsteam aufzubauen. Die Architektur ist so angelegt, dass einzelne Teile später in individuellen Code überführt werden können, sobald die Nutzerzahlen es erfordern.',
  references: ['reverse-recruiting'],
  relevance:
    'No-Code eignet sich, um eine Idee schnell und günstig mit echten Nutzer:innen zu prüfen oder interne Werkzeuge ohne Entwicklungsteam zu bauen. Beachten Sie, dass viele Plattformen in den USA hosten – bei Gesundheits- oder Personaldaten brauchen Sie eine belastbare Grundlage für die Übermittlung. Klären Sie außerdem früh, wie Sie Daten und Logik exportieren, falls das Produkt der Plattform entwächst.',
} as const satisfies GlossaryArticle;
